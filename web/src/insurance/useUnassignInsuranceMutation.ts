import { graphql, useMutation } from 'react-relay';
import type { useUnassignInsuranceMutation as M } from '../__generated__/useUnassignInsuranceMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useUnassignInsuranceMutation($input: UnassignInsuranceInput!, $connections: [ID!]!) {
    unassignInsurance(input: $input) {
      insurance { id employeeCount }
      employee { id @deleteEdge(connections: $connections) insurances { id } }
      userErrors { field message code }
    }
  }
`;

/** Takes a policy from one employee: out of the holder list shown (if any), the count and the employee's policies follow. */
export function useUnassignInsuranceMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.unassignInsurance, ({ connections }) => (store) => keepConnection(store, { connections, delta: -1 }));
}
