import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { JUSTIFICATION_DOCUMENT_MAX_BYTES, JUSTIFICATION_DOCUMENT_MIME_TYPES } from '../../../domain/inconsistency.ts';
import { Modal } from '../platform/forms/Modal.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { MAX_COMMENT } from './myAbsenceForm.ts';
import { placeRefusal } from './myAbsenceRefusals.ts';
import { useMyAbsenceProofMutation } from './useMyAbsenceProofMutation.ts';

const MAX_MB = JUSTIFICATION_DOCUMENT_MAX_BYTES / 1024 / 1024;

interface Props { id: string; what: string; onClose: () => void }

/** The proof of an approved absence that needs one (a medical certificate): a PDF or an image, and an optional note. */
export function MyAbsenceProofDialog({ id, what, onClose }: Props) {
  const { t, i18n } = useTranslation('my-absences');
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMyAbsenceProofMutation(file);
  const fileProblem = !file ? null
    : file.type && !(JUSTIFICATION_DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type) ? t('myAbsences.proof.fileType')
    : file.size > JUSTIFICATION_DOCUMENT_MAX_BYTES ? t('myAbsences.proof.fileSize', { max: MAX_MB }) : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return setProblem(t('myAbsences.proof.fileRequired'));
    if (fileProblem) return;
    setBusy(true);
    setProblem(null);
    const outcome = await send({ input: { id, comment: comment.trim() || null, document: null } });
    setBusy(false);
    if (!outcome.ok) {
      const placed = placeRefusal(outcome.error, t, { language: i18n.language });
      return setProblem([...Object.values(placed.fields), ...placed.top].join(' '));
    }
    notify('success', t('myAbsences.proof.done'));
    onClose();
  }

  const error = fileProblem ?? problem;
  return (
    <Modal title={t('myAbsences.proof.title')} onClose={onClose}>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <p className="my-abs-cancel__what">{what}</p>
        <div className={`field${error ? ' field--invalid' : ''}`}>
          <label htmlFor="my-abs-proof-file">{t('myAbsences.proof.file')}</label>
          <input id="my-abs-proof-file" type="file" accept={JUSTIFICATION_DOCUMENT_MIME_TYPES.join(',')} aria-invalid={error ? true : undefined}
            aria-describedby={`my-abs-proof-hint${error ? ' my-abs-proof-error' : ''}`}
            onChange={(e) => { setFile(e.target.files?.[0] ?? null); setProblem(null); }} />
          <p className="field__hint" id="my-abs-proof-hint">{t('myAbsences.proof.hint', { max: MAX_MB })}</p>
          {error && <p className="field__error" id="my-abs-proof-error" role="alert">{error}</p>}
        </div>
        <div className="field">
          <label htmlFor="my-abs-proof-comment">{t('myAbsences.proof.comment')}</label>
          <textarea id="my-abs-proof-comment" className="my-abs__textarea" rows={2} maxLength={MAX_COMMENT} value={comment} onChange={(e) => setComment(e.target.value)} />
        </div>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className="button button--primary" disabled={busy}>{t('myAbsences.proof.send')}</button>
        </div>
      </form>
    </Modal>
  );
}
