import { formatDisplayDate, parseDisplayDate } from '../../../domain/dates.rules.ts';
import { resolveWallTime } from '../../../domain/schedule-instants.ts';

/** `HH:MM:SS` → `HH:mm` (core §5: times are cut to HH:MM). */
export const hhmm = (time: string): string => time.slice(0, 5);

/** An instant as the date and time people read (DD/MM/YYYY, HH:mm) in an IANA zone. */
export function displayInstant(iso: string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-GB', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { date: `${parts.day}/${parts.month}/${parts.year}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * The instant of a date typed DD/MM/YYYY and a time HH:mm on the wall clock of `timeZone` (a clock's own zone, or
 * the company's for a new one), as ISO UTC; null when either is not real.
 */
export function instantOf(date: string, time: string, timeZone: string): string | null {
  const iso = parseDisplayDate(date);
  if (!iso || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  try {
    return resolveWallTime(iso, time, timeZone).instant.toISOString();
  } catch {
    return null;
  }
}

/** Now on the wall clock of `timeZone`, for a form's defaults. */
export function nowIn(timeZone: string, now = new Date()): { date: string; time: string } {
  try {
    return displayInstant(now.toISOString(), timeZone);
  } catch {
    return { date: formatDisplayDate(now.toISOString()), time: now.toISOString().slice(11, 16) };
  }
}
