import { graphql, useMutation } from 'react-relay';
import type { useDeleteClockMutation as M } from '../__generated__/useDeleteClockMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useDeleteClockMutation($input: DeleteClockInput!, $connections: [ID!]!) {
    deleteClock(input: $input) {
      clock { id ...ClockRow_clock }
      deletedClockId @deleteEdge(connections: $connections)
      userErrors { field message code }
    }
  }
`;

/**
 * Deletes a clock with a reason. `connections` are the lists it leaves (those not showing deleted clocks); a list
 * showing them keeps the row, marked deleted, with the deletion in its trail.
 */
export function useDeleteClockMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.deleteClock, ({ connections }) => (store) => keepConnection(store, { connections, delta: -1 }));
}
