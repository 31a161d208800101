import { graphql, useMutation } from 'react-relay';
import type { useClockInMutation as M } from '../__generated__/useClockInMutation.graphql.ts';
import { commitClock, type ClockOutcome, type ClockRequest } from './commitClock.ts';

const mutation = graphql`
  mutation useClockInMutation($input: ClockInInput!, $connections: [ID!]!) {
    clockIn(input: $input) {
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

/** Your own IN: `(request) => outcome` (recorded, a confirmation asked, refused, no network). */
export function useClockInMutation(): (request: Omit<ClockRequest<M['variables']['input']>, 'type'>) => Promise<ClockOutcome> {
  const [commit] = useMutation<M>(mutation);
  return (request) => commitClock<M>(commit, (r) => r.clockIn, { ...request, type: 'IN' });
}
