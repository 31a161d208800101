import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useDeleteRoleMutation } from './useDeleteRoleMutation.ts';

interface Props { role: { id: string; builtIn: boolean; accountCount: number }; name: string; connection: string; onDeleted: () => void }

/**
 * Deleting the chosen role. Built-in roles say why they have no delete (the API refuses it: BUILT_IN_ROLE); a custom
 * role still held by accounts may be tried, and the server's reason (ROLE_IN_USE, with the count) is shown.
 */
export function RoleActions({ role, name, connection, onDeleted }: Props) {
  const { t } = useTranslation('roles');
  const remove = useDeleteRoleMutation();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  if (role.builtIn) return <p className="field__hint">{t('perms.builtIn')}</p>;
  const confirm = async () => {
    setAsking(false);
    const outcome = await remove({ input: { id: role.id }, connections: [connection] });
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    notify('success', t('perms.deleted', { name }));
    onDeleted();
  };
  return (
    <>
      <p className="field__hint">
        {t('perms.custom')}{' '}
        <button type="button" className="button" onClick={() => setAsking(true)}>{t('common.deleteNamed', { name })}</button>
      </p>
      {asking && (
        <ConfirmDialog title={t('common.deleteTitle', { name })} confirmLabel={t('common.delete')} danger
          onConfirm={() => void confirm()} onCancel={() => setAsking(false)}>
          <p>{role.accountCount ? t('perms.deleteHeld', { count: role.accountCount }) : t('perms.deleteText')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
