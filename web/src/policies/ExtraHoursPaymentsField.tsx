import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ExtraHoursPaymentsField_setting$key } from '../__generated__/ExtraHoursPaymentsField_setting.graphql.ts';
import { EXTRA_HOURS_PAYMENTS_TYPES, type ExtraHoursPaymentsType } from '../../../domain/extra-hour-policy.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { changeText } from './policyTexts.ts';
import { useSetExtraHoursPaymentsTypeMutation } from './useSetExtraHoursPaymentsTypeMutation.ts';

const fragment = graphql`
  fragment ExtraHoursPaymentsField_setting on ExtraHoursPaymentsSetting {
    id paymentsType changedAt
    changedBy { username employee { name } }
  }
`;

interface Props { setting: ExtraHoursPaymentsField_setting$key; canWrite: boolean }

/** How the company compensates extra hours (paid in payroll, time bank, both): a select for writers, a sentence otherwise. */
export function ExtraHoursPaymentsField({ setting, canWrite }: Props) {
  const { t } = useTranslation('policies');
  const s = useFragment(fragment, setting);
  const set = useSetExtraHoursPaymentsTypeMutation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const label = (type: string) => t(`extraHours.payments.${type}`);
  async function change(paymentsType: ExtraHoursPaymentsType) {
    setBusy(true);
    const outcome = await set({ input: { paymentsType } });
    setBusy(false);
    if (outcome.ok) notify('success', t('extraHours.payments.saved', { type: label(paymentsType) }));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  }
  const changed = <p className="field__hint" id={`${id}-changed`}>{changeText(s.changedAt, s.changedBy, t)}</p>;
  if (!canWrite) return <div className="field"><strong>{t('extraHours.payments.current', { type: label(s.paymentsType) })}</strong>{changed}</div>;
  return (
    <div className="field extra-hours__payments">
      <label htmlFor={`${id}-select`}>{t('extraHours.payments.label')}</label>
      <select id={`${id}-select`} value={s.paymentsType} disabled={busy} aria-describedby={`${id}-changed`}
        onChange={(e) => void change(e.target.value as ExtraHoursPaymentsType)}>
        {EXTRA_HOURS_PAYMENTS_TYPES.map((type) => <option key={type} value={type}>{label(type)}</option>)}
      </select>
      {changed}
    </div>
  );
}
