import { Suspense } from 'react';
import { useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AbsenceDetailsDialogQuery } from '../__generated__/AbsenceDetailsDialogQuery.graphql.ts';
import type { AbsenceDetailsDialogDocumentQuery } from '../__generated__/AbsenceDetailsDialogDocumentQuery.graphql.ts';
import { downloadBase64 } from '../platform/forms/downloadBase64.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { Modal } from '../platform/forms/Modal.tsx';
import { levelStatusWords, periodWords } from './absenceWords.ts';

const documentQuery = graphql`
  query AbsenceDetailsDialogDocumentQuery($id: ID!) {
    node(id: $id) { ... on AbsenceRequest { justificationDocument { fileName mimeType contentBase64 } } }
  }
`;

const query = graphql`
  query AbsenceDetailsDialogQuery($id: ID!) {
    node(id: $id) {
      ... on AbsenceRequest {
        id requesterName absenceTypeName subtypeName status adminStatus managerStatus levels numberOfDays userComment comment createdOn justificationDocumentName
        periods { validFrom validTo coverage dayScope dayPeriod startTime endTime numberOfDays }
        overlaps { databaseId requesterName absenceTypeName status firstStartDate lastEndDate numberOfDays }
        events { action at byName level status comment }
      }
    }
  }
`;

/** One request at length: its periods and days, who else in the team is away then, and its trail. */
export function AbsenceDetailsDialog({ id, what, onClose }: { id: string; what: string; onClose: () => void }) {
  const { t } = useTranslation('absences');
  return (
    <Modal title={what} onClose={onClose} wide>
      <Suspense fallback={<p>{t('common.loading')}</p>}><Details id={id} /></Suspense>
      <div className="dialog__actions"><button type="button" className="button button--primary" onClick={onClose}>{t('common.close')}</button></div>
    </Modal>
  );
}

function Details({ id }: { id: string }) {
  const { t, i18n } = useTranslation('absences');
  const node = useLazyLoadQuery<AbsenceDetailsDialogQuery>(query, { id }, { fetchPolicy: 'store-and-network' }).node;
  if (!node || !node.status || !node.periods || !node.levels || node.adminStatus === undefined || node.managerStatus === undefined) return <p>{t('absences.gone')}</p>;
  const r = { ...node, status: node.status, periods: node.periods, levels: node.levels, adminStatus: node.adminStatus, managerStatus: node.managerStatus };
  return (
    <div className="abs-details">
      <p><strong>{t(`absences.status.${r.status}`)}</strong> · {levelStatusWords(t, r)} · {t('absences.days', { count: r.numberOfDays })}</p>
      <ul className="abs-periods">{r.periods.map((p, i) => <li key={i}>{periodWords(t, p)} ({t('absences.days', { count: p.numberOfDays })})</li>)}</ul>
      {r.userComment && <blockquote className="abs-comment">{r.userComment}</blockquote>}
      {r.justificationDocumentName && <ProofDownload id={id} name={r.justificationDocumentName} />}
      <h3 className="attendance-day__heading">{t('absences.overlaps.title')}</h3>
      {!r.overlaps?.length ? <p>{t('absences.overlaps.none')}</p> : (
        <ul className="abs-overlaps">
          {r.overlaps.map((o) => (
            <li key={o.databaseId}>
              {t('absences.overlaps.item', { name: o.requesterName, type: o.absenceTypeName, from: formatDisplayDate(o.firstStartDate), to: formatDisplayDate(o.lastEndDate) })}
              {' '}<span className="pill">{t(`absences.status.${o.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
      <h3 className="attendance-day__heading">{t('absences.trail')}</h3>
      <ol className="abs-trail">
        {(r.events ?? []).map((e, k) => (
          <li key={k}>
            {new Date(e.at).toLocaleString(i18n.language)} — <strong>{t(`absences.actions.${e.action}`)}</strong>
            {e.level && ` (${t(`absences.levelName.${e.level}`)})`}{e.byName && ` · ${e.byName}`}: {t(`absences.status.${e.status}`)}
            {e.comment && ` — “${e.comment}”`}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The proof the employee sent, fetched only when asked for. */
function ProofDownload({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('absences');
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const answer = await fetchQuery<AbsenceDetailsDialogDocumentQuery>(environment, documentQuery, { id }).toPromise().catch(() => null);
    setBusy(false);
    const file = answer?.node?.justificationDocument;
    if (file) downloadBase64(file.fileName, file.mimeType, file.contentBase64);
    else notify('error', t('absences.proofFailed'));
  };
  return <p><button type="button" className="button button--small" disabled={busy} onClick={() => void download()}>{t('absences.proofDownload', { name })}</button></p>;
}
