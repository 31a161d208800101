import { graphql, useMutation } from 'react-relay';
import type { useAssignWeekScheduleMutation as M } from '../__generated__/useAssignWeekScheduleMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useAssignWeekScheduleMutation($input: AssignWeekScheduleInput!) {
    assignWeekSchedule(input: $input) {
      assignments { id employee { id name } }
      weekSchedule { id employeeCount }
      userErrors { field message code }
    }
  }
`;

/** Assigns a schedule to several employees at once (all or nothing); the schedule's employee count follows. */
export function useAssignWeekScheduleMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.assignWeekSchedule);
}
