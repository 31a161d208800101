import { graphql, useMutation } from 'react-relay';
import type { useDeleteDepartmentMutation as M } from '../__generated__/useDeleteDepartmentMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useDeleteDepartmentMutation($input: DeleteDepartmentInput!, $connections: [ID!]!) {
    deleteDepartment(input: $input) {
      deletedDepartmentId @deleteEdge(connections: $connections)
      userErrors { field message code }
    }
  }
`;

/** Refused (DEPARTMENT_HAS_EMPLOYEES) while people belong to it; the server's message is shown. */
export function useDeleteDepartmentMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.deleteDepartment, ({ connections }) => (store) => keepConnection(store, { connections, delta: -1 }));
}
