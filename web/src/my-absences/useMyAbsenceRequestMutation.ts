import { graphql, useMutation } from 'react-relay';
import type { useMyAbsenceRequestMutation as M } from '../__generated__/useMyAbsenceRequestMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepNewestFirst } from './keepNewestFirst.ts';

const mutation = graphql`
  mutation useMyAbsenceRequestMutation($input: RequestAbsenceInput!, $connections: [ID!]!, $year: Int!) {
    requestAbsence(input: $input) {
      absenceRequest @prependNode(connections: $connections, edgeTypeName: "AbsenceRequestEdge") {
        id
        firstStartDate
        ...MyAbsenceRequestItem_request
        # the balance card's year, read again: the new request's days are pending now
        requester { id ...MyAbsenceBalance_employee @arguments(year: $year) }
      }
      userErrors { field message code }
    }
  }
`;

/** Requests an absence for oneself; it joins the list in its place and the balance shown follows. */
export function useMyAbsenceRequestMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.requestAbsence, ({ connections }) => (store) => keepNewestFirst(store, connections, 1));
}
