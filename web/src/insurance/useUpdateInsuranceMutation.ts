import { graphql, useMutation } from 'react-relay';
import type { useUpdateInsuranceMutation as M } from '../__generated__/useUpdateInsuranceMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useUpdateInsuranceMutation($input: UpdateInsuranceInput!) {
    updateInsurance(input: $input) {
      insurance { id name type provider policyNumber validFrom validTo isActive employeeCount }
      userErrors { field message code }
    }
  }
`;

/** A renamed policy moves to its place in the list. */
export function useUpdateInsuranceMutation(connectionId: string) {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.updateInsurance, () => (store) => keepConnection(store, { connections: [connectionId], sortBy: 'name' }));
}
