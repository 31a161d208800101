import { graphql, useMutation } from 'react-relay';
import type { useDeleteEmployeeMutation as M, useDeleteEmployeeMutation$data } from '../__generated__/useDeleteEmployeeMutation.graphql.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';
import { runMutation, type MutationOutcome } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useDeleteEmployeeMutation($input: DeleteEmployeeInput!, $connections: [ID!]!) {
    deleteEmployee(input: $input) {
      deletedEmployeeId @deleteEdge(connections: $connections)
      userErrors { field message code }
    }
  }
`;

type Payload = NonNullable<useDeleteEmployeeMutation$data['deleteEmployee']>;

export function useDeleteEmployeeMutation(): (id: string, connections: string[]) => Promise<MutationOutcome<Payload>> {
  const [commit] = useMutation<M>(mutation);
  return (id, connections) => runMutation(commit, { input: { id }, connections }, (r) => r.deleteEmployee, (store, data) => {
    // "Showing 25 of 40" becomes "of 39" with the row (#11 item 3).
    if (data?.deleteEmployee?.deletedEmployeeId) keepConnection(store, { connections, delta: -1 });
  });
}
