/**
 * Properties of the attendance engine (TIME-AND-ATTENDANCE.md) with fast-check: generated fixed / flexible / free /
 * rest timetables (and days without a schedule), approved absences, public holidays, and random clocks across the
 * three local days [D − 1, D + 1], in zones with DST (Lisbon), a half-hour offset (Kolkata) and none (São Paulo).
 *
 * (a) the order of the input clocks does not matter; (b) adding an approved FULL_DAY or HALF absence never adds an
 * ABSENT; (c) the engine is deterministic; (d) incremental equals full: D computed on [D − 1, D + 1] equals D computed
 * on [D − 5, D + 5]; (e) the hour invariants; (f) nothing is detected where detectInconsistencies is off.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { computeWorkdays } from '../../../domain/attendance/workday.ts';
import { DEFAULT_POLICY, type AbsenceCover, type EngineClock, type EngineDay, type EnginePolicy, type ExtraBand } from '../../../domain/attendance/engine.types.ts';
import { addDays, type Timetable } from '../../../domain/schedule.ts';
import { resolveWallTime } from '../../../domain/schedule-instants.ts';
import { KOLKATA, LISBON, SAO_PAULO, day, fixed, flexible, free, rest } from './engine-fixtures.ts';

const NUM_RUNS = 200;
const hhmm = (m: number) => `${String(Math.floor((((m % 1440) + 1440) % 1440) / 60)).padStart(2, '0')}:${String(((m % 60) + 60) % 60).padStart(2, '0')}`;

/**
 * Timetables whose work (with the 2 h capture margin) never reaches two days away: fixed days last at most 12 h
 * (a start at 23:59 plus 12 h plus 2 h ends at 13:59 the next day, while the day after's window opens at 22:00 at the
 * earliest), flexible windows stay within 03:00–01:00 (+1), free days are their own local day. Property (d) needs it.
 */
const fixedT: fc.Arbitrary<Timetable> = fc.record({
  s: fc.integer({ min: 0, max: 1439 }), len: fc.integer({ min: 60, max: 720 }), brk: fc.option(fc.record({ at: fc.integer({ min: 1, max: 600 }), len: fc.integer({ min: 15, max: 90 }) }), { nil: null }),
  dur: fc.integer({ min: 0, max: 60 }), ignoreBreak: fc.boolean(), tol: fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 5, maxLength: 5 }),
}).map(({ s, len, brk, dur, ignoreBreak, tol }) => {
  const window = brk && brk.at + brk.len < len ? { breakStart: hhmm(s + brk.at), breakEnd: hhmm(s + brk.at + brk.len), breakDuration: Math.min(dur, brk.len) } : { breakStart: null, breakEnd: null, breakDuration: Math.min(dur, Math.floor(len / 3)) };
  return fixed({
    dayStart: hhmm(s), dayEnd: hhmm(s + len), nightShift: s + len > 1440, ...window, ignoreBreak,
    toleranceBeforeStart: tol[0], toleranceAfterStart: tol[1], toleranceBeforeEnd: tol[2], toleranceAfterEnd: tol[3], breakToleranceAfter: tol[4],
  });
});
const flexibleT: fc.Arbitrary<Timetable> = fc.record({
  enter: fc.integer({ min: 300, max: 600 }), enterLen: fc.integer({ min: 0, max: 180 }), exitAfter: fc.integer({ min: 360, max: 600 }), exitLen: fc.integer({ min: 0, max: 180 }),
  dur: fc.integer({ min: 0, max: 600 }), brk: fc.boolean(), tol: fc.integer({ min: 0, max: 15 }),
}).map(({ enter, enterLen, exitAfter, exitLen, dur, brk, tol }) => flexible({
  enterMin: hhmm(enter), enterMax: hhmm(enter + enterLen), exitMin: hhmm(enter + exitAfter), exitMax: hhmm(enter + exitAfter + exitLen), durationInMinutes: dur,
  ...(brk ? { breakStart: '12:00', breakEnd: '14:00', breakDuration: 60, breakToleranceAfter: tol } : {}),
  toleranceAfterStart: tol, toleranceBeforeEnd: tol, toleranceAfterEnd: tol,
}));
const freeT: fc.Arbitrary<Timetable> = fc.integer({ min: 0, max: 600 }).map((d) => free(d));
const workingT = fc.oneof(fixedT, flexibleT, freeT);
const anyT: fc.Arbitrary<Timetable | null> = fc.oneof({ weight: 6, arbitrary: workingT }, { weight: 1, arbitrary: fc.constant(rest()) }, { weight: 1, arbitrary: fc.constant(null) });

