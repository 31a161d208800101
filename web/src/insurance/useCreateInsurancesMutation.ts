import { graphql, useMutation } from 'react-relay';
import type { useCreateInsurancesMutation as M } from '../__generated__/useCreateInsurancesMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useCreateInsurancesMutation($input: CreateInsurancesInput!, $connections: [ID!]!) {
    createInsurances(input: $input) {
      insurances @appendNode(connections: $connections, edgeTypeName: "InsuranceEdge") {
        id name type provider policyNumber validFrom validTo isActive employeeCount
      }
      userErrors { field message code }
    }
  }
`;

/** Creates policies (the screen sends one); the list keeps its order by name and its count. */
export function useCreateInsurancesMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.createInsurances, ({ connections, input }) => (store) =>
    keepConnection(store, { connections, delta: input.insurances.length, sortBy: 'name' }));
}
