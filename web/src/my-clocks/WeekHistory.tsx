import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { WeekHistory_employee$key } from '../__generated__/WeekHistory_employee.graphql.ts';
import { addDaysIso, formatDisplayDate } from '../../../domain/dates.rules.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { ClockItem } from './ClockItem.tsx';
import { formatDuration } from './formatDuration.ts';
import { isoWeekNumber, weekEnd, weekStart } from './isoWeek.ts';
import { workedPairs } from './workedTime.ts';

const fragment = graphql`
  fragment WeekHistory_employee on Employee
    @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" }, from: { type: "String!" }, to: { type: "String!" })
    @refetchable(queryName: "WeekHistoryPaginationQuery") {
    weekClocks: clocks(first: $count, after: $cursor, from: $from, to: $to) @connection(key: "WeekHistory_weekClocks", filters: ["from", "to"]) {
      edges { node { id type instant date ...ClockItem_clock } }
    }
  }
`;

interface Props {
  employee: WeekHistory_employee$key;
  today: string;
  now: Date;
}

/**
 * The clocks of one ISO week at a time, day by day with each day's worked time and the week's total; previous and
 * next week move the window (one query per week, the week's clocks in one page of up to 100, more on demand).
 */
export function WeekHistory({ employee, today, now }: Props) {
  const { t, i18n } = useTranslation('my-clocks');
  const { data, refetch, hasNext, loadNext, isLoadingNext } = usePaginationFragment(fragment, employee);
  const thisWeek = weekStart(today);
  const [week, setWeek] = useState(thisWeek);
  const [pending, startTransition] = useTransition();
  // The week and its clocks change together: the shown week stays until the next one has loaded.
  const go = (monday: string) => {
    if (pending || monday > thisWeek) return;
    startTransition(() => {
      setWeek(monday);
      refetch({ from: monday, to: weekEnd(monday) }, { fetchPolicy: 'store-and-network' });
    });
  };
  const clocks = (data.weekClocks?.edges ?? []).map((e) => e.node).filter((n) => n.date >= week && n.date <= weekEnd(week));
  // An IN still open counts until now only in the week that holds today; in a past week it lost its OUT.
  const pairs = workedPairs(clocks.map((c) => ({ ...c, type: c.type === 'IN' ? 'IN' as const : 'OUT' as const })), week === thisWeek ? now : null);
  const total = pairs.reduce((sum, p) => sum + p.ms, 0);
  const days = [...new Set(clocks.map((c) => c.date))].sort();
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  const dayLabel = (day: string) => {
    const name = weekday.format(new Date(`${day}T12:00:00Z`));
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${formatDisplayDate(day)}`;
  };
  // aria-disabled rather than disabled: the button pressed keeps the keyboard focus.
  const atThisWeek = week >= thisWeek;
  const title = t('myClocks.history.week', { week: isoWeekNumber(week), from: formatDisplayDate(week), to: formatDisplayDate(weekEnd(week)) });
  return (
    <section className="card my-clocks__history" aria-labelledby="my-clocks-history">
      <div className="my-clocks__section-head">
        <h2 id="my-clocks-history">{t('myClocks.history.title')}</h2>
        <div className="my-clocks__week-nav">
          <button type="button" className="button button--small" onClick={() => go(addDaysIso(week, -7))} aria-disabled={pending}>
            <span aria-hidden="true" className="my-clocks__arrow">‹ </span>{t('myClocks.history.previous')}
          </button>
          <button type="button" className="button button--small" onClick={() => go(addDaysIso(week, 7))} aria-disabled={pending || atThisWeek}>
            {t('myClocks.history.next')}<span aria-hidden="true" className="my-clocks__arrow"> ›</span>
          </button>
        </div>
      </div>
      <div aria-busy={pending}>
        <h3 className="my-clocks__week-title" aria-live="polite">{title}</h3>
        <p className="my-clocks__worked">{t('myClocks.history.total', { duration: formatDuration(total, t) })}</p>
        {days.length === 0 ? <p className="my-clocks__empty">{t('myClocks.history.empty')}</p> : days.map((day) => (
          <HistoryDay key={day} day={day} label={dayLabel(day)} clocks={clocks.filter((c) => c.date === day)}
            worked={formatDuration(pairs.filter((p) => p.in.date === day).reduce((sum, p) => sum + p.ms, 0), t)} />
        ))}
        {hasNext && (
          <button type="button" className="button button--small" onClick={() => loadNext(PICKER_SIZE)} disabled={isLoadingNext}>
            {t('myClocks.history.more')}
          </button>
        )}
      </div>
    </section>
  );
}

type DayClock = { id: string; instant: string } & Parameters<typeof ClockItem>[0]['clock'];

/** One day of the week: its name and date, the time worked, its clocks in time order. */
function HistoryDay({ day, label, clocks, worked }: { day: string; label: string; clocks: readonly DayClock[]; worked: string }) {
  const sorted = [...clocks].sort((a, b) => Date.parse(a.instant) - Date.parse(b.instant));
  return (
    <div className="my-clocks__day">
      <h4 id={`my-clocks-day-${day}`}>{label} <span className="my-clocks__day-total">· {worked}</span></h4>
      <ol className="my-clocks__list" aria-labelledby={`my-clocks-day-${day}`}>
        {sorted.map((c) => <ClockItem key={c.id} clock={c} />)}
      </ol>
    </div>
  );
}
