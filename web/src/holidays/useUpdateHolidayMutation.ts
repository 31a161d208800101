import { graphql, useMutation } from 'react-relay';
import type { useUpdateHolidayMutation as M } from '../__generated__/useUpdateHolidayMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useUpdateHolidayMutation($input: UpdateHolidayInput!) {
    updateHoliday(input: $input) {
      holiday { id holidayDate name isPast }
      userErrors { field message code }
    }
  }
`;

export function useUpdateHolidayMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.updateHoliday);
}
