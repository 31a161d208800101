/**
 * The seven inconsistencies of one workday (TIME-AND-ATTENDANCE.md §3), each with its identity anchor, whether it is
 * final, and an explanation naming the rule, the boundary, the tolerance and the clocks.
 */
import { localHhmm } from '../schedule-instants.ts';
import type { FixedTimetable, FlexibleTimetable, Timetable } from '../schedule.ts';
import type { CapturedClock, DayFrame, Paired } from './capture.ts';
import type { DetectedInconsistency, EnginePolicy, Explanation, WorkdayKind } from './engine.types.ts';
import type { Expectation } from './expected.ts';
import { isoOfMinute, intersect, length, minuteOf, union, type Span } from './intervals.ts';
import { clockedBreak } from './hours.ts';

export interface DetectInput {
  frame: DayFrame;
  kind: WorkdayKind;
  expectation: Expectation | null;
  captured: readonly CapturedClock[];
  paired: Paired;
  /** the union of the pairs (before a calcInterval or a deducted break) */
  pairSpans: readonly Span[];
  workedMinutes: number;
  policy: EnginePolicy;
  now: number;
  closed: boolean;
}

const iso = isoOfMinute;

export function detectInconsistencies(input: DetectInput): DetectedInconsistency[] {
  const { frame, kind, captured, paired, policy, now } = input;
  const day = frame.day;
  const tz = day.timeZone;
  const hhmm = (m: number) => localHhmm(m * 60_000, tz);
  const clocks = captured.filter((c) => !c.merged);
  const ids = clocks.map((c) => c.clock.id);
  const out: DetectedInconsistency[] = [];
  const raise = (type: DetectedInconsistency['type'], anchor: string, final: boolean, minutes: number | null, explanation: Omit<Explanation, 'clockIds'> & { clockIds?: number[] }) =>
    out.push({ type, anchor, final, minutes, explanation: { clockIds: [], ...explanation } });

  if (kind !== 'WORK') {
    if (!clocks.length) return out;
    if (day.timetable && !day.detectInconsistencies) return out;
    const first = clocks[0];
    if (kind === 'HOLIDAY') {
      raise('HOLIDAY', 'day', true, null, { rule: 'CLOCKED_ON_PUBLIC_HOLIDAY', message: `Clocked at ${hhmm(first.minute)} on a public holiday`, clockAt: hhmm(first.minute), clockIds: ids });
    } else {
      const rule = kind === 'ABSENCE' ? 'CLOCKED_DURING_ABSENCE' : kind === 'REST' ? 'CLOCKED_ON_REST_DAY' : 'CLOCKED_WITHOUT_SCHEDULE';
      const why = kind === 'ABSENCE' ? 'on a day covered by an approved absence' : kind === 'REST' ? 'on a rest day' : 'on a day without a schedule';
      raise('DAY_OFF', 'day', true, null, { rule, message: `Clocked at ${hhmm(first.minute)} ${why}`, clockAt: hhmm(first.minute), clockIds: ids });
    }
    return out;
  }
  if (!day.detectInconsistencies) return out;
  const t = day.timetable as Exclude<Timetable, { type: 'REST' }>;
  const w = frame.window!;
  const x = input.expectation!;
  const xStart = x.spans.length ? x.spans[0].start : null;
  const xEnd = x.spans.length ? x.spans[x.spans.length - 1].end : null;

  if (!clocks.length) {
    if (x.dueMinutes <= 0 || xStart === null || xEnd === null) return out;
    const startTol = t.type === 'FREE' ? 0 : t.toleranceAfterStart;
    const endTol = t.type === 'FREE' ? 0 : t.toleranceAfterEnd;
    // S* of a flexible day is the latest entry; a free day is missed once it is over
    const lateFrom = t.type === 'FLEXIBLE' && w.type === 'FLEXIBLE' ? minuteOf(w.enter.end) : t.type === 'FREE' ? xEnd : xStart;
    if (now <= lateFrom + startTol) return out;
    raise('ABSENT', 'day', now >= xEnd + endTol + policy.absentDelayMinutes, x.dueMinutes, {
      rule: 'NO_CLOCK_ON_WORKDAY', message: `No clock on a workday expected from ${hhmm(xStart)} to ${hhmm(xEnd)}`,
      expectedAt: hhmm(xStart), toleranceMinutes: startTol, window: { start: iso(xStart), end: iso(xEnd) }, minutes: x.dueMinutes,
    });
    return out;
  }

  // CLOCK_MISSING: an IN or OUT left unpaired; an open IN once the longest shift has passed
  for (const c of paired.unpaired) {
    const what = c.clock.type === 'IN' ? 'was followed by another IN' : 'has no IN before it';
    raise('CLOCK_MISSING', `clock:${c.clock.id}`, true, null, { rule: c.clock.type === 'IN' ? 'IN_WITHOUT_OUT' : 'OUT_WITHOUT_IN', message: `The ${c.clock.type} at ${hhmm(c.minute)} ${what}`, clockAt: hhmm(c.minute), clockIds: [c.clock.id] });
  }
  if (paired.open && now - paired.open.minute >= policy.maxShiftMinutes) {
    const c = paired.open;
    raise('CLOCK_MISSING', `clock:${c.clock.id}`, true, null, { rule: 'IN_NEVER_CLOSED', message: `The IN at ${hhmm(c.minute)} has no OUT within ${policy.maxShiftMinutes / 60} hours`, clockAt: hhmm(c.minute), clockIds: [c.clock.id], toleranceMinutes: policy.maxShiftMinutes });
  }

  // NO_CLOCK: a half of a fixed day not covered by an absence, with no work and no clock in it, once it is over
  const noClock = new Set<'FIRST' | 'SECOND'>();
  // an IN still open is work in progress: it covers the halves up to now
  // (until the longest shift has passed: then it is a missing OUT, and nothing says the halves were worked)
  const inProgress = paired.open && now > paired.open.minute && now - paired.open.minute < policy.maxShiftMinutes;
  const atWork = inProgress ? [...input.pairSpans, { start: paired.open!.minute, end: now }] : input.pairSpans;
  for (const half of ['FIRST', 'SECOND'] as const) {
    const h = x.halves[half];
    if (!h || now < h.end) continue;
    if (intersect(union(atWork), [h]).length || clocks.some((c) => c.minute >= h.start && c.minute < h.end)) continue;
    noClock.add(half);
    raise('NO_CLOCK', `segment:${half}`, input.closed, length([h]), {
      rule: half === 'FIRST' ? 'NO_CLOCK_IN_FIRST_HALF' : 'NO_CLOCK_IN_SECOND_HALF',
      message: `No clock between ${hhmm(h.start)} and ${hhmm(h.end)}`, window: { start: iso(h.start), end: iso(h.end) }, clockIds: ids, minutes: length([h]),
    });
  }

  const firstIn = clocks.find((c) => c.clock.type === 'IN') ?? null;
  const last = clocks[clocks.length - 1];
  const lastOut = last.clock.type === 'OUT' ? last : null;
  if (t.type === 'FIXED' && xStart !== null && xEnd !== null) {
    late(raise, hhmm, firstIn, noClock.has('FIRST') ? null : xStart, t.toleranceAfterStart, 'the day starts');
    early(raise, hhmm, lastOut, noClock.has('SECOND') ? null : xEnd, t.toleranceBeforeEnd, now, input.closed);
    breakTooLong(raise, hhmm, t, input, w.type === 'FIXED' ? w.breakWindow : null);
  } else if (t.type === 'FLEXIBLE' && w.type === 'FLEXIBLE' && x.dueMinutes > 0) {
    if (!x.coveredHalves.has('FIRST')) late(raise, hhmm, firstIn, minuteOf(w.enter.end), t.toleranceAfterStart, 'the latest entry is');
    const exitFrom = minuteOf(w.exit.start);
    if (!x.coveredHalves.has('SECOND')) early(raise, hhmm, lastOut, exitFrom, t.toleranceBeforeEnd, now, input.closed);
    if (!out.some((i) => i.type === 'EARLY_CLOCK')) shortDay(raise, x.dueMinutes, input, t.toleranceBeforeEnd);
    breakTooLong(raise, hhmm, t, input, w.breakWindow);
  } else if (t.type === 'FREE' && x.dueMinutes > 0) {
    shortDay(raise, x.dueMinutes, input, 0);
  }
  return out;
}

