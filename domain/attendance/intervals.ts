/**
 * Interval algebra on whole minutes since the epoch (the engine reads clocks at minute precision: seconds are
 * dropped, docs/decisions.md). An interval is half-open [start, end); lists are kept sorted and disjoint by
 * `union`. Pure and allocation-light: the engine runs it for every employee-day of a recompute.
 */
export interface Span { start: number; end: number }

export const MS_PER_MINUTE = 60_000;

/** The epoch minute of an instant, seconds dropped. */
export const minuteOf = (at: Date | number): number => Math.floor((typeof at === 'number' ? at : at.getTime()) / MS_PER_MINUTE);

export const dateOfMinute = (minute: number): Date => new Date(minute * MS_PER_MINUTE);

const isoMemo = new Map<number, string>();

/** The ISO UTC string of an epoch minute, remembered (a company's clocks share few distinct minutes a day). */
export function isoOfMinute(minute: number): string {
  let text = isoMemo.get(minute);
  if (text === undefined) {
    if (isoMemo.size > 200_000) isoMemo.clear();
    text = new Date(minute * MS_PER_MINUTE).toISOString();
    isoMemo.set(minute, text);
  }
  return text;
}

export const length = (spans: readonly Span[]): number => spans.reduce((sum, s) => sum + (s.end - s.start), 0);

/** Sorted, disjoint and without empty spans; touching spans are joined. */
export function union(spans: readonly Span[]): Span[] {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ start: s.start, end: s.end });
  }
  return out;
}

/** a ∩ b for two unions. */
export function intersect(a: readonly Span[], b: readonly Span[]): Span[] {
  const out: Span[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const start = Math.max(a[i].start, b[j].start);
    const end = Math.min(a[i].end, b[j].end);
    if (end > start) out.push({ start, end });
    if (a[i].end < b[j].end) i++;
    else j++;
  }
  return out;
}

/** a \ b for two unions. */
export function subtract(a: readonly Span[], b: readonly Span[]): Span[] {
  const out: Span[] = [];
  for (const s of a) {
    let start = s.start;
    for (const cut of b) {
      if (cut.end <= start || cut.start >= s.end) continue;
      if (cut.start > start) out.push({ start, end: cut.start });
      start = Math.max(start, cut.end);
      if (start >= s.end) break;
    }
    if (start < s.end) out.push({ start, end: s.end });
  }
  return out;
}

/** The last `minutes` of a union (the extra time of flexible and free days is taken from the last minutes worked). */
export function lastMinutes(spans: readonly Span[], minutes: number): Span[] {
  const out: Span[] = [];
  let left = minutes;
  for (let i = spans.length - 1; i >= 0 && left > 0; i--) {
    const s = spans[i];
    const take = Math.min(left, s.end - s.start);
    out.unshift({ start: s.end - take, end: s.end });
    left -= take;
  }
  return out;
}

/** The first `minutes` of a union from `from` on (a deducted break starts where the break window starts). */
export function firstMinutesFrom(spans: readonly Span[], from: number, minutes: number): Span[] {
  const out: Span[] = [];
  let left = minutes;
  for (const s of spans) {
    if (left <= 0) break;
    const start = Math.max(s.start, from);
    if (start >= s.end) continue;
    const take = Math.min(left, s.end - start);
    out.push({ start, end: start + take });
    left -= take;
  }
  return out;
}

export const overlaps = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;
