/**
 * "Which timetable applies to employee E on date D" (TIME-AND-ATTENDANCE.md §1) against a brute-force oracle, with
 * fast-check: random schedules (every type, exceptions), non-overlapping assignments with gaps and open ends,
 * holidays with the policy on or off. The walking version (`expectedDays`, used for ranges and the engine) must agree
 * with the one-date version and with the oracle on every date.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { expectedMinutes, type Timetable } from '../../../domain/schedule.ts';
import {
  datesBetween, expectedDay, expectedDays, type AssignmentSpan, type HolidayCalendar, type ScheduleForDays,
} from '../../../api/src/schedules/expected-day.ts';

const EPOCH = Date.UTC(2026, 0, 4); // a Sunday
const dateAt = (n: number) => new Date(EPOCH + n * 86_400_000).toISOString().slice(0, 10);
/** The oracle's weekday: days since a known Sunday, mod 7 (no Date.getUTCDay). */
const oracleWeekday = (date: string) => (((Math.round((Date.parse(`${date}T00:00:00Z`) - EPOCH) / 86_400_000)) % 7) + 7) % 7;

const base = { remoteWork: false, workLocationIds: [], group: null };
const timetable: fc.Arbitrary<Timetable> = fc.oneof(
  fc.constant<Timetable>({ type: 'REST', ...base }),
  fc.integer({ min: 0, max: 600 }).map((d): Timetable => ({ type: 'FREE', ...base, durationInMinutes: d })),
  fc.record({ s: fc.integer({ min: 0, max: 1439 }), len: fc.integer({ min: 60, max: 720 }), brk: fc.integer({ min: 0, max: 59 }) })
    .map(({ s, len, brk }): Timetable => {
      const hhmm = (m: number) => `${String(Math.floor((m % 1440) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      return {
        type: 'FIXED', ...base, dayStart: hhmm(s), dayEnd: hhmm(s + len), nightShift: s + len >= 1440, breakStart: null, breakEnd: null,
        breakDuration: brk, breakToleranceBefore: 0, breakToleranceAfter: 0, ignoreBreak: false,
        toleranceBeforeStart: 0, toleranceAfterStart: 5, toleranceBeforeEnd: 5, toleranceAfterEnd: 0,
      };
    }),
);

const world = fc.record({
  schedules: fc.array(fc.record({
    ignoreHolidays: fc.boolean(),
    days: fc.array(timetable, { minLength: 7, maxLength: 7 }),
    exceptions: fc.array(fc.record({ start: fc.integer({ min: 0, max: 80 }), len: fc.integer({ min: 0, max: 6 }), timetable }), { maxLength: 3 }),
  }), { minLength: 1, maxLength: 3 }),
  // consecutive periods: a gap before each, a length (null = open-ended, only allowed last)
  periods: fc.array(fc.record({ gap: fc.integer({ min: 0, max: 10 }), len: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }), schedule: fc.nat() }), { maxLength: 5 }),
  holidays: fc.uniqueArray(fc.integer({ min: 0, max: 90 }), { maxLength: 10 }),
  policyActive: fc.boolean(),
  range: fc.record({ from: fc.integer({ min: -5, max: 40 }), len: fc.integer({ min: 0, max: 60 }) }),
});

type World = typeof world extends fc.Arbitrary<infer T> ? T : never;
function build(w: World) {
  const schedules = new Map<number, ScheduleForDays>();
  w.schedules.forEach((s, i) => {
    // exceptions of one schedule never overlap (the API refuses it): keep those that do not
    const kept: ScheduleForDays['exceptions'][number][] = [];
    s.exceptions.forEach((e, k) => {
      const startDate = dateAt(e.start);
      const endDate = dateAt(e.start + e.len);
      if (!kept.some((x) => !(endDate < x.startDate || startDate > x.endDate))) kept.push({ id: i * 10 + k + 1, startDate, endDate, timetable: e.timetable });
    });
    schedules.set(i + 1, { id: i + 1, ignoreHolidays: s.ignoreHolidays, days: s.days, exceptions: kept });
  });
  const assignments: AssignmentSpan[] = [];
  let cursor = -10;
  for (const [i, p] of w.periods.entries()) {
    const from = cursor + p.gap;
    const to = p.len === null ? null : from + p.len;
    assignments.push({ id: i + 1, scheduleId: (p.schedule % w.schedules.length) + 1, validFrom: dateAt(from), validTo: to === null ? null : dateAt(to) });
    if (to === null) break; // an open-ended period is the last one
    cursor = to + 1;
  }
  const holidays: HolidayCalendar = { policyActive: w.policyActive, dates: new Set(w.holidays.map(dateAt)) };
  return { schedules, assignments, holidays };
}

function oracle(date: string, assignments: AssignmentSpan[], schedules: Map<number, ScheduleForDays>, holidays: HolidayCalendar) {
  const covering = assignments.filter((a) => a.validFrom <= date && (a.validTo === null || a.validTo >= date));
  assert.ok(covering.length <= 1, 'generated assignments never overlap');
  const a = covering[0];
  const isHoliday = holidays.policyActive && holidays.dates.has(date);
  if (!a) return { source: 'NONE', timetable: null, restDay: true, publicHoliday: isHoliday, expectedMinutes: 0 };
  const s = schedules.get(a.scheduleId)!;
  const exception = s.exceptions.find((e) => e.startDate <= date && date <= e.endDate);
  const t = exception ? exception.timetable : s.days[oracleWeekday(date)];
  const publicHoliday = isHoliday && !s.ignoreHolidays;
  const restDay = t.type === 'REST' || publicHoliday;
  return { source: exception ? 'EXCEPTION' : 'ASSIGNMENT', timetable: t, restDay, publicHoliday, expectedMinutes: restDay ? 0 : expectedMinutes(t) };
}

test('expectedDay and expectedDays agree with a brute-force oracle on every date', () => {
  fc.assert(fc.property(world, (w) => {
    const { schedules, assignments, holidays } = build(w);
    const dates = datesBetween(dateAt(w.range.from), dateAt(w.range.from + w.range.len));
    const walked = expectedDays(dates, [...assignments].reverse(), schedules, holidays);
    assert.equal(walked.length, dates.length);
    dates.forEach((date, i) => {
      const one = expectedDay(date, assignments, schedules, holidays);
      const want = oracle(date, assignments, schedules, holidays);
      const pick = (d: typeof one) => ({ source: d.source, timetable: d.timetable, restDay: d.restDay, publicHoliday: d.publicHoliday, expectedMinutes: d.expectedMinutes });
      assert.deepEqual(pick(one), want, `expectedDay on ${date}`);
      assert.deepEqual(pick(walked[i]), want, `expectedDays on ${date}`);
      assert.equal(walked[i].weekday, oracleWeekday(date));
      assert.equal(walked[i].assignmentId, one.assignmentId, `the assignment on ${date}`);
    });
  }), { numRuns: 400 });
});

test('golden days: a night shift, an exception, a holiday the schedule ignores or not, a gap between assignments', () => {
  const night: Timetable = {
    type: 'FIXED', ...base, dayStart: '22:00', dayEnd: '06:00', nightShift: true, breakStart: '02:00', breakEnd: '02:30', breakDuration: 30,
    breakToleranceBefore: 0, breakToleranceAfter: 0, ignoreBreak: false, toleranceBeforeStart: 0, toleranceAfterStart: 10, toleranceBeforeEnd: 10, toleranceAfterEnd: 0,
  };
  const rest: Timetable = { type: 'REST', ...base };
  const free: Timetable = { type: 'FREE', ...base, durationInMinutes: 240 };
  const schedules = new Map<number, ScheduleForDays>([
    [1, { id: 1, ignoreHolidays: false, days: [rest, night, night, night, night, night, rest], exceptions: [{ id: 9, startDate: '2026-03-27', endDate: '2026-03-27', timetable: free }] }],
    [2, { id: 2, ignoreHolidays: true, days: [night, night, night, night, night, night, night], exceptions: [] }],
  ]);
  const assignments: AssignmentSpan[] = [
    { id: 1, scheduleId: 1, validFrom: '2026-03-23', validTo: '2026-03-29' },
    { id: 2, scheduleId: 2, validFrom: '2026-04-01', validTo: null },
  ];
  const holidays = { policyActive: true, dates: new Set(['2026-03-26', '2026-04-03']) };
  const days = expectedDays(datesBetween('2026-03-23', '2026-04-03'), assignments, schedules, holidays);
  const summary = days.map((d) => `${d.date} ${d.source} ${d.timetable?.type ?? '-'} ${d.restDay ? 'rest' : d.expectedMinutes}${d.publicHoliday ? ' holiday' : ''}`);
  assert.deepEqual(summary, [
    '2026-03-23 ASSIGNMENT FIXED 450', // Monday night shift 22:00–06:00 less a 30-minute break: 7 h 30
    '2026-03-24 ASSIGNMENT FIXED 450',
    '2026-03-25 ASSIGNMENT FIXED 450',
    '2026-03-26 ASSIGNMENT FIXED rest holiday', // a public holiday expects no work
    '2026-03-27 EXCEPTION FREE 240', // the exception replaces Friday's night shift
    '2026-03-28 ASSIGNMENT REST rest',
    '2026-03-29 ASSIGNMENT REST rest', // Sunday, the DST change in Lisbon: still one calendar day
    '2026-03-30 NONE - rest', // no assignment: a rest day
    '2026-03-31 NONE - rest',
    '2026-04-01 ASSIGNMENT FIXED 450',
    '2026-04-02 ASSIGNMENT FIXED 450',
    '2026-04-03 ASSIGNMENT FIXED 450', // a holiday, but schedule 2 ignores holidays
  ]);
});
