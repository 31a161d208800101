import { Fragment, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EmployeeRow_employee$key } from '../__generated__/EmployeeRow_employee.graphql.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { EmployeePhoto } from './EmployeePhoto.tsx';
import { useDeleteEmployeeMutation } from './useDeleteEmployeeMutation.ts';

const fragment = graphql`
  fragment EmployeeRow_employee on Employee {
    id
    databaseId
    name
    email
    employeeNumber
    startDate
    endDate
    enabled
    pictureUrl
    department { name }
    contractType { name }
  }
`;

interface Props {
  employee: EmployeeRow_employee$key; profileBase: string; canWrite: boolean; connectionId?: string;
  dateColumn?: 'startDate' | 'endDate';
}

export function EmployeeRow({ employee, profileBase, canWrite, connectionId, dateColumn = 'endDate' }: Props) {
  const { t } = useTranslation('employees');
  const e = useFragment(fragment, employee);
  const remove = useDeleteEmployeeMutation();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const dash = t('common.none');
  const confirmDelete = async () => {
    const outcome = await remove(e.id, connectionId ? [connectionId] : []);
    setConfirming(false);
    if (outcome.ok) notify('success', t('employees.deleted', { name: e.name }));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  };
  return (
    <tr>
      <td data-label={t('employees.fields.name')}>
        <div className="person">
          <EmployeePhoto name={e.name} url={e.pictureUrl} size="small" />
          <div>
            <Link to={`${profileBase}/${e.databaseId}`}>{e.name}</Link>
            {e.email && <div className="count">{breakable(e.email)}</div>}
          </div>
        </div>
      </td>
      <td data-label={t('employees.fields.employeeNumber')}>{e.employeeNumber ?? dash}</td>
      <td data-label={t('employees.fields.department')}>{e.department?.name ?? dash}</td>
      <td data-label={t('employees.fields.contractType')}>{e.contractType?.name ?? dash}</td>
      <td data-label={t(`employees.fields.${dateColumn}`)}>{e[dateColumn] ? formatDisplayDate(e[dateColumn]) : dash}</td>
      <td className="table__actions">
        {canWrite && (
          <>
            <Link className="button button--small" to={`/company/employees/${e.databaseId}/edit`} aria-label={t('employees.editNamed', { name: e.name })}>
              {t('common.edit')}
            </Link>
            <button type="button" className="button button--small" onClick={() => setConfirming(true)} aria-label={t('employees.deleteNamed', { name: e.name })}>
              {t('common.delete')}
            </button>
          </>
        )}
        {confirming && (
          <ConfirmDialog title={t('employees.deleteTitle', { name: e.name })} confirmLabel={t('common.delete')} danger
            onConfirm={() => void confirmDelete()} onCancel={() => setConfirming(false)}>
            <p>{t('employees.deleteText')}</p>
          </ConfirmDialog>
        )}
      </td>
    </tr>
  );
}

/**
 * An e-mail that may break after a dot and before the @ (never inside a word), so the table fits its card in every
 * language (#11 item 10: pt and fr headers are longer, and an unbreakable address pushed the actions out of sight).
 */
function breakable(email: string) {
  return email.split(/(?<=\.)|(?=@)/).map((part, i) => <Fragment key={i}>{i > 0 && <wbr />}{part}</Fragment>);
}
