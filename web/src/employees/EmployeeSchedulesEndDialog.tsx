import { useMemo, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { displayDate, formatDisplayDate, parseDisplayDate, todayIso } from '../../../domain/dates.rules.ts';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import type { NormalizedError } from '../platform/errors/normalizeError.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useEndScheduleAssignmentMutation } from './useEndScheduleAssignmentMutation.ts';

interface Values { validTo: string }

interface Props {
  assignment: { id: string; scheduleName: string; validFrom: string; validTo: string | null };
  week: { from: string; to: string };
  explain: (error: NormalizedError) => string[] | null;
  onClose: () => void;
}

/**
 * Sets the last day of an assignment: today is proposed for an open one. Emptying the field reopens it (until further
 * notice), which the server refuses when a later assignment would then overlap.
 */
export function EmployeeSchedulesEndDialog({ assignment, week, explain, onClose }: Props) {
  const { t } = useTranslation('employees');
  const from = formatDisplayDate(assignment.validFrom);
  const schema = useMemo(() => {
    const messages = ruleMessages(t);
    return yup.object({
      validTo: displayDate(messages).test('after-start', messages('dateNotBefore', { other: from }),
        (v) => !v?.trim() || (parseDisplayDate(v) ?? '') >= assignment.validFrom),
    });
  }, [t, from, assignment.validFrom]);
  const end = useEndScheduleAssignmentMutation();
  const notify = useNotify();
  const [refusal, setRefusal] = useState<string[]>([]);
  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setRefusal([]);
    const validTo = values.validTo.trim() ? parseDisplayDate(values.validTo) : null;
    const outcome = await end({ input: { id: assignment.id, validTo }, weekFrom: week.from, weekTo: week.to });
    if (!outcome.ok) return setRefusal(explain(outcome.error) ?? applyUserErrors(outcome.error, helpers, { validTo: 'validTo' }, t));
    notify('success', validTo
      ? t('employees.schedules.ended', { schedule: assignment.scheduleName, to: formatDisplayDate(validTo) })
      : t('employees.schedules.reopened', { schedule: assignment.scheduleName }));
    onClose();
  }
  const initial = { validTo: formatDisplayDate(assignment.validTo ?? (todayIso() < assignment.validFrom ? assignment.validFrom : todayIso())) };
  return (
    <Modal title={t('employees.schedules.endTitle', { schedule: assignment.scheduleName, from })} onClose={onClose}>
      <Formik<Values> initialValues={initial} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <TextField name="validTo" label={t('employees.schedules.form.lastDay')} hint={t('employees.schedules.form.lastDayHint')}
              placeholder="DD/MM/YYYY" inputMode="numeric" autoComplete="off" maxLength={10} />
            {refusal.length > 0 && (
              <div role="alert" className="field__error">{refusal.map((m) => <p key={m} style={{ margin: 0 }}>{m}</p>)}</div>
            )}
            <DialogFormActions onCancel={onClose} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
