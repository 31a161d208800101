import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { HolidayPolicySwitch_policy$key } from '../__generated__/HolidayPolicySwitch_policy.graphql.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useSetHolidayPolicyMutation } from './useSetHolidayPolicyMutation.ts';

const fragment = graphql`
  fragment HolidayPolicySwitch_policy on HolidayPolicy { id isActive }
`;

/** Whether company holidays apply; read-only users see the state without a switch. */
export function HolidayPolicySwitch({ policy, canWrite }: { policy: HolidayPolicySwitch_policy$key; canWrite: boolean }) {
  const { t } = useTranslation('holidays');
  const p = useFragment(fragment, policy);
  const set = useSetHolidayPolicyMutation();
  const notify = useNotify();
  const toggle = async (isActive: boolean) => {
    const outcome = await set(p.id, isActive);
    if (!outcome.ok) userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  };
  return (
    <div className="card switch" style={{ marginBottom: '1rem' }}>
      {canWrite ? (
        <>
          <input id="holiday-policy" type="checkbox" checked={p.isActive} onChange={(e) => void toggle(e.target.checked)} aria-describedby="holiday-policy-hint" />
          <label htmlFor="holiday-policy"><strong>{t('holidays.policy')}</strong></label>
        </>
      ) : (
        <strong>{t('holidays.policy')}: {t(p.isActive ? 'common.on' : 'common.off')}</strong>
      )}
      <span className="count" id="holiday-policy-hint">{t('holidays.policyHint')}</span>
    </div>
  );
}
