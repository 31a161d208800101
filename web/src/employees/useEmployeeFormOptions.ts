import { graphql, useFragment } from 'react-relay';
import type { useEmployeeFormOptions_query$key } from '../__generated__/useEmployeeFormOptions_query.graphql.ts';
import type { EmployeeFormOptions } from './EmployeeFormFields.tsx';

const fragment = graphql`
  fragment useEmployeeFormOptions_query on Query @argumentDefinitions(size: { type: "Int!" }) {
    departments(first: $size, orderBy: [{ field: NAME, direction: ASC }]) { edges { node { id name } } }
    contractTypes(first: $size) { edges { node { id name } } }
  }
`;

/** The department and contract-type pickers' choices; languages already on the record stay offered. */
export function useEmployeeFormOptions(query: useEmployeeFormOptions_query$key, currentLanguages: readonly string[]): EmployeeFormOptions {
  const data = useFragment(fragment, query);
  return {
    departments: data.departments?.edges.map(({ node }) => ({ value: node.id, label: node.name })) ?? [],
    contractTypes: data.contractTypes?.edges.map(({ node }) => ({ value: node.id, label: node.name })) ?? [],
    extraLanguages: currentLanguages,
  };
}
