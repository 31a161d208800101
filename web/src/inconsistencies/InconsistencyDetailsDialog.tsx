import { Suspense, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InconsistencyDetailsDialogQuery } from '../__generated__/InconsistencyDetailsDialogQuery.graphql.ts';
import type { InconsistencyDetailsDialogDocumentQuery } from '../__generated__/InconsistencyDetailsDialogDocumentQuery.graphql.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { DayTimeline } from '../attendances/DayTimeline.tsx';
import { weekOf } from '../attendances/attendancePeriod.ts';
import { explainInconsistency } from '../attendances/explainInconsistency.ts';
import { hmm } from '../attendances/workdayState.ts';
import { downloadBase64 } from '../platform/forms/downloadBase64.ts';
import { Modal } from '../platform/forms/Modal.tsx';
import '../attendances/attendances.css';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { resolvedWords } from './InconsistencyRow.tsx';

const query = graphql`
  query InconsistencyDetailsDialogQuery($id: ID!) {
    node(id: $id) {
      ... on Inconsistency {
        id
        date
        type
        status
        final
        employeeName
        resolution
        resolutionReason
        resolvedBy { name }
        explanation { rule message expectedAt toleranceMinutes clockAt minutes window { start end } }
        justification { justified comment at by { name } documentName }
        day { timeZone workedMinutes expectedMinutes ...DayTimeline_day }
        events { action at by { name } reason }
      }
    }
  }
`;

const documentQuery = graphql`
  query InconsistencyDetailsDialogDocumentQuery($id: ID!) {
    node(id: $id) { ... on Inconsistency { justification { document { fileName mimeType contentBase64 } } } }
  }
`;

interface Props {
  id: string;
  timeZone: string;
  /** where the day's attendance grid is (`/attendances`, `/dep-attendances`), when the viewer may open it */
  attendancePath: string | null;
  onClose: () => void;
}

/** One inconsistency at length: why, the day's timeline and hours, the justification and its proof, the trail. */
export function InconsistencyDetailsDialog({ onClose, ...props }: Props) {
  const { t } = useTranslation('inconsistencies');
  return (
    <Modal title={t('inconsistencies.detailsTitle')} onClose={onClose} wide>
      <Suspense fallback={<p>{t('common.loading')}</p>}><Details {...props} /></Suspense>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>{t('common.close')}</button>
      </div>
    </Modal>
  );
}

function Details({ id, timeZone, attendancePath }: Omit<Props, 'onClose'>) {
  const { t, i18n } = useTranslation('inconsistencies');
  const environment = useRelayEnvironment();
  const notify = useNotify();
  const [downloading, setDownloading] = useState(false);
  const data = useLazyLoadQuery<InconsistencyDetailsDialogQuery>(query, { id }, { fetchPolicy: 'store-and-network' });
  const i = data.node;
  if (!i || i.id === undefined || !i.type) return <p>{t('inconsistencies.gone')}</p>;
  const zone = i.day?.timeZone ?? timeZone;
  const download = async () => {
    setDownloading(true);
    const answer = await fetchQuery<InconsistencyDetailsDialogDocumentQuery>(environment, documentQuery, { id }).toPromise().catch(() => null);
    setDownloading(false);
    const file = answer?.node?.justification?.document;
    if (file) downloadBase64(file.fileName, file.mimeType, file.contentBase64);
    else notify('error', t('inconsistencies.documentFailed'));
  };
  const week = i.date ? weekOf(i.date).from : null;
  return (
    <div className="inc-details">
      <p className="inc-details__head">
        <strong>{t(`attendances:attendances.types.${i.type}`)}</strong>{' · '}{i.employeeName}{' · '}{formatDisplayDate(i.date)}
      </p>
      <p className="inc-details__why">
        {i.explanation ? explainInconsistency(t, i.explanation, zone, i.day?.workedMinutes ?? null) : t('inconsistencies.noExplanation')}
      </p>
      {i.status !== 'PENDING' && <p>{resolvedWords(t, i.resolution, i.resolvedBy?.name ?? null, i.resolutionReason)}</p>}
      {i.day && (
        <>
          <h3 className="attendance-day__heading">{t('inconsistencies.theDay')}</h3>
          <DayTimeline day={i.day} />
          <p>{t('inconsistencies.dayFigures', { worked: hmm(i.day.workedMinutes), expected: hmm(i.day.expectedMinutes) })}</p>
          {attendancePath && week && <Link to={`${attendancePath}?week=${week}`}>{t('inconsistencies.openWeek')}</Link>}
        </>
      )}
      <h3 className="attendance-day__heading">{t('inconsistencies.justification')}</h3>
      {!i.justification ? <p>{t('inconsistencies.notJustified')}</p> : (
        <div>
          <p>
            {t(i.justification.justified ? 'inconsistencies.justified' : 'inconsistencies.unjustified')}
            {i.justification.by?.name && ` · ${i.justification.by.name}`}
            {i.justification.at && ` · ${new Date(i.justification.at).toLocaleString(i18n.language)}`}
          </p>
          {i.justification.comment && <blockquote className="inc-details__comment">{i.justification.comment}</blockquote>}
          {i.justification.documentName && (
            <button type="button" className="button button--small" disabled={downloading} onClick={() => void download()}>
              {t('inconsistencies.downloadDocument', { name: i.justification.documentName })}
            </button>
          )}
        </div>
      )}
      <h3 className="attendance-day__heading">{t('inconsistencies.trail')}</h3>
      <ol className="inc-trail">
        {(i.events ?? []).map((e, k) => (
          <li key={k}>
            <span>{new Date(e.at).toLocaleString(i18n.language)}</span>{' — '}
            <strong>{t(`inconsistencies.actions.${e.action}`, { defaultValue: e.action })}</strong>
            {e.by?.name && ` · ${e.by.name}`}
            {e.reason && `: ${e.reason}`}
          </li>
        ))}
      </ol>
    </div>
  );
}

