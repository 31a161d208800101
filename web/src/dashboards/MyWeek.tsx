import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { MyWeek_employee$key } from '../__generated__/MyWeek_employee.graphql.ts';
import { useNow } from '../my-clocks/useNow.ts';
import { formatMinutes } from './formatMinutes.ts';
import { KpiTile } from './KpiTile.tsx';

const fragment = graphql`
  fragment MyWeek_employee on Employee @argumentDefinitions(from: { type: "LocalDate!" }, to: { type: "LocalDate!" }) {
    workdays(from: $from, to: $to) { date expectedMinutes workedMinutes balanceMinutes openSince closed }
  }
`;

/**
 * The week so far: worked against expected (an IN still open counts until now), the balance of the days already
 * closed (today's would read as a deficit until the day ends), and the same per day in a table.
 */
export function MyWeek({ employee, today }: { employee: MyWeek_employee$key; today: string }) {
  const { t, i18n } = useTranslation('dashboards');
  const { workdays } = useFragment(fragment, employee);
  const now = useNow();
  const days = workdays ?? [];
  const live = (d: (typeof days)[number]) => d.workedMinutes + (d.openSince ? Math.max(0, Math.floor((now.getTime() - Date.parse(d.openSince)) / 60_000)) : 0);
  const worked = days.reduce((sum, d) => sum + live(d), 0);
  const expected = days.reduce((sum, d) => sum + d.expectedMinutes, 0);
  const balance = days.filter((d) => d.closed || d.date < today).reduce((sum, d) => sum + d.balanceMinutes, 0);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  return (
    <>
      <ul className="kpi-tiles">
        <KpiTile label={t('dashboards.my.workedWeek')} value={formatMinutes(worked, t)} />
        <KpiTile label={t('dashboards.my.expectedWeek')} value={formatMinutes(expected, t)} />
        <KpiTile label={t('dashboards.my.balance')} value={formatMinutes(balance, t, true)} tone={balance < 0 ? 'bad' : 'good'} />
      </ul>
      {days.length > 0 && (
        <table className="table dash-week">
          <caption className="visually-hidden">{t('dashboards.my.weekCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboards.my.day')}</th><th scope="col">{t('dashboards.my.expected')}</th>
              <th scope="col">{t('dashboards.my.worked')}</th><th scope="col">{t('dashboards.my.dayBalance')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date} aria-current={d.date === today ? 'date' : undefined}>
                <th scope="row">{weekday.format(new Date(`${d.date}T12:00:00Z`))} {d.date.slice(8, 10)}/{d.date.slice(5, 7)}</th>
                <td>{formatMinutes(d.expectedMinutes, t)}</td>
                <td>{formatMinutes(live(d), t)}</td>
                <td>{d.closed || d.date < today ? formatMinutes(d.balanceMinutes, t, true) : t('common.none')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
