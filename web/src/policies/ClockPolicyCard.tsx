import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ClockPolicyCard_policy$key } from '../__generated__/ClockPolicyCard_policy.graphql.ts';
import type { OverrideDialog_query$key } from '../__generated__/OverrideDialog_query.graphql.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { ClockPolicyOverrides } from './ClockPolicyOverrides.tsx';
import { changeText, policyTexts } from './policyTexts.ts';
import { useSetCompanyClockPolicyMutation } from './useSetCompanyClockPolicyMutation.ts';

const fragment = graphql`
  fragment ClockPolicyCard_policy on ClockPolicy @argumentDefinitions(overrides: { type: "Int!" }) {
    id kind name enabledForCompany changedAt
    changedBy { username employee { name } }
    ...ClockPolicyOverrides_policy @arguments(count: $overrides)
  }
`;

interface Props { policy: ClockPolicyCard_policy$key; canWrite: boolean; pickerQuery: OverrideDialog_query$key | null }

/** One policy: what it does, its switch for the whole company, and the employees who override it. */
export function ClockPolicyCard({ policy, canWrite, pickerQuery }: Props) {
  const { t } = useTranslation('policies');
  const p = useFragment(fragment, policy);
  const set = useSetCompanyClockPolicyMutation();
  const notify = useNotify();
  const id = useId();
  const { name, description } = policyTexts(p.kind, p.name, t);
  const state = (on: boolean) => t(on ? 'policies.on' : 'policies.off');
  const toggle = async (enabled: boolean) => {
    const outcome = await set(p.id, enabled);
    if (outcome.ok) notify('success', t('policies.companySaved', { policy: name, state: state(enabled) }));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  };
  return (
    <section className="card" aria-labelledby={`${id}-title`} style={{ marginBottom: '1rem' }}>
      <h2 id={`${id}-title`} style={{ marginTop: 0 }}>{name}</h2>
      {description && <p id={`${id}-what`}>{description}</p>}
      <div className="switch">
        {canWrite ? (
          <>
            <input id={`${id}-switch`} type="checkbox" role="switch" checked={p.enabledForCompany}
              aria-describedby={`${id}-what ${id}-changed`} style={{ flexShrink: 0 }} onChange={(e) => void toggle(e.target.checked)} />
            <label htmlFor={`${id}-switch`}><strong>{t('policies.companySwitch', { policy: name })}</strong></label>
          </>
        ) : (
          <strong>{t('policies.companyState', { state: state(p.enabledForCompany) })}</strong>
        )}
      </div>
      <p className="field__hint" id={`${id}-changed`}>{changeText(p.changedAt, p.changedBy, t)}</p>
      <ClockPolicyOverrides policy={p} policyName={name} canWrite={canWrite} pickerQuery={pickerQuery} />
    </section>
  );
}
