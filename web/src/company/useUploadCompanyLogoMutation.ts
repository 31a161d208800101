import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { useUploadCompanyLogoMutation as M, LogoVariant } from '../__generated__/useUploadCompanyLogoMutation.graphql.ts';
import { runMutation } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useUploadCompanyLogoMutation($input: UploadCompanyLogoInput!) {
    uploadCompanyLogo(input: $input) {
      company { hasLogo hasMobileLogo }
      userErrors { field message code }
    }
  }
`;

/** The logo or the mobile logo, through the GraphQL multipart request specification. */
export function useUploadCompanyLogoMutation() {
  const [commit] = useMutation<M>(mutation);
  return (variant: LogoVariant, file: File) => runMutation(
    (config: UseMutationConfig<M>) => commit({ ...config, uploadables: { 'input.file': file } }),
    { input: { variant, file: null } },
    (r) => r.uploadCompanyLogo,
  );
}
