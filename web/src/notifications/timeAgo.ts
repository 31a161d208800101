import { formatDisplayDay } from '../../../domain/dates.rules.ts';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000]];

/**
 * "3 minutes ago", "há 2 horas", "hier": how long ago, in the reader's language, up to a week; older ones are dated
 * DD/MM/YYYY (DESIGN §4). Under a minute is "now".
 */
export function timeAgo(iso: string, now: Date, language: string): string {
  const ms = now.getTime() - Date.parse(iso);
  if (ms >= 7 * 86_400_000) return formatDisplayDay(iso);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (ms >= size) return format.format(-Math.floor(ms / size), unit);
  }
  return format.format(0, 'second');
}
