import { graphql, useMutation } from 'react-relay';
import type { useUpdateAccountMutation as M } from '../__generated__/useUpdateAccountMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useUpdateAccountMutation($input: UpdateAccountInput!) {
    updateAccount(input: $input) {
      account { ...UserRow_account }
      userErrors { field message code }
    }
  }
`;

/** Enable or disable, unlock, and the roles an account holds. */
export function useUpdateAccountMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.updateAccount);
}
