import { graphql, useMutation } from 'react-relay';
import type { useCreateExtraHourRuleMutation as M } from '../__generated__/useCreateExtraHourRuleMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useCreateExtraHourRuleMutation($input: CreateExtraHourRuleInput!, $connections: [ID!]!) {
    createExtraHourRule(input: $input) {
      extraHourRule @appendNode(connections: $connections, edgeTypeName: "ExtraHourRuleEdge") {
        id sequence ...ExtraHourRuleRow_rule
      }
      userErrors { field message code }
    }
  }
`;

/** A new rule joins the list in sequence order (the API's order: sequence, then id). */
export function useCreateExtraHourRuleMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.createExtraHourRule, ({ connections }) => (store) => keepConnection(store, { connections, delta: 1, sortBy: 'sequence' }));
}
