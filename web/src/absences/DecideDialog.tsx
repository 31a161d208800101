import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { Modal } from '../platform/forms/Modal.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useDecideAbsenceMutation } from './useDecideAbsenceMutation.ts';

export type Decision = 'APPROVED' | 'REJECTED' | 'JUSTIFIED' | 'UNJUSTIFIED';

interface Props {
  ids: readonly string[];
  /** the request in words, or how many */
  what: string;
  decision: Decision;
  level: 'ADMIN' | 'MANAGER';
  onDone: () => void;
  onClose: () => void;
}

/**
 * A decision on one request or several (one by one, each all-or-nothing on the server): rejecting and refusing a
 * justification need a comment (core §4), approving takes an optional one.
 */
export function DecideDialog({ ids, what, decision, level, onDone, onClose }: Props) {
  const { t } = useTranslation('absences');
  const notify = useNotify();
  const decide = useDecideAbsenceMutation();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsComment = decision === 'REJECTED' || decision === 'UNJUSTIFIED';
  const submit = async () => {
    if (needsComment && !comment.trim()) return setProblem(t('absences.decide.commentRequired'));
    setBusy(true);
    let done = 0;
    const refusals: string[] = [];
    for (const id of ids) {
      const outcome = await decide({ input: { id, level, decision, comment: comment.trim() || null } });
      if (outcome.ok) done += 1;
      else refusals.push(...userFacingMessages(outcome.error, t));
    }
    setBusy(false);
    if (done) notify('success', t(`absences.decide.done.${decision}`, { count: done }));
    if (refusals.length) {
      setProblem([...new Set(refusals)].join(' '));
      if (done) onDone();
      return;
    }
    onDone();
  };
  return (
    <Modal title={t(`absences.decide.title.${decision}`, { what, count: ids.length })} onClose={onClose}>
      <form className="form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <div className={`field${problem ? ' field--invalid' : ''}`}>
          <label htmlFor="abs-decide-comment">{t(needsComment ? 'absences.decide.commentNeeded' : 'absences.decide.comment')}</label>
          <textarea id="abs-decide-comment" className="clock-reason" rows={3} maxLength={1000} value={comment}
            aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'abs-decide-problem' : undefined}
            onChange={(e) => { setComment(e.target.value); setProblem(null); }} />
          {problem && <p className="field__error" id="abs-decide-problem" role="alert">{problem}</p>}
        </div>
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>{t('common.cancel')}</button>
          <button type="submit" className={`button ${needsComment ? 'button--danger' : 'button--primary'}`} disabled={busy}>
            {t(`absences.decide.confirm.${decision}`, { count: ids.length })}
          </button>
        </div>
      </form>
    </Modal>
  );
}
