import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { useRemoveMyProfilePictureMutation as M, useRemoveMyProfilePictureMutation$data } from '../__generated__/useRemoveMyProfilePictureMutation.graphql.ts';
import { runMutation, type MutationOutcome } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useRemoveMyProfilePictureMutation {
    removeMyProfilePicture {
      profile { id hasPicture pictureUrl }
      userErrors { field message code }
    }
  }
`;

type Payload = NonNullable<useRemoveMyProfilePictureMutation$data['removeMyProfilePicture']>;

/** Removes one's own photo. */
export function useRemoveMyProfilePictureMutation(): () => Promise<MutationOutcome<Payload>> {
  const [commit] = useMutation<M>(mutation);
  return () => runMutation((config: UseMutationConfig<M>) => commit(config), {}, (r) => r.removeMyProfilePicture);
}
