import { graphql, useMutation } from 'react-relay';
import type { useSetTextOverrideMutation as M } from '../__generated__/useSetTextOverrideMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

/** Creates or replaces the text of (language, key): a replaced one is already in the list, so the count moves only for a new one. */
const mutation = graphql`
  mutation useSetTextOverrideMutation($input: SetTextOverrideInput!, $connections: [ID!]!) {
    setTextOverride(input: $input) {
      textOverride @appendNode(connections: $connections, edgeTypeName: "TextOverrideEdge") { id databaseId language key value updatedAt }
      userErrors { field message code }
    }
  }
`;

export function useSetTextOverrideMutation(isNew: boolean) {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.setTextOverride, ({ connections }) => (store) => { if (isNew) keepConnection(store, { connections, delta: 1, sortBy: 'key' }); });
}
