import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { DepartmentRow_department$key } from '../__generated__/DepartmentRow_department.graphql.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useDeleteDepartmentMutation } from './useDeleteDepartmentMutation.ts';
import type { DepartmentEditing } from './DepartmentFormDialog.tsx';

const fragment = graphql`
  fragment DepartmentRow_department on Department {
    id
    name
    manager { id name }
    hasManagerList
    managers { id name }
    activeEmployeeCount
  }
`;

interface Props { department: DepartmentRow_department$key; canWrite: boolean; onEdit: (d: DepartmentEditing) => void; connectionId?: string }

export function DepartmentRow({ department, canWrite, onEdit, connectionId }: Props) {
  const { t } = useTranslation('departments');
  const d = useFragment(fragment, department);
  const remove = useDeleteDepartmentMutation();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const managers = d.managers.map((m) => m.name).join(', ');
  const confirm = async () => {
    const outcome = await remove({ input: { id: d.id }, connections: connectionId ? [connectionId] : [] });
    setConfirming(false);
    if (outcome.ok) notify('success', t('departments.deleted', { name: d.name }));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  };
  return (
    <tr>
      <td data-label={t('departments.name')}><strong>{d.name}</strong></td>
      <td data-label={t('departments.managers')}>
        {managers || t('common.none')}
        {d.hasManagerList && <span className="count"> · {t('departments.managerList')}</span>}
      </td>
      <td data-label={t('departments.activeEmployees')}>{d.activeEmployeeCount ?? t('common.none')}</td>
      <td className="table__actions">
        {canWrite && (
          <>
            <button type="button" className="button button--small" aria-label={t('common.editNamed', { name: d.name })}
              onClick={() => onEdit({ id: d.id, name: d.name, managerIds: d.managers.map((m) => m.id) })}>{t('common.edit')}</button>
            <button type="button" className="button button--small" aria-label={t('common.deleteNamed', { name: d.name })}
              onClick={() => setConfirming(true)}>{t('common.delete')}</button>
          </>
        )}
        {confirming && (
          <ConfirmDialog title={t('common.deleteTitle', { name: d.name })} confirmLabel={t('common.delete')} danger
            refused={!!d.activeEmployeeCount} onConfirm={() => void confirm()} onCancel={() => setConfirming(false)}>
            <p>{d.activeEmployeeCount ? t('departments.deleteRefused', { count: d.activeEmployeeCount }) : t('departments.deleteText')}</p>
          </ConfirmDialog>
        )}
      </td>
    </tr>
  );
}
