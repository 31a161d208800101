import { graphql, useMutation } from 'react-relay';
import type { useMyAbsenceCancelMutation as M } from '../__generated__/useMyAbsenceCancelMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useMyAbsenceCancelMutation($input: CancelAbsenceInput!, $year: Int!) {
    cancelAbsence(input: $input) {
      absenceRequest {
        id
        status
        ...MyAbsenceRequestItem_request
        requester { id ...MyAbsenceBalance_employee @arguments(year: $year) }
      }
      userErrors { field message code }
    }
  }
`;

/** Cancels one's own request (kept, with its trail): its card says so and its days go back to the balance. */
export function useMyAbsenceCancelMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.cancelAbsence);
}
