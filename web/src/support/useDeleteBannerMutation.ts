import { graphql, useMutation } from 'react-relay';
import type { useDeleteBannerMutation as M } from '../__generated__/useDeleteBannerMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useDeleteBannerMutation($input: DeleteBannerInput!, $connections: [ID!]!) {
    deleteBanner(input: $input) {
      deletedBannerId @deleteEdge(connections: $connections)
      userErrors { field message code }
    }
  }
`;

export function useDeleteBannerMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.deleteBanner, ({ connections }) => (store) => keepConnection(store, { connections, delta: -1 }));
}
