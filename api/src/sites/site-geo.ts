import tzLookup from '@photostructure/tz-lookup';

/** Decimals kept of a coordinate (extended §3: 6 by default; about 11 cm at the equator). */
const COORDINATE_DECIMALS = 6;

/**
 * A coordinate rounded to 6 decimals, half away from zero, on its decimal digits as written: 1.0000005 → 1.000001,
 * which `Math.round(x * 1e6)` gets wrong (1.0000005 * 1e6 is 1000000.4999…). The result is the double nearest to
 * the rounded decimal, so it prints with at most 6 decimals and is stored as is in numeric(9,6).
 */
export function roundCoordinate(value: number): number {
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + COORDINATE_DECIMALS}`));
  const rounded = Number(`${shifted}e-${COORDINATE_DECIMALS}`);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * The IANA time zone at a position, from the time zone boundaries @photostructure/tz-lookup ships (offline, no
 * call out). At sea it answers an `Etc/GMT±N` zone, which is what a clock there would use.
 */
export function timeZoneAt(latitude: number, longitude: number): string {
  return tzLookup(latitude, longitude);
}

const ZONES = new Map([...Intl.supportedValuesOf('timeZone'), 'UTC'].map((z) => [z.toLowerCase(), z]));
/** An IANA name: Area/Location (letters, digits, _ + -), or UTC/GMT; not a bare offset such as "+01:00". */
const IANA_SHAPE = /^(?:[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)+|UTC|GMT)$/i;

/**
 * The zone as this runtime spells it when it is a real IANA time zone (the Intl API knows it, aliases such as
 * "Asia/Calcutta" included; case aside), else null.
 */
export function ianaTimeZone(zone: string): string | null {
  if (!IANA_SHAPE.test(zone)) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    return ZONES.get(zone.toLowerCase()) ?? (resolved.toLowerCase() === zone.toLowerCase() ? resolved : zone);
  } catch {
    return null;
  }
}
