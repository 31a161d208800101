import { graphql, useMutation } from 'react-relay';
import type { useCreateApiTokenMutation as M } from '../__generated__/useCreateApiTokenMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useCreateApiTokenMutation($input: CreateApiTokenInput!, $connections: [ID!]!) {
    createApiToken(input: $input) {
      apiToken @prependNode(connections: $connections, edgeTypeName: "ApiTokenEdge") { id ...ApiTokenRow_apiToken }
      secret
      userErrors { field message code }
    }
  }
`;

/** The answer carries the secret: the only time anyone sees it. The list is newest first, so the token goes on top. */
export function useCreateApiTokenMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.createApiToken, ({ connections }) => (store) => keepConnection(store, { connections, delta: 1 }));
}