const absence: fc.Arbitrary<AbsenceCover> = fc.oneof(
  fc.constant<AbsenceCover>({ kind: 'FULL_DAY', requestId: 1, typeId: 1 }),
  fc.constantFrom<'FIRST' | 'SECOND'>('FIRST', 'SECOND').map((half): AbsenceCover => ({ kind: 'HALF', half, requestId: 2, typeId: 1 })),
  fc.record({ s: fc.integer({ min: 0, max: 1380 }), len: fc.integer({ min: 15, max: 480 }) }).map(({ s, len }): AbsenceCover => ({ kind: 'PERIOD', start: hhmm(s), end: hhmm(Math.min(s + len, 1439)), requestId: 3, typeId: 1 })),
);

const dayFlags = fc.record({
  publicHoliday: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  detectInconsistencies: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  calcInterval: fc.constantFrom('ALL_PAIRS' as const, 'FIRST_IN_LAST_OUT' as const),
  subtractBreakTime: fc.boolean(),
});

const bandsNone: fc.Arbitrary<ExtraBand[]> = fc.array(fc.record({
  whole: fc.boolean(), start: fc.integer({ min: 0, max: 1439 }), end: fc.integer({ min: 0, max: 1439 }), ignoreEarlyCheckIn: fc.boolean(),
}), { minLength: 1, maxLength: 3 }).map((bs) => bs.map((b, i) => ({
  id: i + 1, title: `Band ${i + 1}`, start: b.whole ? null : b.start, end: b.whole ? null : b.end, thresholdMinutes: 0, rounding: 'NONE' as const, ignoreEarlyCheckIn: b.ignoreEarlyCheckIn,
})));

/**
 * A scenario: a zone, a date D (ordinary and DST weeks), a timetable and flags for each of D − 5 … D + 5 (the three
 * in the middle are the short range), absences on D, clocks within the local days D − 1 … D + 1, and `now`.
 */