type Raise = (type: DetectedInconsistency['type'], anchor: string, final: boolean, minutes: number | null, explanation: Omit<Explanation, 'clockIds'> & { clockIds?: number[] }) => void;
type Fmt = (m: number) => string;

function late(raise: Raise, hhmm: Fmt, firstIn: CapturedClock | null, from: number | null, tolerance: number, what: string) {
  if (!firstIn || from === null || firstIn.minute <= from + tolerance) return;
  const minutes = firstIn.minute - from;
  raise('LATE_CLOCK', `in:${firstIn.clock.id}`, true, minutes, {
    rule: 'LATE_AFTER_START', message: `Clocked in at ${hhmm(firstIn.minute)}; ${what} at ${hhmm(from)} with ${tolerance} minutes of tolerance`,
    expectedAt: hhmm(from), toleranceMinutes: tolerance, clockAt: hhmm(firstIn.minute), clockIds: [firstIn.clock.id], minutes,
  });
}

/** Left before the end: raised once the expected end has passed without a later IN, final when the day closes. */
function early(raise: Raise, hhmm: Fmt, lastOut: CapturedClock | null, until: number | null, tolerance: number, now: number, closed: boolean) {
  if (!lastOut || until === null || lastOut.minute >= until - tolerance || now < until) return;
  const minutes = until - lastOut.minute;
  raise('EARLY_CLOCK', `out:${lastOut.clock.id}`, closed, minutes, {
    rule: 'EARLY_BEFORE_END', message: `Clocked out at ${hhmm(lastOut.minute)}; the day ends at ${hhmm(until)} with ${tolerance} minutes of tolerance`,
    expectedAt: hhmm(until), toleranceMinutes: tolerance, clockAt: hhmm(lastOut.minute), clockIds: [lastOut.clock.id], minutes,
  });
}

