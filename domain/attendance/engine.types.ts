/**
 * The attendance engine's input and output (TIME-AND-ATTENDANCE.md §1–§4). The engine is pure: the API loads these
 * values for a set of employees and days, runs `computeWorkdays` per employee, and writes the differences.
 */
import type { InconsistencyType } from '../work-items.ts';
import type { CalcInterval, Timetable } from '../schedule.ts';
import type { Span } from './intervals.ts';

export interface EngineClock {
  id: number;
  type: 'IN' | 'OUT';
  instant: Date;
  tag?: string | null;
}

/** An approved absence as it covers one date: the whole day, one half (before / after the break), or a period. */
export type AbsenceCover =
  | { kind: 'FULL_DAY'; requestId: number; typeId: number }
  | { kind: 'HALF'; half: 'FIRST' | 'SECOND'; requestId: number; typeId: number }
  | { kind: 'PERIOD'; start: string; end: string; requestId: number; typeId: number };

/** One date of one employee, as the loader resolved it (expected-day.ts decides the timetable). */
export interface EngineDay {
  date: string;
  timeZone: string;
  /** null: no schedule assigned on the date */
  timetable: Timetable | null;
  publicHoliday: boolean;
  scheduleId: number | null;
  detectInconsistencies: boolean;
  calcInterval: CalcInterval;
  subtractBreakTime: boolean;
  /** approved absences covering the date; pending requests are not given */
  absences: readonly AbsenceCover[];
}

export const ROUNDING_METHODS = [
  'NONE', 'DOWN_15', 'DOWN_30', 'DOWN_60', 'UP_15', 'UP_30', 'UP_60', 'NEAREST_15', 'NEAREST_30', 'NEAREST_60',
] as const;
export type RoundingMethod = (typeof ROUNDING_METHODS)[number];

/** A band extra minutes are counted in: minutes of the local day [start, end), wrapping midnight when end < start. */
export interface ExtraBand {
  id: number;
  title: string;
  /** null with `end` null: the whole day */
  start: number | null;
  end: number | null;
  thresholdMinutes: number;
  rounding: RoundingMethod;
  ignoreEarlyCheckIn: boolean;
}

export interface EnginePolicy {
  /** how far before the start and after the end a workday captures clocks (§2.2, default 120) */
  captureMarginMinutes: number;
  /** the longest an open IN stays open (§2.3, default 960) */
  maxShiftMinutes: number;
  /** two clocks of the same type closer than this are one (§2.1, default 60) */
  doubleTapSeconds: number;
  /** ABSENT becomes final this long after the end tolerance (§3, default 0) */
  absentDelayMinutes: number;
  /** night band in minutes of the local day (§4, default 22:00–07:00) */
  night: { start: number; end: number };
  /** bands in order: each extra minute goes to the first band containing it */
  extraBands: readonly ExtraBand[];
}

export const DEFAULT_POLICY: EnginePolicy = {
  captureMarginMinutes: 120,
  maxShiftMinutes: 960,
  doubleTapSeconds: 60,
  absentDelayMinutes: 0,
  night: { start: 22 * 60, end: 7 * 60 },
  extraBands: [{ id: 0, title: 'Extra', start: null, end: null, thresholdMinutes: 0, rounding: 'NONE', ignoreEarlyCheckIn: false }],
};

/** What a workday is: work expected, a rest day, a public holiday, no schedule, or fully covered by absences. */
export type WorkdayKind = 'WORK' | 'REST' | 'HOLIDAY' | 'NO_SCHEDULE' | 'ABSENCE';

/** Why an inconsistency was raised, in data (the screens phrase it per language) and in English. */
export interface Explanation {
  /** the rule, e.g. LATE_AFTER_START */
  rule: string;
  message: string;
  /** local "HH:MM" of the boundary the clock was compared with */
  expectedAt?: string;
  toleranceMinutes?: number;
  /** local "HH:MM" of the clock that raised it */
  clockAt?: string;
  clockIds: number[];
  /** the window or segment concerned, ISO instants */
  window?: { start: string; end: string };
  minutes?: number;
}

export interface DetectedInconsistency {
  type: InconsistencyType;
  /** with employee, date and type: the identity (§3) — 'day', 'in:<clockId>', 'out:<clockId>', 'clock:<id>', 'break:<outId>', 'segment:FIRST|SECOND', 'duration' */
  anchor: string;
  /** no later clock can make it disappear by itself (§3 "final when") */
  final: boolean;
  minutes: number | null;
  explanation: Explanation;
}

export interface WorkdayPair { inId: number | null; outId: number | null; start: string | null; end: string | null }

export interface ExtraAmount { bandId: number; title: string; minutes: number }

export interface Workday {
  date: string;
  kind: WorkdayKind;
  timeZone: string;
  scheduleId: number | null;
  timetableType: Timetable['type'] | null;
  /** remaining expected intervals after absences (X), ISO instants */
  expected: { start: string; end: string }[];
  /** minutes due before absences */
  scheduledMinutes: number;
  /** minutes due after absences */
  expectedMinutes: number;
  absenceMinutes: number;
  workedMinutes: number;
  breakMinutes: number;
  extraMinutes: number;
  extra: ExtraAmount[];
  nightMinutes: number;
  balanceMinutes: number;
  /** the clocks the workday captured, in order; merged double taps are listed with `merged` */
  clocks: { id: number; type: 'IN' | 'OUT'; at: string; merged: boolean }[];
  pairs: WorkdayPair[];
  /** an IN still open (the employee is at work), ISO */
  openSince: string | null;
  /** the capture window has passed: no clock can join the day any more */
  closed: boolean;
  inconsistencies: DetectedInconsistency[];
}

/** Internal: a span list with its source, shared by the engine's steps. */
export type Spans = Span[];
