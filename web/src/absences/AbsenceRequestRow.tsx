import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AbsenceRequestRow_request$key } from '../__generated__/AbsenceRequestRow_request.graphql.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { levelStatusWords, periodWords } from './absenceWords.ts';

const fragment = graphql`
  fragment AbsenceRequestRow_request on AbsenceRequest {
    id
    requesterName
    departmentName
    absenceTypeName
    subtypeName
    status
    adminStatus
    managerStatus
    levels
    numberOfDays
    firstStartDate
    lastEndDate
    comment
    userComment
    periods { validFrom validTo coverage dayScope dayPeriod startTime endTime numberOfDays }
  }
`;

/** What a row offers: the screen decides from the level it decides at. */
export interface RequestActions {
  select?: { checked: boolean; onToggle: (id: string) => void };
  onDetails: (id: string, what: string) => void;
  onDecide?: (id: string, what: string, decision: 'APPROVED' | 'REJECTED' | 'JUSTIFIED' | 'UNJUSTIFIED') => void;
  /** the level the viewer decides at: ADMIN (HR) or MANAGER */
  level: 'ADMIN' | 'MANAGER' | null;
}

/** One request: whose, what, when, how many days, where each level stands, and the decisions the viewer may take. */
export function AbsenceRequestRow({ request, select, onDetails, onDecide, level }: RequestActions & { request: AbsenceRequestRow_request$key }) {
  const { t } = useTranslation('absences');
  const r = useFragment(fragment, request);
  const what = `${r.absenceTypeName}, ${r.requesterName}, ${formatDisplayDate(r.firstStartDate)}`;
  const mine = level === 'ADMIN' ? r.adminStatus : r.managerStatus;
  const open = (r.status === 'PENDING' || r.status === 'UNDER_ANALYSIS') && level !== null && r.levels.includes(level)
    && (mine === 'PENDING' || mine === 'UNDER_ANALYSIS');
  const judging = r.status === 'PENDING_JUST' && level !== null;
  const col = (k: string) => t(`absences.columns.${k}`);
  return (
    <tr className="abs-row">
      {select !== undefined && (
        <td className="abs-row__select">
          {open && <input type="checkbox" checked={select.checked} onChange={() => select.onToggle(r.id)} aria-label={t('absences.select', { what })} />}
        </td>
      )}
      <td data-label={col('employee')}>
        <span className="abs-row__name">{r.requesterName}</span>
        {r.departmentName && <span className="abs-row__sub">{r.departmentName}</span>}
      </td>
      <td data-label={col('type')}>
        {r.absenceTypeName}{r.subtypeName && <span className="abs-row__sub">{r.subtypeName}</span>}
      </td>
      <td data-label={col('dates')}>
        <ul className="abs-periods">{r.periods.map((p, i) => <li key={i}>{periodWords(t, p)}</li>)}</ul>
        {r.userComment && <span className="abs-row__sub">“{r.userComment}”</span>}
      </td>
      <td data-label={col('days')} className="abs-row__days">{t('absences.days', { count: r.numberOfDays })}</td>
      <td data-label={col('status')}>
        <span className={`pill abs-status abs-status--${r.status.toLowerCase()}`}>{t(`absences.status.${r.status}`)}</span>
        <span className="abs-row__sub">{levelStatusWords(t, r)}</span>
        {r.status === 'REJECTED' && r.comment && <span className="abs-row__sub">{t('absences.why', { comment: r.comment })}</span>}
      </td>
      <td className="table__actions abs-row__actions">
        <button type="button" className="button button--small" onClick={() => onDetails(r.id, what)} aria-label={t('absences.detailsOf', { what })}>
          {t('absences.details')}
        </button>
        {open && onDecide && (
          <>
            <button type="button" className="button button--small button--primary" onClick={() => onDecide(r.id, what, 'APPROVED')}
              aria-label={t('absences.approveOf', { what })}>{t('absences.approve')}</button>
            <button type="button" className="button button--small" onClick={() => onDecide(r.id, what, 'REJECTED')}
              aria-label={t('absences.rejectOf', { what })}>{t('absences.reject')}</button>
          </>
        )}
        {judging && onDecide && (
          <>
            <button type="button" className="button button--small" onClick={() => onDecide(r.id, what, 'JUSTIFIED')}
              aria-label={t('absences.justifiedOf', { what })}>{t('absences.justified')}</button>
            <button type="button" className="button button--small" onClick={() => onDecide(r.id, what, 'UNJUSTIFIED')}
              aria-label={t('absences.unjustifiedOf', { what })}>{t('absences.unjustified')}</button>
          </>
        )}
      </td>
    </tr>
  );
}
