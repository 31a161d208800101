import type { ErrorLanguage } from '../../../domain/error-codes.ts';
import type { PlaceResult } from './gazetteer.ts';

/** One answer of Nominatim's `/search?format=jsonv2` (and of the services that copy its API). */
interface NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  name?: unknown;
  display_name?: unknown;
  address?: { country_code?: unknown };
}

export interface GeocoderOptions {
  /** the service's base address, e.g. https://nominatim.example.org (GEOCODER_URL) */
  url: string;
  timeoutMs: number;
  language: ErrorLanguage;
  limit?: number;
}

/**
 * Asks a Nominatim-compatible geocoder for the query: `GET {url}/search?format=jsonv2&q=…&limit=10`, in the caller's
 * language, within `timeoutMs`. Throws when the service fails, answers an error or something that is not a list
 * (the caller falls back to the gazetteer); an empty list is an answer: nothing was found.
 */
export async function searchGeocoder(query: string, { url, timeoutMs, language, limit = 10 }: GeocoderOptions): Promise<PlaceResult[]> {
  const params = new URLSearchParams({ format: 'jsonv2', q: query, limit: String(limit), addressdetails: '1' });
  const res = await fetch(`${url.replace(/\/+$/, '')}/search?${params}`, {
    headers: { accept: 'application/json', 'accept-language': language, 'user-agent': 'Pontual time and attendance (site address search)' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) throw new Error(`the geocoder answered ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error('the geocoder answered something other than a list');
  return (body as NominatimPlace[]).flatMap((p) => {
    const latitude = Number(p.lat);
    const longitude = Number(p.lon);
    const displayName = typeof p.display_name === 'string' ? p.display_name : '';
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || !displayName) return [];
    const name = typeof p.name === 'string' && p.name ? p.name : displayName.split(',')[0].trim();
    const code = p.address?.country_code;
    return [{
      name, displayName, latitude, longitude, source: 'geocoder' as const,
      ...(typeof code === 'string' && /^[a-z]{2}$/i.test(code) ? { countryCode: code.toUpperCase() } : {}),
    }];
  }).slice(0, limit);
}
