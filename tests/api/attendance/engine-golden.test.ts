/**
 * Golden scenarios of the attendance engine (TIME-AND-ATTENDANCE.md §1–§4 and the engine's recorded decisions).
 * One table, one test per row. Every expected value was computed by hand from the semantics, never pasted from the
 * engine's output. Times are local to the row's zone: "HH:MM[:SS]" on D, "+1 HH:MM" / "-1 HH:MM" on a neighbour.
 * D is 2026-03-11 (a Wednesday; Lisbon is UTC+0 then) unless a row says otherwise; the engine runs on
 * [D − 1, D, D + 1] with the neighbours holding D's timetable unless a row says otherwise; `now` defaults to D + 3.
 *
 * Default timetables (engine-fixtures.ts): fixed 09:00–18:00, break window 13:00–14:00 of 60 min (+10 tolerance),
 * 10 min after start and before end → X = 09–13 + 14–18, 480 min; flexible enter 08–10, exit 16–19, 480 min due;
 * night 22:00–06:00 without break. Night band 22:00–07:00; one whole-day extra band, no threshold, NONE.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AbsenceCover, EngineDay, EnginePolicy, RoundingMethod, WorkdayKind } from '../../../domain/attendance/engine.types.ts';
import type { Timetable } from '../../../domain/schedule.ts';
import {
  KOLKATA, LISBON, SAO_PAULO, at, band, clock, fixed, flexible, free, incs, night, policyWith, rest, workdayOf,
} from './engine-fixtures.ts';

type C = [id: number, type: 'IN' | 'OUT', at: string];

interface Expect {
  kind?: WorkdayKind;
  worked?: number;
  expected?: number;
  scheduled?: number;
  extra?: number;
  extraByBand?: number[];
  night?: number;
  break?: number;
  balance?: number;
  /** the exact set of inconsistencies, "TYPE@anchor" */
  inc: string[];
  /** `final` of some of them */
  final?: Record<string, boolean>;
  /** ids of the clocks the workday of D captured (sorted) */
  clockIds?: number[];
  /** local time of the open IN, or null */
  openSince?: string | null;
}

interface Row {
  name: string;
  zone?: string;
  date?: string;
  timetable: Timetable | null;
  neighbours?: Timetable | null | [Timetable | null, Timetable | null];
  absences?: AbsenceCover[];
  holiday?: boolean;
  day?: Partial<EngineDay>;
  clocks: C[];
  now?: string;
  policy?: Partial<EnginePolicy>;
  expect: Expect;
}

