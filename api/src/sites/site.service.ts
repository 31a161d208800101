import type { Database } from '../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../platform/errors.ts';
import { ianaTimeZone, roundCoordinate, timeZoneAt } from './site-geo.ts';
import {
  deleteSiteRow, findSite, insertSite, siteIdByName, siteUseCount, updateSiteRow, type SiteRow, type SiteValues,
} from './site.repository.ts';
import { SiteErrors } from './site.errors.ts';

/** Radius of a site created without one, in meters. */
export const DEFAULT_SITE_RADIUS = 100;

/**
 * What a site edit may carry. The position travels as `y` (latitude) and `x` (longitude), the names of the older
 * server; `latitude` and `longitude` are accepted too, since the answer carries both pairs.
 */
export interface SiteInput {
  name?: string;
  address?: string | null;
  y?: number;
  x?: number;
  latitude?: number;
  longitude?: number;
  radius?: number;
  timeZone?: string | null;
}

export function toSiteDto(r: SiteRow) {
  return {
    id: r.id,
    name: r.name,
    address: r.address,
    y: r.latitude,
    x: r.longitude,
    latitude: r.latitude,
    longitude: r.longitude,
    radius: r.radius,
    timeZone: r.time_zone,
    createdAt: new Date(r.created_at).toISOString(),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}
export type SiteDto = ReturnType<typeof toSiteDto>;

async function assertNameFree(db: Database, name: string, exceptId?: number) {
  const other = await siteIdByName(db, name);
  if (other !== undefined && other !== exceptId) {
    throw conflict('A site with this name exists', SiteErrors.SITE_NAME_TAKEN, [{ field: 'name', message: 'is taken' }]);
  }
}

/** One coordinate from its two spellings: either, or both when they agree once rounded. */
function coordinate(input: SiteInput, short: 'y' | 'x', long: 'latitude' | 'longitude'): number | undefined {
  const a = input[short];
  const b = input[long];
  if (a !== undefined && b !== undefined && roundCoordinate(a) !== roundCoordinate(b)) {
    throw fieldError(long, `differs from ${short}; send one of them`);
  }
  const value = a ?? b;
  return value === undefined ? undefined : roundCoordinate(value);
}

function givenTimeZone(zone: string): string {
  const known = ianaTimeZone(zone.trim());
  if (!known) throw fieldError('timeZone', 'is not an IANA time zone (such as Europe/Lisbon)');
  return known;
}

const addressOf = (address: string | null | undefined) => (address?.trim() ? address.trim() : null);

export async function getSite(db: Database, id: number): Promise<SiteRow> {
  const row = await findSite(db, id);
  if (!row) throw notFound('Site');
  return row;
}

/** Creates a site; without a time zone it takes the one of its position. */
export async function createSite(db: Database, input: SiteInput & { name: string }, now: Date): Promise<SiteDto> {
  const latitude = coordinate(input, 'y', 'latitude');
  const longitude = coordinate(input, 'x', 'longitude');
  if (latitude === undefined) throw fieldError('y', 'is required (the latitude; also accepted as latitude)');
  if (longitude === undefined) throw fieldError('x', 'is required (the longitude; also accepted as longitude)');
  const time_zone = input.timeZone ? givenTimeZone(input.timeZone) : timeZoneAt(latitude, longitude);
  await assertNameFree(db, input.name);
  const values: SiteValues = {
    name: input.name.trim(), address: addressOf(input.address), latitude, longitude,
    radius: input.radius ?? DEFAULT_SITE_RADIUS, time_zone,
  };
  const id = await insertSite(db, values, now);
  return toSiteDto(await getSite(db, id));
}

/**
 * Changes what the input carries. A site that moves takes the time zone of its new position unless the edit names
 * one; `timeZone: null` asks for the position's zone again.
 */
export async function updateSite(db: Database, id: number, input: SiteInput, now: Date): Promise<void> {
  const current = await getSite(db, id);
  const latitude = coordinate(input, 'y', 'latitude');
  const longitude = coordinate(input, 'x', 'longitude');
  const set: Partial<SiteValues> = {};
  if (input.name !== undefined) {
    await assertNameFree(db, input.name, id);
    set.name = input.name.trim();
  }
  if (input.address !== undefined) set.address = addressOf(input.address);
  if (latitude !== undefined) set.latitude = latitude;
  if (longitude !== undefined) set.longitude = longitude;
  if (input.radius !== undefined) set.radius = input.radius;
  const moved = (latitude ?? current.latitude) !== current.latitude || (longitude ?? current.longitude) !== current.longitude;
  if (input.timeZone) set.time_zone = givenTimeZone(input.timeZone);
  else if (input.timeZone === null || moved) set.time_zone = timeZoneAt(latitude ?? current.latitude, longitude ?? current.longitude);
  if (Object.keys(set).length) await updateSiteRow(db, id, set, now);
}

/** Deletes a site no schedule uses (409 with the count otherwise). */
export async function deleteSite(db: Database, id: number): Promise<void> {
  await getSite(db, id);
  const schedules = await siteUseCount(db, id);
  if (schedules > 0) {
    throw conflict(`The site is used by ${schedules} week schedule(s); remove it from them first`, SiteErrors.SITE_IN_USE);
  }
  await deleteSiteRow(db, id);
}
