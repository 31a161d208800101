import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { useSetExtraHourRuleEnabledMutation as M } from '../__generated__/useSetExtraHourRuleEnabledMutation.graphql.ts';
import { runMutation } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useSetExtraHourRuleEnabledMutation($input: SetExtraHourRuleEnabledInput!) {
    setExtraHourRuleEnabled(input: $input) {
      extraHourRule { id enabled }
      userErrors { field message code }
    }
  }
`;

/** An instant toggle: shown switched at once (optimistic), rolled back if the server refuses. */
export function useSetExtraHourRuleEnabledMutation() {
  const [commit] = useMutation<M>(mutation);
  return (id: string, enabled: boolean) => runMutation(
    (config: UseMutationConfig<M>) => commit({
      ...config,
      optimisticUpdater: (store) => { store.get(id)?.setValue(enabled, 'enabled'); },
    }),
    { input: { id, enabled } },
    (r) => r.setExtraHourRuleEnabled,
  );
}
