import { graphql, useMutation } from 'react-relay';
import type { useDeleteContractTypeMutation as M } from '../__generated__/useDeleteContractTypeMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useDeleteContractTypeMutation($input: DeleteContractTypeInput!, $connections: [ID!]!) {
    deleteContractType(input: $input) {
      deletedContractTypeId @deleteEdge(connections: $connections)
      userErrors { field message code }
    }
  }
`;

/** Refused (CONTRACT_TYPE_IN_USE) while employees hold it: core §8's message is shown. */
export function useDeleteContractTypeMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.deleteContractType, ({ connections }) => (store) => keepConnection(store, { connections, delta: -1 }));
}
