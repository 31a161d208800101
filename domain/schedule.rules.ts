import {
  cutTime, minutesOf, rangeMinutes, WEEKDAYS, type BreakFields, type Timetable, type TimetableType, type Tolerances,
} from './schedule.ts';

/** A timetable as a client sends it: `type` decides which fields apply. */
export interface TimetableInput {
  type: TimetableType;
  dayStart?: string | null; dayEnd?: string | null;
  toleranceBeforeStart?: number; toleranceAfterStart?: number; toleranceBeforeEnd?: number; toleranceAfterEnd?: number;
  breakStart?: string | null; breakEnd?: string | null; breakDuration?: number;
  breakToleranceBefore?: number; breakToleranceAfter?: number; ignoreBreak?: boolean;
  enterMin?: string | null; enterMax?: string | null; exitMin?: string | null; exitMax?: string | null;
  durationInMinutes?: number; nightShift?: boolean; remoteWork?: boolean; workLocationIds?: number[]; group?: string | null;
}
export type DayInput = TimetableInput & { weekday: number };
export interface ExceptionInput { name?: string; startDate: string; endDate: string; timetable: TimetableInput }
export interface ExtraHourDetail { start: string | null; end: string | null; enable: boolean; night: boolean }
export interface ScheduleRulesInput {
  days: DayInput[];
  exceptions?: ExceptionInput[];
  extraHourDetails?: { start?: string | null; end?: string | null; enable?: boolean; night?: boolean }[];
}

/**
 * Which rule a field breaks, so a form can say it in the user's language; `message` is the API's English sentence.
 * Rules: timeRequired, timeFormat, pairTogether, weekdayTwice, weekdaysMissing, endBeforeStart, exceptionsOverlap,
 * sameAsStart, breakTooLong, breakOutside, breakNotShorter, durationRequired, durationTooLong.
 */
export interface RuleError { field: string; message: string; rule: string; params?: Record<string, string | number> }
type SubError = RuleError;

/**
 * The checks of extended §5 on a schedule as sent, each naming its field (`days[2].dayEnd`), all found in one pass:
 * days chosen, each weekday once, all seven covered; times cut to HH:MM; ranges may cross midnight; interval pairs
 * both set or both empty; a break inside its day and no longer than its window. Answers the normalised timetables
 * (fields of another type dropped, defaults filled) or the errors.
 */
export interface CheckedSchedule {
  days: Timetable[];
  exceptions: { name: string; startDate: string; endDate: string; timetable: Timetable }[];
  extraHourDetails: ExtraHourDetail[];
}

export function checkSchedule(input: ScheduleRulesInput): { value: CheckedSchedule; errors: SubError[] } {
  const errors: SubError[] = [];
  const days: Timetable[] = [];
  checkWeekdays(input.days, errors);
  input.days.forEach((day, i) => { days[day.weekday] = checkTimetable(day, `days[${i}]`, errors); });
  const exceptions = (input.exceptions ?? []).map((e, i) => ({
    name: e.name?.trim() ?? '', startDate: e.startDate, endDate: e.endDate, timetable: checkTimetable(e.timetable, `exceptions[${i}].timetable`, errors),
  }));
  checkExceptionDates(input.exceptions ?? [], errors);
  const extraHourDetails = (input.extraHourDetails ?? []).map((band, i) => {
    const [start, end] = pair(band.start, band.end, `extraHourDetails[${i}].start`, `extraHourDetails[${i}].end`, errors);
    return { start, end, enable: band.enable ?? true, night: band.night ?? false };
  });
  return { value: { days, exceptions, extraHourDetails }, errors };
}

