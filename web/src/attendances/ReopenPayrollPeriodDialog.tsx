import { useMemo, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Modal } from '../platform/forms/Modal.tsx';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { ReasonField } from '../clocks/ReasonField.tsx';
import type { ShownPeriod } from './shownPeriod.ts';
import { payrollRefusals } from './payrollRefusals.ts';
import { useReopenPayrollPeriodMutation } from './useReopenPayrollPeriodMutation.ts';

interface Props { period: ShownPeriod; onDone: () => void; onClose: () => void }
interface Values { reason: string }

/** Asks why (kept in the period's trail), then reopens: its clocks can be recorded, corrected and deleted again. */
export function ReopenPayrollPeriodDialog({ period, onDone, onClose }: Props) {
  const { t } = useTranslation('attendances');
  const reopen = useReopenPayrollPeriodMutation();
  const notify = useNotify();
  const [problems, setProblems] = useState<string[]>([]);
  const schema = useMemo(() => yup.object({
    reason: yup.string().default('').trim().required(t('attendances.payroll.reopen.reasonRequired'))
      .max(500, ruleMessages(t)('maxLength', { max: 500 })),
  }), [t]);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setProblems([]);
    const outcome = await reopen({ date: period.end, reason: values.reason.trim() });
    if (!outcome.ok) return setProblems(payrollRefusals(outcome.error, t, period.closableAfter, helpers));
    notify('success', t('attendances.payroll.reopen.done', { range: period.range }));
    onDone();
  }

  return (
    <Modal title={t('attendances.payroll.reopen.title', { range: period.range })} onClose={onClose}>
      <p>{t('attendances.payroll.reopen.text')}</p>
      <Formik initialValues={{ reason: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form payroll-dialog">
            <ReasonField name="reason" label={t('attendances.payroll.reopen.reason')} hint={t('attendances.payroll.reopen.reasonHint')} />
            {problems.length > 0 && <div role="alert" className="field__error">{problems.map((m) => <p key={m} className="payroll-dialog__problem">{m}</p>)}</div>}
            <div className="dialog__actions">
              <button type="button" className="button" onClick={onClose}>{t('common.cancel')}</button>
              <button type="submit" className="button button--primary" disabled={isSubmitting}>{t('attendances.payroll.reopen.confirm')}</button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
