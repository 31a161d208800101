import { TZDate } from '@date-fns/tz';
import type { ExpectedWindow } from './schedule-instants.ts';

/**
 * The decisions a clock takes before it is stored (core §4, issue #13), pure so the API, the simulation and the web's
 * confirmation dialogs read the same rules: where it was made (geofence), whether it needs confirming (same type as
 * the previous one, an OUT in the middle of the expected work), and its local date and time.
 */

export const CLOCK_TYPES = ['IN', 'OUT'] as const;
export type ClockType = (typeof CLOCK_TYPES)[number];

/** Where a clock came from (the specification's `registered`). */
export const CLOCK_SOURCES = ['WEB', 'MOBILE', 'KIOSK', 'TERMINAL', 'ADMIN'] as const;
export type ClockSource = (typeof CLOCK_SOURCES)[number];

/** How the person was identified: the accounts' methods (core §3, domain/employee.ts), lower case as stored there. */
export { IDENTIFICATION_METHODS, type IdentificationMethod } from './employee.ts';

/** What a clock may be asked to confirm; a confirmed clock keeps the reasons it confirmed. */
export const CLOCK_CONFIRMATIONS = ['SAME_TYPE_AS_PREVIOUS', 'DURING_SHIFT'] as const;
export type ClockConfirmation = (typeof CLOCK_CONFIRMATIONS)[number];

/**
 * The geofence decision stored with every clock: INSIDE a site; NOT_REQUIRED (the geo policy is off for the
 * employee); REMOTE (the day allows remote work without a remote-work site); NO_SITES (the policy is on but the
 * company has no site to check against); ADMINISTRATIVE (recorded by someone else, who vouches for it); TERMINAL
 * (made at the company's kiosk, whose place is known).
 */
export const GEOFENCE_DECISIONS = ['INSIDE', 'NOT_REQUIRED', 'REMOTE', 'NO_SITES', 'ADMINISTRATIVE', 'TERMINAL'] as const;
export type GeofenceDecision = (typeof GEOFENCE_DECISIONS)[number];

/** A device's position error the fence forgives besides its reported accuracy (extended §8: about 10 m). */
export const DEVICE_MARGIN_M = 10;
/** The reported accuracy is credited up to this: a fix of ±5 km must not open every fence. */
export const MAX_CREDITED_ACCURACY_M = 100;
/** An offline clock sent later than this after it was taken is refused (the device's clock is not trusted longer). */
export const OFFLINE_MAX_AGE_HOURS = 72;
/** An offline clock whose device time is this far from its arrival is flagged as delayed. */
export const OFFLINE_FLAG_SECONDS = 120;

export interface Position { latitude: number; longitude: number; accuracy?: number | null }
export interface FenceSite { id: number; name: string; latitude: number; longitude: number; radius: number; timeZone: string }

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in meters (haversine on the mean Earth radius; < 0.5 % off the ellipsoid). */
export function distanceMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type FenceResult =
  | { inside: true; site: FenceSite; distance: number }
  | { inside: false; nearest: FenceSite; distance: number };

/**
 * Whether a position is inside one of `sites` (non-empty): distance − credited accuracy − device margin ≤ radius.
 * Inside: the nearest matching site. Outside: the nearest site by its edge, and how far beyond the edge it is.
 */
export function checkFence(position: Position, sites: readonly FenceSite[]): FenceResult {
  const credit = Math.min(Math.max(position.accuracy ?? 0, 0), MAX_CREDITED_ACCURACY_M) + DEVICE_MARGIN_M;
  let best: { site: FenceSite; distance: number; beyond: number } | null = null;
  for (const site of sites) {
    const distance = distanceMeters(position, site);
    const beyond = distance - credit - site.radius;
    if (!best || beyond < best.beyond) best = { site, distance, beyond };
  }
  if (!best) throw new RangeError('checkFence needs at least one site');
  return best.beyond <= 0
    ? { inside: true, site: best.site, distance: Math.round(best.distance) }
    : { inside: false, nearest: best.site, distance: Math.round(best.distance) };
}

/** The local date (YYYY-MM-DD) and time (HH:MM:SS) of an instant in an IANA zone. */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const z = new TZDate(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`,
    time: `${pad(z.getHours())}:${pad(z.getMinutes())}:${pad(z.getSeconds())}`,
  };
}

/**
 * The expected work an OUT at `at` would interrupt: a fixed day between its start and its end less the tolerance
 * before the end; a flexible day after the earliest entry and before the earliest exit less its tolerance. Free and
 * rest days have nothing to interrupt. Answers the end of that work (to say "until 18:00"), or null.
 */
export function interruptedWork(windows: readonly ExpectedWindow[], at: Date): Date | null {
  const t = at.getTime();
  for (const w of windows) {
    if (w.type === 'FIXED' && w.start.getTime() < t && t < w.endTolerance.earliest.getTime()) return w.end;
    if (w.type === 'FLEXIBLE' && w.enter.start.getTime() < t && t < w.exitTolerance.earliest.getTime()) return w.exit.start;
  }
  return null;
}

/** The type a clock should have after `previous` (an IN when there was none). */
export const nextClockType = (previous: ClockType | null): ClockType => (previous === 'IN' ? 'OUT' : 'IN');
