import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useMarkNotificationsReadMutation as M } from '../__generated__/useMarkNotificationsReadMutation.graphql.ts';
import { runMutation } from '../platform/relay/runMutation.ts';

const mutation = graphql`
  mutation useMarkNotificationsReadMutation($input: MarkNotificationsReadInput!) {
    markNotificationsRead(input: $input) {
      notifications { id readAt }
      unreadCount
      userErrors { field message code }
    }
  }
`;

/** Marks the listed notifications unread → read in the bell's connection (`ids` null: all of them) and sets its count. */
function markInStore(store: RecordSourceSelectorProxy, connectionId: string, ids: readonly string[] | null, readAt: string, unread?: number | null) {
  const connection = store.get(connectionId);
  if (!connection) return;
  let marked = 0;
  for (const edge of connection.getLinkedRecords('edges') ?? []) {
    const node = edge?.getLinkedRecord('node');
    if (!node || node.getValue('readAt') || (ids && !ids.includes(node.getDataID()))) continue;
    node.setValue(readAt, 'readAt');
    marked++;
  }
  const count = connection.getValue('unreadCount');
  const next = typeof unread === 'number' ? unread : ids ? Math.max(0, (typeof count === 'number' ? count : 0) - marked) : 0;
  connection.setValue(next, 'unreadCount');
}

/**
 * Marks notifications read (none named: all of the viewer's). The bell changes at once (an instant toggle, rolled
 * back if the server refuses) and takes the server's unread count when it answers.
 */
export function useMarkNotificationsReadMutation(connectionId: string) {
  const [commit] = useMutation<M>(mutation);
  return (ids: readonly string[] | null) => {
    const now = new Date().toISOString();
    return runMutation(
      (config: UseMutationConfig<M>) => commit({ ...config, optimisticUpdater: (store) => markInStore(store, connectionId, ids, now) }),
      { input: { ids: ids ? [...ids] : null } },
      (r) => r.markNotificationsRead,
      (store, data) => {
        const payload = data?.markNotificationsRead;
        if (payload && !payload.userErrors.length) markInStore(store, connectionId, ids, now, payload.unreadCount);
      },
    );
  };
}
