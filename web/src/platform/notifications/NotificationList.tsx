import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationStore } from './notificationStore.ts';
import type { NotificationStore } from './createNotificationStore.ts';

interface Props {
  store?: NotificationStore;
}

/** Success, warning and error notifications, announced to screen readers (errors assertively). */
export function NotificationList({ store = notificationStore }: Props) {
  const { t } = useTranslation();
  const items = useSyncExternalStore(store.subscribe, store.list, store.list);
  return (
    <div className="notifications" aria-live="polite">
      {items.map((n) => (
        <div key={n.id} className={`notification notification--${n.type}`} role={n.type === 'error' ? 'alert' : 'status'}>
          <span className="notification__text">{n.message}</span>
          <button type="button" className="notification__close" onClick={() => store.dismiss(n.id)} aria-label={t('common.dismiss')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
