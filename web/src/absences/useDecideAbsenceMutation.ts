import { graphql, useMutation } from 'react-relay';
import type { useDecideAbsenceMutation as M } from '../__generated__/useDecideAbsenceMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';

const mutation = graphql`
  mutation useDecideAbsenceMutation($input: DecideAbsenceInput!) {
    decideAbsence(input: $input) {
      absenceRequest { id status adminStatus managerStatus ...AbsenceRequestRow_request }
      userErrors { field message code }
    }
  }
`;

/** One level's decision on one request; the row updates from the answer, the screen reads its lists again. */
export function useDecideAbsenceMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.decideAbsence);
}
