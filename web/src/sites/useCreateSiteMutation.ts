import { graphql, useMutation } from 'react-relay';
import type { useCreateSiteMutation as M } from '../__generated__/useCreateSiteMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useCreateSiteMutation($input: CreateSiteInput!) {
    createSite(input: $input) {
      site { id databaseId name ...SiteRow_site ...SiteForm_site }
      userErrors { field message code }
    }
  }
`;

/** The list reloads when the screen returns to it (store-and-network), so no connection is updated here. */
export function useCreateSiteMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.createSite);
}
