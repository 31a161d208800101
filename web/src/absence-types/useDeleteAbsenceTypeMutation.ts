import { graphql, useMutation } from 'react-relay';
import type { useDeleteAbsenceTypeMutation as M } from '../__generated__/useDeleteAbsenceTypeMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useDeleteAbsenceTypeMutation($input: DeleteAbsenceTypeInput!, $connections: [ID!]!) {
    deleteAbsenceType(input: $input) {
      deletedAbsenceTypeId @deleteEdge(connections: $connections)
      userErrors { field message code }
    }
  }
`;

/** Refused for Holidays (ABSENCE_TYPE_PROTECTED) and for a type with requests (ABSENCE_TYPE_IN_USE); the list offers neither. */
export function useDeleteAbsenceTypeMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.deleteAbsenceType, ({ connections }) => (store) => keepConnection(store, { connections, delta: -1 }));
}
