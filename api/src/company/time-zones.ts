/** The IANA time zones this runtime knows, and UTC. */
export const TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');
const ZONE_SET = new Set([...TIME_ZONES, 'UTC']);

export function isTimeZone(zone: string): boolean {
  return ZONE_SET.has(zone);
}
