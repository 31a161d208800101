import { useEffect, useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { NotificationBell_query$key } from '../__generated__/NotificationBell_query.graphql.ts';
import { NotificationPanel } from './NotificationPanel.tsx';
import { useNotificationAdded } from './useNotificationAdded.ts';
import './notifications.css';

const fragment = graphql`
  fragment NotificationBell_query on Query {
    notifications(first: 20) @connection(key: "NotificationBell_notifications") {
      __id
      unreadCount
      edges { node { id } }
      ...NotificationPanel_connection
    }
  }
`;

/**
 * The header's bell (the user's inbox; the toasts of `platform/notifications` are something else): the unread count on
 * the button and in its name, a panel with the last twenty, new ones arriving live.
 */
export function NotificationBell({ query }: { query: NotificationBell_query$key }) {
  const { t } = useTranslation('notifications');
  const data = useFragment(fragment, query);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const connection = data.notifications;
  useNotificationAdded(connection?.__id ?? '');
  const unread = connection?.unreadCount ?? 0;
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  // A click anywhere else closes the panel (focus stays where the person clicked).
  useEffect(() => {
    if (!open) return undefined;
    const outside = (e: MouseEvent) => { if (!wrapper.current?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);
  if (!connection) return null;
  const label = unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <div className="bell" ref={wrapper}>
      <button type="button" ref={button} className="bell__button" aria-label={label} title={label}
        aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)}>
        <svg className="bell__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"
          fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16zM10 20.5a2.2 2.2 0 0 0 4 0" />
        </svg>
        {unread > 0 && <span className="badge" aria-hidden="true">{unread}</span>}
      </button>
      {open && <NotificationPanel id={panelId} connection={connection} connectionId={connection.__id} onClose={close} />}
    </div>
  );
}
