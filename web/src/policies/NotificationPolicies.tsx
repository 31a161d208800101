import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { NotificationPolicies_query$key } from '../__generated__/NotificationPolicies_query.graphql.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { typeOrder } from '../notifications/notificationTypes.ts';
import { useSetNotificationPolicyEnabledMutation } from './useSetNotificationPolicyEnabledMutation.ts';
import '../notifications/notifications.css';

const fragment = graphql`
  fragment NotificationPolicies_query on Query {
    notificationPolicies { id type enabled }
  }
`;

/**
 * The "Notifications" part of company/policies (extended §3): whether each of the eight types is produced at all.
 * Writers switch them; everyone else reads the state. Texts: `notifications`, loaded with the layout.
 */
export function NotificationPolicies({ query, canWrite }: { query: NotificationPolicies_query$key; canWrite: boolean }) {
  const { t } = useTranslation('notifications');
  const data = useFragment(fragment, query);
  const set = useSetNotificationPolicyEnabledMutation();
  const notify = useNotify();
  const policies = [...(data.notificationPolicies ?? [])].sort((a, b) => typeOrder(a.type) - typeOrder(b.type));
  const toggle = async (id: string, enabled: boolean) => {
    const outcome = await set(id, enabled);
    if (!outcome.ok) userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  };
  return (
    <section className="card" aria-labelledby="notification-policies-title" style={{ marginTop: '1rem' }}>
      <h2 id="notification-policies-title">{t('notifications.policies.title')}</h2>
      <p>{t('notifications.policies.intro')}</p>
      {policies.length === 0 ? <p>{t('notifications.policies.none')}</p> : (
        <ul className="notification-switches">
          {policies.map((p) => {
            const name = t(`notifications.types.${p.type}`, { defaultValue: p.type });
            const id = `notification-policy-${p.type}`;
            return (
              <li key={p.id} className="switch">
                {canWrite ? (
                  <>
                    <input id={id} type="checkbox" role="switch" checked={p.enabled} onChange={(e) => void toggle(p.id, e.target.checked)}
                      aria-label={t('notifications.policies.enable', { type: name })} />
                    <label htmlFor={id}>{name}</label>
                  </>
                ) : <span>{t('notifications.policies.state', { type: name, state: t(p.enabled ? 'common.on' : 'common.off') })}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
