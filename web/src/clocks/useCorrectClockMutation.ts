import { graphql, useMutation } from 'react-relay';
import type { useCorrectClockMutation as M } from '../__generated__/useCorrectClockMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { sortNewestFirst } from './keepClockList.ts';

const mutation = graphql`
  mutation useCorrectClockMutation($input: CorrectClockInput!) {
    correctClock(input: $input) {
      clock { id instant ...ClockRow_clock }
      userErrors { field message code }
    }
  }
`;

/** Corrects a clock with a reason; the row takes the new values and its trail, and the lists shown keep their order. */
export function useCorrectClockMutation(connections: readonly string[]) {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.correctClock, () => (store) => sortNewestFirst(store, connections));
}
