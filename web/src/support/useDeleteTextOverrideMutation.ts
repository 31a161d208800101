import { graphql, useMutation } from 'react-relay';
import type { useDeleteTextOverrideMutation as M } from '../__generated__/useDeleteTextOverrideMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useDeleteTextOverrideMutation($input: DeleteTextOverrideInput!, $connections: [ID!]!) {
    deleteTextOverride(input: $input) {
      deletedTextOverrideId @deleteEdge(connections: $connections)
      userErrors { field message code }
    }
  }
`;

export function useDeleteTextOverrideMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.deleteTextOverride, ({ connections }) => (store) => keepConnection(store, { connections, delta: -1 }));
}
