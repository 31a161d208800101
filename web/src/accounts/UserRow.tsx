import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { UserRow_account$key } from '../__generated__/UserRow_account.graphql.ts';
import { isRoleName } from '../../../domain/roles.ts';
import { UserDialog } from './UserDialog.tsx';

const fragment = graphql`
  fragment UserRow_account on Account {
    id username employeeCode isEnabled isLocked lockedUntil identificationMethod roleNames
    employee { name }
    roles { id name }
  }
`;

interface Props { account: UserRow_account$key; roles: ReadonlyArray<{ id: string; name: string }>; canWrite: boolean }

export function UserRow({ account, roles, canWrite }: Props) {
  const { t } = useTranslation('accounts');
  const a = useFragment(fragment, account);
  const [editing, setEditing] = useState(false);
  const who = a.username ?? a.employeeCode ?? '';
  const roleLabel = (n: string) => (isRoleName(n) ? t(`roles.${n}`) : n);
  return (
    <tr>
      <td data-label={t('users.account')}><strong>{a.employee?.name ?? who}</strong><div className="count">{who}</div></td>
      <td data-label={t('users.roles')}>{a.roleNames.map(roleLabel).join(', ') || t('common.none')}</td>
      <td data-label={t('users.state')}>
        <span className={`pill${a.isEnabled ? '' : ' pill--off'}`}>{t(a.isEnabled ? 'users.enabled' : 'users.disabled')}</span>{' '}
        {a.isLocked && <span className="pill pill--off">{t('users.locked')}</span>}
      </td>
      <td data-label={t('users.identification')}>{t(`users.methods.${a.identificationMethod}`, { defaultValue: a.identificationMethod })}</td>
      <td className="table__actions">
        {canWrite && <button type="button" className="button button--small" aria-label={t('common.editNamed', { name: who })} onClick={() => setEditing(true)}>{t('common.edit')}</button>}
        {editing && (
          <UserDialog onClose={() => setEditing(false)} roles={roles}
            account={{ id: a.id, who, isEnabled: a.isEnabled, isLocked: a.isLocked, identificationMethod: a.identificationMethod, roleIds: a.roles?.map((r) => r.id) ?? [] }} />
        )}
      </td>
    </tr>
  );
}
