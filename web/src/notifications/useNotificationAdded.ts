import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useNotificationAddedSubscription } from '../__generated__/useNotificationAddedSubscription.graphql.ts';
import { useLiveSubscription } from '../platform/relay/useLiveSubscription.ts';

const subscription = graphql`
  subscription useNotificationAddedSubscription {
    notificationAdded {
      id readAt
      ...NotificationItem_notification
    }
  }
`;

/**
 * New notifications arrive live: each one goes on top of the bell's list and an unread one adds to the unread
 * count. One already listed (a replay after a reconnection) changes nothing.
 */
export function useNotificationAdded(connectionId: string): void {
  useLiveSubscription<useNotificationAddedSubscription>({
    subscription,
    variables: {},
    updater: (store) => {
      const connection = store.get(connectionId);
      const node = store.getRootField('notificationAdded');
      if (!connection || !node) return;
      const edges = connection.getLinkedRecords('edges') ?? [];
      if (edges.some((e) => e?.getLinkedRecord('node')?.getDataID() === node.getDataID())) return;
      ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, node, 'NotificationEdge'));
      const unread = connection.getValue('unreadCount');
      if (!node.getValue('readAt') && typeof unread === 'number') connection.setValue(unread + 1, 'unreadCount');
      const total = connection.getValue('totalCount');
      if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
    },
  });
}
