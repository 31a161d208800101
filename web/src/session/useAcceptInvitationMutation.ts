import { graphql, useMutation } from 'react-relay';
import type { useAcceptInvitationMutation as M, AcceptInvitationInput } from '../__generated__/useAcceptInvitationMutation.graphql.ts';
import { runMutation, type MutationOutcome } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useAcceptInvitationMutation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
      token
      username
      employeeCode
      userErrors { field message code }
    }
  }
`;

type Payload = NonNullable<M['response']['acceptInvitation']>;

/** Chooses the first password with the mailed invitation's token; the payload signs the person in. */
export function useAcceptInvitationMutation(): (input: AcceptInvitationInput) => Promise<MutationOutcome<Payload>> {
  const [commit] = useMutation<M>(mutation);
  return (input) => runMutation(commit, { input }, (r) => r.acceptInvitation);
}
