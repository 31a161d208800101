import { graphql, useMutation } from 'react-relay';
import type { useDeleteHolidayMutation as M } from '../__generated__/useDeleteHolidayMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useDeleteHolidayMutation($input: DeleteHolidayInput!, $connections: [ID!]!) {
    deleteHoliday(input: $input) {
      deletedHolidayId @deleteEdge(connections: $connections)
      userErrors { field message code }
    }
  }
`;

export function useDeleteHolidayMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.deleteHoliday);
}
