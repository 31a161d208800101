/**
 * What a workday expects once approved absences are taken out (TIME-AND-ATTENDANCE.md §1): the remaining intervals
 * X of a fixed day (its halves before and after the break), the net minutes due of a flexible or free day, and the
 * boundaries S* and E* tolerances are measured from.
 */
import { resolveWallTime, type ExpectedWindow } from '../schedule-instants.ts';
import { addDays, crossesMidnight, type Timetable } from '../schedule.ts';
import type { AbsenceCover, EngineDay } from './engine.types.ts';
import { length, minuteOf, subtract, union, intersect, type Span } from './intervals.ts';

export interface Expectation {
  /** X: the intervals of work still expected (fixed: exact; flexible and free: the window work may fall in) */
  spans: Span[];
  /** the halves a fixed day is split in by its break (or its midpoint), null when covered by an absence */
  halves: { FIRST: Span | null; SECOND: Span | null };
  /** minutes due before absences, and after */
  scheduledMinutes: number;
  dueMinutes: number;
  /** a half-day absence lifts the start (FIRST) or end (SECOND) check of flexible days */
  coveredHalves: Set<'FIRST' | 'SECOND'>;
  fullyCovered: boolean;
}

function periodSpan(day: EngineDay, a: Extract<AbsenceCover, { kind: 'PERIOD' }>): Span {
  const start = minuteOf(resolveWallTime(day.date, a.start, day.timeZone).instant);
  const endDate = crossesMidnight(a.start, a.end) ? addDays(day.date, 1) : day.date;
  return { start, end: Math.max(start, minuteOf(resolveWallTime(endDate, a.end, day.timeZone).instant)) };
}

/** The two halves of a span around its break window (or its midpoint when it has none). */
function halvesOf(span: Span, breakWindow: Span | null): { FIRST: Span; SECOND: Span } {
  if (breakWindow && breakWindow.start > span.start && breakWindow.end < span.end) {
    return { FIRST: { start: span.start, end: breakWindow.start }, SECOND: { start: breakWindow.end, end: span.end } };
  }
  const mid = span.start + Math.floor((span.end - span.start) / 2);
  return { FIRST: { start: span.start, end: mid }, SECOND: { start: mid, end: span.end } };
}

const breakSpanOf = (w: { breakWindow: { start: Date; end: Date } | null }): Span | null =>
  (w.breakWindow ? { start: minuteOf(w.breakWindow.start), end: minuteOf(w.breakWindow.end) } : null);

/** Expected work of a day that has a timetable window (not rest, not a public holiday). */
export function expectationOf(day: EngineDay, timetable: Exclude<Timetable, { type: 'REST' }>, window: ExpectedWindow): Expectation {
  const full = day.absences.some((a) => a.kind === 'FULL_DAY');
  const coveredHalves = new Set(day.absences.flatMap((a) => (a.kind === 'HALF' ? [a.half] : [])));
  if (timetable.type === 'FIXED' && window.type === 'FIXED') {
    const span = { start: minuteOf(window.start), end: minuteOf(window.end) };
    const breakSpan = timetable.ignoreBreak ? null : breakSpanOf(window);
    const base = breakSpan ? subtract([span], [breakSpan]) : [span];
    const floatingBreak = !timetable.ignoreBreak && !breakSpan ? timetable.breakDuration : 0;
    const halves = halvesOf(span, breakSpan);
    const cuts: Span[] = [];
    for (const a of day.absences) {
      if (a.kind === 'HALF') cuts.push(halves[a.half]);
      else if (a.kind === 'PERIOD') cuts.push(periodSpan(day, a));
    }
    const spans = full ? [] : subtract(base, union(cuts));
    const baseMinutes = length(base);
    const scheduledMinutes = Math.max(0, baseMinutes - floatingBreak);
    // a break taken at any time is deducted in proportion to the part of the day still expected
    const dueMinutes = baseMinutes === 0 ? 0 : Math.max(0, length(spans) - Math.round((floatingBreak * length(spans)) / baseMinutes));
    const keep = (h: Span) => (intersect(spans, [h]).length > 0 ? h : null);
    return { spans, halves: { FIRST: keep(halves.FIRST), SECOND: keep(halves.SECOND) }, scheduledMinutes, dueMinutes, coveredHalves, fullyCovered: baseMinutes > 0 && spans.length === 0 };
  }
  // flexible and free: a duration due within a window; absences take their share of it
  const duration = timetable.type === 'FIXED' ? 0 : timetable.durationInMinutes;
  const span = window.type === 'FLEXIBLE'
    ? { start: minuteOf(window.enter.start), end: minuteOf(window.exit.end) }
    : window.type === 'FREE' ? { start: minuteOf(window.start), end: minuteOf(window.end) } : { start: 0, end: 0 };
  let due = full ? 0 : duration;
  for (const a of day.absences) {
    if (a.kind === 'HALF') due -= Math.floor(duration / 2);
    else if (a.kind === 'PERIOD') due -= length(intersect([periodSpan(day, a)], [span]));
  }
  due = Math.max(0, due);
  return {
    spans: due > 0 ? [span] : [], halves: { FIRST: null, SECOND: null }, scheduledMinutes: duration, dueMinutes: due,
    coveredHalves, fullyCovered: duration > 0 && due === 0,
  };
}
