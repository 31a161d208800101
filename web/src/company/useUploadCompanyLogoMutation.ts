import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { useUploadCompanyLogoMutation as M, LogoVariant } from '../__generated__/useUploadCompanyLogoMutation.graphql.ts';
import { runMutation } from '../platform/relay/runMutation.ts';
import { relinkCompany } from './relinkCompany.ts';

const mutation = graphql`
  mutation useUploadCompanyLogoMutation($input: UploadCompanyLogoInput!) {
    uploadCompanyLogo(input: $input) {
      company { ...CompanyForm_company }
      userErrors { field message code }
    }
  }
`;

/** The logo or the mobile logo, through the GraphQL multipart request specification; the screen then shows it. */
export function useUploadCompanyLogoMutation() {
  const [commit] = useMutation<M>(mutation);
  return (variant: LogoVariant, file: File) => runMutation(
    (config: UseMutationConfig<M>) => commit({ ...config, uploadables: { 'input.file': file }, updater: relinkCompany('uploadCompanyLogo') }),
    { input: { variant, file: null } },
    (r) => r.uploadCompanyLogo,
  );
}
