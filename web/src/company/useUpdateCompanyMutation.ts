import { graphql, useMutation } from 'react-relay';
import type { useUpdateCompanyMutation as M } from '../__generated__/useUpdateCompanyMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

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
  return bindMutation(commit, (r) => r.updateCompany);
}
