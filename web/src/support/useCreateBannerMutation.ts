import { graphql, useMutation } from 'react-relay';
import type { useCreateBannerMutation as M } from '../__generated__/useCreateBannerMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useCreateBannerMutation($input: CreateBannerInput!, $connections: [ID!]!) {
    createBanner(input: $input) {
      banner @prependNode(connections: $connections, edgeTypeName: "BannerEdge") { id databaseId texts { en pt fr } startsAt endsAt audience severity updatedAt }
      userErrors { field message code }
    }
  }
`;

export function useCreateBannerMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.createBanner, ({ connections }) => (store) => keepConnection(store, { connections, delta: 1 }));
}
