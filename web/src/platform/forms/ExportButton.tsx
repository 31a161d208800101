import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userFacingMessages } from '../errors/userFacingMessages.ts';
import { useNotify } from '../notifications/useNotify.ts';
import type { MutationOutcome } from '../relay/runMutation.ts';
import { downloadBase64 } from './downloadBase64.ts';

interface ExportedFile { fileName: string; mimeType: string; contentBase64: string }
interface Props {
  /** the export mutation, bound (`bindMutation`) */
  run: () => Promise<MutationOutcome<{ file?: ExportedFile | null }>>;
  /** the namespace holding the three texts below */
  ns: string;
  label: string;
  busyLabel: string;
  /** the success notice, given `{{name}}` (the file's name) */
  done: string;
}

/** Downloads a whole list as the workbook an export mutation returns; the button says when it is working. */
export function ExportButton({ run, ns, label, busyLabel, done }: Props) {
  const { t } = useTranslation(ns);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    const outcome = await run();
    setBusy(false);
    if (!outcome.ok) return userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
    const file = outcome.payload.file;
    if (!file) return notify('error', t('errors.unexpected'));
    downloadBase64(file.fileName, file.mimeType, file.contentBase64);
    notify('success', t(done, { name: file.fileName }));
  };
  return (
    <button type="button" className="button" onClick={() => void start()} disabled={busy} aria-busy={busy}>
      {busy ? t(busyLabel) : t(label)}
    </button>
  );
}
