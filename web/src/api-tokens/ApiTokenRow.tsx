import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ApiTokenRow_apiToken$key } from '../__generated__/ApiTokenRow_apiToken.graphql.ts';
import { isRoleName } from '../../../domain/roles.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { formatDisplayDateTime, formatDisplayDay } from '../../../domain/dates.rules.ts';
import { useRevokeApiTokenMutation } from './useRevokeApiTokenMutation.ts';

const fragment = graphql`
  fragment ApiTokenRow_apiToken on ApiToken {
    id
    name
    prefix
    role { name }
    createdByName
    createdAt
    expiresAt
    lastUsedAt
    revokedAt
    status
  }
`;

/** One token: what it is, who made it, when it ends and was last used; Revoke asks first. */
export function ApiTokenRow({ apiToken }: { apiToken: ApiTokenRow_apiToken$key }) {
  const { t } = useTranslation('api-tokens');
  const k = useFragment(fragment, apiToken);
  const revoke = useRevokeApiTokenMutation();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const roleName = k.role?.name;
  const role = roleName ? (isRoleName(roleName) ? t(`roles.${roleName}`) : roleName) : t('common.none');
  const confirm = async () => {
    setBusy(true);
    const outcome = await revoke({ input: { id: k.id } });
    setBusy(false);
    setConfirming(false);
    if (outcome.ok) notify('success', t('apiTokens.revoked', { name: k.name }));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  };
  return (
    <tr>
      <td data-label={t('apiTokens.name')}><strong>{k.name}</strong></td>
      <td data-label={t('apiTokens.role')}>{role}</td>
      <td data-label={t('apiTokens.prefix')}><code>{k.prefix}…</code></td>
      <td data-label={t('apiTokens.created')}>
        {formatDisplayDay(k.createdAt)}
        {k.createdByName && <span className="count"> · {k.createdByName}</span>}
      </td>
      <td data-label={t('apiTokens.expires')}>{formatDisplayDay(k.expiresAt)}</td>
      <td data-label={t('apiTokens.lastUsed')}>{k.lastUsedAt ? formatDisplayDateTime(k.lastUsedAt) : t('apiTokens.neverUsed')}</td>
      <td data-label={t('apiTokens.status')}>
        <span className={`api-token__status api-token__status--${k.status.toLowerCase()}`}>{t(`apiTokens.statuses.${k.status}`)}</span>
        {k.revokedAt && <span className="count"> · {formatDisplayDay(k.revokedAt)}</span>}
      </td>
      <td className="table__actions">
        {k.status !== 'REVOKED' && (
          <button type="button" className="button button--small" aria-label={t('apiTokens.revokeNamed', { name: k.name })}
            onClick={() => setConfirming(true)}>{t('apiTokens.revoke')}</button>
        )}
        {confirming && (
          <ConfirmDialog title={t('apiTokens.revokeTitle', { name: k.name })} confirmLabel={t('apiTokens.revoke')} danger busy={busy}
            onConfirm={() => void confirm()} onCancel={() => setConfirming(false)}>
            <p>{t('apiTokens.revokeText')}</p>
          </ConfirmDialog>
        )}
      </td>
    </tr>
  );
}
