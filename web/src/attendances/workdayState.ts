/** How a day of the grid reads at a glance; each state has its colour, its symbol and its words (never colour alone). */
export const WORKDAY_STATES = ['ok', 'warning', 'absent', 'open', 'holiday', 'absence', 'rest', 'planned'] as const;
export type WorkdayState = (typeof WORKDAY_STATES)[number];

/** A symbol per state, so the state shows without its colour (the legend pairs them). */
export const STATE_SYMBOL: Record<WorkdayState, string> = {
  ok: '✓', warning: '!', absent: '✕', open: '▶', holiday: '★', absence: '◆', rest: '–', planned: '·',
};

interface DayFacts {
  kind: string;
  workedMinutes: number;
  openSince: string | null | undefined;
  inconsistencies: ReadonlyArray<{ status: string; type: string }>;
}

export const pendingOf = (day: Pick<DayFacts, 'inconsistencies'>) => day.inconsistencies.filter((i) => i.status === 'PENDING');

/**
 * An absence with nothing clocked is the most urgent, then any other pending inconsistency, then a day in progress;
 * otherwise what kind of day it is. A workday not yet worked without a problem is still ahead ("planned").
 */
export function workdayState(day: DayFacts): WorkdayState {
  const pending = pendingOf(day);
  if (pending.some((i) => i.type === 'ABSENT')) return 'absent';
  if (pending.length) return 'warning';
  if (day.openSince) return 'open';
  switch (day.kind) {
    case 'HOLIDAY': return 'holiday';
    case 'ABSENCE': return 'absence';
    case 'REST': case 'NO_SCHEDULE': return 'rest';
    default: return day.workedMinutes > 0 ? 'ok' : 'planned';
  }
}

/** Minutes as `h:mm` (`−1:05` below zero; `+1:05` on request, for balances). */
export function hmm(minutes: number, signed = false): string {
  const sign = minutes < 0 ? '−' : signed && minutes > 0 ? '+' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}
