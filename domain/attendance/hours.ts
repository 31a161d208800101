/**
 * Hours of a workday (TIME-AND-ATTENDANCE.md §4): worked time from the pairs, an unclocked break deducted, extra
 * time per band with threshold and rounding, night minutes by calendar day. Stored clocks are never changed: every
 * figure is computed from them.
 */
import { addDays, type CalcInterval } from '../schedule.ts';
import { resolveWallTime } from '../schedule-instants.ts';
import type { ExtraAmount, ExtraBand, RoundingMethod } from './engine.types.ts';
import type { NightBand } from './extra-rules.ts';
import { firstMinutesFrom, intersect, length, minuteOf, subtract, union, type Span } from './intervals.ts';

/** Worked spans: the union of the pairs, or first IN to last OUT (§2.6). */
export function workedSpans(pairs: readonly Span[], calcInterval: CalcInterval): Span[] {
  if (!pairs.length) return [];
  if (calcInterval === 'FIRST_IN_LAST_OUT') return [{ start: Math.min(...pairs.map((p) => p.start)), end: Math.max(...pairs.map((p) => p.end)) }];
  return union(pairs);
}

/** The longest gap between worked spans that touches `within` (any gap when null): the clocked break. */
export function clockedBreak(worked: readonly Span[], within: Span | null): Span | null {
  let best: Span | null = null;
  for (let i = 1; i < worked.length; i++) {
    const gap = { start: worked[i - 1].end, end: worked[i].start };
    if (within && !(gap.start <= within.end && within.start <= gap.end)) continue;
    if (!best || gap.end - gap.start > best.end - best.start) best = gap;
  }
  return best;
}

/**
 * The break deducted from an unclocked day when the schedule subtracts break time: the break's minutes from the
 * start of its window, or, without a window, from the middle of the worked time once it passes twice the break.
 */
export function deductedBreak(worked: readonly Span[], breakDuration: number, breakWindow: Span | null): Span[] {
  if (breakDuration <= 0 || !worked.length) return [];
  if (breakWindow) {
    // only once the worked time passes the break: work that stops inside the window had no break yet
    const passes = worked[worked.length - 1].end > breakWindow.end;
    return passes ? firstMinutesFrom(worked, breakWindow.start, breakDuration) : [];
  }
  const total = length(worked);
  if (total <= 2 * breakDuration) return [];
  // the minute in the middle of the worked time
  let left = Math.floor((total - breakDuration) / 2);
  for (const s of worked) {
    if (left < s.end - s.start) return firstMinutesFrom(worked, s.start + left, breakDuration);
    left -= s.end - s.start;
  }
  return [];
}

const MINUTES_PER_DAY = 1440;

const bandMemo = new Map<string, Span[]>();

/** A band of minutes of the local day on each calendar date around `date` (the day before to two days after). */
export function dailyBand(date: string, timeZone: string, start: number, end: number): Span[] {
  const key = `${date}|${timeZone}|${start}|${end}`;
  let spans = bandMemo.get(key);
  if (!spans) {
    if (bandMemo.size > 100_000) bandMemo.clear();
    bandMemo.set(key, (spans = computeBand(date, timeZone, start, end)));
  }
  return spans;
}

function computeBand(date: string, timeZone: string, start: number, end: number): Span[] {
  const spans: Span[] = [];
  const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  for (let d = -1; d <= 2; d++) {
    const day = addDays(date, d);
    const s = minuteOf(resolveWallTime(day, hhmm(start), timeZone).instant);
    const endDay = end <= start ? addDays(day, 1) : day;
    const e = end >= MINUTES_PER_DAY ? minuteOf(resolveWallTime(addDays(day, 1), '00:00', timeZone).instant) : minuteOf(resolveWallTime(endDay, hhmm(end), timeZone).instant);
    if (e > s) spans.push({ start: s, end: e });
  }
  return union(spans);
}

/** Rounds an amount of minutes (§4: down ⌊m/q⌋q, up ⌈m/q⌉q, nearest ⌊(m + q/2)/q⌋q with ties up). */
export function roundMinutes(minutes: number, method: RoundingMethod): number {
  if (method === 'NONE') return minutes;
  const [kind, q] = method.split('_') as ['DOWN' | 'UP' | 'NEAREST', string];
  const quantum = Number(q);
  if (kind === 'DOWN') return Math.floor(minutes / quantum) * quantum;
  if (kind === 'UP') return Math.ceil(minutes / quantum) * quantum;
  return Math.floor((minutes + quantum / 2) / quantum) * quantum;
}

/**
 * Extra minutes per band: each extra minute goes to the first band containing it (before `dayStart` only to bands that
 * do not ignore early check-in); a band at or below its threshold
 * counts 0, above it the whole amount; then its rounding.
 */
export function extraByBand(extra: readonly Span[], bands: readonly ExtraBand[], date: string, timeZone: string, dayStart: number | null = null): ExtraAmount[] {
  let left = [...extra];
  const out: ExtraAmount[] = [];
  for (const band of bands) {
    let area = band.start === null || band.end === null ? left : intersect(left, dailyBand(date, timeZone, band.start, band.end));
    // a band that ignores early check-in does not count work before the day's start (§4); later bands still may
    if (band.ignoreEarlyCheckIn && dayStart !== null) area = subtract(area, [{ start: Number.MIN_SAFE_INTEGER, end: dayStart }]);
    left = subtract(left, area);
    const raw = length(area);
    const minutes = raw <= band.thresholdMinutes ? 0 : roundMinutes(raw, band.rounding);
    out.push({ bandId: band.id, title: band.title, minutes });
  }
  return out;
}

/** Night minutes: worked minutes in the night bands, each minute counted once (in the first band containing it), each band after its threshold and rounding. */
export function nightMinutesOf(worked: readonly Span[], night: readonly NightBand[], date: string, timeZone: string): number {
  let left = [...worked];
  let total = 0;
  for (const band of night) {
    const area = intersect(left, dailyBand(date, timeZone, band.start, band.end));
    left = subtract(left, area);
    const raw = length(area);
    total += raw <= band.thresholdMinutes ? 0 : roundMinutes(raw, band.rounding);
  }
  return total;
}
