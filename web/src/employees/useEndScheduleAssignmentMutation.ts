import { graphql, useMutation } from 'react-relay';
import type { useEndScheduleAssignmentMutation as M } from '../__generated__/useEndScheduleAssignmentMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useEndScheduleAssignmentMutation($input: EndScheduleAssignmentInput!, $weekFrom: LocalDate!, $weekTo: LocalDate!) {
    endScheduleAssignment(input: $input) {
      assignment {
        id validTo
        employee { id ...EmployeeSchedulesTab_employee @arguments(weekFrom: $weekFrom, weekTo: $weekTo) }
      }
      userErrors { field message code }
    }
  }
`;

/** Sets the last day of an assignment (null: until further notice); the employee's tab comes back with it. */
export function useEndScheduleAssignmentMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.endScheduleAssignment);
}
