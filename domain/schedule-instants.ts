/**
 * From an expected day (a date D and its timetable, wall-clock "HH:MM" times that may cross midnight) to real
 * instants in a time zone (TIME-AND-ATTENDANCE.md §1: "durations are computed on instants, so a DST change never
 * adds or loses an hour of work by mistake"). Pure; the clocks and the inconsistency engine compare clocks with
 * these instants.
 *
 * Offsets come only from @date-fns/tz (`tzOffset`, which reads the runtime's IANA data through Intl); nothing here
 * knows any zone's offset or rules. A wall-clock time is resolved by taking the zone's offset a day before and a
 * day after it and keeping the candidate instants whose own offset matches (the way Temporal resolves a
 * PlainDateTime; like Temporal, it assumes no two offset changes within a day of each other). `new TZDate(y, m, d, h, min, zone)` is not used for this: for a repeated hour it answers the
 * earlier or the later occurrence depending on the zone and on the process's own TZ.
 *
 * **The rule for wall-clock times that do not exist or exist twice** (RFC 5545 §3.3.5, Temporal's
 * `disambiguation: 'compatible'`, java.time's `ZonedDateTime.of`):
 * - a time in a spring-forward gap (01:30 in Lisbon on the last Sunday of March, when 01:00 jumps to 02:00) is
 *   read with the offset in force before the gap, which moves it forward by the gap's length: 01:30 → 02:30 WEST;
 * - a time in a fall-back repeated hour (01:30 in Lisbon on the last Sunday of October) is its earlier occurrence
 *   (01:30 WEST, 00:30Z), so a schedule never starts or ends later than the first time the wall clock shows it;
 * - an interval whose end, so resolved, would fall before its start (only when its start lies in a gap and its
 *   wall-clock length is at most the gap's: a 01:30–02:00 shift that night) is empty: end = start, 0 minutes.
 *   Its wall-clock time does not exist that day, so no work is expected then.
 * Every such adjustment is listed in the window's `adjustments`, for the explanation an inconsistency stores.
 *
 * **Which day each wall-clock time belongs to** (the workday belongs to the date its work starts on, §1):
 * - fixed: start on D; end on D + 1 when dayEnd ≤ dayStart (`crossesMidnight`, the same rule as `rangeMinutes`, so
 *   a 22:00–06:00 night ends on D + 1 and 09:00–09:00 lasts a day); the break starts at the first breakStart at or
 *   after dayStart (02:00 in a 22:00–06:00 night is on D + 1) and ends at the first breakEnd after its start;
 * - flexible: enterMin on D, enterMax the first at or after enterMin (equal = a single instant); exitMin on D,
 *   or D + 1 when exitMin ≤ enterMin (an exit window crossing midnight rolls to the next day relative to enter),
 *   exitMax the first at or after exitMin;
 * - free: the day's bounds [D 00:00, D+1 00:00) in the zone: 23 or 25 hours on a DST day (where midnight itself is
 *   in a gap, as in São Paulo until 2019, the day starts at 01:00 by the rule above);
 * - rest: a marker with the day's bounds, no expected time.
 * The `nightShift` flag is not read: the times say whether a range crosses midnight (as `expectedMinutes` does).
 *
 * Tolerances are real minutes around the resolved instants, inclusive (§1: arriving exactly at S + tolerance is on
 * time). All instants are `Date`s (JSON.stringify writes them as ISO UTC strings; `isoWindow` does it explicitly).
 */
import { tzOffset } from '@date-fns/tz';
import { addDays, crossesMidnight, minutesOf, rangeMinutes, type Timetable } from './schedule.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** How a wall-clock time became an instant: it existed once, it fell in a gap (moved forward), it was repeated. */
export type WallResolution = 'EXACT' | 'SKIPPED' | 'REPEATED';

export interface ResolvedWallTime {
  instant: Date;
  resolution: WallResolution;
  /** the zone's UTC offset in minutes at `instant` (e.g. 60 for WEST) */
  offsetMinutes: number;
}

/** A wall-clock time that was not read as-is (see the file's doc comment), named by the window field it sets. */
export interface WallAdjustment {
  field: string;
  /** the requested local date-time, "YYYY-MM-DDTHH:MM" */
  wall: string;
  resolution: Exclude<WallResolution, 'EXACT'> | 'EMPTIED';
  instant: Date;
}

export interface InstantRange { start: Date; end: Date }

/** Inclusive grace bounds around one boundary: [at − before, at + after]. */
export interface ToleranceBounds { earliest: Date; latest: Date }

export interface FixedWindow {
  type: 'FIXED';
  date: string;
  timeZone: string;
  start: Date;
  end: Date;
  /** real elapsed minutes from start to end (7 × 60 for a 22:00–06:00 night across spring-forward) */
  scheduledMinutes: number;
  /** the same range on the wall clock (`rangeMinutes`), for comparison */
  wallMinutes: number;
  crossesMidnight: boolean;
  /** breakStart–breakEnd resolved, or null when the timetable has no break window */
  breakWindow: InstantRange | null;
  startTolerance: ToleranceBounds;
  endTolerance: ToleranceBounds;
  adjustments: WallAdjustment[];
}

