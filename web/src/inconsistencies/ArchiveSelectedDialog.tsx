import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useArchiveInconsistenciesMutation } from './useArchiveInconsistenciesMutation.ts';

interface Props {
  ids: readonly string[];
  onDone: () => void;
  /** some of the chosen were archived meanwhile: these, which the screen drops from the choice before reading the list again */
  onStale: (ids: readonly string[]) => void;
  onCancel: () => void;
}

/** "Archive 3 inconsistencies?", with an optional comment kept in each one's trail; all are archived or none. */
export function ArchiveSelectedDialog({ ids, onDone, onStale, onCancel }: Props) {
  const { t } = useTranslation('inconsistencies');
  const notify = useNotify();
  const archive = useArchiveInconsistenciesMutation();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const outcome = await archive({ input: { ids: [...ids], comment: comment.trim() || null } });
    setBusy(false);
    if (!outcome.ok) {
      // One of the chosen was archived meanwhile (by someone else, or resolved by a recompute): say so in words, not
      // by its position in the list, and show the list as it now is.
      if (outcome.error.kind === 'response' && outcome.error.code === 'INCONSISTENCY_ARCHIVED') {
        const stale = outcome.error.subErrors.map((e) => /^ids\.(\d+)$/.exec(e.field ?? '')?.[1]).filter((i) => i !== undefined).map((i) => ids[Number(i)]);
        notify('error', t('inconsistencies.archiveDialog.stale', { count: stale.length || 1 }));
        return onStale(stale);
      }
      return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    }
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
