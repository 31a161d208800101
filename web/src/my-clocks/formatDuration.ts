import type { TFunction } from 'i18next';
import { hoursAndMinutes } from './workedTime.ts';

/** "7 h 05 min" in the person's language, never broken across lines. */
export function formatDuration(ms: number, t: TFunction): string {
  const { hours, minutes } = hoursAndMinutes(ms);
  return t('myClocks.duration', { hours, minutes: String(minutes).padStart(2, '0') }).replace(/ /g, '\u00a0');
}