export interface FlexibleWindow {
  type: 'FLEXIBLE';
  date: string;
  timeZone: string;
  /** [enterMin, enterMax] */
  enter: InstantRange;
  /** [exitMin, exitMax] */
  exit: InstantRange;
  /** [enterMin − toleranceBeforeStart, enterMax + toleranceAfterStart] */
  enterTolerance: ToleranceBounds;
  /** [exitMin − toleranceBeforeEnd, exitMax + toleranceAfterEnd] */
  exitTolerance: ToleranceBounds;
  breakWindow: InstantRange | null;
  durationInMinutes: number;
  adjustments: WallAdjustment[];
}

export interface FreeWindow {
  type: 'FREE';
  date: string;
  timeZone: string;
  /** the local day [00:00, next 00:00) */
  start: Date;
  end: Date;
  /** real length of the day: 1440, or 1380 / 1500 on a DST day */
  dayMinutes: number;
  durationInMinutes: number;
  adjustments: WallAdjustment[];
}

/** A rest day: no work expected. Its bounds are given for DAY_OFF checks. */
export interface RestWindow {
  type: 'REST';
  date: string;
  timeZone: string;
  start: Date;
  end: Date;
}

export type ExpectedWindow = FixedWindow | FlexibleWindow | FreeWindow | RestWindow;

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

function rawOffset(timeZone: string, epochMs: number): number {
  const offset = tzOffset(timeZone, new Date(epochMs));
  if (!Number.isFinite(offset)) throw new RangeError(`unknown time zone: ${timeZone}`);
  return offset;
}

const BUCKET_MS = 15 * MINUTE;
const offsetMemo = new Map<string, number>();

/**
 * The zone's UTC offset in minutes at an instant. Remembered per quarter hour when the offset is the same at both
 * ends of it (every offset change since 1970 happens on a quarter hour; a quarter hour holding one is not remembered
 * and is asked again), so the engine's thousands of local times cost a lookup, not an Intl call each.
 */
export function offsetAt(timeZone: string, epochMs: number): number {
  const bucket = Math.floor(epochMs / BUCKET_MS);
  const key = `${timeZone}|${bucket}`;
  const known = offsetMemo.get(key);
  if (known !== undefined) return known;
  const start = rawOffset(timeZone, bucket * BUCKET_MS);
  const end = rawOffset(timeZone, (bucket + 1) * BUCKET_MS - 1);
  if (start !== end) return rawOffset(timeZone, epochMs);
  if (offsetMemo.size > 200_000) offsetMemo.clear();
  offsetMemo.set(key, start);
  return start;
}

