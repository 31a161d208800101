import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AttendanceDayDialog_day$key } from '../__generated__/AttendanceDayDialog_day.graphql.ts';
import { Modal } from '../platform/forms/Modal.tsx';
import { DayTimeline } from './DayTimeline.tsx';
import { dayWords } from './attendanceDates.ts';
import { explainInconsistency } from './explainInconsistency.ts';
import { hmm } from './workdayState.ts';

/** A day the grid opens in the dialog, with the employee's name for its title. */
export interface OpenDay { day: AttendanceDayDialog_day$key; name: string }

const fragment = graphql`
  fragment AttendanceDayDialog_day on Workday {
    date
    kind
    timeZone
    closed
    expectedMinutes
    absenceMinutes
    workedMinutes
    breakMinutes
    extraMinutes
    nightMinutes
    balanceMinutes
    inconsistencies {
      databaseId
      type
      status
      minutes
      final
      justified
      explanation { rule message expectedAt toleranceMinutes clockAt minutes window { start end } }
    }
    ...DayTimeline_day
  }
`;

interface Props { day: AttendanceDayDialog_day$key; name: string; onClose: () => void }

/** One employee's day: the timeline, the figures and the inconsistencies, each explained in the user's language. */
export function AttendanceDayDialog({ day, name, onClose }: Props) {
  const { t, i18n } = useTranslation('attendances');
  const data = useFragment(fragment, day);
  const figures: Array<[string, string]> = [
    ['expected', hmm(data.expectedMinutes)], ['worked', hmm(data.workedMinutes)], ['break', hmm(data.breakMinutes)],
    ['extra', hmm(data.extraMinutes)], ['night', hmm(data.nightMinutes)], ['absence', hmm(data.absenceMinutes)],
    ['balance', hmm(data.balanceMinutes, true)],
  ];
  return (
    <Modal title={t('attendances.day.title', { name, date: dayWords(data.date, i18n.language, 'full') })} onClose={onClose} wide>
      <p className="attendance-day__kind">
        <span className="pill">{t(`attendances.kinds.${data.kind}`)}</span>{' '}
        <span className="attendance-day__closed">{t(data.closed ? 'attendances.day.closed' : 'attendances.day.notClosed')}</span>
      </p>
      <DayTimeline day={data} />
      <h3 className="attendance-day__heading">{t('attendances.day.figures')}</h3>
      <dl className="attendance-figures">
        {figures.map(([k, v]) => (
          <div key={k} className="attendance-figures__item">
            <dt>{t(`attendances.figures.${k}`)}</dt>
            <dd className={k === 'balance' && data.balanceMinutes < 0 ? 'attendance-grid__total--negative' : undefined}>{v}</dd>
          </div>
        ))}
      </dl>
      <h3 className="attendance-day__heading">{t('attendances.day.inconsistencies')}</h3>
      {data.inconsistencies.length === 0 ? <p className="attendance-day__none">{t('attendances.day.noInconsistency')}</p> : (
        <ul className="attendance-incs">
          {data.inconsistencies.map((i) => (
            <li key={i.databaseId} className={`attendance-incs__item attendance-incs__item--${i.status.toLowerCase()}`}>
              <div className="attendance-incs__head">
                <strong>{t(`attendances.types.${i.type}`)}</strong>
                <span className={`pill${i.status === 'PENDING' ? ' attendance-incs__pending' : ''}`}>{t(`attendances.day.status.${i.status}`)}</span>
                {i.justified && <span className="pill">{t('attendances.day.justified')}</span>}
              </div>
              <p className="attendance-incs__why">
                {i.explanation ? explainInconsistency(t, i.explanation, data.timeZone, data.workedMinutes) : null}
                {i.final && i.status === 'PENDING' && <span className="attendance-incs__final"> ({t('attendances.day.final')})</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>{t('common.close')}</button>
      </div>
    </Modal>
  );
}