function checkWeekdays(days: readonly DayInput[], errors: SubError[]): void {
  if (days.length === 0) {
    errors.push({ field: 'days', rule: 'weekdaysMissing', message: 'choose the timetable of every weekday (0 Sunday … 6 Saturday)' });
    return;
  }
  const seen = new Map<number, number>();
  days.forEach((d, i) => {
    if (seen.has(d.weekday)) errors.push({ field: `days[${i}].weekday`, rule: 'weekdayTwice', message: `weekday ${d.weekday} is used twice (also days[${seen.get(d.weekday)}])` });
    else seen.set(d.weekday, i);
  });
  const missing = WEEKDAYS.filter((w) => !seen.has(w));
  if (missing.length) errors.push({ field: 'days', rule: 'weekdaysMissing', params: { missing: missing.join(', ') }, message: `every weekday must be covered; missing ${missing.join(', ')} (0 Sunday … 6 Saturday)` });
}

function checkExceptionDates(exceptions: readonly ExceptionInput[], errors: SubError[]): void {
  const order = exceptions.map((e, i) => ({ e, i })).sort((a, b) => (a.e.startDate < b.e.startDate ? -1 : 1));
  order.forEach(({ e, i }, k) => {
    if (e.endDate < e.startDate) errors.push({ field: `exceptions[${i}].endDate`, rule: 'endBeforeStart', message: 'must be on or after startDate' });
    const prev = order[k - 1];
    if (prev && e.startDate <= prev.e.endDate) {
      errors.push({ field: `exceptions[${i}].startDate`, rule: 'exceptionsOverlap', params: { start: prev.e.startDate, end: prev.e.endDate }, message: `overlaps exceptions[${prev.i}] (${prev.e.startDate} to ${prev.e.endDate})` });
    }
  });
}

/** A time field: required or optional, cut to HH:MM. */
function time(value: string | null | undefined, field: string, errors: SubError[], required: boolean): string | null {
  if (value === undefined || value === null || value === '') {
    if (required) errors.push({ field, rule: 'timeRequired', message: 'is required (HH:MM)' });
    return null;
  }
  const cut = cutTime(value);
  if (!cut) errors.push({ field, rule: 'timeFormat', message: 'must be a time of day HH:MM, 00:00 to 23:59' });
  return cut;
}

/** Two times that go together: both set or both empty. */
function pair(a: string | null | undefined, b: string | null | undefined, fa: string, fb: string, errors: SubError[]): [string | null, string | null] {
  const x = time(a, fa, errors, false);
  const y = time(b, fb, errors, false);
  const setA = a !== undefined && a !== null && a !== '';
  const setB = b !== undefined && b !== null && b !== '';
  if (setA !== setB) errors.push({ field: setA ? fb : fa, rule: 'pairTogether', params: { other: (setA ? fa : fb).split('.').pop()! }, message: `must be set together with ${setA ? fa.split('.').pop() : fb.split('.').pop()}, or both left empty` });
  return [x, y];
}

/** Whether minute m lies within the range start → end (crossing midnight when end ≤ start), ends included. */
function within(m: number, start: number, end: number): boolean {
  return end > start ? m >= start && m <= end : m >= start || m <= end;
}

function tolerances(t: TimetableInput): Tolerances {
  return {
    toleranceBeforeStart: t.toleranceBeforeStart ?? 0, toleranceAfterStart: t.toleranceAfterStart ?? 0,
    toleranceBeforeEnd: t.toleranceBeforeEnd ?? 0, toleranceAfterEnd: t.toleranceAfterEnd ?? 0,
  };
}

