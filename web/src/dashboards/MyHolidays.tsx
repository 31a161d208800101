import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { MyHolidays_employee$key } from '../__generated__/MyHolidays_employee.graphql.ts';
import { addDaysIso, formatDisplayDate } from '../../../domain/dates.rules.ts';
import { KpiTile } from './KpiTile.tsx';

const fragment = graphql`
  fragment MyHolidays_employee on Employee @argumentDefinitions(year: { type: "Int!" }) {
    absenceBalance(year: $year) { allowed carried taken pending remaining }
    absenceKpis { daysToNextAbsence }
  }
`;

/** The holiday balance of this year and the next approved absence; each opens my-absences. */
export function MyHolidays({ employee, today }: { employee: MyHolidays_employee$key; today: string }) {
  const { t } = useTranslation('dashboards');
  const { absenceBalance: b, absenceKpis } = useFragment(fragment, employee);
  const next = absenceKpis?.daysToNextAbsence;
  const nextText = next == null ? t('dashboards.my.nextAbsenceNone')
    : next <= 0 ? t('dashboards.my.nextAbsenceToday')
    : t('dashboards.my.nextAbsenceIn', { count: next, date: formatDisplayDate(addDaysIso(today, next)) });
  const to = '/my-absences';
  return (
    <ul className="kpi-tiles">
      {b && <>
        <KpiTile label={t('dashboards.my.remaining')} value={b.remaining} detail={t('dashboards.my.allowed', { days: b.allowed + b.carried })} to={to} tone="good" />
        <KpiTile label={t('dashboards.my.taken')} value={b.taken} to={to} />
        <KpiTile label={t('dashboards.my.pendingDays')} value={b.pending} to={to} tone={b.pending ? 'warn' : 'neutral'} />
      </>}
      {absenceKpis && <KpiTile label={t('dashboards.my.nextAbsence')} value={nextText} to={to} />}
    </ul>
  );
}
