import { graphql, useMutation } from 'react-relay';
import type { useUpdateHolidayMutation as M } from '../__generated__/useUpdateHolidayMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useUpdateHolidayMutation($input: UpdateHolidayInput!) {
    updateHoliday(input: $input) {
      holiday { id holidayDate name isPast }
      userErrors { field message code }
    }
  }
`;

/**
 * The list of `year` (connection `connectionId`) stays true: an edited date keeps the rows in date order, and a date
 * moved to another year takes the row out of this one.
 */
export function useUpdateHolidayMutation(connectionId: string, year: number) {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.updateHoliday, ({ input }) => (store) => keepConnection(store, {
    connections: [connectionId], sortBy: 'holidayDate', remove: input.holidayDate?.startsWith(`${year}-`) === false ? input.id : null,
  }));
}
