import { graphql, useMutation } from 'react-relay';
import type { useResetPasswordMutation as ResetMutation, ResetPasswordInput } from '../__generated__/useResetPasswordMutation.graphql.ts';
import { runMutation, type MutationOutcome } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      userErrors { field message code }
    }
  }
`;

/** Sets a new password with the mailed token, or with the username and the mailed code. */
export function useResetPasswordMutation(): (input: ResetPasswordInput) => Promise<MutationOutcome> {
  const [commit] = useMutation<ResetMutation>(mutation);
  return (input) => runMutation(commit, { input }, (r) => r.resetPassword);
}
