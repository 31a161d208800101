import { graphql, useMutation } from 'react-relay';
import type { useDeleteRoleMutation as M } from '../__generated__/useDeleteRoleMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useDeleteRoleMutation($input: DeleteRoleInput!, $connections: [ID!]!) {
    deleteRole(input: $input) {
      deletedRoleId @deleteEdge(connections: $connections)
      userErrors { field message code }
    }
  }
`;

/** Deletes a custom role nobody holds; built-in roles (BUILT_IN_ROLE) and held ones (ROLE_IN_USE) are refused with the server's reason. */
export function useDeleteRoleMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.deleteRole, ({ connections }) => (store) => keepConnection(store, { connections, delta: -1 }));
}
