import { checkSchedule, type RuleError, type TimetableInput } from '../../../domain/schedule.rules.ts';
import type { TimetableType } from '../../../domain/schedule.ts';

/**
 * The week-schedule editor's values (every field as typed: times "HH:MM", minutes as text) and their conversion to
 * the mutation's input. Validation is the server's own `checkSchedule` (domain/schedule.rules.ts), so the editor
 * refuses exactly what the API would, naming the same field.
 */
export interface TimetableValues {
  type: TimetableType;
  dayStart: string; dayEnd: string;
  enterMin: string; enterMax: string; exitMin: string; exitMax: string;
  durationInMinutes: string;
  breakStart: string; breakEnd: string; breakDuration: string;
  toleranceBeforeStart: string; toleranceAfterStart: string; toleranceBeforeEnd: string; toleranceAfterEnd: string;
  ignoreBreak: boolean; remoteWork: boolean;
}
export interface ExceptionValues { name: string; startDate: string; endDate: string; timetable: TimetableValues }
export interface ScheduleValues {
  name: string;
  ignoreHolidays: boolean;
  detectInconsistencies: boolean;
  subtractBreakTime: boolean;
  calcInterval: 'ALL_PAIRS' | 'FIRST_IN_LAST_OUT';
  weekStart: string;
  /** Seven entries, index = weekday (0 Sunday … 6 Saturday). */
  days: TimetableValues[];
  exceptions: ExceptionValues[];
}

const MINUTE_FIELDS = ['durationInMinutes', 'breakDuration', 'toleranceBeforeStart', 'toleranceAfterStart', 'toleranceBeforeEnd', 'toleranceAfterEnd'] as const;
const TIME_FIELDS = ['dayStart', 'dayEnd', 'enterMin', 'enterMax', 'exitMin', 'exitMax', 'breakStart', 'breakEnd'] as const;

export function emptyTimetable(type: TimetableType): TimetableValues {
  return {
    type, dayStart: '', dayEnd: '', enterMin: '', enterMax: '', exitMin: '', exitMax: '', durationInMinutes: '',
    breakStart: '', breakEnd: '', breakDuration: '', toleranceBeforeStart: '', toleranceAfterStart: '', toleranceBeforeEnd: '',
    toleranceAfterEnd: '', ignoreBreak: false, remoteWork: false,
  };
}

/** Monday to Friday 09:00–18:00 with an hour's break, the weekend off: what a new schedule starts from. */
export function newScheduleValues(): ScheduleValues {
  const office = { ...emptyTimetable('FIXED'), dayStart: '09:00', dayEnd: '18:00', breakStart: '13:00', breakEnd: '14:00', breakDuration: '60' };
  return {
    name: '', ignoreHolidays: false, detectInconsistencies: true, subtractBreakTime: true, calcInterval: 'ALL_PAIRS', weekStart: '1',
    days: [0, 1, 2, 3, 4, 5, 6].map((d) => (d === 0 || d === 6 ? emptyTimetable('REST') : { ...office })),
    exceptions: [],
  };
}

/** A timetable as read from the API (any of the four types) → editor values. */
export function timetableValues(t: Partial<Record<keyof TimetableValues, unknown>> & { type: string }): TimetableValues {
  const values = emptyTimetable(t.type as TimetableType);
  for (const f of [...TIME_FIELDS, ...MINUTE_FIELDS]) if (t[f] !== undefined && t[f] !== null) values[f] = String(t[f]);
  values.ignoreBreak = t.ignoreBreak === true;
  values.remoteWork = t.remoteWork === true;
  return values;
}

