/** The worked time of a list of clocks, pure so the screen, the week history and the tests share one rule. */

export interface TimedClock { type: 'IN' | 'OUT'; instant: string }

/** An IN and the OUT that closes it; an open IN (no OUT yet) has `out: null`. */
export interface WorkedPair<C extends TimedClock = TimedClock> { in: C; out: C | null; ms: number }

/**
 * Pairs each IN with the next OUT, in instant order. A repeated IN replaces the open one: the earlier IN lost its
 * OUT, and counting from it could add whole days. An OUT with no open IN is ignored. An IN still open at the end
 * counts until `until` (now, for today and this week), or nothing when `until` is null (a past week's forgotten OUT).
 */
export function workedPairs<C extends TimedClock>(clocks: readonly C[], until: Date | null): WorkedPair<C>[] {
  const sorted = [...clocks].sort((a, b) => Date.parse(a.instant) - Date.parse(b.instant));
  const pairs: WorkedPair<C>[] = [];
  let open: C | null = null;
  for (const clock of sorted) {
    if (clock.type === 'IN') open = clock;
    else if (open) {
      pairs.push({ in: open, out: clock, ms: Math.max(0, Date.parse(clock.instant) - Date.parse(open.instant)) });
      open = null;
    }
  }
  if (open) pairs.push({ in: open, out: null, ms: until ? Math.max(0, until.getTime() - Date.parse(open.instant)) : 0 });
  return pairs;
}

/** The total of `workedPairs`, in milliseconds. */
export function workedMs(clocks: readonly TimedClock[], until: Date | null): number {
  return workedPairs(clocks, until).reduce((sum, p) => sum + p.ms, 0);
}

/** Whole hours and minutes of a duration (seconds dropped, never rounded up). */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Math.floor(Math.max(0, ms) / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
