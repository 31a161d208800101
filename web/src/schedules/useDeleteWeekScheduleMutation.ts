import { graphql, useMutation } from 'react-relay';
import type { useDeleteWeekScheduleMutation as M } from '../__generated__/useDeleteWeekScheduleMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useDeleteWeekScheduleMutation($input: DeleteWeekScheduleInput!, $connections: [ID!]!) {
    deleteWeekSchedule(input: $input) {
      deletedWeekScheduleId @deleteEdge(connections: $connections)
      userErrors { field message code }
    }
  }
`;

export function useDeleteWeekScheduleMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.deleteWeekSchedule, ({ connections }) => (store) => keepConnection(store, { connections, delta: -1 }));
}
