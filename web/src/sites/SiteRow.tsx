import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SiteRow_site$key } from '../__generated__/SiteRow_site.graphql.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { sitePath } from './siteAction.ts';
import { useDeleteSiteMutation } from './useDeleteSiteMutation.ts';

const fragment = graphql`
  fragment SiteRow_site on Site { id databaseId name address radius timeZone }
`;

interface Props { site: SiteRow_site$key; canWrite: boolean; connectionId?: string }

/** One site; delete asks first, and a site a week schedule uses is refused in the dialog with the server's reason. */
export function SiteRow({ site, canWrite, connectionId }: Props) {
  const { t, i18n } = useTranslation('sites');
  const s = useFragment(fragment, site);
  const remove = useDeleteSiteMutation();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const close = () => { setConfirming(false); setRefusal(null); };
  const confirm = async () => {
    setBusy(true);
    const outcome = await remove({ input: { id: s.id }, connections: connectionId ? [connectionId] : [] });
    setBusy(false);
    if (outcome.ok) { close(); notify('success', t('sites.deleted', { name: s.name })); } else setRefusal(userFacingMessages(outcome.error, t));
  };
  return (
    <tr>
      <td data-label={t('sites.name')}><Link to={sitePath({ mode: 'view', databaseId: s.databaseId })}><strong>{s.name}</strong></Link></td>
      <td data-label={t('sites.address')}>{s.address || t('common.none')}</td>
      <td data-label={t('sites.radius')}>{t('sites.meters', { count: s.radius, formatParams: { count: { lng: i18n.language } } })}</td>
      <td data-label={t('sites.timeZone')}>{s.timeZone}</td>
      <td className="table__actions">
        {canWrite && (
          <>
            <Link className="button button--small" aria-label={t('common.editNamed', { name: s.name })}
              to={sitePath({ mode: 'edit', databaseId: s.databaseId })}>{t('common.edit')}</Link>
            <button type="button" className="button button--small" aria-label={t('common.deleteNamed', { name: s.name })}
              onClick={() => setConfirming(true)}>{t('common.delete')}</button>
          </>
        )}
        {confirming && (
          <ConfirmDialog title={t('common.deleteTitle', { name: s.name })} confirmLabel={t('common.delete')} danger busy={busy}
            refused={!!refusal} onConfirm={() => void confirm()} onCancel={close}>
            {refusal ? refusal.map((m) => <p key={m} role="alert">{m}</p>) : <p>{t('sites.deleteText')}</p>}
          </ConfirmDialog>
        )}
      </td>
    </tr>
  );
}
