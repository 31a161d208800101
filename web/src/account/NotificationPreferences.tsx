import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { NotificationPreferences_query$key } from '../__generated__/NotificationPreferences_query.graphql.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { typeOrder } from '../notifications/notificationTypes.ts';
import { useSetNotificationPreferenceMutation } from './useSetNotificationPreferenceMutation.ts';
import '../notifications/notifications.css';

const fragment = graphql`
  fragment NotificationPreferences_query on Query {
    notificationPreferences { type mail }
  }
`;

/** The account's e-mail switch per notification type (in the app, under the bell, they always appear). Texts: `notifications`, loaded with the layout. */
export function NotificationPreferences({ query }: { query: NotificationPreferences_query$key }) {
  const { t } = useTranslation('notifications');
  const data = useFragment(fragment, query);
  const set = useSetNotificationPreferenceMutation();
  const notify = useNotify();
  const preferences = [...(data.notificationPreferences ?? [])].sort((a, b) => typeOrder(a.type) - typeOrder(b.type));
  const toggle = async (type: (typeof preferences)[number]['type'], mail: boolean) => {
    const outcome = await set(type, mail);
    if (!outcome.ok) userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  };
  return (
    <section className="card" aria-labelledby="notification-preferences-title" style={{ marginTop: '1rem' }}>
      <h2 id="notification-preferences-title">{t('notifications.preferences.title')}</h2>
      <p>{t('notifications.preferences.intro')}</p>
      {preferences.length === 0 ? <p>{t('notifications.preferences.none')}</p> : (
        <ul className="notification-switches">
          {preferences.map((p) => {
            const id = `notification-mail-${p.type}`;
            const name = t(`notifications.types.${p.type}`, { defaultValue: p.type });
            return (
              <li key={p.type} className="switch">
                <input id={id} type="checkbox" role="switch" checked={p.mail} onChange={(e) => void toggle(p.type, e.target.checked)}
                  aria-label={t('notifications.preferences.mailFor', { type: name })} />
                <label htmlFor={id}>{name}</label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
