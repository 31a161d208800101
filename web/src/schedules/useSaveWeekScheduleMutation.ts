import { graphql, useMutation } from 'react-relay';
import type { useSaveWeekScheduleMutation_createMutation as Create } from '../__generated__/useSaveWeekScheduleMutation_createMutation.graphql.ts';
import type { useSaveWeekScheduleMutation_updateMutation as Update, WeekScheduleInput } from '../__generated__/useSaveWeekScheduleMutation_updateMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const create = graphql`
  mutation useSaveWeekScheduleMutation_createMutation($input: CreateWeekScheduleInput!, $connections: [ID!]!) {
    createWeekSchedule(input: $input) {
      weekSchedule @appendNode(connections: $connections, edgeTypeName: "WeekScheduleEdge") { id name ...WeekScheduleRow_schedule ...WeekScheduleEditor_schedule }
      userErrors { field message code }
    }
  }
`;
const update = graphql`
  mutation useSaveWeekScheduleMutation_updateMutation($input: UpdateWeekScheduleInput!) {
    updateWeekSchedule(input: $input) {
      weekSchedule { id name ...WeekScheduleRow_schedule ...WeekScheduleEditor_schedule }
      userErrors { field message code }
    }
  }
`;

/** Creates (id null) or replaces a week schedule; the list keeps its count and its order by name. */
export function useSaveWeekScheduleMutation() {
  const [commitCreate] = useMutation<Create>(create);
  const [commitUpdate] = useMutation<Update>(update);
  const created = bindMutation(commitCreate, (r) => r.createWeekSchedule, ({ connections }) => (store) => keepConnection(store, { connections, delta: 1, sortBy: 'name' }));
  const updated = bindMutation(commitUpdate, (r) => r.updateWeekSchedule);
  return (id: string | null, schedule: WeekScheduleInput, connectionId: string) =>
    (id ? updated({ input: { id, schedule } }) : created({ input: { schedule }, connections: [connectionId] }));
}
