import { localTime } from './attendanceDates.ts';

const MINUTE = 60_000;
/** Room drawn before the first and after the last thing of the day. */
const MARGIN = 30 * MINUTE;

export interface Span { start: string; end: string }
export interface TimelineClock { id: string; type: string; instant: string }
export interface TimelinePair { start?: string | null; end?: string | null; inClock?: TimelineClock | null; outClock?: TimelineClock | null }

export interface DrawnSpan { left: number; width: number; start: string; end: string; open?: boolean }
export interface DrawnClock { id: string; type: string; time: string; left: number }
export interface Timeline {
  expected: DrawnSpan[];
  worked: DrawnSpan[];
  clocks: DrawnClock[];
  /** `minor` ticks are dropped on narrow screens, where their labels would touch. */
  ticks: Array<{ left: number; label: string; minor: boolean }>;
}

interface DayShape { timeZone: string; expected: readonly Span[]; pairs: readonly TimelinePair[]; openSince: string | null | undefined }

/**
 * The day drawn on one bar, positions in % of its width: from a little before the first expected start or clock to a
 * little after the last expected end or clock (or now, while the employee is at work), times on the workday's zone.
 */
export function layoutTimeline(day: DayShape, now = Date.now()): Timeline | null {
  const ms = (iso: string) => new Date(iso).getTime();
  const clocks = new Map<string, TimelineClock>();
  for (const p of day.pairs) for (const c of [p.inClock, p.outClock]) if (c) clocks.set(c.id, c);
  const points = [
    ...day.expected.flatMap((s) => [ms(s.start), ms(s.end)]),
    ...day.pairs.flatMap((p) => [p.start, p.end].filter((x): x is string => !!x).map(ms)),
    ...[...clocks.values()].map((c) => ms(c.instant)),
    ...(day.openSince ? [ms(day.openSince), Math.max(now, ms(day.openSince))] : []),
  ].filter((n) => Number.isFinite(n));
  if (!points.length) return null;
  const min = Math.min(...points) - MARGIN;
  const max = Math.max(...points) + MARGIN;
  const at = (t: number) => ((t - min) / (max - min)) * 100;
  const span = (start: number, end: number, open = false): DrawnSpan => ({
    left: at(start), width: Math.max(at(end) - at(start), 0.5),
    start: localTime(new Date(start).toISOString(), day.timeZone), end: localTime(new Date(end).toISOString(), day.timeZone), open,
  });
  const worked = day.pairs.flatMap((p) => {
    if (p.start && p.end) return [span(ms(p.start), ms(p.end))];
    if (p.start && day.openSince && ms(p.start) === ms(day.openSince)) return [span(ms(p.start), Math.max(now, ms(p.start)), true)];
    return [];
  });
  return {
    expected: day.expected.map((s) => span(ms(s.start), ms(s.end))),
    worked,
    clocks: [...clocks.values()].sort((a, b) => ms(a.instant) - ms(b.instant))
      .map((c) => ({ id: c.id, type: c.type, time: localTime(c.instant, day.timeZone), left: at(ms(c.instant)) })),
    ticks: hourTicks(min, max, day.timeZone).map((t, i) => ({ left: at(t), label: localTime(new Date(t).toISOString(), day.timeZone), minor: i % 2 === 1 })),
  };
}

/** The whole local hours inside the bar (every other one on a long day), so zones with half-hour offsets still tick on the hour. */
function hourTicks(min: number, max: number, timeZone: string): number[] {
  const base = Math.floor(min / MINUTE) * MINUTE;
  const minutePast = Number(localTime(new Date(base).toISOString(), timeZone).slice(3, 5));
  let first = base + ((60 - minutePast) % 60) * MINUTE;
  if (first < min) first += 60 * MINUTE;
  const step = max - min > 10 * 60 * MINUTE ? 2 : 1;
  const out: number[] = [];
  for (let t = first; t <= max; t += step * 60 * MINUTE) out.push(t);
  return out;
}
