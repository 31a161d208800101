import { graphql, useMutation } from 'react-relay';
import type { useCreateHolidayMutation as Create } from '../__generated__/useCreateHolidayMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useCreateHolidayMutation($input: CreateHolidayInput!, $connections: [ID!]!) {
    createHoliday(input: $input) {
      holiday @appendNode(connections: $connections, edgeTypeName: "HolidayEdge") { id holidayDate name isPast }
      userErrors { field message code }
    }
  }
`;

export function useCreateHolidayMutation() {
  const [commit] = useMutation<Create>(mutation);
  return bindMutation(commit, (r) => r.createHoliday, ({ connections }) => (store) => keepConnection(store, { connections, sortBy: 'holidayDate' }));
}
