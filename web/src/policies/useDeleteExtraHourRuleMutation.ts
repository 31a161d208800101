import { graphql, useMutation } from 'react-relay';
import type { useDeleteExtraHourRuleMutation as M } from '../__generated__/useDeleteExtraHourRuleMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useDeleteExtraHourRuleMutation($input: DeleteExtraHourRuleInput!, $connections: [ID!]!) {
    deleteExtraHourRule(input: $input) {
      deletedExtraHourRuleId @deleteEdge(connections: $connections)
      userErrors { field message code }
    }
  }
`;

/** Refused for the night rule (NIGHT_RULE_PROTECTED), which the list offers no delete for anyway. */
export function useDeleteExtraHourRuleMutation() {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.deleteExtraHourRule, ({ connections }) => (store) => keepConnection(store, { connections, delta: -1 }));
}
