import { graphql, useMutation } from 'react-relay';
import type { useCreateAbsenceTypeMutation as M } from '../__generated__/useCreateAbsenceTypeMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepAbsenceTypeOrder } from './keepAbsenceTypeOrder.ts';

const mutation = graphql`
  mutation useCreateAbsenceTypeMutation($input: CreateAbsenceTypeInput!, $connections: [ID!]!) {
    createAbsenceType(input: $input) {
      absenceType @appendNode(connections: $connections, edgeTypeName: "AbsenceTypeEdge") { id databaseId name ...AbsenceTypeRow_type }
      userErrors { field message code }
    }
  }
`;

/** A new type joins the list in its place (Holidays first, then by name) and the count grows. */
export function useCreateAbsenceTypeMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.createAbsenceType, ({ connections }) => (store) => keepAbsenceTypeOrder(store, connections, 1));
}
