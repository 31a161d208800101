import { graphql, useMutation } from 'react-relay';
import type { useUpdateContractTypeMutation as M } from '../__generated__/useUpdateContractTypeMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useUpdateContractTypeMutation($input: UpdateContractTypeInput!) {
    updateContractType(input: $input) {
      contractType { id name endNoticeDays employeeCount }
      userErrors { field message code }
    }
  }
`;

export function useUpdateContractTypeMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.updateContractType);
}
