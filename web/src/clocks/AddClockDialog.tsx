import { useMemo, useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { ClockEmployeePicker_query$key } from '../__generated__/ClockEmployeePicker_query.graphql.ts';
import type { ClockConfirmation, RecordClockInput } from '../__generated__/useRecordClockMutation.graphql.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { DateField } from '../platform/forms/DateField.tsx';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { ClockEmployeePicker, type PickedEmployee } from './ClockEmployeePicker.tsx';
import { ReasonField } from './ReasonField.tsx';
import { TimeField } from './TimeField.tsx';
import { clockFormRules } from './clockFormRules.ts';
import { displayInstant, instantOf, nowIn } from './clockTime.ts';
import type { ClockFacts } from './keepClockList.ts';
import { useRecordClockMutation } from './useRecordClockMutation.ts';

interface Values { employee: PickedEmployee | null; type: string; date: string; time: string; comment: string }
interface Question { reason: ClockConfirmation; message: string; input: RecordClockInput; helpers: FormikHelpers<Values> }

const FIELDS = { employeeId: 'employee', type: 'type', instant: 'time', comment: 'comment' };

interface Props {
  /** the employees to choose from; null when `employee` is given */
  picker: ClockEmployeePicker_query$key | null;
  employee: PickedEmployee | null;
  /** the viewer's own employee, left out of the choices (nobody records their own clocks for themselves here) */
  ownEmployeeId: string | null;
  /** the company's zone: the date and time typed are read on its wall clock */
  timeZone: string;
  connections: readonly string[];
  accepts: (facts: ClockFacts) => boolean;
  onClose: () => void;
}

/**
 * Records a clock for an employee (administrative): who, IN or OUT, when (now unless changed), and why. When the
 * server asks for a confirmation (an IN after an IN, an OUT during the expected work) its question is shown and the
 * clock is sent again with that confirmation; one client id makes a retried request answer the first clock.
 */
export function AddClockDialog({ picker, employee, ownEmployeeId, timeZone, connections, accepts, onClose }: Props) {
  const { t } = useTranslation('clocks');
  const record = useRecordClockMutation(connections, accepts);
  const notify = useNotify();
  const clientId = useRef(crypto.randomUUID()).current;
  const [problems, setProblems] = useState<string[]>([]);
  const [question, setQuestion] = useState<Question | null>(null);
  const initial = useMemo<Values>(() => ({ employee, type: 'IN', ...nowIn(timeZone), comment: '' }), [employee, timeZone]);
  const schema = useMemo(() => {
    const { reason, ...when } = clockFormRules(t, t('validation.required'));
    return yup.object({ employee: yup.mixed().nullable().test('chosen', t('clocks.record.employeeRequired'), (v) => !!v), ...when, comment: reason });
  }, [t]);

  async function send(input: RecordClockInput, helpers: FormikHelpers<Values>) {
    const outcome = await record({ input });
    if (!outcome.ok) return setProblems(applyUserErrors(outcome.error, helpers, FIELDS, t));
    const { clock, confirmationNeeded } = outcome.payload;
    if (confirmationNeeded) return setQuestion({ ...confirmationNeeded, input, helpers });
    if (clock) {
      const at = displayInstant(clock.instant, timeZone);
      notify('success', t('clocks.record.done', { type: t(`clocks.types.${clock.type}`), name: clock.employeeName, ...at }));
    }
    onClose();
  }

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setProblems([]);
    if (!values.employee) return;
    const input: RecordClockInput = { employeeId: values.employee.id, type: values.type as RecordClockInput['type'], comment: values.comment.trim(), clientId };
    if (values.date !== initial.date || values.time !== initial.time) {
      const instant = instantOf(values.date, values.time, timeZone);
      if (!instant) return helpers.setFieldError('time', t('clocks.rules.time'));
      if (new Date(instant).getTime() > Date.now()) return helpers.setFieldError('time', t('clocks.edit.future'));
      input.instant = instant;
    }
    await send(input, helpers);
  }

  const confirm = async (q: Question) => {
    setQuestion(null);
    await send({ ...q.input, confirm: [...(q.input.confirm ?? []), q.reason] }, q.helpers);
  };

  const types = (['IN', 'OUT'] as const).map((v) => ({ value: v, label: t(`clocks.types.${v}`) }));
  return (
    <>
      <Modal title={employee ? t('clocks.record.titleFor', { name: employee.name }) : t('clocks.record.title')} onClose={onClose}>
        <Formik<Values> initialValues={initial} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting, values, errors, touched, setFieldValue }) => (
            <Form noValidate className="form">
              {picker && (
                <ClockEmployeePicker query={picker} label={t('clocks.record.employee')} onlyEnabled excludeId={ownEmployeeId} value={values.employee}
                  onChange={(e) => void setFieldValue('employee', e)} error={touched.employee && typeof errors.employee === 'string' ? errors.employee : null} />
              )}
              <SelectField name="type" label={t('clocks.record.type')} options={types} />
              <div className="clock-when">
                <DateField name="date" label={t('clocks.record.date')} />
                <TimeField name="time" label={t('clocks.record.time')} />
              </div>
              <p className="field__hint">{t('clocks.record.timeZone', { zone: timeZone })}</p>
              <ReasonField name="comment" label={t('clocks.record.comment')} hint={t('clocks.edit.reasonHint')} />
              {problems.length > 0 && <div role="alert" className="field__error">{problems.map((m) => <p key={m} style={{ margin: 0 }}>{m}</p>)}</div>}
              <DialogFormActions onCancel={onClose} submitting={isSubmitting || !!question} />
            </Form>
          )}
        </Formik>
      </Modal>
      {question && (
        <ConfirmDialog title={t('clocks.record.confirmTitle')} confirmLabel={t('clocks.record.confirm')}
          onConfirm={() => void confirm(question)} onCancel={() => setQuestion(null)}>
          <p>{question.message}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
