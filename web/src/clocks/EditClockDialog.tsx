import { useMemo, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { EditClockDialog_clock$key } from '../__generated__/EditClockDialog_clock.graphql.ts';
import type { CorrectClockInput } from '../__generated__/useCorrectClockMutation.graphql.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { DateField } from '../platform/forms/DateField.tsx';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { ReasonField } from './ReasonField.tsx';
import { TimeField } from './TimeField.tsx';
import { clockFormRules } from './clockFormRules.ts';
import { hhmm, instantOf } from './clockTime.ts';
import { useCorrectClockMutation } from './useCorrectClockMutation.ts';

const fragment = graphql`
  fragment EditClockDialog_clock on Clock { id employeeName type date time timeZone tag }
`;

interface Values { type: string; date: string; time: string; tag: string; reason: string }

/** The server's names for what a correction sends (the REST API calls the reason `comment`). */
const FIELDS = { type: 'type', instant: 'time', tag: 'tag', reason: 'reason', comment: 'reason' };

interface Props { clock: EditClockDialog_clock$key; connections: readonly string[]; onClose: () => void }

/**
 * Corrects a clock: type, date and time (on the clock's own wall clock), tag, and the reason, required and kept in
 * the trail. Only what changed is sent, so a clock's seconds survive a tag change.
 */
export function EditClockDialog({ clock: key, connections, onClose }: Props) {
  const { t } = useTranslation('clocks');
  const c = useFragment(fragment, key);
  const correct = useCorrectClockMutation(connections);
  const notify = useNotify();
  const [problems, setProblems] = useState<string[]>([]);
  const initial: Values = { type: c.type, date: formatDisplayDate(c.date), time: hhmm(c.time), tag: c.tag ?? '', reason: '' };
  const schema = useMemo(() => yup.object(clockFormRules(t, t('clocks.rules.reasonRequired'))), [t]);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setProblems([]);
    const input: CorrectClockInput = { id: c.id, reason: values.reason.trim() };
    if (values.type !== initial.type) input.type = values.type as CorrectClockInput['type'];
    if (values.date !== initial.date || values.time !== initial.time) {
      const instant = instantOf(values.date, values.time, c.timeZone);
      if (!instant) return helpers.setFieldError('time', t('clocks.rules.time'));
      if (new Date(instant).getTime() > Date.now()) return helpers.setFieldError('time', t('clocks.edit.future'));
      input.instant = instant;
    }
    if (values.tag.trim() !== initial.tag) input.tag = values.tag.trim() || null;
    if (Object.keys(input).length === 2) return setProblems([t('clocks.edit.nothingChanged')]);
    const outcome = await correct({ input });
    if (!outcome.ok) return setProblems(applyUserErrors(outcome.error, helpers, FIELDS, t));
    notify('success', t('clocks.edit.done', { name: c.employeeName }));
    onClose();
  }

  const types = (['IN', 'OUT'] as const).map((v) => ({ value: v, label: t(`clocks.types.${v}`) }));
  return (
    <Modal title={t('clocks.edit.title', { name: c.employeeName })} onClose={onClose}>
      <p className="field__hint">{t('clocks.edit.current', { type: t(`clocks.types.${c.type}`), date: initial.date, time: initial.time })}</p>
      <Formik<Values> initialValues={initial} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <SelectField name="type" label={t('clocks.edit.type')} options={types} />
            <div className="clock-when">
              <DateField name="date" label={t('clocks.edit.date')} />
              <TimeField name="time" label={t('clocks.edit.time')} />
            </div>
            <TextField name="tag" label={t('clocks.edit.tag')} maxLength={100} autoComplete="off" />
            <ReasonField name="reason" label={t('clocks.edit.reason')} hint={t('clocks.edit.reasonHint')} />
            {problems.length > 0 && <div role="alert" className="field__error">{problems.map((m) => <p key={m} style={{ margin: 0 }}>{m}</p>)}</div>}
            <DialogFormActions onCancel={onClose} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