function breakOf(t: TimetableInput, path: string, errors: SubError[], span: { start: string; end: string } | null): BreakFields {
  const [breakStart, breakEnd] = pair(t.breakStart, t.breakEnd, `${path}.breakStart`, `${path}.breakEnd`, errors);
  let breakDuration = t.breakDuration ?? 0;
  if (breakStart && breakEnd) {
    const window = rangeMinutes(breakStart, breakEnd);
    if (t.breakDuration === undefined) breakDuration = window;
    else if (t.breakDuration > window) errors.push({ field: `${path}.breakDuration`, rule: 'breakTooLong', params: { start: breakStart, end: breakEnd, minutes: window }, message: `must not exceed the break window ${breakStart}–${breakEnd} (${window} minutes)` });
    if (span) {
      const [s, e] = [minutesOf(span.start), minutesOf(span.end)];
      if (!within(minutesOf(breakStart), s, e) || !within(minutesOf(breakEnd), s, e)) {
        errors.push({ field: `${path}.breakStart`, rule: 'breakOutside', params: { start: span.start, end: span.end }, message: `the break must fall within ${span.start}–${span.end}` });
      }
    }
  }
  return {
    breakStart, breakEnd, breakDuration, ignoreBreak: t.ignoreBreak ?? false,
    breakToleranceBefore: t.breakToleranceBefore ?? 0, breakToleranceAfter: t.breakToleranceAfter ?? 0,
  };
}

export function checkTimetable(t: TimetableInput, path: string, errors: SubError[]): Timetable {

  const base = { remoteWork: t.remoteWork ?? false, workLocationIds: [...new Set(t.workLocationIds ?? [])], group: t.group?.trim() || null };
  switch (t.type) {
    case 'REST': return { type: 'REST', ...base };
    case 'FREE': return { type: 'FREE', ...base, durationInMinutes: t.durationInMinutes ?? 0 };
    case 'FIXED': {
      const dayStart = time(t.dayStart, `${path}.dayStart`, errors, true) ?? '00:00';
      const dayEnd = time(t.dayEnd, `${path}.dayEnd`, errors, true) ?? '00:00';
      if (t.dayStart && t.dayEnd && dayStart === dayEnd) errors.push({ field: `${path}.dayEnd`, rule: 'sameAsStart', message: 'must differ from dayStart' });
      const brk = breakOf(t, path, errors, { start: dayStart, end: dayEnd });
      if (dayStart !== dayEnd && !brk.ignoreBreak && brk.breakDuration >= rangeMinutes(dayStart, dayEnd)) {
        errors.push({ field: `${path}.breakDuration`, rule: 'breakNotShorter', params: { start: dayStart, end: dayEnd }, message: `must be shorter than the day ${dayStart}–${dayEnd}` });
      }
      const nightShift = t.nightShift ?? minutesOf(dayEnd) <= minutesOf(dayStart);
      return { type: 'FIXED', ...base, ...tolerances(t), ...brk, dayStart, dayEnd, nightShift };
    }
    case 'FLEXIBLE': {
      const enterMin = time(t.enterMin, `${path}.enterMin`, errors, true) ?? '00:00';
      const enterMax = time(t.enterMax, `${path}.enterMax`, errors, true) ?? '00:00';
      const exitMin = time(t.exitMin, `${path}.exitMin`, errors, true) ?? '00:00';
      const exitMax = time(t.exitMax, `${path}.exitMax`, errors, true) ?? '00:00';
      if (t.durationInMinutes === undefined) errors.push({ field: `${path}.durationInMinutes`, rule: 'durationRequired', message: 'is required: the minutes of work due that day' });
      const durationInMinutes = t.durationInMinutes ?? 0;
      const widest = rangeMinutes(enterMin, exitMax);
      if (durationInMinutes > widest) errors.push({ field: `${path}.durationInMinutes`, rule: 'durationTooLong', params: { start: enterMin, end: exitMax, minutes: widest }, message: `must fit between enterMin ${enterMin} and exitMax ${exitMax} (${widest} minutes)` });
      const brk = breakOf(t, path, errors, { start: enterMin, end: exitMax });
      const nightShift = t.nightShift ?? minutesOf(exitMax) <= minutesOf(enterMin);
      return { type: 'FLEXIBLE', ...base, ...tolerances(t), ...brk, enterMin, enterMax, exitMin, exitMax, durationInMinutes, nightShift };
    }
    default: throw new Error(`unknown timetable type ${String((t as { type: unknown }).type)}`);
  }
}
