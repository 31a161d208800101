import { checkFence, interruptedWork, localDateTime, type ClockConfirmation, type FenceSite, type GeofenceDecision, type Position } from '../../../domain/clock.rules.ts';
import { expectedWindow, type ExpectedWindow } from '../../../domain/schedule-instants.ts';
import { ApiError, conflict } from '../platform/errors.ts';
import type { Database } from '../platform/db/database.ts';
import type { ClockingDays } from './clock-context.repository.ts';
import type { ExpectedDay } from '../schedules/expected-day.ts';
import { fenceSites } from './clock.repository.ts';
import { ClockErrors } from './clock.errors.ts';

/**
 * What the rules of core §4 and the geo policy decide about one clock, read from the database but written nowhere:
 * the expected work it falls in, where it was made, the confirmations it needs. `recordClock` (and the simulation,
 * through it) decides on what one statement read; the insert's `seq` catches a history that changed since.
 */

export interface Placement { geofence: GeofenceDecision; siteId: number | null; siteDistance: number | null; timeZone: string }

/**
 * The expected work around a clock, from what applies yesterday and today (a night shift started yesterday may still
 * be running): its windows and the sites it names, or none when it is remote work anywhere.
 */
export function workFrom({ days, schedules, sites }: ClockingDays, companyTimeZone: string) {
  const siteIds = new Set(days.flatMap((d) => d.timetable?.workLocationIds ?? []));
  const remoteDays = days.filter((d) => d.timetable?.remoteWork && !d.restDay);
  for (const d of remoteDays) {
    const remoteSite = schedules.get(d.scheduleId!)?.remoteWorkSiteId;
    if (remoteSite) siteIds.add(remoteSite);
  }
  const daySites = sites.filter((s) => siteIds.has(s.id));
  const zoneOf = (d: ExpectedDay) => daySites.find((s) => s.id === d.timetable?.workLocationIds[0])?.timeZone ?? companyTimeZone;
  const windows: ExpectedWindow[] = days.flatMap((d) => (d.timetable && !d.restDay ? [expectedWindow(d.date, d.timetable, zoneOf(d))] : []));
  const remoteAnywhere = remoteDays.some((d) => !schedules.get(d.scheduleId!)?.remoteWorkSiteId);
  return { days, windows, daySites, remoteAnywhere };
}

export type Work = ReturnType<typeof workFrom>;

const hhmm = (instant: Date, timeZone: string) => localDateTime(instant, timeZone).time.slice(0, 5);

/** The confirmations this clock needs and has not been given; throws the first one as a 409. */
export function checkConfirmations(input: {
  type: 'IN' | 'OUT'; previous: 'IN' | 'OUT' | null; at: Date; work: Work | null; confirmed: readonly ClockConfirmation[]; timeZone: string;
}): ClockConfirmation[] {
  const needed: ClockConfirmation[] = [];
  if (input.previous === input.type) {
    if (!input.confirmed.includes('SAME_TYPE_AS_PREVIOUS')) {
      const next = input.type === 'IN' ? 'out' : 'in';
      throw conflict(`Last clock was ${input.type}, clock ${next} first`, ClockErrors.SAME_TYPE_AS_PREVIOUS);
    }
    needed.push('SAME_TYPE_AS_PREVIOUS');
  }
  const until = input.type === 'OUT' && input.work ? interruptedWork(input.work.windows, input.at) : null;
  if (until) {
    if (!input.confirmed.includes('DURING_SHIFT')) {
      throw conflict(`Your expected work lasts until ${hhmm(until, input.timeZone)}; confirm to clock out now`, ClockErrors.DURING_SHIFT);
    }
    needed.push('DURING_SHIFT');
  }
  return needed;
}

/**
 * Where a clock was made. Under the geo policy a position is required (422 LOCATION_REQUIRED) and must fall inside
 * one of the day's work locations — or, when the day names none, any of the company's sites — else 422
 * OUTSIDE_GEOFENCE naming the nearest site and the distance. Without the policy a given position is still matched
 * to a site, for the record.
 */
export async function placeClock(db: Database, input: {
  geo: boolean; position: Position | null; work: Work | null; companyTimeZone: string; administrative: boolean;
  /** made at a kiosk: the terminal's site (null when it has none) is where */
  terminal?: { siteId: number | null };
}): Promise<Placement> {
  const none = (geofence: GeofenceDecision): Placement => ({ geofence, siteId: null, siteDistance: null, timeZone: input.companyTimeZone });
  if (input.administrative) return none('ADMINISTRATIVE');
  if (input.terminal) {
    const [site] = input.terminal.siteId ? await fenceSites(db, [input.terminal.siteId]) : [];
    return site ? { geofence: 'TERMINAL', siteId: site.id, siteDistance: null, timeZone: site.timeZone } : none('TERMINAL');
  }
  if (!input.geo) {
    if (!input.position) return none('NOT_REQUIRED');
    const sites = await fenceSites(db, null);
    const fence = sites.length ? checkFence(input.position, sites) : null;
    return fence?.inside ? { geofence: 'NOT_REQUIRED', siteId: fence.site.id, siteDistance: fence.distance, timeZone: fence.site.timeZone } : none('NOT_REQUIRED');
  }
  if (!input.position) throw new ApiError(422, ClockErrors.LOCATION_REQUIRED, 'Your position is needed to clock: turn on location and try again');
  if (input.work?.remoteAnywhere) return none('REMOTE');
  const sites: FenceSite[] = input.work?.daySites.length ? input.work.daySites : await fenceSites(db, null);
  if (!sites.length) return none('NO_SITES');
  const fence = checkFence(input.position, sites);
  if (!fence.inside) {
    throw new ApiError(422, ClockErrors.OUTSIDE_GEOFENCE,
      `You are ${fence.distance} m from ${fence.nearest.name}, outside its ${fence.nearest.radius} m area`);
  }
  return { geofence: 'INSIDE', siteId: fence.site.id, siteDistance: fence.distance, timeZone: fence.site.timeZone };
}
