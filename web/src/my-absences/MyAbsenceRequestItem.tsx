import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { MyAbsenceRequestItem_request$data, MyAbsenceRequestItem_request$key } from '../__generated__/MyAbsenceRequestItem_request.graphql.ts';
import { MyAbsenceStatusPill } from './MyAbsenceStatusPill.tsx';
import { canCancel, canEdit, daysWords, periodWords, waitingWords } from './myAbsenceWords.ts';

const fragment = graphql`
  fragment MyAbsenceRequestItem_request on AbsenceRequest {
    id
    absenceType { id }
    absenceTypeName
    subtypeName
    status
    adminStatus
    managerStatus
    levels
    justificationDocumentName
    comment
    userComment
    firstStartDate
    numberOfDays
    periods { validFrom validTo coverage dayScope dayPeriod startTime endTime numberOfDays }
  }
`;

export type MyAbsenceRequest = MyAbsenceRequestItem_request$data;

interface Props {
  request: MyAbsenceRequestItem_request$key;
  today: string;
  /** absent for a role that may only read */
  onEdit?: (request: MyAbsenceRequest, what: string) => void;
  onCancel?: (request: MyAbsenceRequest, what: string) => void;
  /** sending the proof of an absence waiting for one */
  onProof?: (request: MyAbsenceRequest, what: string) => void;
  /** someone else's request (an employee's profile) */
  others?: boolean;
}

/** One request as a card: what, when, how many days, where it stands and who still decides, and what one may do. */
export function MyAbsenceRequestItem({ request, today, onEdit, onCancel, onProof, others = false }: Props) {
  const { t, i18n } = useTranslation('my-absences');
  const r = useFragment(fragment, request);
  const type = r.subtypeName ? `${r.absenceTypeName} · ${r.subtypeName}` : r.absenceTypeName;
  const periods = r.periods.map((p) => ({ ...p, words: periodWords(t, p) }));
  const what = `${type}, ${periods.map((p) => p.words).join('; ')}`;
  const waiting = waitingWords(t, r, others);
  const refused = r.status === 'REJECTED' || r.status === 'UNJUSTIFIED';
  const titleId = `my-abs-item-${r.id}`;
  return (
    <li className="card my-abs-item" aria-labelledby={titleId}>
      <div className="my-abs-item__head">
        <h3 id={titleId} className="my-abs-item__type">{type}</h3>
        <MyAbsenceStatusPill status={r.status} />
      </div>
      <ul className="my-abs-item__periods" aria-label={t('myAbsences.item.periods')}>
        {periods.map((p) => (
          <li key={`${p.validFrom}-${p.validTo}-${p.dayPeriod ?? ''}-${p.startTime ?? ''}`}>
            {p.words}{periods.length > 1 && <span className="my-abs__muted"> ({daysWords(t, p.numberOfDays, i18n.language)})</span>}
          </li>
        ))}
      </ul>
      <p className="my-abs-item__days">{t('myAbsences.item.days')}: <strong>{daysWords(t, r.numberOfDays, i18n.language)}</strong></p>
      {waiting.length > 0 && <p className="my-abs-item__waiting">{waiting.join(' · ')}</p>}
      {refused && r.comment && <p className="my-abs-item__comment my-abs-item__comment--reviewer">{t('myAbsences.item.reviewerComment', { comment: r.comment })}</p>}
      {r.userComment && <p className="my-abs-item__comment">{t('myAbsences.item.yourComment', { comment: r.userComment })}</p>}
      {r.justificationDocumentName && <p className="my-abs-item__comment">{t('myAbsences.item.proofSent', { name: r.justificationDocumentName })}</p>}
      {(onEdit && canEdit(r)) || (onCancel && canCancel(r, today)) || (onProof && r.status === 'PENDING_JUST') ? (
        <div className="my-abs-item__actions">
          {onEdit && canEdit(r) && (
            <button type="button" className="button button--small" aria-label={t('myAbsences.item.editOf', { what })}
              onClick={() => onEdit(r, what)}>{t('myAbsences.item.edit')}</button>
          )}
          {onProof && r.status === 'PENDING_JUST' && (
            <button type="button" className="button button--small button--primary" aria-label={t('myAbsences.item.proofOf', { what })}
              onClick={() => onProof(r, what)}>{t(r.justificationDocumentName ? 'myAbsences.item.proofAgain' : 'myAbsences.item.proof')}</button>
          )}
          {onCancel && canCancel(r, today) && (
            <button type="button" className="button button--small" aria-label={t('myAbsences.item.cancelOf', { what })}
              onClick={() => onCancel(r, what)}>{t('myAbsences.item.cancel')}</button>
          )}
        </div>
      ) : null}
    </li>
  );
}
