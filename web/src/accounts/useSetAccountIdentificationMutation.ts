import { graphql, useMutation } from 'react-relay';
import type { useSetAccountIdentificationMutation as M } from '../__generated__/useSetAccountIdentificationMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useSetAccountIdentificationMutation($input: SetAccountIdentificationInput!) {
    setAccountIdentification(input: $input) {
      account { ...UserRow_account }
      userErrors { field message code }
    }
  }
`;

/** How the account identifies itself at clocks and terminals. */
export function useSetAccountIdentificationMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.setAccountIdentification);
}
