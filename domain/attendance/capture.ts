/**
 * Clocks to workdays and pairs (TIME-AND-ATTENDANCE.md §2): double taps merged, capture windows [S − margin,
 * E + margin] trimmed so neighbours never overlap, an open IN winning over windows, clocks outside every window on
 * their local date's workday, greedy IN → OUT pairing.
 */
import { dayBounds, expectedWindow, type ExpectedWindow } from '../schedule-instants.ts';
import type { Timetable } from '../schedule.ts';
import type { EngineClock, EngineDay, EnginePolicy } from './engine.types.ts';
import { minuteOf } from './intervals.ts';

export interface DayFrame {
  day: EngineDay;
  /** null on a rest day or a day without a schedule */
  window: ExpectedWindow | null;
  /** the local calendar day, epoch minutes [start, end) */
  localStart: number;
  localEnd: number;
  /** clocks in [captureStart, captureEnd] belong to the day (when `captures`) */
  captures: boolean;
  captureStart: number;
  captureEnd: number;
}

export interface CapturedClock { clock: EngineClock; minute: number; merged: boolean }

const boundsMemo = new Map<string, { start: number; end: number }>();
const windowMemo = new WeakMap<Timetable, Map<string, ExpectedWindow>>();

function localBounds(date: string, timeZone: string) {
  const key = `${date}|${timeZone}`;
  let b = boundsMemo.get(key);
  if (!b) {
    if (boundsMemo.size > 100_000) boundsMemo.clear();
    const r = dayBounds(date, timeZone);
    b = { start: minuteOf(r.start), end: minuteOf(r.end) };
    boundsMemo.set(key, b);
  }
  return b;
}

/** The resolved window of a timetable on a date; shared by every employee holding the same timetable object. */
export function windowOf(date: string, timetable: Timetable, timeZone: string): ExpectedWindow {
  let perTimetable = windowMemo.get(timetable);
  if (!perTimetable) windowMemo.set(timetable, (perTimetable = new Map()));
  const key = `${date}|${timeZone}`;
  let w = perTimetable.get(key);
  if (!w) perTimetable.set(key, (w = expectedWindow(date, timetable, timeZone)));
  return w;
}

/** The first and last instants of a window's work: fixed start/end, flexible earliest entry/latest exit, free day. */
export function workBounds(w: ExpectedWindow): { first: number; last: number } {
  switch (w.type) {
    case 'FIXED': case 'FREE': case 'REST': return { first: minuteOf(w.start), last: minuteOf(w.end) };
    case 'FLEXIBLE': return { first: minuteOf(w.enter.start), last: minuteOf(w.exit.end) };
  }
}

/** Frames of consecutive days in date order, with their capture windows trimmed against each other. */
export function frameDays(days: readonly EngineDay[], policy: EnginePolicy): DayFrame[] {
  const frames: DayFrame[] = days.map((day) => {
    const { start, end } = localBounds(day.date, day.timeZone);
    const t = day.timetable;
    if (!t || t.type === 'REST') return { day, window: null, localStart: start, localEnd: end, captures: false, captureStart: start, captureEnd: start };
    const window = windowOf(day.date, t, day.timeZone);
    const { first, last } = workBounds(window);
    const margin = t.type === 'FREE' ? 0 : policy.captureMarginMinutes;
    return { day, window, localStart: start, localEnd: end, captures: true, captureStart: first - margin, captureEnd: last + margin };
  });
  // Neighbours never overlap: they are cut halfway between one's end of work and the next one's start (at the
  // next one's start when the work itself overlaps).
  let previous: DayFrame | null = null;
  for (const f of frames) {
    if (!f.captures) continue;
    if (previous && previous.captureEnd > f.captureStart) {
      const pLast = workBounds(previous.window!).last;
      const fFirst = workBounds(f.window!).first;
      const cut = pLast <= fFirst ? Math.floor((pLast + fFirst) / 2) : fFirst;
      previous.captureEnd = Math.max(previous.captureStart, cut);
      f.captureStart = Math.min(f.captureEnd, cut);
    }
    previous = f;
  }
  return frames;
}

function frameByWindow(frames: readonly DayFrame[], minute: number, type: 'IN' | 'OUT'): number {
  let found = -1;
  for (let i = 0; i < frames.length; i++) {
    const f = frames[i];
    if (!f.captures || minute < f.captureStart || minute > f.captureEnd) continue;
    // On a shared boundary an IN goes to the later workday, an OUT to the earlier (§2.2).
    if (found === -1 || type === 'IN') found = i;
  }
  return found;
}

function frameByDate(frames: readonly DayFrame[], minute: number): number {
  for (let i = 0; i < frames.length; i++) if (minute >= frames[i].localStart && minute < frames[i].localEnd) return i;
  return -1;
}

/**
 * Which frame each clock belongs to (index into `frames`, −1 outside every given day), clocks sorted by instant
 * then id, double taps marked as merged. Merged clocks follow the clock they repeat.
 */
export function captureClocks(frames: readonly DayFrame[], clocks: readonly EngineClock[], policy: EnginePolicy): CapturedClock[][] {
  const sorted = [...clocks].sort((a, b) => a.instant.getTime() - b.instant.getTime() || a.id - b.id);
  const out: CapturedClock[][] = frames.map(() => []);
  let open: { minute: number; frame: number } | null = null;
  let kept: { clock: EngineClock; frame: number } | null = null;
  for (const clock of sorted) {
    const minute = minuteOf(clock.instant);
    if (kept && kept.clock.type === clock.type && clock.instant.getTime() - kept.clock.instant.getTime() < policy.doubleTapSeconds * 1000) {
      if (kept.frame >= 0) out[kept.frame].push({ clock, minute, merged: true });
      continue;
    }
    let frame: number;
    if (clock.type === 'OUT' && open && minute - open.minute < policy.maxShiftMinutes) frame = open.frame;
    else {
      frame = frameByWindow(frames, minute, clock.type);
      if (frame === -1) frame = frameByDate(frames, minute);
    }
    open = clock.type === 'IN' ? { minute, frame } : null;
    kept = { clock, frame };
    if (frame >= 0) out[frame].push({ clock, minute, merged: false });
  }
  return out;
}

export interface Paired {
  pairs: { in: CapturedClock; out: CapturedClock }[];
  /** IN followed by IN, or OUT without IN */
  unpaired: CapturedClock[];
  /** the last IN, not yet closed */
  open: CapturedClock | null;
}

/** Greedy IN → OUT pairing of one workday's clocks (merged ones skipped). */
export function pairClocks(captured: readonly CapturedClock[]): Paired {
  const pairs: Paired['pairs'] = [];
  const unpaired: CapturedClock[] = [];
  let pending: CapturedClock | null = null;
  for (const c of captured) {
    if (c.merged) continue;
    if (c.clock.type === 'IN') {
      if (pending) unpaired.push(pending);
      pending = c;
    } else if (pending) {
      pairs.push({ in: pending, out: c });
      pending = null;
    } else unpaired.push(c);
  }
  return { pairs, unpaired, open: pending };
}
