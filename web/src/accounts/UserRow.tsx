import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { UserRow_account$key } from '../__generated__/UserRow_account.graphql.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { isRoleName } from '../../../domain/roles.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { UserDialog } from './UserDialog.tsx';
import { useResendAccountInvitationMutation } from './useResendAccountInvitationMutation.ts';

const fragment = graphql`
  fragment UserRow_account on Account {
    id username employeeCode isEnabled isLocked lockedUntil identificationMethod roleNames invitationPending employmentEndedOn
    employee { name }
    roles { id name }
  }
`;

interface Props { account: UserRow_account$key; roles: ReadonlyArray<{ id: string; name: string }>; canWrite: boolean }

export function UserRow({ account, roles, canWrite }: Props) {
  const { t } = useTranslation('accounts');
  const a = useFragment(fragment, account);
  const [editing, setEditing] = useState(false);
  const [sending, setSending] = useState(false);
  const resend = useResendAccountInvitationMutation();
  const notify = useNotify();
  const who = a.username ?? a.employeeCode ?? '';
  const roleLabel = (n: string) => (isRoleName(n) ? t(`roles.${n}`) : n);
  // A leaver's account no longer works whatever its flag says (core §4): shown as disabled, with the reason.
  const enabled = a.isEnabled && !a.employmentEndedOn;

  async function sendAgain() {
    setSending(true);
    const outcome = await resend({ input: { id: a.id } });
    setSending(false);
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    notify('success', t('users.resent', { name: who }));
  }

  return (
    <tr>
      <td data-label={t('users.account')}><strong>{a.employee?.name ?? who}</strong><div className="count">{who}</div></td>
      <td data-label={t('users.roles')}>{a.roleNames.map(roleLabel).join(', ') || t('common.none')}</td>
      <td data-label={t('users.state')}>
        <span className={`pill${enabled ? '' : ' pill--off'}`}>{t(enabled ? 'users.enabled' : 'users.disabled')}</span>{' '}
        {a.isLocked && <span className="pill pill--off">{t('users.locked')}</span>}{' '}
        {a.invitationPending && <span className="pill pill--pending">{t('users.invitationPending')}</span>}
        {a.employmentEndedOn && <div className="count">{t('users.leftOn', { date: formatDisplayDate(a.employmentEndedOn) })}</div>}
      </td>
      <td data-label={t('users.identification')}>{t(`users.methods.${a.identificationMethod}`, { defaultValue: a.identificationMethod })}</td>
      <td className="table__actions">
        {canWrite && a.invitationPending && (
          <button type="button" className="button button--small" aria-label={t('users.resendNamed', { name: who })} disabled={sending} onClick={() => void sendAgain()}>
            {t('users.resendInvitation')}
          </button>
        )}{' '}
        {canWrite && <button type="button" className="button button--small" aria-label={t('common.editNamed', { name: who })} onClick={() => setEditing(true)}>{t('common.edit')}</button>}
        {editing && (
          <UserDialog onClose={() => setEditing(false)} roles={roles}
            account={{ id: a.id, who, isEnabled: a.isEnabled, isLocked: a.isLocked, identificationMethod: a.identificationMethod, roleIds: a.roles?.map((r) => r.id) ?? [] }} />
        )}
      </td>
    </tr>
  );
}
