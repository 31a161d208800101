import { graphql, useMutation } from 'react-relay';
import type { useRevokeApiTokenMutation as M } from '../__generated__/useRevokeApiTokenMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useRevokeApiTokenMutation($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      apiToken { id ...ApiTokenRow_apiToken }
      userErrors { field message code }
    }
  }
`;

/** The token stays in the list, marked revoked. */
export function useRevokeApiTokenMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.revokeApiToken);
}
