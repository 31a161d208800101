import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { WeekScheduleRow_schedule$key } from '../__generated__/WeekScheduleRow_schedule.graphql.ts';

const fragment = graphql`
  fragment WeekScheduleRow_schedule on WeekSchedule {
    name employeeCount exceptions { startDate }
    days { weekday timetable { type expectedMinutes } }
  }
`;

interface Props { schedule: WeekScheduleRow_schedule$key; canWrite: boolean; onOpen: () => void; onDelete: () => void }

/** One schedule: its name, its week as seven letters with the hours due, who holds it. */
export function WeekScheduleRow({ schedule: key, canWrite, onOpen, onDelete }: Props) {
  const { t } = useTranslation('schedules');
  const s = useFragment(fragment, key);
  const total = s.days.reduce((sum, d) => sum + d.timetable.expectedMinutes, 0);
  const days = [1, 2, 3, 4, 5, 6, 0].map((w) => s.days.find((d) => d.weekday === w)).filter((d) => !!d);
  return (
    <tr>
      <td data-label={t('schedules.fields.name')}><strong>{s.name}</strong>{s.exceptions.length > 0 && <span className="field__hint"> · {t('schedules.exceptionsCount', { count: s.exceptions.length })}</span>}</td>
      <td data-label={t('schedules.week')}>
        <span aria-hidden="true">{days.map((d) => (d.timetable.type === 'REST' ? '—' : t(`schedules.typesShort.${d.timetable.type}`))).join(' ')}</span>
        <span className="visually-hidden">{days.map((d) => `${t(`schedules.weekdays.${d.weekday}`)}: ${t(`schedules.types.${d.timetable.type}`)}`).join(', ')}</span>
        {' · '}{t('schedules.weeklyHours', { hours: (total / 60).toLocaleString(undefined, { maximumFractionDigits: 1 }) })}
      </td>
      <td data-label={t('schedules.employees')}>{s.employeeCount}</td>
      <td className="table__actions">
        <button type="button" className="button button--small" aria-label={t(canWrite ? 'common.editNamed' : 'schedules.viewNamed', { name: s.name })} onClick={onOpen}>
          {canWrite ? t('common.edit') : t('schedules.view')}
        </button>
        {canWrite && <button type="button" className="button button--small" aria-label={t('common.deleteNamed', { name: s.name })} onClick={onDelete}>{t('common.delete')}</button>}
      </td>
    </tr>
  );
}
