import { graphql, useMutation } from 'react-relay';
import type { useUpdateExtraHourRuleMutation as M } from '../__generated__/useUpdateExtraHourRuleMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { keepConnection } from '../platform/relay/keepConnection.ts';

const mutation = graphql`
  mutation useUpdateExtraHourRuleMutation($input: UpdateExtraHourRuleInput!) {
    updateExtraHourRule(input: $input) {
      extraHourRule { id sequence ...ExtraHourRuleRow_rule }
      userErrors { field message code }
    }
  }
`;

/** A full edit; a new sequence puts the row back in order in the lists given (their connection ids). */
export function useUpdateExtraHourRuleMutation(connections: readonly string[] = []) {
  const [commit] = useMutation<M>(mutation);
  return bindMutation(commit, (r) => r.updateExtraHourRule, () => (store) => keepConnection(store, { connections, sortBy: 'sequence' }));
}
