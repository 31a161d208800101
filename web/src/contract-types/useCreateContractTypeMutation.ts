import { graphql, useMutation } from 'react-relay';
import type { useCreateContractTypeMutation as M } from '../__generated__/useCreateContractTypeMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useCreateContractTypeMutation($input: CreateContractTypeInput!, $connections: [ID!]!) {
    createContractType(input: $input) {
      contractType @appendNode(connections: $connections, edgeTypeName: "ContractTypeEdge") { id name endNoticeDays employeeCount }
      userErrors { field message code }
    }
  }
`;

export function useCreateContractTypeMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.createContractType, ({ connections }) => (store) => keepConnection(store, { connections, delta: 1, sortBy: 'name' }));
}
