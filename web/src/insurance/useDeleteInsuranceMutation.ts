import { graphql, useMutation } from 'react-relay';
import type { useDeleteInsuranceMutation as M } from '../__generated__/useDeleteInsuranceMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useDeleteInsuranceMutation($input: DeleteInsuranceInput!, $connections: [ID!]!) {
    deleteInsurance(input: $input) {
      deletedInsuranceId @deleteEdge(connections: $connections)
      userErrors { field message code }
    }
  }
`;

/** Refused (INSURANCE_IN_USE) while employees hold it: core §8's message is shown. */
export function useDeleteInsuranceMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.deleteInsurance, ({ connections }) => (store) => keepConnection(store, { connections, delta: -1 }));
}
