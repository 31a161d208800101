import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationPanel_connection$key } from '../__generated__/NotificationPanel_connection.graphql.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNow } from '../my-clocks/useNow.ts';
import { NotificationItem } from './NotificationItem.tsx';
import { useMarkNotificationsReadMutation } from './useMarkNotificationsReadMutation.ts';

const fragment = graphql`
  fragment NotificationPanel_connection on NotificationConnection {
    unreadCount
    edges { node { id ...NotificationItem_notification } }
  }
`;

interface Props {
  id: string;
  connection: NotificationPanel_connection$key;
  connectionId: string;
  /** `refocus`: give the focus back to the bell (Escape, following a link does not) */
  onClose: (refocus: boolean) => void;
}

/** The bell's panel: newest first, "Mark all as read"; focus moves in on opening, Escape closes and returns it to the bell. */
export function NotificationPanel({ id, connection, connectionId, onClose }: Props) {
  const { t } = useTranslation('notifications');
  const data = useFragment(fragment, connection);
  const heading = useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const notify = useNotify();
  const now = useNow(60_000);
  const mark = useMarkNotificationsReadMutation(connectionId);
  useEffect(() => { heading.current?.focus(); }, []);
  const markRead = async (ids: string[] | null) => {
    const outcome = await mark(ids);
    if (!outcome.ok) userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  };
  const open = (notificationId: string, link: string | null, unread: boolean) => {
    if (unread) void markRead([notificationId]);
    if (link) {
      onClose(false);
      void navigate(link);
    }
  };
  const items = data.edges.map((e) => e.node);
  return (
    <div id={id} className="bell__panel" role="dialog" aria-labelledby={`${id}-title`}
      onKeyDown={(e) => { if (e.key === 'Escape') { e.stopPropagation(); onClose(true); } }}>
      <div className="bell__panel-head">
        <h2 id={`${id}-title`} tabIndex={-1} ref={heading}>{t('notifications.title')}</h2>
        {data.unreadCount > 0 && (
          <button type="button" className="button button--link" onClick={() => void markRead(null)}>{t('notifications.markAll')}</button>
        )}
      </div>
      {items.length === 0 ? <p className="bell__empty">{t('notifications.empty')}</p> : (
        <ul className="bell__list">
          {items.map((n) => <NotificationItem key={n.id} notification={n} now={now} onOpen={open} />)}
        </ul>
      )}
    </div>
  );
}
