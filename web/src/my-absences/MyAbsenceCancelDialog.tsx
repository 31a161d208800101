import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../platform/forms/Modal.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { MAX_COMMENT } from './myAbsenceForm.ts';
import { placeRefusal } from './myAbsenceRefusals.ts';
import { useMyAbsenceCancelMutation } from './useMyAbsenceCancelMutation.ts';

interface Props { id: string; what: string; year: number; onClose: () => void }

/**
 * Cancelling one's own request, confirmed, with an optional reason kept in its trail. The buttons say what each does
 * ("Keep the request", "Cancel the request"): a bare "Cancel" beside "Cancel the request" would be ambiguous.
 */
export function MyAbsenceCancelDialog({ id, what, year, onClose }: Props) {
  const { t, i18n } = useTranslation('my-absences');
  const notify = useNotify();
  const cancel = useMyAbsenceCancelMutation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setProblems([]);
    const outcome = await cancel({ input: { id, reason: reason.trim() || null }, year });
    setBusy(false);
    if (!outcome.ok) {
      const placed = placeRefusal(outcome.error, t, { language: i18n.language });
      return setProblems([...Object.values(placed.fields), ...placed.top.filter((m) => m !== t('errors.verifyForm'))]);
    }
    notify('success', t('myAbsences.cancel.done'));
    onClose();
  }

  return (
    <Modal title={t('myAbsences.cancel.title')} onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="my-abs-cancel__what">{what}</p>
        <div className="field">
          <label htmlFor="my-abs-cancel-reason">{t('myAbsences.cancel.reason')}</label>
          <textarea id="my-abs-cancel-reason" className="my-abs__textarea" rows={2} maxLength={MAX_COMMENT} value={reason}
            onChange={(e) => setReason(e.target.value)} />
        </div>
        {problems.length > 0 && <div role="alert" className="field__error">{problems.map((m) => <p key={m}>{m}</p>)}</div>}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>{t('myAbsences.cancel.keep')}</button>
          <button type="submit" className="button button--danger" disabled={busy}>{t('myAbsences.cancel.confirm')}</button>
        </div>
      </form>
    </Modal>
  );
}