/** Local "HH:MM" of an instant (epoch ms) in a zone. */
export function localHhmm(epochMs: number, timeZone: string): string {
  const local = Math.floor(epochMs / MINUTE) + offsetAt(timeZone, epochMs);
  const m = ((local % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * The instant a local wall-clock time (`date` "YYYY-MM-DD", `time` "HH:MM") denotes in `timeZone`, by the rule of
 * the file's doc comment: a time in a gap moves forward by the gap; a repeated time is its earlier occurrence.
 */
export function resolveWallTime(date: string, time: string, timeZone: string): ResolvedWallTime {
  const d = DATE_RE.exec(date);
  const t = TIME_RE.exec(time);
  if (!d) throw new RangeError(`not a date "YYYY-MM-DD": ${date}`);
  if (!t) throw new RangeError(`not a time "HH:MM": ${time}`);
  // The wall-clock fields read as if they were UTC: a local timestamp, not an instant. Subtracting the zone's
  // offset (in ms) turns it into the instant; the offsets come from tzOffset.
  const local = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (new Date(local).toISOString().slice(0, 10) !== date) throw new RangeError(`not a calendar date: ${date}`);
  const before = offsetAt(timeZone, local - DAY);
  const after = offsetAt(timeZone, local + DAY);
  const candidates = [...new Set([before, after])]
    .map((offset) => ({ offset, instant: local - offset * MINUTE }))
    .filter((c) => offsetAt(timeZone, c.instant) === c.offset)
    .sort((a, b) => a.instant - b.instant);
  if (candidates.length === 0) {
    // a gap: read with the offset before it (the instant lands after the transition, moved forward by the gap)
    const instant = local - before * MINUTE;
    return { instant: new Date(instant), resolution: 'SKIPPED', offsetMinutes: offsetAt(timeZone, instant) };
  }
  const first = candidates[0];
  return { instant: new Date(first.instant), resolution: candidates.length > 1 ? 'REPEATED' : 'EXACT', offsetMinutes: first.offset };
}

/** The local day `date` in `timeZone` as instants: [00:00, next day's 00:00), 23 or 25 hours on DST days. */
export function dayBounds(date: string, timeZone: string): InstantRange {
  return { start: resolveWallTime(date, '00:00', timeZone).instant, end: resolveWallTime(addDays(date, 1), '00:00', timeZone).instant };
}

const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE);
const minutesBetween = (a: Date, b: Date) => (b.getTime() - a.getTime()) / MINUTE;

/** Resolves wall-clock times of one window, recording the adjustments. */
class Resolver {
  readonly adjustments: WallAdjustment[] = [];
  constructor(private readonly timeZone: string) {}

  at(field: string, date: string, time: string): Date {
    const r = resolveWallTime(date, time, this.timeZone);
    if (r.resolution !== 'EXACT') this.adjustments.push({ field, wall: `${date}T${time}`, resolution: r.resolution, instant: r.instant });
    return r.instant;
  }

  /** A range start → end of wall-clock times on the given dates; never ends before it starts (see the doc comment). */
  range(fields: [string, string], start: [string, string], end: [string, string]): InstantRange {
    const s = this.at(fields[0], start[0], start[1]);
    const e = this.at(fields[1], end[0], end[1]);
    if (e.getTime() >= s.getTime()) return { start: s, end: e };
    this.adjustments.push({ field: fields[1], wall: `${end[0]}T${end[1]}`, resolution: 'EMPTIED', instant: s });
    return { start: s, end: s };
  }
}

/** The date (D or D + 1) of the first `time` at or after `anchor` on D (strictly after when `strict`). */
function dateFrom(date: string, anchor: string, time: string, strict: boolean): string {
  const d = minutesOf(time) - minutesOf(anchor);
  return d > 0 || (d === 0 && !strict) ? date : addDays(date, 1);
}

function breakWindowOf(
  r: Resolver, date: string, anchor: string, t: { breakStart: string | null; breakEnd: string | null },
): InstantRange | null {
  if (!t.breakStart || !t.breakEnd) return null;
  const startDate = dateFrom(date, anchor, t.breakStart, false);
  const endDate = crossesMidnight(t.breakStart, t.breakEnd) ? addDays(startDate, 1) : startDate;
  return r.range(['breakStart', 'breakEnd'], [startDate, t.breakStart], [endDate, t.breakEnd]);
}

/**
 * The instants that matter on `date` for `timetable` in `timeZone` (see the file's doc comment for the rules):
 * fixed start/end/break/tolerances and real scheduled minutes; flexible enter/exit windows; the free day's bounds;
 * a rest marker.
 */
export function expectedWindow(date: string, timetable: Timetable, timeZone: string): ExpectedWindow {
  const r = new Resolver(timeZone);
  switch (timetable.type) {
    case 'REST': {
      const { start, end } = dayBounds(date, timeZone);
      return { type: 'REST', date, timeZone, start, end };
    }
    case 'FREE': {
      const start = r.at('start', date, '00:00');
      const end = r.at('end', addDays(date, 1), '00:00');
      return { type: 'FREE', date, timeZone, start, end, dayMinutes: minutesBetween(start, end), durationInMinutes: timetable.durationInMinutes, adjustments: r.adjustments };
    }
    case 'FIXED': {
      const t = timetable;
      const crosses = crossesMidnight(t.dayStart, t.dayEnd);
      const { start, end } = r.range(['start', 'end'], [date, t.dayStart], [crosses ? addDays(date, 1) : date, t.dayEnd]);
      return {
        type: 'FIXED', date, timeZone, start, end,
        scheduledMinutes: minutesBetween(start, end),
        wallMinutes: rangeMinutes(t.dayStart, t.dayEnd),
        crossesMidnight: crosses,
        breakWindow: breakWindowOf(r, date, t.dayStart, t),
        startTolerance: { earliest: plus(start, -t.toleranceBeforeStart), latest: plus(start, t.toleranceAfterStart) },
        endTolerance: { earliest: plus(end, -t.toleranceBeforeEnd), latest: plus(end, t.toleranceAfterEnd) },
        adjustments: r.adjustments,
      };
    }
    case 'FLEXIBLE': {
      const t = timetable;
      const enter = r.range(['enterMin', 'enterMax'], [date, t.enterMin], [dateFrom(date, t.enterMin, t.enterMax, false), t.enterMax]);
      const exitDate = dateFrom(date, t.enterMin, t.exitMin, true);
      const exit = r.range(['exitMin', 'exitMax'], [exitDate, t.exitMin], [dateFrom(exitDate, t.exitMin, t.exitMax, false), t.exitMax]);
      return {
        type: 'FLEXIBLE', date, timeZone, enter, exit,
        enterTolerance: { earliest: plus(enter.start, -t.toleranceBeforeStart), latest: plus(enter.end, t.toleranceAfterStart) },
        exitTolerance: { earliest: plus(exit.start, -t.toleranceBeforeEnd), latest: plus(exit.end, t.toleranceAfterEnd) },
        breakWindow: breakWindowOf(r, date, t.enterMin, t),
        durationInMinutes: t.durationInMinutes,
        adjustments: r.adjustments,
      };
    }
  }
}

type Iso<T> = T extends Date ? string : T extends (infer U)[] ? Iso<U>[] : T extends object ? { [K in keyof T]: Iso<T[K]> } : T;

/** The window with every instant as an ISO UTC string ("2026-03-28T22:00:00.000Z"), for JSON and snapshots. */
export function isoWindow<T extends ExpectedWindow>(window: T): Iso<T> {
  return JSON.parse(JSON.stringify(window)) as Iso<T>;
}