/** Only the fields of the timetable's type, numbers as numbers; empty fields left out (the API's defaults). */
export function timetableInput(v: TimetableValues): TimetableInput {
  const input: TimetableInput = { type: v.type, remoteWork: v.remoteWork };
  if (v.type === 'REST') return input;
  const minutes = (f: (typeof MINUTE_FIELDS)[number]) => (v[f].trim() === '' ? undefined : Number(v[f]));
  if (v.type === 'FREE') return { ...input, durationInMinutes: minutes('durationInMinutes') };
  const times = v.type === 'FIXED' ? (['dayStart', 'dayEnd'] as const) : (['enterMin', 'enterMax', 'exitMin', 'exitMax'] as const);
  for (const f of [...times, 'breakStart', 'breakEnd'] as const) if (v[f]) input[f] = v[f];
  for (const f of MINUTE_FIELDS) {
    if (f === 'durationInMinutes' && v.type !== 'FLEXIBLE') continue;
    const m = minutes(f);
    if (m !== undefined) input[f] = m;
  }
  return { ...input, ignoreBreak: v.ignoreBreak };
}

export function scheduleInput(v: ScheduleValues) {
  return {
    name: v.name.trim(),
    ignoreHolidays: v.ignoreHolidays,
    detectInconsistencies: v.detectInconsistencies,
    subtractBreakTime: v.subtractBreakTime,
    calcInterval: v.calcInterval,
    weekStart: Number(v.weekStart),
    days: v.days.map((d, weekday) => ({ weekday, timetable: timetableInput(d) })),
    exceptions: v.exceptions.map((e) => ({ name: e.name.trim() || null, startDate: e.startDate, endDate: e.endDate, timetable: timetableInput(e.timetable) })),
  };
}

/**
 * The API's field path (`days[2].dayEnd`, `exceptions[0].timetable.enterMin`) as the editor's (`days.2.dayEnd`): a
 * day's timetable fields sit directly in `days[i]` on both sides.
 */
export const formPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

/** A userError's input path (`schedule.days.2.timetable.dayEnd`) as the editor's field (`days.2.dayEnd`). */
export const editorField = (field: string) => field.replace(/^(input\.)?schedule\./, '').replace(/^(days\.\d+)\.timetable\./, '$1.');

/** Nested Formik errors from the shared rules, each translated by its rule. */
export function validateSchedule(v: ScheduleValues, say: (e: RuleError) => string): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  if (!v.name.trim()) setIn(errors, 'name', say({ field: 'name', rule: 'required', message: 'is required' }));
  // A malformed number is told first: the rules below would read it as a number out of range.
  for (const [i, d] of v.days.entries()) minuteErrors(d, `days.${i}`, errors, say);
  for (const [i, e] of v.exceptions.entries()) minuteErrors(e.timetable, `exceptions.${i}.timetable`, errors, say);
  const input = scheduleInput(v);
  const { errors: broken } = checkSchedule({
    days: input.days.map((d) => ({ weekday: d.weekday, ...d.timetable })),
    exceptions: input.exceptions.map((e) => ({ ...e, name: e.name ?? undefined })),
  });
  for (const e of broken) setIn(errors, formPath(e.field), say(e));
  for (const [i, e] of v.exceptions.entries()) {
    if (!e.startDate) setIn(errors, `exceptions.${i}.startDate`, say({ field: 'startDate', rule: 'required', message: 'is required' }));
    if (!e.endDate) setIn(errors, `exceptions.${i}.endDate`, say({ field: 'endDate', rule: 'required', message: 'is required' }));
  }
  return errors;
}

/** Minutes are whole numbers 0–1440 (what the API's schema says before its rules run). */
function minuteErrors(t: TimetableValues, path: string, errors: Record<string, unknown>, say: (e: RuleError) => string) {
  for (const f of MINUTE_FIELDS) {
    const raw = t[f].trim();
    if (raw !== '' && !(/^\d{1,4}$/.test(raw) && Number(raw) <= 1440)) setIn(errors, `${path}.${f}`, say({ field: f, rule: 'minutes', message: '0–1440' }));
  }
}

function setIn(target: Record<string, unknown>, path: string, value: string) {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((k, i) => {
    if (typeof node[k] !== 'object' || node[k] === null) node[k] = /^\d+$/.test(keys[i + 1]) ? [] : {};
    node = node[k] as Record<string, unknown>;
  });
  const last = keys[keys.length - 1];
  if (node[last] === undefined) node[last] = value;
}
