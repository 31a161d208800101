import { graphql, useMutation } from 'react-relay';
import type { useCreateScheduleAssignmentMutation as M } from '../__generated__/useCreateScheduleAssignmentMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useCreateScheduleAssignmentMutation($input: AssignWeekScheduleInput!, $weekFrom: LocalDate!, $weekTo: LocalDate!) {
    assignWeekSchedule(input: $input) {
      assignments {
        id
        employee { id ...EmployeeSchedulesTab_employee @arguments(weekFrom: $weekFrom, weekTo: $weekTo) }
      }
      weekSchedule { id employeeCount }
      userErrors { field message code }
    }
  }
`;

/**
 * Assigns a week schedule to one employee. The payload brings the employee's whole tab back (every assignment, since
 * `endPrevious` may have ended the one before, and this week's expected days), so the store stays true.
 */
export function useCreateScheduleAssignmentMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.assignWeekSchedule);
}
