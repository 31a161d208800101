import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { useSetNotificationPreferenceMutation as M, NotificationType } from '../__generated__/useSetNotificationPreferenceMutation.graphql.ts';
import { runMutation } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useSetNotificationPreferenceMutation($input: SetNotificationPreferenceInput!) {
    setNotificationPreference(input: $input) {
      preferences { type mail }
      userErrors { field message code }
    }
  }
`;

/**
 * An instant toggle: the switch moves at once (optimistic), the server's list replaces the shown one when it answers
 * (preferences have no id, so the root list is replaced), and a refusal puts the switch back.
 */
export function useSetNotificationPreferenceMutation() {
  const [commit] = useMutation<M>(mutation);
  return (type: NotificationType, mail: boolean) => runMutation(
    (config: UseMutationConfig<M>) => commit({
      ...config,
      optimisticUpdater: (store) => {
        const match = store.getRoot().getLinkedRecords('notificationPreferences')?.find((p) => p?.getValue('type') === type);
        match?.setValue(mail, 'mail');
      },
    }),
    { input: { type, mail } },
    (r) => r.setNotificationPreference,
    (store) => {
      const preferences = store.getRootField('setNotificationPreference')?.getLinkedRecords('preferences');
      if (preferences) store.getRoot().setLinkedRecords(preferences, 'notificationPreferences');
    },
  );
}
