import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { useUpdateCompanyMutation as M } from '../__generated__/useUpdateCompanyMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { relinkCompany } from './relinkCompany.ts';

const mutation = graphql`
  mutation useUpdateCompanyMutation($input: UpdateCompanyInput!) {
    updateCompany(input: $input) {
      company { ...CompanyForm_company }
      userErrors { field message code }
    }
  }
`;

export function useUpdateCompanyMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation((config: UseMutationConfig<M>) => commit({ ...config, updater: relinkCompany('updateCompany') }), (r) => r.updateCompany);
}