const scenario = fc.record({
  zone: fc.constantFrom(LISBON, KOLKATA, SAO_PAULO),
  date: fc.constantFrom('2026-03-11', '2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25', '2026-06-15'),
  timetables: fc.array(anyT, { minLength: 11, maxLength: 11 }),
  flags: fc.array(dayFlags, { minLength: 11, maxLength: 11 }),
  absences: fc.array(absence, { maxLength: 2 }),
  // seconds after D − 1 00:00 local; 71 h fit in three local days even across a spring-forward night
  clocks: fc.array(fc.record({ s: fc.integer({ min: 0, max: 71 * 3600 - 1 }), type: fc.constantFrom<'IN' | 'OUT'>('IN', 'OUT') }), { maxLength: 14 }),
  nowMinutes: fc.integer({ min: 0, max: 7 * 1440 }),
  bands: bandsNone,
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

interface Built { days: EngineDay[]; clocks: EngineClock[]; now: Date; policy: EnginePolicy }

/** Days D − k … D + k (k ≤ 5), D at index k. */
function build(s: Scenario, k = 1, override: Partial<{ absences: AbsenceCover[]; detect: boolean }> = {}): Built {
  const start = resolveWallTime(addDays(s.date, -1), '00:00', s.zone).instant.getTime();
  const days: EngineDay[] = [];
  for (let i = -k; i <= k; i++) {
    const f = s.flags[i + 5];
    days.push(day(addDays(s.date, i), s.timetables[i + 5], {
      timeZone: s.zone, ...f, detectInconsistencies: override.detect ?? f.detectInconsistencies,
      absences: i === 0 ? override.absences ?? s.absences : [],
    }));
  }
  const clocks = s.clocks.map((c, i): EngineClock => ({ id: i + 1, type: c.type, instant: new Date(start + c.s * 1000) }));
  return { days, clocks, now: new Date(start + s.nowMinutes * 60_000), policy: { ...DEFAULT_POLICY, extraBands: s.bands } };
}

const run = (b: Built) => computeWorkdays(b.days, b.clocks, b.policy, b.now);
const absentOn = (w: { inconsistencies: { type: string }[] }) => w.inconsistencies.some((i) => i.type === 'ABSENT');

test('(a) the order of the input clocks does not matter', () => {
  fc.assert(fc.property(
    scenario.chain((s) => fc.shuffledSubarray(s.clocks.map((_, i) => i), { minLength: s.clocks.length, maxLength: s.clocks.length }).map((perm) => ({ s, perm }))),
    ({ s, perm }) => {
      const b = build(s);
      const shuffled = perm.map((i) => b.clocks[i]);
      assert.deepEqual(run({ ...b, clocks: shuffled }), run(b));
    },
  ), { numRuns: NUM_RUNS });
});

test('(b) adding an approved FULL_DAY or HALF absence never adds an ABSENT', () => {
  const fullOrHalf = fc.oneof(
    fc.constant<AbsenceCover>({ kind: 'FULL_DAY', requestId: 9, typeId: 1 }),
    fc.constantFrom<'FIRST' | 'SECOND'>('FIRST', 'SECOND').map((half): AbsenceCover => ({ kind: 'HALF', half, requestId: 9, typeId: 1 })),
  );
  fc.assert(fc.property(scenario, fullOrHalf, (s, extra) => {
    const without = run(build(s));
    const withAbsence = run(build(s, 1, { absences: [...s.absences, extra] }));
    withAbsence.forEach((w, i) => {
      if (absentOn(w)) assert.ok(absentOn(without[i]), `${w.date}: ABSENT appeared with ${JSON.stringify(extra)}`);
    });
  }), { numRuns: NUM_RUNS });
});

test('(c) recomputing twice gives the same result', () => {
  fc.assert(fc.property(scenario, (s) => {
    assert.deepEqual(run(build(s)), run(build(s)));
  }), { numRuns: NUM_RUNS });
});

/**
 * (d) Every clock lies within the local days D − 1 … D + 1, so no clock is more than 16 h outside the short range and
 * the longer range adds days but no clocks. The generated timetables never reach two days away (see `fixedT`), so
 * D's capture window is trimmed only by D − 1 and D + 1 (the same in both ranges), and a clock of D − 1 … D + 1 can
 * move between D − 2 and D − 1 (or D + 1 and D + 2) in the longer range but never into or out of D: a clock's frame
 * is D by D's window (the same in both), by an open IN of D (the same IN), or by its local date (no window of D − 2
 * or D + 2 reaches D's date).
 */
test('(d) incremental equals full: D on [D − 1, D + 1] equals D on [D − 5, D + 5]', () => {
  fc.assert(fc.property(scenario, (s) => {
    const short = run(build(s, 1));
    const long = run(build(s, 5));
    assert.deepEqual(short[1], long[5]);
  }), { numRuns: NUM_RUNS });
});

test('(e) worked ≥ 0, expected ≤ scheduled, balance = worked − expected, extra ≤ worked (rounding NONE)', () => {
  fc.assert(fc.property(scenario, (s) => {
    for (const w of run(build(s))) {
      assert.ok(w.workedMinutes >= 0, `${w.date}: worked ${w.workedMinutes}`);
      assert.ok(w.expectedMinutes <= w.scheduledMinutes, `${w.date}: expected ${w.expectedMinutes} > scheduled ${w.scheduledMinutes}`);
      assert.equal(w.balanceMinutes, w.workedMinutes - w.expectedMinutes);
      assert.ok(w.extraMinutes <= w.workedMinutes, `${w.date}: extra ${w.extraMinutes} > worked ${w.workedMinutes}`);
      assert.ok(w.extraMinutes >= 0 && w.nightMinutes >= 0 && w.nightMinutes <= w.workedMinutes);
    }
  }), { numRuns: NUM_RUNS });
});

test('(f) no inconsistency on a day with a timetable and detectInconsistencies off', () => {
  fc.assert(fc.property(scenario, (s) => {
    for (const w of run(build(s, 1, { detect: false }))) {
      if (w.timetableType !== null) assert.deepEqual(w.inconsistencies, [], `${w.date} (${w.kind})`);
    }
  }), { numRuns: NUM_RUNS });
});
