import { graphql, useMutation } from 'react-relay';
import type { useMyAbsenceEditMutation as M } from '../__generated__/useMyAbsenceEditMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepNewestFirst } from './keepNewestFirst.ts';

const mutation = graphql`
  mutation useMyAbsenceEditMutation($input: EditAbsenceInput!, $year: Int!) {
    editAbsence(input: $input) {
      absenceRequest {
        id
        firstStartDate
        ...MyAbsenceRequestItem_request
        requester { id ...MyAbsenceBalance_employee @arguments(year: $year) }
      }
      userErrors { field message code }
    }
  }
`;

/** Changes a request nobody has decided yet; its card, its place in the list and the balance follow. */
export function useMyAbsenceEditMutation(connections: readonly string[]) {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.editAbsence, () => (store) => keepNewestFirst(store, connections, 0));
}
