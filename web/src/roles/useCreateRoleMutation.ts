import { graphql, useMutation } from 'react-relay';
import type { useCreateRoleMutation as M } from '../__generated__/useCreateRoleMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useCreateRoleMutation($input: CreateRoleInput!, $connections: [ID!]!) {
    createRole(input: $input) {
      role @appendNode(connections: $connections, edgeTypeName: "RoleEdge") { id name description builtIn accountCount permissions { authority } }
      userErrors { field message code }
    }
  }
`;

/** A custom role; the list shows it at once. The server refuses a taken name (ROLE_NAME_TAKEN) and vendor authorities. */
export function useCreateRoleMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.createRole, ({ connections }) => (store) => keepConnection(store, { connections, delta: 1 }));
}
