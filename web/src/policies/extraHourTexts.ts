import type { TFunction } from 'i18next';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';

/** Monday first, as people read a week; the API numbers Sunday 0. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

interface CategoryLike {
  level: string;
  databaseId?: number | null;
  department?: { name: string } | null;
  schedule?: { name: string } | null;
  employee?: { name: string } | null;
}

/** "Everyone", "Department: Operations"; a department or employee out of reach (or gone) by its number. */
export function categoryText(c: CategoryLike, t: TFunction): string {
  const level = t(`extraHours.levels.${c.level}`);
  const name = c.department?.name ?? c.schedule?.name ?? c.employee?.name;
  if (name) return t('extraHours.categoryNamed', { level, name });
  return c.databaseId ? t('extraHours.categoryNumber', { level, id: c.databaseId }) : level;
}

/** "18:00–22:00", "all day", "22:00–07:00 (night)". */
export function bandText(start: string | null | undefined, end: string | null | undefined, night: boolean, t: TFunction): string {
  const band = start && end ? `${start}–${end}` : t('extraHours.allDay');
  return night ? t('extraHours.nightBand', { band }) : band;
}

/** Threshold and rounding: "Over 15 min · Rounded to the nearest 30 min". */
export function countingText(thresholdMinutes: number, rounding: string, t: TFunction): string {
  const threshold = thresholdMinutes > 0 ? t('extraHours.overThreshold', { minutes: thresholdMinutes }) : t('extraHours.noThreshold');
  return `${threshold} · ${t(`extraHours.rounding.${rounding}`)}`;
}

/** "Every day", "Mon–Fri", "Mon, Wed, Sat, Sun": three or more consecutive days of a Monday-first week joined by a dash. */
export function weekdaysText(weekdays: readonly number[], t: TFunction): string {
  const chosen = WEEK_ORDER.filter((d) => weekdays.includes(d));
  if (chosen.length === 0 || chosen.length === WEEK_ORDER.length) return t('extraHours.everyDay');
  // Runs of consecutive positions in the Monday-first week.
  const positions = chosen.map((d) => WEEK_ORDER.indexOf(d));
  const runs: number[][] = [];
  for (const p of positions) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === p - 1) run.push(p); else runs.push([p]);
  }
  const short = (p: number) => t(`extraHours.weekdaysShort.${WEEK_ORDER[p]}`);
  return runs.map((r) => (r.length > 2 ? `${short(r[0])}–${short(r[r.length - 1])}` : r.map(short).join(', '))).join(', ');
}

/** "always", "from 01/01/2026", "until 31/12/2026", "01/01/2026 to 31/12/2026" (DD/MM/YYYY in every language). */
export function datesText(validFrom: string | null | undefined, validTo: string | null | undefined, t: TFunction): string {
  const from = formatDisplayDate(validFrom);
  const to = formatDisplayDate(validTo);
  if (from && to) return t('extraHours.between', { from, to });
  if (from) return t('extraHours.from', { date: from });
  if (to) return t('extraHours.until', { date: to });
  return t('extraHours.always');
}
