import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { useUploadMyProfilePictureMutation as M, useUploadMyProfilePictureMutation$data } from '../__generated__/useUploadMyProfilePictureMutation.graphql.ts';
import { runMutation, type MutationOutcome } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useUploadMyProfilePictureMutation($input: UploadMyProfilePictureInput!) {
    uploadMyProfilePicture(input: $input) {
      profile { id hasPicture pictureUrl }
      userErrors { field message code }
    }
  }
`;

type Payload = NonNullable<useUploadMyProfilePictureMutation$data['uploadMyProfilePicture']>;

/** Sends one's own photo through the GraphQL multipart request specification. */
export function useUploadMyProfilePictureMutation(): (file: File) => Promise<MutationOutcome<Payload>> {
  const [commit] = useMutation<M>(mutation);
  return (file) => runMutation(
    (config: UseMutationConfig<M>) => commit({ ...config, uploadables: { 'input.file': file } }),
    { input: { file: null } },
    (r) => r.uploadMyProfilePicture,
  );
}
