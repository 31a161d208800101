import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeFilter } from '../__generated__/useExportEmployeesMutation.graphql.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { downloadBase64 } from '../platform/forms/downloadBase64.ts';
import { useExportEmployeesMutation } from './useExportEmployeesMutation.ts';

/** Exports the list as filtered on screen; a progress bar and a live status while the workbook is built. */
export function ExportEmployeesButton({ filter }: { filter: EmployeeFilter }) {
  const { t } = useTranslation('employees');
  const exportList = useExportEmployeesMutation();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const outcome = await exportList(filter);
    setBusy(false);
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    const file = outcome.payload.file;
    if (!file) return notify('error', t('errors.unexpected'));
    downloadBase64(file.fileName, file.mimeType, file.contentBase64);
    notify('success', t('employees.exported', { name: file.fileName }));
  };
  return (
    <div className="export-progress">
      {busy && <progress aria-label={t('employees.exporting')} />}
      <span className="visually-hidden" role="status">{busy ? t('employees.exporting') : ''}</span>
      <button type="button" className="button" onClick={() => void run()} disabled={busy} aria-busy={busy}>
        {busy ? t('employees.exporting') : t('employees.export')}
      </button>
    </div>
  );
}
