import { graphql, useMutation } from 'react-relay';
import type { useClockOutMutation as M } from '../__generated__/useClockOutMutation.graphql.ts';
import { commitClock, type ClockOutcome, type ClockRequest } from './commitClock.ts';

const mutation = graphql`
  mutation useClockOutMutation($input: ClockInInput!, $connections: [ID!]!) {
    clockOut(input: $input) {
      clock @appendNode(connections: $connections, edgeTypeName: "ClockEdge") {
        id type instant date time
        ...ClockItem_clock
      }
      confirmationNeeded { reason message }
      replayed
      userErrors { field message code }
    }
  }
`;

/** Your own OUT: `(request) => outcome` (recorded, a confirmation asked, refused, no network). */
export function useClockOutMutation(): (request: Omit<ClockRequest<M['variables']['input']>, 'type'>) => Promise<ClockOutcome> {
  const [commit] = useMutation<M>(mutation);
  return (request) => commitClock<M>(commit, (r) => r.clockOut, { ...request, type: 'OUT' });
}
