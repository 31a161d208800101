import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { EmployeeSchedulesWeek_employee$data, EmployeeSchedulesWeek_employee$key } from '../__generated__/EmployeeSchedulesWeek_employee.graphql.ts';
import { formatDisplayDate, todayIso } from '../../../domain/dates.rules.ts';

const fragment = graphql`
  fragment EmployeeSchedulesWeek_employee on Employee
    @argumentDefinitions(weekFrom: { type: "LocalDate!" }, weekTo: { type: "LocalDate!" }) {
    expectedDays(from: $weekFrom, to: $weekTo) {
      date source restDay publicHoliday expectedMinutes
      schedule { name }
      timetable {
        type
        ... on FixedTimetable { dayStart dayEnd }
        ... on FlexibleTimetable { enterMin exitMax }
      }
    }
  }
`;

const LIST = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '.5rem', gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))' } as const;
const DAY = { border: '1px solid var(--line)', borderRadius: 8, padding: '.5rem .75rem', background: 'var(--card)' } as const;
const TODAY = { ...DAY, borderColor: 'var(--brand)', boxShadow: 'inset 0 0 0 1px var(--brand)' } as const;
const SMALL = { margin: 0, fontSize: '.85rem', color: 'var(--muted)' } as const;

type Day = NonNullable<EmployeeSchedulesWeek_employee$data['expectedDays']>[number];

/** Monday to Sunday of this week: what each day expects (hours, rest or holiday) and why (the schedule or an exception). */
export function EmployeeSchedulesWeek({ employee }: { employee: EmployeeSchedulesWeek_employee$key }) {
  const { t, i18n } = useTranslation('employees');
  const days = useFragment(fragment, employee).expectedDays ?? [];
  const today = todayIso();
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  return (
    <section aria-labelledby="schedules-week-title" style={{ marginBottom: '1.5rem' }}>
      <h2 id="schedules-week-title">{t('employees.schedules.thisWeek')}</h2>
      <ol style={LIST}>
        {days.map((d) => (
          <li key={d.date} style={d.date === today ? TODAY : DAY} aria-current={d.date === today ? 'date' : undefined}>
            <p style={{ margin: 0, fontWeight: 600 }}>{capitalised(weekday.format(new Date(`${d.date}T00:00:00Z`)))}</p>
            <p style={SMALL}>{formatDisplayDate(d.date)}{d.date === today && ` · ${t('employees.schedules.today')}`}</p>
            <p style={{ margin: '.25rem 0 0', fontWeight: 600 }}>{expected(d, t)}</p>
            {hours(d) && <p style={SMALL}>{hours(d)}</p>}
            <p style={SMALL}>{reason(d, t)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** "segunda-feira" → "Segunda-feira": a label starts with a capital, the rest keeps the language's own case. */
const capitalised = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

type T = ReturnType<typeof useTranslation>['t'];

/** "8 h", "7 h 30", or why nothing is expected. */
function expected(d: Day, t: T): string {
  if (d.publicHoliday && d.expectedMinutes === 0) return t('employees.schedules.holiday');
  if (d.source === 'NONE') return t('employees.schedules.noSchedule');
  if (d.restDay || d.expectedMinutes === 0) return t('employees.schedules.rest');
  const h = Math.floor(d.expectedMinutes / 60);
  const m = d.expectedMinutes % 60;
  return m ? t('employees.schedules.hoursMinutes', { h, m: String(m).padStart(2, '0') }) : t('employees.schedules.hours', { h });
}

function hours(d: Day): string | null {
  const tt = d.timetable;
  if (!tt || d.restDay) return null;
  if (tt.dayStart && tt.dayEnd) return `${tt.dayStart}–${tt.dayEnd}`;
  if (tt.enterMin && tt.exitMax) return `${tt.enterMin}–${tt.exitMax}`;
  return null;
}

function reason(d: Day, t: T): string {
  const name = d.schedule?.name ?? '';
  if (d.source === 'EXCEPTION') return t('employees.schedules.byException', { name });
  if (d.source === 'ASSIGNMENT') return d.publicHoliday ? t('employees.schedules.byHoliday', { name }) : t('employees.schedules.bySchedule', { name });
  return t('employees.schedules.byNothing');
}
