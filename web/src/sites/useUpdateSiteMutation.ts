import { graphql, useMutation } from 'react-relay';
import type { useUpdateSiteMutation as M } from '../__generated__/useUpdateSiteMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useUpdateSiteMutation($input: UpdateSiteInput!) {
    updateSite(input: $input) {
      site { id databaseId name ...SiteRow_site ...SiteForm_site }
      userErrors { field message code }
    }
  }
`;

export function useUpdateSiteMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.updateSite);
}
