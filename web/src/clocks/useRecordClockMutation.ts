import { graphql, useMutation } from 'react-relay';
import type { useRecordClockMutation as M } from '../__generated__/useRecordClockMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { insertClock, type ClockFacts } from './keepClockList.ts';

const mutation = graphql`
  mutation useRecordClockMutation($input: RecordClockInput!) {
    recordClock(input: $input) {
      clock { id instant date time type source employeeName employee { id } department { id } ...ClockRow_clock }
      confirmationNeeded { reason message }
      replayed
      userErrors { field message code }
    }
  }
`;

/**
 * Records a clock for an employee (administrative, with a comment). The answer is a clock, or a question
 * (`confirmationNeeded`) to send again with `confirm`; a clock joins the lists shown that `accepts` it.
 */
export function useRecordClockMutation(connections: readonly string[], accepts: (facts: ClockFacts) => boolean) {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.recordClock, () => (store) => {
    const clock = store.getRootField('recordClock')?.getLinkedRecord('clock');
    if (clock) insertClock(store, connections, clock, accepts);
  });
}