/** Net work short of the duration due (flexible and free days), once the day is closed. */
function shortDay(raise: Raise, due: number, input: DetectInput, tolerance: number) {
  if (!input.closed || input.workedMinutes >= due - tolerance) return;
  const minutes = due - input.workedMinutes;
  raise('EARLY_CLOCK', 'duration', true, minutes, {
    rule: 'SHORT_OF_DURATION', message: `Worked ${input.workedMinutes} of ${due} minutes due (${tolerance} minutes of tolerance)`,
    toleranceMinutes: tolerance, clockIds: input.captured.filter((c) => !c.merged).map((c) => c.clock.id), minutes,
  });
}

/** A clocked break longer than its duration plus its tolerance is a late return (§3 LATE_CLOCK). */
function breakTooLong(raise: Raise, hhmm: Fmt, t: FixedTimetable | FlexibleTimetable, input: DetectInput, breakWindow: { start: Date; end: Date } | null) {
  if (t.ignoreBreak || t.breakDuration <= 0) return;
  const within = breakWindow ? { start: minuteOf(breakWindow.start), end: minuteOf(breakWindow.end) } : null;
  const gap = clockedBreak(input.pairSpans, within);
  if (!gap) return;
  const taken = gap.end - gap.start;
  if (taken <= t.breakDuration + t.breakToleranceAfter) return;
  const out = input.paired.pairs.find((p) => p.out.minute === gap.start)?.out;
  const back = input.paired.pairs.find((p) => p.in.minute === gap.end)?.in;
  raise('LATE_CLOCK', `break:${out?.clock.id ?? gap.start}`, true, taken - t.breakDuration, {
    rule: 'BREAK_TOO_LONG', message: `A break of ${taken} minutes from ${hhmm(gap.start)} to ${hhmm(gap.end)}; the break is ${t.breakDuration} minutes with ${t.breakToleranceAfter} minutes of tolerance`,
    expectedAt: hhmm(gap.start + t.breakDuration), toleranceMinutes: t.breakToleranceAfter, clockAt: hhmm(gap.end),
    clockIds: [out?.clock.id, back?.clock.id].filter((id): id is number => id !== undefined), minutes: taken - t.breakDuration,
  });
}
