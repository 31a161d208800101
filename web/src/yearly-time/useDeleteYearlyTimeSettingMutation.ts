import { graphql, useMutation } from 'react-relay';
import type { useDeleteYearlyTimeSettingMutation as M } from '../__generated__/useDeleteYearlyTimeSettingMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useDeleteYearlyTimeSettingMutation($input: DeleteYearlyTimeSettingInput!, $connections: [ID!]!) {
    deleteYearlyTimeSetting(input: $input) {
      deletedYearlyTimeSettingId @deleteEdge(connections: $connections)
      userErrors { field message code }
    }
  }
`;

export function useDeleteYearlyTimeSettingMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.deleteYearlyTimeSetting, ({ connections }) => (store) => keepConnection(store, { connections, delta: -1 }));
}
