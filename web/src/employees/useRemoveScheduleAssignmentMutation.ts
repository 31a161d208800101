import { graphql, useMutation } from 'react-relay';
import type { useRemoveScheduleAssignmentMutation as M } from '../__generated__/useRemoveScheduleAssignmentMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useRemoveScheduleAssignmentMutation($input: RemoveScheduleAssignmentInput!, $weekFrom: LocalDate!, $weekTo: LocalDate!) {
    removeScheduleAssignment(input: $input) {
      removedAssignmentId
      employee { id ...EmployeeSchedulesTab_employee @arguments(weekFrom: $weekFrom, weekTo: $weekTo) }
      userErrors { field message code }
    }
  }
`;

/** Removes an assignment as if it never was (a mistake); the employee's remaining assignments come back with it. */
export function useRemoveScheduleAssignmentMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.removeScheduleAssignment);
}
