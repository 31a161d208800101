import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { UpdateMyProfileInput, useUpdateMyProfileMutation as M, useUpdateMyProfileMutation$data } from '../__generated__/useUpdateMyProfileMutation.graphql.ts';
import { runMutation, type MutationOutcome } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useUpdateMyProfileMutation($input: UpdateMyProfileInput!) {
    updateMyProfile(input: $input) {
      profile { id ...MyProfileForm_profile ...MyProfileDetails_profile }
      userErrors { field message code }
    }
  }
`;

type Payload = NonNullable<useUpdateMyProfileMutation$data['updateMyProfile']>;

/** Saves the self-editable fields; the answer refreshes the profile in the store (same `id`). */
export function useUpdateMyProfileMutation(): (input: UpdateMyProfileInput) => Promise<MutationOutcome<Payload>> {
  const [commit] = useMutation<M>(mutation);
  return (input) => runMutation((config: UseMutationConfig<M>) => commit(config), { input }, (r) => r.updateMyProfile);
}
