import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { NotificationItem_notification$key } from '../__generated__/NotificationItem_notification.graphql.ts';
import { timeAgo } from './timeAgo.ts';

const fragment = graphql`
  fragment NotificationItem_notification on Notification {
    id type title body link createdAt readAt
  }
`;

interface Props {
  notification: NotificationItem_notification$key;
  now: Date;
  onOpen: (id: string, link: string | null, unread: boolean) => void;
}

/** One message of the bell: unread ones marked (in words too, for screen readers); opening marks it read and follows its link. */
export function NotificationItem({ notification, now, onOpen }: Props) {
  const { t, i18n } = useTranslation('notifications');
  const n = useFragment(fragment, notification);
  const unread = !n.readAt;
  return (
    <li className={`bell-item${unread ? ' bell-item--unread' : ''}`}>
      <button type="button" className="bell-item__button" onClick={() => onOpen(n.id, n.link ?? null, unread)}>
        <span className="bell-item__head">
          {unread && <span className="bell-item__dot" aria-hidden="true" />}
          <strong className="bell-item__title">{n.title}</strong>
          {unread && <span className="visually-hidden">{t('notifications.unreadMark')}</span>}
        </span>
        <span className="bell-item__body">{n.body}</span>
        <time className="bell-item__time" dateTime={n.createdAt}>{timeAgo(n.createdAt, now, i18n.language)}</time>
      </button>
    </li>
  );
}
