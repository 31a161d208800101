/**
 * The attendance engine (TIME-AND-ATTENDANCE.md): `(days with their timetables and approved absences, clocks,
 * policy, now) → workdays` for one employee — expected and worked time, break, extra per band, night, absence,
 * balance, and the inconsistencies with their explanations. Pure: no I/O, no clock of its own (`now` is given), the
 * same answer for the same input whatever the order of the clocks.
 *
 * The days must be consecutive and include one day before and one after those whose result is kept: a workday's
 * clocks depend on its neighbours' windows (a night shift's OUT, a trimmed window).
 */
import { captureClocks, frameDays, pairClocks, type CapturedClock, type DayFrame } from './capture.ts';
import { detectInconsistencies } from './detect.ts';
import type { EngineClock, EngineDay, EnginePolicy, Workday, WorkdayKind } from './engine.types.ts';
import { expectationOf, type Expectation } from './expected.ts';
import { hoursPolicyFor, type DayHoursPolicy, type EmployeeRules } from './extra-rules.ts';
import { deductedBreak, extraByBand, nightMinutesOf, workedSpans } from './hours.ts';
import { isoOfMinute, lastMinutes, length, minuteOf, subtract, union, type Span } from './intervals.ts';

const iso = isoOfMinute;
const isoSpans = (spans: readonly Span[]) => spans.map((s) => ({ start: iso(s.start), end: iso(s.end) }));

function kindOf(day: EngineDay, x: Expectation | null): WorkdayKind {
  if (!day.timetable) return 'NO_SCHEDULE';
  if (day.timetable.type === 'REST') return 'REST';
  if (day.publicHoliday) return 'HOLIDAY';
  if (x?.fullyCovered && day.absences.length) return 'ABSENCE';
  return 'WORK';
}

/**
 * One workday per given day, in order; with `keep`, only the days it accepts are computed and returned (the padding
 * days still place the clocks). With `rules`, extra and night bands come from the company's extra-hour rules that
 * hold on each day (extra-rules.ts); without, from the policy.
 */
export function computeWorkdays(
  days: readonly EngineDay[], clocks: readonly EngineClock[], policy: EnginePolicy, now: Date, keep?: (date: string) => boolean, rules?: EmployeeRules,
): Workday[] {
  const frames = frameDays(days, policy);
  const captured = captureClocks(frames, clocks, policy);
  const nowMinute = minuteOf(now);
  const out: Workday[] = [];
  const fixed = rules ? null : policyHours(policy);
  frames.forEach((frame, i) => {
    if (keep && !keep(frame.day.date)) return;
    const hours = fixed ?? rulesOfDay(rules!, frame.day, captured[i]);
    out.push(computeDay(frame, captured[i], policy, hours, nowMinute));
  });
  return out;
}

function policyHours(policy: EnginePolicy): DayHoursPolicy {
  return { extraBands: [...policy.extraBands], night: [{ ...policy.night, thresholdMinutes: 0, rounding: 'NONE' }] };
}

function rulesOfDay(rules: EmployeeRules, day: EngineDay, captured: readonly CapturedClock[]): DayHoursPolicy {
  const tags: string[] = [];
  for (const c of captured) if (c.clock.tag && !tags.includes(c.clock.tag)) tags.push(c.clock.tag);
  return hoursPolicyFor(rules.list, {
    date: day.date, employeeId: rules.employeeId, departmentId: rules.departmentId, scheduleId: day.scheduleId, shiftId: null, costCenterId: null, tags,
  });
}

function computeDay(frame: DayFrame, captured: CapturedClock[], policy: EnginePolicy, hours: DayHoursPolicy, now: number): Workday {
  const day = frame.day;
  const t = day.timetable;
  const expectation = t && t.type !== 'REST' && frame.window && !day.publicHoliday ? expectationOf(day, t, frame.window) : null;
  const kind = kindOf(day, expectation);
  const paired = pairClocks(captured);
  const pairSpans = union(paired.pairs.map((p) => ({ start: p.in.minute, end: p.out.minute })));
  let worked = workedSpans(pairSpans, day.calcInterval);

  // an unclocked break is deducted when the schedule says so (§4)
  let breakMinutes = 0;
  if (t && (t.type === 'FIXED' || t.type === 'FLEXIBLE') && !t.ignoreBreak && t.breakDuration > 0 && frame.window && frame.window.type !== 'REST' && frame.window.type !== 'FREE') {
    if (pairSpans.length > 1) {
      breakMinutes = length(subtract([{ start: pairSpans[0].start, end: pairSpans[pairSpans.length - 1].end }], pairSpans));
    } else if (day.subtractBreakTime) {
      const bw = frame.window.breakWindow;
      const cut = deductedBreak(worked, t.breakDuration, bw ? { start: minuteOf(bw.start), end: minuteOf(bw.end) } : null);
      worked = subtract(worked, cut);
      breakMinutes = length(cut);
    }
  }
  const workedMinutes = length(worked);
  const dueMinutes = kind === 'WORK' ? expectation?.dueMinutes ?? 0 : 0;

  // extra: work outside X on fixed days (clipped at S with ignoreEarlyCheckIn); beyond the duration otherwise
  let extraSpans: Span[];
  if (kind !== 'WORK') extraSpans = worked;
  else if (t?.type === 'FIXED') extraSpans = subtract(worked, expectation?.spans ?? []);
  else extraSpans = lastMinutes(worked, Math.max(0, workedMinutes - dueMinutes));
  const dayStart = kind === 'WORK' && frame.window?.type === 'FIXED' ? minuteOf(frame.window.start) : null;
  const extra = extraByBand(extraSpans, hours.extraBands, day.date, day.timeZone, dayStart);
  const nightMinutes = nightMinutesOf(worked, hours.night, day.date, day.timeZone);

  const closed = now > (frame.captures ? frame.captureEnd : frame.localEnd + policy.captureMarginMinutes);
  const inconsistencies = detectInconsistencies({ frame, kind, expectation, captured, paired, pairSpans, workedMinutes, policy, now, closed });
  const scheduledMinutes = kind === 'HOLIDAY' ? 0 : expectation?.scheduledMinutes ?? 0;
  return {
    date: day.date,
    kind,
    timeZone: day.timeZone,
    scheduleId: day.scheduleId,
    timetableType: t?.type ?? null,
    expected: kind === 'WORK' ? isoSpans(expectation?.spans ?? []) : [],
    scheduledMinutes,
    expectedMinutes: dueMinutes,
    absenceMinutes: Math.max(0, scheduledMinutes - dueMinutes),
    workedMinutes,
    breakMinutes,
    extraMinutes: extra.reduce((sum, e) => sum + e.minutes, 0),
    extra,
    nightMinutes,
    balanceMinutes: workedMinutes - dueMinutes,
    clocks: captured.map((c) => ({ id: c.clock.id, type: c.clock.type, at: iso(c.minute), merged: c.merged })),
    pairs: [
      ...paired.pairs.map((p) => ({ inId: p.in.clock.id, outId: p.out.clock.id, start: iso(p.in.minute), end: iso(p.out.minute) })),
      ...paired.unpaired.map((c) => (c.clock.type === 'IN' ? { inId: c.clock.id, outId: null, start: iso(c.minute), end: null } : { inId: null, outId: c.clock.id, start: null, end: iso(c.minute) })),
    ].sort((a, b) => (a.start ?? a.end!).localeCompare(b.start ?? b.end!)),
    openSince: paired.open ? iso(paired.open.minute) : null,
    closed,
    inconsistencies,
  };
}
