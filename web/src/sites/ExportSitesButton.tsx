import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { downloadBase64 } from '../platform/forms/downloadBase64.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useExportSitesMutation } from './useExportSitesMutation.ts';

/** Downloads every site as an .xlsx workbook; the button says when it is working. */
export function ExportSitesButton() {
  const { t } = useTranslation('sites');
  const exportSites = useExportSitesMutation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const outcome = await exportSites({});
    setBusy(false);
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    const file = outcome.payload.file;
    if (!file) return notify('error', t('errors.unexpected'));
    downloadBase64(file.fileName, file.mimeType, file.contentBase64);
    notify('success', t('sites.exported', { name: file.fileName }));
  };
  return (
    <button type="button" className="button" onClick={() => void run()} disabled={busy} aria-busy={busy}>
      {busy ? t('sites.exporting') : t('sites.export')}
    </button>
  );
}
