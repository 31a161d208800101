import { addDaysIso, isIsoDate, todayIso } from '../../../domain/dates.rules.ts';

export type AbsencesTab = 'decide' | 'all' | 'calendar';

/** The screen's state in the address (shareable, back-button friendly). */
export interface AbsencesFilterValues {
  tab: AbsencesTab;
  /** the "All requests" period, ISO dates */
  from: string | null;
  to: string | null;
  departmentId: string | null;
  /** the calendar's month, YYYY-MM */
  month: string;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const date = (v: string | null) => (v && isIsoDate(v) ? v : null);

export function absencesFilterFromUrl(params: URLSearchParams, today = todayIso()): AbsencesFilterValues {
  const tab = params.get('tab');
  const month = params.get('month');
  return {
    tab: tab === 'all' || tab === 'calendar' ? tab : 'decide',
    from: date(params.get('from')),
    to: date(params.get('to')),
    departmentId: params.get('department') || null,
    month: month && MONTH.test(month) ? month : today.slice(0, 7),
  };
}

export function absencesSearch(v: AbsencesFilterValues, today = todayIso()): string {
  const s = new URLSearchParams();
  if (v.tab !== 'decide') s.set('tab', v.tab);
  if (v.from) s.set('from', v.from);
  if (v.to) s.set('to', v.to);
  if (v.departmentId) s.set('department', v.departmentId);
  if (v.month !== today.slice(0, 7)) s.set('month', v.month);
  return s.size ? `?${s.toString()}` : '';
}

/** The first and last day of a month `YYYY-MM`. */
export function monthSpan(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to: addDaysIso(next, -1) };
}

/** The month before or after `YYYY-MM`. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** "December 2026", "Dezembro de 2026": the month in words, its first letter upper case (only that one). */
export function monthWords(month: string, language: string): string {
  const words = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
  return words.charAt(0).toLocaleUpperCase(language) + words.slice(1);
}
