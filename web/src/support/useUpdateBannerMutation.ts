import { graphql, useMutation } from 'react-relay';
import type { useUpdateBannerMutation as M } from '../__generated__/useUpdateBannerMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useUpdateBannerMutation($input: UpdateBannerInput!) {
    updateBanner(input: $input) {
      banner { id databaseId texts { en pt fr } startsAt endsAt audience severity updatedAt }
      userErrors { field message code }
    }
  }
`;

export function useUpdateBannerMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.updateBanner);
}
