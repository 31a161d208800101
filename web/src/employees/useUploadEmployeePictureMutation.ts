import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { useUploadEmployeePictureMutation as M, useUploadEmployeePictureMutation$data } from '../__generated__/useUploadEmployeePictureMutation.graphql.ts';
import { runMutation, type MutationOutcome } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useUploadEmployeePictureMutation($input: UploadEmployeePictureInput!) {
    uploadEmployeePicture(input: $input) {
      employee { id hasPicture pictureUrl }
      userErrors { field message code }
    }
  }
`;

type Payload = NonNullable<useUploadEmployeePictureMutation$data['uploadEmployeePicture']>;

/** Sends the photo through the GraphQL multipart request specification. */
export function useUploadEmployeePictureMutation(): (employeeId: string, file: File) => Promise<MutationOutcome<Payload>> {
  const [commit] = useMutation<M>(mutation);
  return (employeeId, file) => runMutation(
    (config: UseMutationConfig<M>) => commit({ ...config, uploadables: { 'input.file': file } }),
    { input: { employeeId, file: null } },
    (r) => r.uploadEmployeePicture,
  );
}
