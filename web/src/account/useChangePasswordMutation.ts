import { graphql, useMutation } from 'react-relay';
import type { useChangePasswordMutation as ChangeMutation, useChangePasswordMutation$data } from '../__generated__/useChangePasswordMutation.graphql.ts';
import { runMutation, type MutationOutcome } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      token
      expiresAt
      userErrors { field message code }
    }
  }
`;

type Payload = NonNullable<useChangePasswordMutation$data['changePassword']>;

/** Changes the signed-in user's password; the payload carries a fresh token (other sessions end). */
export function useChangePasswordMutation(): (oldPassword: string, newPassword: string) => Promise<MutationOutcome<Payload>> {
  const [commit] = useMutation<ChangeMutation>(mutation);
  return (oldPassword, newPassword) => runMutation(commit, { input: { oldPassword, newPassword } }, (r) => r.changePassword);
}
