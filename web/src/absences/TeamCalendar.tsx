import { useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { TeamCalendar_query$key } from '../__generated__/TeamCalendar_query.graphql.ts';
import { datesOf } from '../../../domain/absences/absence-days.ts';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import { monthSpan, monthWords } from './absencesFilter.ts';

const fragment = graphql`
  fragment TeamCalendar_query on Query
    @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }, from: { type: "LocalDate!" }, to: { type: "LocalDate!" }, departmentId: { type: "ID" })
    @refetchable(queryName: "TeamCalendarPaginationQuery") {
    absenceCalendar(first: $count, after: $cursor, from: $from, to: $to, departmentId: $departmentId)
      @connection(key: "TeamCalendar_absenceCalendar", filters: ["from", "to", "departmentId"]) {
      totalCount
      edges { node { name departmentName days absences { requestId typeName status validFrom validTo coverage dayScope dayPeriod } } }
    }
  }
`;

const APPROVED = new Set(['APPROVED', 'PENDING_JUST', 'JUSTIFIED', 'UNJUSTIFIED']);
const KIND = { W: 'work', R: 'rest', H: 'holiday' } as const;

/** Who is away when, a month at a time: rest days and public holidays shaded, approved absences solid, pending ones hatched. */
export function TeamCalendar({ query, month }: { query: TeamCalendar_query$key; month: string }) {
  const { t, i18n } = useTranslation('absences');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const [, startTransition] = useTransition();
  const { from, to } = monthSpan(month);
  const dates = datesOf(from, to);
  const rows = data.absenceCalendar?.edges.map((e) => e.node) ?? [];
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'narrow', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return (
    <>
      <ul className="abs-legend" aria-label={t('absences.calendar.legend')}>
        {(['approved', 'pending', 'holiday', 'rest'] as const).map((k) => (
          <li key={k}><span className={`abs-cal__swatch abs-cal__cell--${k}`} aria-hidden="true" />{t(`absences.calendar.${k}`)}</li>
        ))}
      </ul>
      <p className="count" role="status">{t('absences.calendar.count', { shown: rows.length, total: data.absenceCalendar?.totalCount ?? 0 })}</p>
      {rows.length === 0 ? <div className="card table__empty">{t('absences.calendar.empty')}</div> : (
        <div className="abs-cal-wrap" tabIndex={0} role="region" aria-label={t('absences.calendar.caption', { month: monthWords(month, i18n.language) })}>
          <table className="abs-cal">
            <caption className="visually-hidden">{t('absences.calendar.caption', { month: monthWords(month, i18n.language) })}</caption>
            <thead>
              <tr>
                <th scope="col" className="abs-cal__name">{t('absences.columns.employee')}</th>
                {dates.map((d) => (
                  <th key={d} scope="col" className="abs-cal__date"><abbr title={long.format(new Date(`${d}T12:00:00Z`))}>{weekday.format(new Date(`${d}T12:00:00Z`))}</abbr><span>{Number(d.slice(8))}</span></th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  <th scope="row" className="abs-cal__name">{r.name}{r.departmentName && <span className="abs-row__sub">{r.departmentName}</span>}</th>
                  {dates.map((d, k) => {
                    const kind = KIND[(r.days[k] ?? 'R') as keyof typeof KIND];
                    // a rest day or a public holiday inside an absence stays what it is: it is not a day of absence
                    const away = kind === 'work' ? r.absences.find((a) => a.validFrom <= d && d <= a.validTo) : undefined;
                    const state = away ? (APPROVED.has(away.status) ? 'approved' : 'pending') : kind;
                    const half = away && (away.coverage === 'PERIOD' || away.dayScope === 'PERIOD_IN_DAY');
                    const words = away
                      ? t(APPROVED.has(away.status) ? 'absences.calendar.away' : 'absences.calendar.awayPending', { type: away.typeName })
                      : kind === 'work' ? '' : t(`absences.calendar.${kind}`);
                    return (
                      <td key={d} className={`abs-cal__cell abs-cal__cell--${state}${half ? ' abs-cal__cell--half' : ''}`}>
                        {words && <span className="visually-hidden">{`${long.format(new Date(`${d}T12:00:00Z`))}: ${words}${half ? ` (${t('absences.calendar.half')})` : ''}`}</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext && (
        <div className="list-footer">
          <button type="button" className="button" disabled={isLoadingNext} onClick={() => startTransition(() => { loadNext(PAGE_SIZE); })}>
            {isLoadingNext ? t('common.loading') : t('absences.calendar.more')}
          </button>
        </div>
      )}
    </>
  );
}
