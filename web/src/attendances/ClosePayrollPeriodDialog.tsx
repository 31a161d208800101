import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import type { ShownPeriod } from './shownPeriod.ts';
import { payrollRefusals } from './payrollRefusals.ts';
import { useClosePayrollPeriodMutation } from './useClosePayrollPeriodMutation.ts';

interface Props { period: ShownPeriod; onDone: () => void; onClose: () => void }

/** Says what closing does (its clocks become read-only) before closing; a refusal stays in the dialog. */
export function ClosePayrollPeriodDialog({ period, onDone, onClose }: Props) {
  const { t } = useTranslation('attendances');
  const close = useClosePayrollPeriodMutation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  async function confirm() {
    setBusy(true);
    setProblems([]);
    const outcome = await close({ date: period.end });
    setBusy(false);
    if (!outcome.ok) return setProblems(payrollRefusals(outcome.error, t, period.closableAfter));
    notify('success', t('attendances.payroll.close.done', { range: period.range }));
    onDone();
  }

  return (
    <ConfirmDialog title={t('attendances.payroll.close.title', { range: period.range })} busy={busy} onConfirm={() => void confirm()} onCancel={onClose}
      confirmLabel={busy ? t('attendances.payroll.close.busy') : t('attendances.payroll.close.confirm')}>
      <p>{t('attendances.payroll.close.text')}</p>
      <p>{t('attendances.payroll.close.undo')}</p>
      {problems.length > 0 && <div role="alert" className="field__error">{problems.map((m) => <p key={m} className="payroll-dialog__problem">{m}</p>)}</div>}
    </ConfirmDialog>
  );
}
