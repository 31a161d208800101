import { useState, useTransition, type KeyboardEvent } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AttendanceGrid_query$key } from '../__generated__/AttendanceGrid_query.graphql.ts';
import type { AttendanceDayDialog_day$key } from '../__generated__/AttendanceDayDialog_day.graphql.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { AttendanceDayDialog } from './AttendanceDayDialog.tsx';
import { AttendanceLegend } from './AttendanceLegend.tsx';
import { AttendanceRow } from './AttendanceRow.tsx';
import { datesOf, type AttendancePeriod } from './attendancePeriod.ts';
import { dayWords } from './attendanceDates.ts';
import type { OpenDay } from './AttendanceDayDialog.tsx';

/** Employees per page of the grid (the gateway serves at most 100). */
export const GRID_PAGE_SIZE = 50;

const fragment = graphql`
  fragment AttendanceGrid_query on Query
    @argumentDefinitions(
      count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }, from: { type: "LocalDate!" }, to: { type: "LocalDate!" },
      departmentId: { type: "ID" }
    )
    @refetchable(queryName: "AttendanceGridPaginationQuery") {
    attendance(from: $from, to: $to, departmentId: $departmentId, first: $count, after: $cursor) @connection(key: "AttendanceGrid_attendance") {
      totalCount
      edges { cursor node { ...AttendanceRow_row } }
    }
  }
`;

const TOTALS = ['worked', 'expected', 'balance', 'extra', 'night', 'pending'] as const;
const ARROWS: Record<string, [number, number]> = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };

/**
 * Arrow keys move between the day buttons (Tab still walks them all). Enter and Space open the focused day through
 * its click, once, the same way in every browser (and in jsdom, which does not turn keys into clicks).
 */
function onGridKey(e: KeyboardEvent<HTMLTableElement>) {
  const from = e.target as HTMLElement;
  if (from.dataset.row === undefined) return;
  if (e.key === 'Enter' || e.key === ' ') {
    e.preventDefault();
    from.click();
    return;
  }
  const step = ARROWS[e.key];
  if (!step) return;
  const [row, col] = [Number(from.dataset.row) + step[0], Number(from.dataset.col) + step[1]];
  const to = e.currentTarget.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`);
  if (!to) return;
  e.preventDefault();
  to.focus();
}


/** Employee × day: the name stays while the days scroll sideways; 50 employees at a time with "Load more". */
export function AttendanceGrid({ query, period }: { query: AttendanceGrid_query$key; period: AttendancePeriod }) {
  const { t, i18n } = useTranslation('attendances');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const [, startTransition] = useTransition();
  const [announce, setAnnounce] = useState('');
  const [open, setOpen] = useState<OpenDay | null>(null);
  const edges = data.attendance?.edges ?? [];
  const dates = datesOf(period);
  return (
    <>
      <AttendanceLegend />
      <p className="count" role="status">{t('attendances.count', { shown: edges.length, total: data.attendance?.totalCount ?? 0 })}</p>
      {edges.length === 0 ? <div className="card table__empty">{t('attendances.empty')}</div> : (
        <div className="attendance-grid-wrap">
          <table className="attendance-grid" onKeyDown={onGridKey}>
            <caption className="visually-hidden">
              {t('attendances.caption', { from: formatDisplayDate(period.from), to: formatDisplayDate(period.to) })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className="attendance-grid__name">{t('attendances.columns.employee')}</th>
                {dates.map((d) => (
                  <th scope="col" key={d} className={`attendance-grid__date${isWeekend(d) ? ' attendance-grid__date--weekend' : ''}`}>
                    <abbr title={dayWords(d, i18n.language, 'long')}>{dayWords(d, i18n.language, 'short')}</abbr>
                    <span className="attendance-grid__daynum">{Number(d.slice(8))}</span>
                  </th>
                ))}
                {TOTALS.map((k) => <th scope="col" key={k} className="attendance-grid__total">{t(`attendances.columns.${k}`)}</th>)}
              </tr>
            </thead>
            <tbody>
              {edges.map((edge, i) => <AttendanceRow key={edge.cursor} row={edge.node} index={i} dates={dates} onOpen={setOpen} />)}
            </tbody>
          </table>
        </div>
      )}
      <div className="list-footer">
        <span aria-live="polite">{announce}</span>
        {hasNext && (
          <button type="button" className="button" disabled={isLoadingNext}
            onClick={() => startTransition(() => { loadNext(GRID_PAGE_SIZE, { onComplete: () => setAnnounce(t('attendances.loadedMore')) }); })}>
            {isLoadingNext ? t('common.loading') : t('attendances.more')}
          </button>
        )}
      </div>
      {open && <AttendanceDayDialog day={open.day} name={open.name} onClose={() => setOpen(null)} />}
    </>
  );
}

const isWeekend = (iso: string) => [0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay());
