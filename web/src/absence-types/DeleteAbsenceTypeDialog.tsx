import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useDeleteAbsenceTypeMutation } from './useDeleteAbsenceTypeMutation.ts';

interface Props { id: string; name: string; requestCount: number; connectionId: string | null; onClose: () => void }

/**
 * Asks before deleting a type. A type with requests cannot go (ABSENCE_TYPE_IN_USE): the dialog says why and offers
 * only Close. Should the count be stale, the API's refusal is told in the user's language.
 */
export function DeleteAbsenceTypeDialog({ id, name, requestCount, connectionId, onClose }: Props) {
  const { t } = useTranslation('absence-types');
  const remove = useDeleteAbsenceTypeMutation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const refused = requestCount > 0;
  async function confirm() {
    setBusy(true);
    const outcome = await remove({ input: { id }, connections: connectionId ? [connectionId] : [] });
    setBusy(false);
    onClose();
    if (outcome.ok) notify('success', t('absenceTypes.deleted', { name }));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  }
  return (
    <ConfirmDialog title={t('common.deleteTitle', { name })} confirmLabel={t('common.delete')} danger busy={busy} refused={refused}
      onConfirm={() => void confirm()} onCancel={onClose}>
      <p>{refused ? t('absenceTypes.inUse', { name, count: requestCount }) : t('absenceTypes.deleteText', { name })}</p>
    </ConfirmDialog>
  );
}
