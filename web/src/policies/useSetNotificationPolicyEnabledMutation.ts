import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { useSetNotificationPolicyEnabledMutation as M } from '../__generated__/useSetNotificationPolicyEnabledMutation.graphql.ts';
import { runMutation } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useSetNotificationPolicyEnabledMutation($input: SetNotificationPolicyEnabledInput!) {
    setNotificationPolicyEnabled(input: $input) {
      notificationPolicy { id enabled }
      userErrors { field message code }
    }
  }
`;

/** An instant toggle: shown switched at once (optimistic), rolled back if the server refuses. */
export function useSetNotificationPolicyEnabledMutation() {
  const [commit] = useMutation<M>(mutation);
  return (id: string, enabled: boolean) => runMutation(
    (config: UseMutationConfig<M>) => commit({
      ...config,
      optimisticResponse: { setNotificationPolicyEnabled: { notificationPolicy: { id, enabled }, userErrors: [] } },
    }),
    { input: { id, enabled } },
    (r) => r.setNotificationPolicyEnabled,
  );
}
