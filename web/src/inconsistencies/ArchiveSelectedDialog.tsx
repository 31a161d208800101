import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useArchiveInconsistenciesMutation } from './useArchiveInconsistenciesMutation.ts';

interface Props { ids: readonly string[]; onDone: () => void; onCancel: () => void }

/** "Archive 3 inconsistencies?", with an optional comment kept in each one's trail; all are archived or none. */
export function ArchiveSelectedDialog({ ids, onDone, onCancel }: Props) {
  const { t } = useTranslation('inconsistencies');
  const notify = useNotify();
  const archive = useArchiveInconsistenciesMutation();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const outcome = await archive({ input: { ids: [...ids], comment: comment.trim() || null } });
    setBusy(false);
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    notify('success', t('inconsistencies.archiveDialog.done', { count: outcome.payload.archivedCount ?? ids.length }));
    onDone();
  };
  return (
    <ConfirmDialog title={t('inconsistencies.archiveDialog.title', { count: ids.length })} busy={busy}
      confirmLabel={t('inconsistencies.archiveDialog.confirm', { count: ids.length })} onConfirm={() => void confirm()} onCancel={onCancel}>
      <p>{t('inconsistencies.archiveDialog.text')}</p>
      <div className="field">
        <label htmlFor="inc-archive-comment">{t('inconsistencies.archiveDialog.comment')}</label>
        <textarea id="inc-archive-comment" className="clock-reason" rows={2} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} />
      </div>
    </ConfirmDialog>
  );
}
