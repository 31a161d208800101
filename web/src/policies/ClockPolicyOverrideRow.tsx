import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ClockPolicyOverrideRow_override$key } from '../__generated__/ClockPolicyOverrideRow_override.graphql.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { changeText } from './policyTexts.ts';
import { useClearEmployeeClockPolicyMutation } from './useClearEmployeeClockPolicyMutation.ts';
import { useSetEmployeeClockPolicyMutation } from './useSetEmployeeClockPolicyMutation.ts';

const fragment = graphql`
  fragment ClockPolicyOverrideRow_override on ClockPolicyOverride {
    id employeeName enabled changedAt
    changedBy { username employee { name } }
    employee { id }
  }
`;

interface Props {
  override: ClockPolicyOverrideRow_override$key; policyId: string; policyName: string; connectionId: string; canWrite: boolean;
}

/** One employee's override: its state, who set it and when; writers flip it or remove it (the company setting holds again). */
export function ClockPolicyOverrideRow({ override, policyId, policyName, connectionId, canWrite }: Props) {
  const { t } = useTranslation('policies');
  const o = useFragment(fragment, override);
  const set = useSetEmployeeClockPolicyMutation();
  const clear = useClearEmployeeClockPolicyMutation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const name = o.employeeName;
  const employeeId = o.employee?.id;
  const state = (on: boolean) => t(on ? 'policies.on' : 'policies.off');

  async function flip() {
    if (!employeeId) return;
    setBusy(true);
    const outcome = await set({ input: { employeeId, policyId, enabled: !o.enabled }, connections: [connectionId] }, false);
    setBusy(false);
    if (outcome.ok) notify('success', t('policies.overrideSaved', { policy: policyName, state: state(!o.enabled), name }));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  }
  async function remove() {
    if (!employeeId) return;
    setBusy(true);
    const outcome = await clear({ input: { employeeId, policyId }, connections: [connectionId] });
    setBusy(false);
    if (outcome.ok) notify('success', t('policies.overrideRemoved', { name, policy: policyName }));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  }

  return (
    <tr>
      <td data-label={t('policies.employee')}><strong>{name}</strong></td>
      <td data-label={t('policies.forEmployee')}>
        <strong style={{ color: o.enabled ? 'var(--success)' : 'var(--error)' }}>{t(o.enabled ? 'policies.onLabel' : 'policies.offLabel')}</strong>
      </td>
      <td data-label={t('policies.lastChange')}>{changeText(o.changedAt, o.changedBy, t, 'short')}</td>
      {canWrite && (
        <td className="table__actions">
          <button type="button" className="button button--small" disabled={busy || !employeeId} onClick={() => void flip()}
            aria-label={t(o.enabled ? 'policies.turnOffFor' : 'policies.turnOnFor', { name })}>
            {t(o.enabled ? 'policies.turnOff' : 'policies.turnOn')}
          </button>
          <button type="button" className="button button--small" disabled={busy || !employeeId} onClick={() => void remove()}
            aria-label={t('policies.removeFor', { name })}>{t('policies.remove')}</button>
        </td>
      )}
    </tr>
  );
}
