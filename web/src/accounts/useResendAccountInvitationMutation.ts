import { graphql, useMutation } from 'react-relay';
import type { useResendAccountInvitationMutation as M } from '../__generated__/useResendAccountInvitationMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useResendAccountInvitationMutation($input: ResendAccountInvitationInput!) {
    resendAccountInvitation(input: $input) {
      account { ...UserRow_account }
      userErrors { field message code }
    }
  }
`;

/** Mails the invitation again (the earlier link stops working), while the account has not chosen its password. */
export function useResendAccountInvitationMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.resendAccountInvitation);
}
