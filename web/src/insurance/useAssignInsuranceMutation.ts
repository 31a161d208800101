import { graphql, useMutation } from 'react-relay';
import type { useAssignInsuranceMutation as M } from '../__generated__/useAssignInsuranceMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useAssignInsuranceMutation($input: AssignInsuranceInput!) {
    assignInsurance(input: $input) {
      insurance { id employeeCount }
      userErrors { field message code }
    }
  }
`;

/** Gives a policy to one or many employees; the policy's holder count comes back (the holder lists read again). */
export function useAssignInsuranceMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.assignInsurance);
}
