import { useMemo, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Modal } from '../platform/forms/Modal.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { ReasonField } from './ReasonField.tsx';
import { clockFormRules } from './clockFormRules.ts';
import { useDeleteClockMutation } from './useDeleteClockMutation.ts';

interface Props {
  clock: { id: string; name: string; type: string; date: string; time: string };
  /** the lists the clock leaves (those not showing deleted clocks) */
  connections: readonly string[];
  onClose: () => void;
}

/** Asks why, then deletes: the clock stops counting but is kept, with the deletion in its trail. */
export function DeleteClockDialog({ clock, connections, onClose }: Props) {
  const { t } = useTranslation('clocks');
  const remove = useDeleteClockMutation();
  const notify = useNotify();
  const [problems, setProblems] = useState<string[]>([]);
  const schema = useMemo(() => yup.object({ reason: clockFormRules(t, t('clocks.rules.reasonRequired')).reason }), [t]);

  async function submit(values: { reason: string }, helpers: FormikHelpers<{ reason: string }>) {
    setProblems([]);
    const outcome = await remove({ input: { id: clock.id, reason: values.reason.trim() }, connections: [...connections] });
    if (!outcome.ok) return setProblems(applyUserErrors(outcome.error, helpers, { reason: 'reason', comment: 'reason' }, t));
    notify('success', t('clocks.remove.done', { name: clock.name }));
    onClose();
  }

  return (
    <Modal title={t('clocks.remove.title', { name: clock.name })} onClose={onClose}>
      <p>{t('clocks.remove.text', clock)}</p>
      <Formik initialValues={{ reason: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <ReasonField name="reason" label={t('clocks.remove.reason')} hint={t('clocks.edit.reasonHint')} />
            {problems.length > 0 && <div role="alert" className="field__error">{problems.map((m) => <p key={m} style={{ margin: 0 }}>{m}</p>)}</div>}
            <div className="dialog__actions">
              <button type="button" className="button" onClick={onClose}>{t('common.cancel')}</button>
              <button type="submit" className="button button--danger" disabled={isSubmitting}>{t('clocks.remove.confirm')}</button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
