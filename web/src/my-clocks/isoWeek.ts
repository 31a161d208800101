import { addDaysIso, todayIso } from '../../../domain/dates.rules.ts';

/** ISO weeks (Monday to Sunday, week 1 holds the year's first Thursday), on `YYYY-MM-DD` dates. */

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The Monday of the ISO week holding `iso`. */
export function weekStart(iso: string): string {
  const weekday = (utc(iso).getUTCDay() + 6) % 7;
  return addDaysIso(iso, -weekday);
}

/** The Sunday of the ISO week holding `iso`. */
export const weekEnd = (iso: string): string => addDaysIso(weekStart(iso), 6);

/** The ISO week number (1–53) of `iso`. */
export function isoWeekNumber(iso: string): number {
  const thursday = addDaysIso(weekStart(iso), 3);
  const jan1 = `${thursday.slice(0, 4)}-01-01`;
  return Math.floor((utc(thursday).getTime() - utc(jan1).getTime()) / (7 * 86_400_000)) + 1;
}

/** The device's local date of an instant. */
export const localDateOf = (instant: string | Date): string => todayIso(new Date(instant));

/** The device's local HH:mm of an instant. */
export function localTimeOf(instant: string | Date): string {
  const d = new Date(instant);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}
