import { graphql, useMutation } from 'react-relay';
import type { useDeleteSiteMutation as M } from '../__generated__/useDeleteSiteMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useDeleteSiteMutation($input: DeleteSiteInput!, $connections: [ID!]!) {
    deleteSite(input: $input) {
      deletedSiteId @deleteEdge(connections: $connections)
      userErrors { field message code }
    }
  }
`;

/** Refused (SITE_IN_USE, with how many week schedules) while a schedule uses the site. */
export function useDeleteSiteMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.deleteSite, ({ connections }) => (store) => keepConnection(store, { connections, delta: -1 }));
}
