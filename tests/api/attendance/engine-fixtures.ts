/**
 * Builders for the attendance engine's tests (TIME-AND-ATTENDANCE.md): timetables with sensible defaults, days,
 * clocks in local time, and a helper that runs the engine on [D − 1, D, D + 1] and returns the workday of D.
 */
import { computeWorkdays } from '../../../domain/attendance/workday.ts';
import { DEFAULT_POLICY, type AbsenceCover, type EngineClock, type EngineDay, type EnginePolicy, type ExtraBand, type Workday } from '../../../domain/attendance/engine.types.ts';
import { addDays, type FixedTimetable, type FlexibleTimetable, type FreeTimetable, type RestTimetable, type Timetable } from '../../../domain/schedule.ts';
import { resolveWallTime } from '../../../domain/schedule-instants.ts';

export const LISBON = 'Europe/Lisbon';
export const KOLKATA = 'Asia/Kolkata';
export const SAO_PAULO = 'America/Sao_Paulo';

const base = { remoteWork: false, workLocationIds: [] as number[], group: null };

/** 09:00–18:00, break window 13:00–14:00 (60 min, 10 min tolerance after), 10 min after start / before end. */
export function fixed(overrides: Partial<FixedTimetable> = {}): FixedTimetable {
  return {
    type: 'FIXED', ...base, dayStart: '09:00', dayEnd: '18:00', nightShift: false,
    breakStart: '13:00', breakEnd: '14:00', breakDuration: 60, breakToleranceBefore: 0, breakToleranceAfter: 10, ignoreBreak: false,
    toleranceBeforeStart: 0, toleranceAfterStart: 10, toleranceBeforeEnd: 10, toleranceAfterEnd: 0,
    ...overrides,
  };
}

/** A 22:00–06:00 night without a break. */
export function night(overrides: Partial<FixedTimetable> = {}): FixedTimetable {
  return fixed({ dayStart: '22:00', dayEnd: '06:00', nightShift: true, breakStart: null, breakEnd: null, breakDuration: 0, ...overrides });
}

/** Enter 08:00–10:00, exit 16:00–19:00, 480 minutes due, no break, 10 min after enterMax / before exitMin. */
export function flexible(overrides: Partial<FlexibleTimetable> = {}): FlexibleTimetable {
  return {
    type: 'FLEXIBLE', ...base, enterMin: '08:00', enterMax: '10:00', exitMin: '16:00', exitMax: '19:00', durationInMinutes: 480, nightShift: false,
    breakStart: null, breakEnd: null, breakDuration: 0, breakToleranceBefore: 0, breakToleranceAfter: 0, ignoreBreak: false,
    toleranceBeforeStart: 0, toleranceAfterStart: 10, toleranceBeforeEnd: 10, toleranceAfterEnd: 0,
    ...overrides,
  };
}

export function free(durationInMinutes = 480, overrides: Partial<FreeTimetable> = {}): FreeTimetable {
  return { type: 'FREE', ...base, durationInMinutes, ...overrides };
}

export function rest(): RestTimetable {
  return { type: 'REST', ...base };
}

export function day(date: string, timetable: Timetable | null, overrides: Partial<EngineDay> = {}): EngineDay {
  return {
    date, timeZone: LISBON, timetable, publicHoliday: false, scheduleId: timetable ? 1 : null, detectInconsistencies: true,
    calcInterval: 'ALL_PAIRS', subtractBreakTime: false, absences: [], ...overrides,
  };
}

/**
 * A local wall-clock time "YYYY-MM-DD HH:MM[:SS]" in `timeZone` as an instant (resolveWallTime: a time in a gap moves
 * forward, a repeated time is its earlier occurrence); seconds are added as they are.
 */
export function localTime(value: string, timeZone: string = LISBON): Date {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!m) throw new RangeError(`not a local date-time: ${value}`);
  return new Date(resolveWallTime(m[1], m[2], timeZone).instant.getTime() + Number(m[3] ?? 0) * 1000);
}

/**
 * A time relative to `date`: "HH:MM[:SS]" on the date, "+1 HH:MM" / "-1 HH:MM" on a neighbour, a full local
 * "YYYY-MM-DD HH:MM", or an ISO instant with Z or an offset.
 */
export function at(date: string, spec: string, timeZone: string = LISBON): Date {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(spec) && spec.includes('T')) return new Date(spec);
  const rel = /^([+-]\d+) (.+)$/.exec(spec);
  if (rel) return localTime(`${addDays(date, Number(rel[1]))} ${rel[2]}`, timeZone);
  if (/^\d{2}:\d{2}(:\d{2})?$/.test(spec)) return localTime(`${date} ${spec}`, timeZone);
  return localTime(spec, timeZone);
}

/** A clock from an ISO instant ("…Z") or a local "YYYY-MM-DD HH:MM[:SS]" in `timeZone`. */
export function clock(id: number, type: 'IN' | 'OUT', isoOrLocal: string | Date, timeZone: string = LISBON): EngineClock {
  const instant = isoOrLocal instanceof Date ? isoOrLocal : /(Z|[+-]\d{2}:\d{2})$/.test(isoOrLocal) ? new Date(isoOrLocal) : localTime(isoOrLocal, timeZone);
  return { id, type, instant };
}

export function band(overrides: Partial<ExtraBand> = {}): ExtraBand {
  return { id: 1, title: 'Extra', start: null, end: null, thresholdMinutes: 0, rounding: 'NONE', ignoreEarlyCheckIn: false, ...overrides };
}

export function policyWith(overrides: Partial<EnginePolicy> = {}): EnginePolicy {
  return { ...DEFAULT_POLICY, ...overrides };
}

export interface AroundInput {
  date: string;
  timeZone?: string;
  timetable: Timetable | null;
  /** the neighbours' timetables (default: the same as D's); one value for both or [before, after] */
  neighbours?: Timetable | null | [Timetable | null, Timetable | null];
  /** overrides of D's EngineDay (absences, publicHoliday, detectInconsistencies, calcInterval, …) */
  dayOverrides?: Partial<EngineDay>;
  absences?: AbsenceCover[];
  clocks: EngineClock[];
  now: Date;
  policy?: EnginePolicy;
}

/** The three days [D − 1, D, D + 1] the engine needs around D. */
export function threeDays(input: AroundInput): EngineDay[] {
  const tz = input.timeZone ?? LISBON;
  const n = input.neighbours === undefined ? [input.timetable, input.timetable] : Array.isArray(input.neighbours) ? input.neighbours : [input.neighbours, input.neighbours];
  return [
    day(addDays(input.date, -1), n[0], { timeZone: tz }),
    day(input.date, input.timetable, { timeZone: tz, absences: input.absences ?? [], ...input.dayOverrides }),
    day(addDays(input.date, 1), n[1], { timeZone: tz }),
  ];
}

/** Runs the engine on [D − 1, D, D + 1] and returns the workday of D (and the three, for checks on neighbours). */
export function workdayOf(input: AroundInput): Workday & { around: Workday[] } {
  const around = computeWorkdays(threeDays(input), input.clocks, input.policy ?? DEFAULT_POLICY, input.now);
  return { ...around[1], around };
}

/** The inconsistencies of a workday as sorted "TYPE@anchor" strings. */
export const incs = (w: Workday): string[] => w.inconsistencies.map((i) => `${i.type}@${i.anchor}`).sort();
