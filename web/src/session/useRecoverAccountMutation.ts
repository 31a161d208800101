import { graphql, useMutation } from 'react-relay';
import type { useRecoverAccountMutation as RecoverMutation } from '../__generated__/useRecoverAccountMutation.graphql.ts';
import { runMutation, type MutationOutcome } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useRecoverAccountMutation($input: RecoverAccountInput!) {
    recoverAccount(input: $input) {
      userErrors { field message code }
    }
  }
`;

/** Mails a reset link and code to the account's address. */
export function useRecoverAccountMutation(): (username: string) => Promise<MutationOutcome> {
  const [commit] = useMutation<RecoverMutation>(mutation);
  return (username) => runMutation(commit, { input: { username } }, (r) => r.recoverAccount);
}
