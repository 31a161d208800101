import type { LatLng } from './siteMapTypes.ts';
import { DEFAULT_SITE_RADIUS_M } from '../../../domain/site.rules.ts';

export interface SiteValues { name: string; address: string; latitude: string; longitude: string; radius: string; timeZone: string }

export interface SiteSnapshot {
  name: string; address: string | null | undefined; latitude: number; longitude: number; radius: number; timeZone: string;
}

export const EMPTY_SITE: SiteValues = { name: '', address: '', latitude: '', longitude: '', radius: String(DEFAULT_SITE_RADIUS_M), timeZone: '' };

export const siteValues = (site: SiteSnapshot): SiteValues => ({
  name: site.name, address: site.address ?? '', latitude: String(site.latitude), longitude: String(site.longitude),
  radius: String(site.radius), timeZone: site.timeZone,
});

/** A coordinate as the API keeps it: 6 decimals (about 11 cm), without trailing zeros. */
export const coordinate = (value: number): string => String(Number(value.toFixed(6)));

const decimal = (text: string): number | null => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(value) ? value : null;
};

/** The marker's position while both fields hold a coordinate in range; null otherwise (the marker waits). */
export function positionOf(values: Pick<SiteValues, 'latitude' | 'longitude'>): LatLng | null {
  const latitude = decimal(values.latitude);
  const longitude = decimal(values.longitude);
  if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/**
 * The mutation input. The time zone goes only when the user changed it: emptied asks for the position's zone (null),
 * untouched lets a moved site take its new position's zone (the API's rule).
 */
export function siteInput(values: SiteValues, initial: SiteValues) {
  const zone = values.timeZone.trim();
  const changedZone = zone !== initial.timeZone.trim();
  return {
    name: values.name.trim(),
    address: values.address.trim() || null,
    latitude: Number(values.latitude.trim().replace(',', '.')),
    longitude: Number(values.longitude.trim().replace(',', '.')),
    radius: Number(values.radius),
    ...(changedZone ? { timeZone: zone || null } : {}),
  };
}
