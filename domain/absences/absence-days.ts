/**
 * Counting the days of an absence request (core §9, TIME-AND-ATTENDANCE.md §5): on the employee's working days (their
 * timetable; public holidays and rest days excluded), a full day 1, a half day or a period within the day 0.5.
 */
import { addDays } from '../schedule.ts';
import type { ABSENCE_COVERAGES, ABSENCE_DAY_SCOPES } from '../work-items.ts';

export type AbsenceCoverage = (typeof ABSENCE_COVERAGES)[number];
export type AbsenceDayScope = (typeof ABSENCE_DAY_SCOPES)[number];
/** Which half a half day (coverage PERIOD) is: before or after the break. */
export const DAY_PERIODS = ['MORNING', 'AFTERNOON'] as const;
export type DayPeriod = (typeof DAY_PERIODS)[number];

/** What a date is for one employee: expected work, a rest day (or no timetable), or a public holiday. */
export type DayKind = 'WORK' | 'REST' | 'HOLIDAY';

export interface AbsencePeriod {
  validFrom: string;
  validTo: string;
  coverage: AbsenceCoverage;
  dayScope: AbsenceDayScope;
  /** PERIOD_IN_DAY: the local times, HH:MM */
  startTime?: string | null;
  endTime?: string | null;
  /** coverage PERIOD: which half (default MORNING) */
  dayPeriod?: DayPeriod | null;
}

/** What one day of a period is worth: 1 for a whole day, 0.5 for a half day or a period within the day. */
export function dayValue(p: Pick<AbsencePeriod, 'coverage' | 'dayScope'>): number {
  return p.coverage === 'PERIOD' || p.dayScope === 'PERIOD_IN_DAY' ? 0.5 : 1;
}

/** The dates from `from` to `to`, both included. */
export function datesOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * The days a period counts: each working day of it is worth `dayValue`; with `calendarDays` (a type counted on
 * calendar days, docs/decisions.md) every date is, rest days and holidays included.
 */
export function periodDays(p: AbsencePeriod, kindOf: (date: string) => DayKind, calendarDays = false): number {
  const value = dayValue(p);
  let n = 0;
  for (const d of datesOf(p.validFrom, p.validTo)) if (calendarDays || kindOf(d) === 'WORK') n += value;
  return n;
}

/** The days counted per calendar year (a period across 31/12 books part in each year's balance). */
export function daysByYear(periods: readonly AbsencePeriod[], kindOf: (date: string) => DayKind, calendarDays = false): Map<number, number> {
  const out = new Map<number, number>();
  for (const p of periods) {
    const value = dayValue(p);
    for (const d of datesOf(p.validFrom, p.validTo)) {
      if (!calendarDays && kindOf(d) !== 'WORK') continue;
      const y = Number(d.slice(0, 4));
      out.set(y, (out.get(y) ?? 0) + value);
    }
  }
  return out;
}

/** Whether two periods share a date (and, for parts of the same day, could both be taken: two halves do not clash). */
export function periodsOverlap(a: AbsencePeriod, b: AbsencePeriod): boolean {
  if (a.validTo < b.validFrom || b.validTo < a.validFrom) return false;
  // two half days of the same dates clash only when they are the same half
  if (a.coverage === 'PERIOD' && b.coverage === 'PERIOD' && a.dayScope === 'FULL_DAY' && b.dayScope === 'FULL_DAY') {
    return (a.dayPeriod ?? 'MORNING') === (b.dayPeriod ?? 'MORNING');
  }
  // two periods within the day clash when their times cross
  if (a.dayScope === 'PERIOD_IN_DAY' && b.dayScope === 'PERIOD_IN_DAY' && a.startTime && a.endTime && b.startTime && b.endTime) {
    return a.startTime < b.endTime && b.startTime < a.endTime;
  }
  return true;
}