const D = '2026-03-11';
/** The usual four clocks: IN, OUT 13:00, IN 14:00, OUT. */
const std = (out = '18:00', inAt = '09:00', back = '14:00'): C[] => [[1, 'IN', inAt], [2, 'OUT', '13:00'], [3, 'IN', back], [4, 'OUT', out]];
const pair = (i: string, o: string): C[] => [[1, 'IN', i], [2, 'OUT', o]];
const full: AbsenceCover = { kind: 'FULL_DAY', requestId: 1, typeId: 1 };
const half = (h: 'FIRST' | 'SECOND'): AbsenceCover => ({ kind: 'HALF', half: h, requestId: 2, typeId: 1 });
const period = (start: string, end: string): AbsenceCover => ({ kind: 'PERIOD', start, end, requestId: 3, typeId: 1 });
const bands = (...b: NonNullable<Parameters<typeof band>[0]>[]) => ({ extraBands: b.map((x, i) => band({ id: i + 1, ...x })) });
/** a row on the default fixed day ending at 18:00 + m minutes, extra rounded by `rounding` (§4) */
const rounding = (method: RoundingMethod, m: number, roundedTo: number, threshold = 0): Row => {
  const out = `${String(18 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return {
    name: `rounding ${method}${threshold ? ` after a ${threshold} min threshold` : ''}: ${m} extra minutes → ${roundedTo}`,
    timetable: fixed(), clocks: std(out), policy: bands({ rounding: method, thresholdMinutes: threshold }),
    expect: { worked: 480 + m, expected: 480, extra: roundedTo, balance: m, inc: [] },
  };
};

const rows: Row[] = [
  // ——— fixed days, hours ———
  { name: 'fixed: on time, lunch clocked 13–14', timetable: fixed(), clocks: std(),
    expect: { kind: 'WORK', worked: 480, expected: 480, scheduled: 480, extra: 0, night: 0, break: 60, balance: 0, inc: [], clockIds: [1, 2, 3, 4] } },
  { name: 'fixed: one pair, subtractBreakTime deducts the unclocked break', timetable: fixed(), clocks: pair('09:00', '18:00'), day: { subtractBreakTime: true },
    expect: { worked: 480, expected: 480, extra: 0, break: 60, balance: 0, inc: [] } },
  { name: 'fixed: one pair without subtractBreakTime: the break hour is worked outside X, so extra', timetable: fixed(), clocks: pair('09:00', '18:00'),
    expect: { worked: 540, expected: 480, extra: 60, break: 0, balance: 60, inc: [] } },
  { name: 'fixed: subtractBreakTime deducts nothing when work stops before the break; second half unclocked', timetable: fixed(), clocks: pair('09:00', '12:00'), day: { subtractBreakTime: true },
    expect: { worked: 180, expected: 480, extra: 0, break: 0, balance: -300, inc: ['NO_CLOCK@segment:SECOND'], final: { 'NO_CLOCK@segment:SECOND': true } } },
  { name: 'several pairs: a coffee break and lunch', timetable: fixed(), clocks: [[1, 'IN', '09:00'], [2, 'OUT', '11:00'], [3, 'IN', '11:15'], [4, 'OUT', '13:00'], [5, 'IN', '14:00'], [6, 'OUT', '18:00']],
    expect: { worked: 465, expected: 480, extra: 0, balance: -15, inc: [] } },
  { name: 'overtime before and after: extra = W − X', timetable: fixed(), clocks: std('19:30', '08:00'),
    expect: { worked: 630, extra: 150, night: 0, balance: 150, inc: [] } },
  { name: 'ignoreEarlyCheckIn: the early hour is clipped from extra, not from worked', timetable: fixed(), clocks: std('19:30', '08:00'), policy: bands({ ignoreEarlyCheckIn: true }),
    expect: { worked: 630, extra: 90, balance: 150, inc: [] } },
  { name: 'ignoreBreak: the break is expected work', timetable: fixed({ ignoreBreak: true }), clocks: pair('09:00', '18:00'),
    expect: { worked: 540, expected: 540, scheduled: 540, extra: 0, break: 0, balance: 0, inc: [] } },
  { name: 'ignoreBreak with subtractBreakTime: nothing is deducted', timetable: fixed({ ignoreBreak: true }), clocks: pair('09:00', '18:00'), day: { subtractBreakTime: true },
    expect: { worked: 540, expected: 540, extra: 0, break: 0, balance: 0, inc: [] } },
  { name: 'ALL_PAIRS: a 12–15 lunch counts 360 and is a break too long', timetable: fixed(), clocks: [[1, 'IN', '09:00'], [2, 'OUT', '12:00'], [3, 'IN', '15:00'], [4, 'OUT', '18:00']],
    expect: { worked: 360, extra: 0, break: 180, balance: -120, inc: ['LATE_CLOCK@break:2'] } },
  { name: 'FIRST_IN_LAST_OUT: the same clocks count 09–18', timetable: fixed(), clocks: [[1, 'IN', '09:00'], [2, 'OUT', '12:00'], [3, 'IN', '15:00'], [4, 'OUT', '18:00']], day: { calcInterval: 'FIRST_IN_LAST_OUT' },
    expect: { worked: 540, extra: 60, balance: 60, inc: ['LATE_CLOCK@break:2'] } },
  { name: 'clocks outside every window go to the workday of their local date', timetable: fixed(), clocks: [[5, 'IN', '04:00'], [6, 'OUT', '05:00'], ...std()],
    expect: { worked: 540, extra: 60, night: 60, balance: 60, inc: [], clockIds: [1, 2, 3, 4, 5, 6] } },

  { name: 'subtractBreakTime: work past the break (09:00–14:30) loses the whole break', timetable: fixed(), clocks: pair('09:00', '14:30'), day: { subtractBreakTime: true },
    expect: { worked: 270, break: 60, extra: 0, inc: ['EARLY_CLOCK@out:2'] } },
  { name: 'subtractBreakTime: work that stops inside the break window (09:00–13:30) has not passed the break', timetable: fixed(), clocks: pair('09:00', '13:30'), day: { subtractBreakTime: true },
    expect: { worked: 270, break: 0, extra: 30, inc: ['NO_CLOCK@segment:SECOND'] }, },
  { name: 'subtractBreakTime with a floating 30 min break (no window): deducted from a full 08–16 day', timetable: fixed({ dayStart: '08:00', dayEnd: '16:00', breakStart: null, breakEnd: null, breakDuration: 30 }), clocks: pair('08:00', '16:00'), day: { subtractBreakTime: true },
    expect: { worked: 450, expected: 450, break: 30, extra: 0, balance: 0, inc: [] } },
  { name: 'ignoreEarlyCheckIn on the second band only: the early hour is not extra in it', timetable: fixed(), clocks: std('19:30', '08:00'),
    policy: bands({ title: 'Evening', start: 18 * 60, end: 0 }, { title: 'Other', ignoreEarlyCheckIn: true }),
    expect: { worked: 630, extra: 90, extraByBand: [90, 0], balance: 150, inc: [] }, },

  // ——— tolerances and LATE / EARLY ———
  { name: 'tolerance: IN exactly at S + 10 is on time', timetable: fixed(), clocks: std('18:00', '09:10'),
    expect: { worked: 470, extra: 0, balance: -10, inc: [] } },
  { name: 'tolerance: IN one minute later is LATE_CLOCK, final at once (still at work)', timetable: fixed(), clocks: [[1, 'IN', '09:11']], now: '09:30',
    expect: { worked: 0, balance: -480, inc: ['LATE_CLOCK@in:1'], final: { 'LATE_CLOCK@in:1': true }, openSince: '09:11' } },
  { name: 'tolerance: the same late day once over', timetable: fixed(), clocks: std('18:00', '09:11'),
    expect: { worked: 469, extra: 0, balance: -11, inc: ['LATE_CLOCK@in:1'] } },
  { name: 'minute precision: IN at 09:10:59 is read as 09:10, on time', timetable: fixed(), clocks: std('18:00', '09:10:59'),
    expect: { worked: 470, balance: -10, inc: [] } },
  { name: 'tolerance: OUT exactly at E − 10 is on time', timetable: fixed(), clocks: std('17:50'),
    expect: { worked: 470, extra: 0, balance: -10, inc: [] } },
  { name: 'EARLY_CLOCK: OUT one minute before E − 10, day closed → final', timetable: fixed(), clocks: std('17:49'),
    expect: { worked: 469, balance: -11, inc: ['EARLY_CLOCK@out:4'], final: { 'EARLY_CLOCK@out:4': true } } },
  { name: 'EARLY_CLOCK: raised once E has passed, not final while the window is open', timetable: fixed(), clocks: std('17:00'), now: '19:00',
    expect: { worked: 420, balance: -60, inc: ['EARLY_CLOCK@out:4'], final: { 'EARLY_CLOCK@out:4': false } } },
  { name: 'EARLY_CLOCK: not raised before the expected end', timetable: fixed(), clocks: std('17:00'), now: '17:30',
    expect: { worked: 420, inc: [] } },
  { name: 'LATE_CLOCK: a clocked break of exactly duration + tolerance is fine', timetable: fixed(), clocks: std('18:00', '09:00', '14:10'),
    expect: { worked: 470, break: 70, balance: -10, inc: [] } },
  { name: 'LATE_CLOCK: a clocked break one minute longer, anchored on its OUT', timetable: fixed(), clocks: std('18:00', '09:00', '14:11'),
    expect: { worked: 469, break: 71, balance: -11, inc: ['LATE_CLOCK@break:2'], final: { 'LATE_CLOCK@break:2': true } } },

  // ——— ABSENT ———
  { name: 'ABSENT: no clock on a workday that is over → final', timetable: fixed(), clocks: [],
    expect: { worked: 0, expected: 480, extra: 0, balance: -480, inc: ['ABSENT@day'], final: { 'ABSENT@day': true } } },
  { name: 'ABSENT: not raised at exactly S + tolerance', timetable: fixed(), clocks: [], now: '09:10',
    expect: { inc: [] } },
  { name: 'ABSENT: raised one minute after S + tolerance, not final', timetable: fixed(), clocks: [], now: '09:11',
    expect: { inc: ['ABSENT@day'], final: { 'ABSENT@day': false } } },
  { name: 'ABSENT: with a 30 min company delay, not final at E + 29', timetable: fixed(), clocks: [], now: '18:29', policy: { absentDelayMinutes: 30 },
    expect: { inc: ['ABSENT@day'], final: { 'ABSENT@day': false } } },
  { name: 'ABSENT: with a 30 min company delay, final at E + 31', timetable: fixed(), clocks: [], now: '18:31', policy: { absentDelayMinutes: 30 },
    expect: { inc: ['ABSENT@day'], final: { 'ABSENT@day': true } } },

  // ——— CLOCK_MISSING, double taps, open INs ———
  { name: 'two INs in a row: the first is unpaired (CLOCK_MISSING)', timetable: fixed(), clocks: [[1, 'IN', '09:00'], [2, 'IN', '09:30'], [3, 'OUT', '13:00'], [4, 'IN', '14:00'], [5, 'OUT', '18:00']],
    expect: { worked: 450, extra: 0, break: 60, balance: -30, inc: ['CLOCK_MISSING@clock:1'], final: { 'CLOCK_MISSING@clock:1': true } } },
  { name: 'an OUT without IN after lunch started is unpaired', timetable: fixed(), clocks: [[1, 'IN', '09:00'], [2, 'OUT', '13:00'], [3, 'OUT', '13:05'], [4, 'IN', '14:00'], [5, 'OUT', '18:00']],
    expect: { worked: 480, extra: 0, break: 60, balance: 0, inc: ['CLOCK_MISSING@clock:3'] } },
  { name: 'an OUT without IN in the morning; the first IN, after lunch, is late', timetable: fixed(), clocks: [[1, 'OUT', '12:00'], [2, 'IN', '14:00'], [3, 'OUT', '18:00']],
    expect: { worked: 240, extra: 0, balance: -240, inc: ['CLOCK_MISSING@clock:1', 'LATE_CLOCK@in:2'] } },
  { name: 'double taps: same type less than 60 s apart are one', timetable: fixed(), clocks: [[1, 'IN', '09:00:00'], [2, 'IN', '09:00:40'], [3, 'OUT', '13:00'], [4, 'IN', '14:00'], [5, 'OUT', '18:00:00'], [6, 'OUT', '18:00:30']],
    expect: { worked: 480, extra: 0, break: 60, balance: 0, inc: [] } },
  { name: 'not a double tap: two INs exactly 60 s apart', timetable: fixed(), clocks: [[1, 'IN', '09:00:00'], [2, 'IN', '09:01:00'], [3, 'OUT', '13:00'], [4, 'IN', '14:00'], [5, 'OUT', '18:00']],
    expect: { worked: 479, balance: -1, inc: ['CLOCK_MISSING@clock:1'] } },
  { name: 'open IN less than 16 h old: at work, nothing missing yet', timetable: fixed(), clocks: [[1, 'IN', '09:00']], now: '17:00',
    expect: { worked: 0, expected: 480, inc: [], openSince: '09:00' } },
  { name: 'open IN at 09:00 still open at 20:00: at work through both halves, so no NO_CLOCK and nothing missing yet', timetable: fixed(), clocks: [[1, 'IN', '09:00']], now: '20:00',
    expect: { worked: 0, inc: [], openSince: '09:00' } },
  { name: 'open IN more than 16 h old: CLOCK_MISSING, and the second half has no clock', timetable: fixed(), clocks: [[1, 'IN', '09:00']], now: '+1 01:01',
    expect: { worked: 0, inc: ['CLOCK_MISSING@clock:1', 'NO_CLOCK@segment:SECOND'], final: { 'CLOCK_MISSING@clock:1': true, 'NO_CLOCK@segment:SECOND': true } } },

  { name: 'an OUT 15 h 59 min after the open IN still closes it (night and extra counted on D)', timetable: fixed(), clocks: pair('09:00', '+1 00:59'),
    expect: { worked: 959, extra: 479, night: 179, balance: 479, inc: [], clockIds: [1, 2] } },
  { name: 'an OUT exactly 16 h after the open IN does not close it: it goes to its local date, the IN is missing', timetable: fixed(), clocks: pair('09:00', '+1 01:00'),
    expect: { worked: 0, balance: -480, inc: ['CLOCK_MISSING@clock:1', 'NO_CLOCK@segment:SECOND'], clockIds: [1] } },

  // ——— NO_CLOCK ———
  { name: 'NO_CLOCK: the first half has no clock; no LATE for it', timetable: fixed(), clocks: pair('14:00', '18:00'),
    expect: { worked: 240, extra: 0, balance: -240, inc: ['NO_CLOCK@segment:FIRST'], final: { 'NO_CLOCK@segment:FIRST': true } } },
  { name: 'NO_CLOCK: not final before the day closes', timetable: fixed(), clocks: pair('14:00', '18:00'), now: '18:30',
    expect: { inc: ['NO_CLOCK@segment:FIRST'], final: { 'NO_CLOCK@segment:FIRST': false } } },
  { name: 'NO_CLOCK: the second half has no clock; no EARLY for it', timetable: fixed(), clocks: pair('09:00', '13:00'),
    expect: { worked: 240, balance: -240, inc: ['NO_CLOCK@segment:SECOND'] } },
  { name: 'NO_CLOCK: without a break window the halves split at the midpoint (12:00 of 08–16)', timetable: fixed({ dayStart: '08:00', dayEnd: '16:00', breakStart: null, breakEnd: null, breakDuration: 30 }), clocks: pair('12:30', '16:00'),
    expect: { worked: 210, expected: 450, scheduled: 450, extra: 0, break: 0, balance: -240, inc: ['NO_CLOCK@segment:FIRST'] } },

  // ——— detectInconsistencies off ———
  { name: 'detectInconsistencies off: no ABSENT, hours still computed', timetable: fixed(), clocks: [], day: { detectInconsistencies: false },
    expect: { worked: 0, expected: 480, balance: -480, inc: [] } },
  { name: 'detectInconsistencies off: late and early raise nothing', timetable: fixed(), clocks: pair('10:00', '17:00'), day: { detectInconsistencies: false },
    expect: { worked: 420, expected: 480, extra: 60, balance: -60, inc: [] } },
  { name: 'detectInconsistencies off on a rest day: no DAY_OFF', timetable: rest(), clocks: pair('10:00', '14:00'), day: { detectInconsistencies: false },
    expect: { kind: 'REST', worked: 240, inc: [] } },

  // ——— overnight and night minutes ———
  { name: 'night 22:00–06:00: the 06:00 OUT stays on the evening’s day', timetable: night(), clocks: pair('22:00', '+1 06:00'),
    expect: { worked: 480, expected: 480, scheduled: 480, extra: 0, night: 480, balance: 0, inc: [], clockIds: [1, 2] } },
  { name: 'night shift worked to 09:00: the OUT beyond the window stays with the open IN', timetable: night(), clocks: pair('22:00', '+1 09:00'),
    expect: { worked: 660, extra: 180, night: 540, balance: 180, inc: [], clockIds: [1, 2] } },
  { name: 'night before a 07:00 day shift: the 06:45 OUT stays on the night (open IN wins)', timetable: night(), neighbours: [night(), fixed({ dayStart: '07:00', dayEnd: '15:00' })], clocks: pair('22:00', '+1 06:45'),
    expect: { worked: 525, extra: 45, night: 525, balance: 45, inc: [], clockIds: [1, 2] } },
  { name: 'trimmed windows meet at 06:30: an OUT on the cut goes to the earlier day, an IN to the later', timetable: night(), neighbours: [night(), fixed({ dayStart: '07:00', dayEnd: '15:00' })],
    clocks: [[1, 'IN', '22:00'], [2, 'OUT', '+1 05:00'], [3, 'OUT', '+1 06:30'], [4, 'IN', '+1 06:30']],
    expect: { worked: 420, expected: 480, night: 420, extra: 0, balance: -60, inc: ['CLOCK_MISSING@clock:3'], clockIds: [1, 2, 3] } },
  { name: 'night shift 23:00–07:30 ending next morning: 480 night minutes of 510', timetable: fixed({ dayStart: '23:00', dayEnd: '07:30', breakStart: null, breakEnd: null, breakDuration: 0 }), clocks: pair('23:00', '+1 07:30'),
    expect: { worked: 510, expected: 510, extra: 0, night: 480, balance: 0, inc: [] } },
  { name: 'night band from the policy (00:00–05:00)', timetable: night(), clocks: pair('22:00', '+1 06:00'), policy: { night: { start: 0, end: 300 } },
    expect: { worked: 480, night: 300, inc: [] } },

  // ——— DST in Lisbon ———
  { name: 'DST spring forward (Lisbon 2026-03-29): a 22:00–06:00 night is 7 h', date: '2026-03-28', timetable: night(), clocks: pair('22:00', '+1 06:00'),
    expect: { worked: 420, expected: 420, scheduled: 420, extra: 0, night: 420, balance: 0, inc: [] } },
  { name: 'DST fall back (Lisbon 2026-10-25): a 22:00–06:00 night is 9 h', date: '2026-10-24', timetable: night(), clocks: pair('22:00', '+1 06:00'),
    expect: { worked: 540, expected: 540, scheduled: 540, extra: 0, night: 540, balance: 0, inc: [] } },
  { name: 'DST spring forward: ABSENT on the short night owes 420', date: '2026-03-28', timetable: night(), clocks: [],
    expect: { worked: 0, expected: 420, balance: -420, inc: ['ABSENT@day'], final: { 'ABSENT@day': true } } },
  { name: 'DST spring forward: leaving at 05:49 WEST is early by real minutes', date: '2026-03-28', timetable: night(), clocks: pair('22:00', '+1 05:49'),
    expect: { worked: 409, expected: 420, balance: -11, inc: ['EARLY_CLOCK@out:2'] } },

  // ——— other zones: rounding on local minutes, night on the local day ———
  { name: 'Kolkata (UTC+05:30): DOWN_60 of 70 extra minutes is 60 (not 30, as rounding Unix time would give)', zone: KOLKATA, timetable: fixed(), clocks: std('19:10'), policy: bands({ rounding: 'DOWN_60' }),
    expect: { worked: 550, extra: 60, balance: 70, inc: [] } },
  { name: 'Kolkata (UTC+05:30): NEAREST_60 of 40 extra minutes is 60', zone: KOLKATA, timetable: fixed(), clocks: std('18:40'), policy: bands({ rounding: 'NEAREST_60' }),
    expect: { worked: 520, extra: 60, balance: 40, inc: [] } },
  { name: 'Kolkata (UTC+05:30): a 22:00–06:00 night has 480 local night minutes', zone: KOLKATA, timetable: night(), clocks: pair('22:00', '+1 06:00'),
    expect: { worked: 480, night: 480, extra: 0, inc: [] } },
  { name: 'São Paulo: NEAREST_30 of 15 extra minutes rounds the tie up to 30', zone: SAO_PAULO, timetable: fixed(), clocks: std('18:15'), policy: bands({ rounding: 'NEAREST_30' }),
    expect: { worked: 495, extra: 30, balance: 15, inc: [] } },

  // ——— rounding methods and thresholds (Lisbon) ———
  rounding('NONE', 37, 37),
  rounding('DOWN_15', 37, 30),
  rounding('DOWN_30', 59, 30),
  rounding('DOWN_60', 119, 60),
  rounding('UP_15', 31, 45),
  rounding('UP_15', 0, 0),
  rounding('UP_30', 31, 60),
  rounding('UP_60', 61, 120),
  rounding('NEAREST_15', 22, 15),
  rounding('NEAREST_15', 23, 30),
  rounding('NEAREST_30', 14, 0),
  rounding('NEAREST_30', 15, 30),
  rounding('NEAREST_60', 29, 0),
  rounding('NEAREST_60', 90, 120),
  rounding('NONE', 30, 0, 30),
  rounding('NONE', 31, 31, 30),
  rounding('DOWN_15', 44, 30, 30),
  rounding('UP_15', 30, 0, 30),
  { name: 'a band wrapping midnight (22:00–06:00) takes the night part of the extra, the whole-day band the rest', timetable: fixed(), clocks: std('+1 00:30'),
    policy: bands({ title: 'Night extra', start: 22 * 60, end: 6 * 60 }, { title: 'Day extra' }),
    expect: { worked: 870, extra: 390, extraByBand: [150, 240], night: 150, balance: 390, inc: [] } },

  // ——— flexible ———
  { name: 'flexible: on time', timetable: flexible(), clocks: pair('09:30', '17:30'),
    expect: { kind: 'WORK', worked: 480, expected: 480, scheduled: 480, extra: 0, balance: 0, inc: [] } },
  { name: 'flexible: IN exactly at enterMax + 10 is on time', timetable: flexible(), clocks: pair('10:10', '18:10'),
    expect: { worked: 480, inc: [] } },
  { name: 'flexible: IN one minute later is LATE_CLOCK', timetable: flexible(), clocks: pair('10:11', '18:11'),
    expect: { worked: 480, inc: ['LATE_CLOCK@in:1'] } },
  { name: 'flexible: OUT before exitMin − 10 is EARLY_CLOCK even with the duration done', timetable: flexible(), clocks: pair('07:00', '15:49'),
    expect: { worked: 529, extra: 49, balance: 49, inc: ['EARLY_CLOCK@out:2'], final: { 'EARLY_CLOCK@out:2': true } } },
  { name: 'flexible: short of the duration by more than the tolerance → EARLY_CLOCK@duration', timetable: flexible(), clocks: pair('09:00', '16:30'),
    expect: { worked: 450, extra: 0, balance: -30, inc: ['EARLY_CLOCK@duration'], final: { 'EARLY_CLOCK@duration': true } } },
  { name: 'flexible: short of the duration by exactly the tolerance is fine', timetable: flexible(), clocks: pair('09:00', '16:50'),
    expect: { worked: 470, balance: -10, inc: [] } },
  { name: 'flexible: extra is what passes the duration', timetable: flexible(), clocks: pair('08:00', '18:30'),
    expect: { worked: 630, extra: 150, balance: 150, inc: [] } },
  { name: 'flexible: ABSENT after enterMax + tolerance, not final', timetable: flexible(), clocks: [], now: '10:11',
    expect: { inc: ['ABSENT@day'], final: { 'ABSENT@day': false } } },
  { name: 'flexible: ABSENT final once the day is over', timetable: flexible(), clocks: [],
    expect: { worked: 0, expected: 480, balance: -480, inc: ['ABSENT@day'], final: { 'ABSENT@day': true } } },
  { name: 'flexible: HALF FIRST absence lifts the entry check and halves the duration', timetable: flexible(), absences: [half('FIRST')], clocks: pair('13:00', '17:00'),
    expect: { worked: 240, expected: 240, scheduled: 480, balance: 0, inc: [] } },
  { name: 'flexible: HALF SECOND absence lifts the exit check', timetable: flexible(), absences: [half('SECOND')], clocks: pair('09:00', '13:00'),
    expect: { worked: 240, expected: 240, balance: 0, inc: [] } },
  { name: 'flexible: subtractBreakTime deducts the break from the start of its window', timetable: flexible({ breakStart: '12:00', breakEnd: '14:00', breakDuration: 60 }), clocks: pair('08:00', '17:00'), day: { subtractBreakTime: true },
    expect: { worked: 480, break: 60, extra: 0, balance: 0, inc: [] } },
  { name: 'flexible: a clocked break of 90 min for 60 is LATE_CLOCK@break', timetable: flexible({ breakStart: '12:00', breakEnd: '14:00', breakDuration: 60 }), clocks: [[1, 'IN', '08:00'], [2, 'OUT', '12:00'], [3, 'IN', '13:30'], [4, 'OUT', '18:00']],
    expect: { worked: 510, extra: 30, break: 90, balance: 30, inc: ['LATE_CLOCK@break:2'] } },
  { name: 'flexible: FIRST_IN_LAST_OUT counts the gap', timetable: flexible(), clocks: [[1, 'IN', '08:00'], [2, 'OUT', '12:00'], [3, 'IN', '13:00'], [4, 'OUT', '17:00']], day: { calcInterval: 'FIRST_IN_LAST_OUT' },
    expect: { worked: 540, extra: 60, balance: 60, inc: [] } },

  { name: 'flexible: a PERIOD 08:00–10:00 absence takes its overlap off the duration', timetable: flexible(), absences: [period('08:00', '10:00')], clocks: pair('10:00', '16:00'),
    expect: { worked: 360, expected: 360, scheduled: 480, extra: 0, balance: 0, inc: [] } },

  { name: 'flexible: extra is taken from the last minutes worked (bands see 16:00–23:00)', timetable: flexible(), clocks: pair('08:00', '23:00'),
    policy: bands({ title: 'Night extra', start: 22 * 60, end: 7 * 60 }, { title: 'Day extra' }),
    expect: { worked: 900, extra: 420, extraByBand: [60, 360], night: 60, balance: 420, inc: [] } },

  // ——— free ———
  { name: 'free: extra is what passes the duration', timetable: free(480), clocks: pair('10:00', '19:00'),
    expect: { kind: 'WORK', worked: 540, expected: 480, extra: 60, balance: 60, inc: [] } },
  { name: 'free: short of the duration → EARLY_CLOCK@duration once the day closed', timetable: free(480), clocks: pair('10:00', '17:00'),
    expect: { worked: 420, extra: 0, balance: -60, inc: ['EARLY_CLOCK@duration'], final: { 'EARLY_CLOCK@duration': true } } },
  { name: 'free: no clock all day → ABSENT', timetable: free(480), clocks: [],
    expect: { worked: 0, expected: 480, balance: -480, inc: ['ABSENT@day'], final: { 'ABSENT@day': true } } },
  { name: 'free: no LATE for an evening start; the OUT after midnight stays with its IN', timetable: free(480), clocks: pair('20:00', '+1 04:00'),
    expect: { worked: 480, extra: 0, night: 360, balance: 0, inc: [], clockIds: [1, 2] } },
  { name: 'free with no duration: nothing due, every minute is extra', timetable: free(0), clocks: pair('10:00', '12:00'),
    expect: { worked: 120, expected: 0, extra: 120, balance: 120, inc: [] } },
  { name: 'free: a HALF absence halves the duration', timetable: free(480), absences: [half('FIRST')], clocks: pair('10:00', '14:00'),
    expect: { worked: 240, expected: 240, extra: 0, balance: 0, inc: [] } },

  // ——— absences on fixed days ———
  { name: 'HALF FIRST: X is the afternoon', timetable: fixed(), absences: [half('FIRST')], clocks: pair('14:00', '18:00'),
    expect: { kind: 'WORK', worked: 240, expected: 240, scheduled: 480, extra: 0, balance: 0, inc: [] } },
  { name: 'HALF FIRST: S* is 14:00, so 14:11 is late', timetable: fixed(), absences: [half('FIRST')], clocks: pair('14:11', '18:00'),
    expect: { worked: 229, expected: 240, balance: -11, inc: ['LATE_CLOCK@in:1'] } },
  { name: 'HALF FIRST: no ABSENT in the morning (S* is 14:00)', timetable: fixed(), absences: [half('FIRST')], clocks: [], now: '12:00',
    expect: { inc: [] } },
  { name: 'HALF FIRST: no clock all day → ABSENT owing the afternoon', timetable: fixed(), absences: [half('FIRST')], clocks: [],
    expect: { worked: 0, expected: 240, balance: -240, inc: ['ABSENT@day'], final: { 'ABSENT@day': true } } },
  { name: 'HALF SECOND: X is the morning; leaving at 13:00 is on time', timetable: fixed(), absences: [half('SECOND')], clocks: pair('09:00', '13:00'),
    expect: { worked: 240, expected: 240, extra: 0, balance: 0, inc: [] } },
  { name: 'HALF SECOND: E* is 13:00, so 12:49 is early', timetable: fixed(), absences: [half('SECOND')], clocks: pair('09:00', '12:49'),
    expect: { worked: 229, expected: 240, balance: -11, inc: ['EARLY_CLOCK@out:2'] } },
  { name: 'PERIOD 09:00–11:00: S* is 11:00, arriving 11:05 is on time', timetable: fixed(), absences: [period('09:00', '11:00')], clocks: std('18:00', '11:05'),
    expect: { worked: 355, expected: 360, extra: 0, balance: -5, inc: [] } },
  { name: 'PERIOD 09:00–11:00: arriving 11:11 is late', timetable: fixed(), absences: [period('09:00', '11:00')], clocks: std('18:00', '11:11'),
    expect: { worked: 349, expected: 360, balance: -11, inc: ['LATE_CLOCK@in:1'] } },
  { name: 'PERIOD 15:00–18:00: E* is 15:00', timetable: fixed(), absences: [period('15:00', '18:00')], clocks: std('15:00'),
    expect: { worked: 300, expected: 300, extra: 0, balance: 0, inc: [] } },
  { name: 'HALF FIRST but worked all day: the morning is extra', timetable: fixed(), absences: [half('FIRST')], clocks: pair('09:00', '18:00'),
    expect: { worked: 540, expected: 240, extra: 300, balance: 300, inc: [] } },
  { name: 'PERIOD covering the whole day 09:00–18:00: an ABSENCE day', timetable: fixed(), absences: [period('09:00', '18:00')], clocks: [],
    expect: { kind: 'ABSENCE', expected: 0, inc: [] } },
  { name: 'FULL_DAY absence, no clock: an ABSENCE day, nothing raised', timetable: fixed(), absences: [full], clocks: [],
    expect: { kind: 'ABSENCE', worked: 0, expected: 0, balance: 0, inc: [] } },
  { name: 'FULL_DAY absence with clocks: DAY_OFF, the work is extra', timetable: fixed(), absences: [full], clocks: std(),
    expect: { kind: 'ABSENCE', worked: 480, expected: 0, extra: 480, balance: 480, inc: ['DAY_OFF@day'], final: { 'DAY_OFF@day': true } } },
  { name: 'two half days cover the whole day: ABSENCE', timetable: fixed(), absences: [half('FIRST'), half('SECOND')], clocks: [],
    expect: { kind: 'ABSENCE', expected: 0, inc: [] } },

  // ——— holiday, rest, no schedule ———
  { name: 'public holiday, no clock: no ABSENT', timetable: fixed(), holiday: true, clocks: [],
    expect: { kind: 'HOLIDAY', worked: 0, expected: 0, balance: 0, inc: [] } },
  { name: 'public holiday with clocks: HOLIDAY, final at once; all work is extra', timetable: fixed(), holiday: true, clocks: std(),
    expect: { kind: 'HOLIDAY', worked: 480, expected: 0, extra: 480, balance: 480, inc: ['HOLIDAY@day'], final: { 'HOLIDAY@day': true } } },
  { name: 'rest day, no clock: nothing', timetable: rest(), clocks: [],
    expect: { kind: 'REST', worked: 0, expected: 0, inc: [] } },
  { name: 'rest day with clocks: DAY_OFF', timetable: rest(), clocks: pair('10:00', '14:00'),
    expect: { kind: 'REST', worked: 240, expected: 0, extra: 240, balance: 240, inc: ['DAY_OFF@day'], final: { 'DAY_OFF@day': true } } },
  { name: 'no schedule with clocks: DAY_OFF', timetable: null, clocks: pair('10:00', '14:00'),
    expect: { kind: 'NO_SCHEDULE', worked: 240, expected: 0, extra: 240, balance: 240, inc: ['DAY_OFF@day'] } },
];

for (const row of rows) {
  test(row.name, () => {
    const zone = row.zone ?? LISBON;
    const date = row.date ?? D;
    const w = workdayOf({
      date, timeZone: zone, timetable: row.timetable, neighbours: row.neighbours, absences: row.absences,
      dayOverrides: { publicHoliday: row.holiday ?? false, ...row.day },
      clocks: row.clocks.map(([id, type, t]) => clock(id, type, at(date, t, zone))),
      now: at(date, row.now ?? '+3 12:00', zone),
      policy: policyWith(row.policy),
    });
    const e = row.expect;
    const got: Record<string, unknown> = {};
    const want: Record<string, unknown> = {};
    const check = (key: string, expected: unknown, actual: unknown) => { if (expected !== undefined) { want[key] = expected; got[key] = actual; } };
    check('kind', e.kind, w.kind);
    check('worked', e.worked, w.workedMinutes);
    check('expected', e.expected, w.expectedMinutes);
    check('scheduled', e.scheduled, w.scheduledMinutes);
    check('extra', e.extra, w.extraMinutes);
    check('extraByBand', e.extraByBand, w.extra.map((x) => x.minutes));
    check('night', e.night, w.nightMinutes);
    check('break', e.break, w.breakMinutes);
    check('balance', e.balance, w.balanceMinutes);
    check('inc', [...e.inc].sort(), incs(w));
    check('final', e.final, e.final && Object.fromEntries(Object.keys(e.final).map((k) => [k, w.inconsistencies.find((i) => `${i.type}@${i.anchor}` === k)?.final])));
    check('clockIds', e.clockIds, w.clocks.map((c) => c.id).sort((a, b) => a - b));
    check('openSince', e.openSince === undefined ? undefined : e.openSince === null ? null : at(date, e.openSince, zone).toISOString(), w.openSince);
    assert.deepEqual(got, want);
  });
}

test('the golden table has at least 60 scenarios', () => {
  assert.ok(rows.length >= 60, `${rows.length} rows`);
});
