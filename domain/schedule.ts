/**
 * Week schedules (extended §3, TIME-AND-ATTENDANCE.md §1): the timetable types and the small pure rules on times
 * that the API, the engine and the forms share. Times of day are "HH:MM" (00:00–23:59); durations and tolerances
 * are minutes 0–1440.
 */

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const TIMETABLE_TYPES = ['FIXED', 'FLEXIBLE', 'FREE', 'REST'] as const;
export type TimetableType = (typeof TIMETABLE_TYPES)[number];

export const CALC_INTERVALS = ['ALL_PAIRS', 'FIRST_IN_LAST_OUT'] as const;
export type CalcInterval = (typeof CALC_INTERVALS)[number];

/** Fields every timetable has. */
interface TimetableBase {
  remoteWork: boolean;
  /** sites the employee works at that day (clocks are geofenced to them when the geo policy is on) */
  workLocationIds: number[];
  /** a free label grouping days (e.g. a rota name) */
  group: string | null;
}

/**
 * Break fields (fixed and flexible). `breakStart`–`breakEnd` is the window the break is taken in (both set or both
 * empty); `breakDuration` its length, at most the window (the window's length when not given). A duration without a
 * window is a break taken at any time.
 */
export interface BreakFields {
  breakStart: string | null;
  breakEnd: string | null;
  breakDuration: number;
  breakToleranceBefore: number;
  breakToleranceAfter: number;
  /** when true, the break counts as expected work */
  ignoreBreak: boolean;
}

export interface Tolerances {
  toleranceBeforeStart: number;
  toleranceAfterStart: number;
  toleranceBeforeEnd: number;
  toleranceAfterEnd: number;
}

export interface FixedTimetable extends TimetableBase, BreakFields, Tolerances {
  type: 'FIXED';
  dayStart: string;
  dayEnd: string;
  nightShift: boolean;
}

export interface FlexibleTimetable extends TimetableBase, BreakFields, Tolerances {
  type: 'FLEXIBLE';
  enterMin: string;
  enterMax: string;
  exitMin: string;
  exitMax: string;
  durationInMinutes: number;
  nightShift: boolean;
}

export interface FreeTimetable extends TimetableBase {
  type: 'FREE';
  durationInMinutes: number;
}

/** A rest day (the specification's `holiday` flag on a weekday entry): no work expected. */
export interface RestTimetable extends TimetableBase {
  type: 'REST';
}

export type Timetable = FixedTimetable | FlexibleTimetable | FreeTimetable | RestTimetable;

export const MINUTES_PER_DAY = 1440;

/** "HH:MM" or "HH:MM:SS…" cut to "HH:MM" (extended §5: values are cut to HH:MM); null when not a time of day. */
export function cutTime(value: string): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d+)?)?$/.exec(value.trim());
  return match ? `${match[1]}:${match[2]}` : null;
}

/** Minutes since midnight of an "HH:MM". */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Whether the range start → end crosses midnight (end at or before start: 22:00 → 06:00). */
export function crossesMidnight(start: string, end: string): boolean {
  return minutesOf(end) <= minutesOf(start);
}

/** Length in minutes of start → end, crossing midnight when end ≤ start (a range may cross midnight, extended §5). */
export function rangeMinutes(start: string, end: string): number {
  const d = minutesOf(end) - minutesOf(start);
  return d > 0 ? d : d + MINUTES_PER_DAY;
}

/** Weekday (0 Sunday … 6 Saturday) of a calendar date "YYYY-MM-DD". Civil arithmetic: no time zone involved. */
export function weekdayOf(date: string): Weekday {
  return new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday;
}

/** The calendar date `days` after `date` (both "YYYY-MM-DD"). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Expected minutes of net work of a timetable (before absences): fixed = the day's span less an unpaid break;
 * flexible and free = their duration; rest = 0.
 */
export function expectedMinutes(t: Timetable): number {
  switch (t.type) {
    case 'REST': return 0;
    case 'FREE':
    case 'FLEXIBLE': return t.durationInMinutes;
    case 'FIXED': {
      const span = rangeMinutes(t.dayStart, t.dayEnd);
      return t.ignoreBreak ? span : Math.max(0, span - t.breakDuration);
    }
  }
}
