import { graphql, useMutation } from 'react-relay';
import type { useUpdateAbsenceTypeMutation as M } from '../__generated__/useUpdateAbsenceTypeMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepAbsenceTypeOrder } from './keepAbsenceTypeOrder.ts';

const mutation = graphql`
  mutation useUpdateAbsenceTypeMutation($input: UpdateAbsenceTypeInput!) {
    updateAbsenceType(input: $input) {
      absenceType { id databaseId name ...AbsenceTypeRow_type }
      userErrors { field message code }
    }
  }
`;

/**
 * A whole edit, subtypes included (the list sent replaces the stored one; removing one still used by requests is
 * refused with ABSENCE_SUBTYPE_IN_USE). A new name puts the row back in order in the lists given.
 */
export function useUpdateAbsenceTypeMutation(connections: readonly string[]) {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.updateAbsenceType, () => (store) => keepAbsenceTypeOrder(store, connections));
}
