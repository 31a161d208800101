import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { useRemoveCompanyLogoMutation as M, LogoVariant } from '../__generated__/useRemoveCompanyLogoMutation.graphql.ts';
import { runMutation } from '../platform/relay/runMutation.ts';
import { relinkCompany } from './relinkCompany.ts';

const mutation = graphql`
  mutation useRemoveCompanyLogoMutation($input: RemoveCompanyLogoInput!) {
    removeCompanyLogo(input: $input) {
      company { ...CompanyForm_company }
      userErrors { field message code }
    }
  }
`;

/** Removes the logo or the mobile logo; the screen then shows "No logo yet." and the product mark shows instead. */
export function useRemoveCompanyLogoMutation() {
  const [commit] = useMutation<M>(mutation);
  return (variant: LogoVariant) => runMutation(
    (config: UseMutationConfig<M>) => commit({ ...config, updater: relinkCompany('removeCompanyLogo') }),
    { input: { variant } },
    (r) => r.removeCompanyLogo,
  );
}
