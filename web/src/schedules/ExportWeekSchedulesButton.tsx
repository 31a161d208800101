import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ExportWeekSchedulesButtonMutation as M } from '../__generated__/ExportWeekSchedulesButtonMutation.graphql.ts';
import { bindMutation } from '../platform/relay/crudMutation.ts';
import { downloadBase64 } from '../platform/forms/downloadBase64.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';

const mutation = graphql`
  mutation ExportWeekSchedulesButtonMutation {
    exportWeekSchedules { file { fileName mimeType contentBase64 } userErrors { field message code } }
  }
`;

/** Every schedule as the API's .xlsx workbook. */
export function ExportWeekSchedulesButton() {
  const { t } = useTranslation('schedules');
  const [commit] = useMutation<M>(mutation);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const outcome = await bindMutation(commit, (r) => r.exportWeekSchedules)({});
    setBusy(false);
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    const file = outcome.payload.file;
    if (file) downloadBase64(file.fileName, file.mimeType, file.contentBase64);
  };
  return <button type="button" className="button" onClick={() => void run()} disabled={busy} aria-busy={busy}>{t('schedules.export')}</button>;
}
