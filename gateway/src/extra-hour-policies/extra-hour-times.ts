import { cutTime, minutesOf } from '../../../domain/schedule.ts';
import { UserInputError } from '../platform/errors.ts';

/** Minutes of the local day (0–1440) as "HH:MM"; 1440, the end of the day, is "00:00" (an end at or before the start wraps). */
export const hhmmOf = (minutes: number | null): string | null =>
  (minutes === null ? null : `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);

/** "HH:MM" as minutes of the day; a malformed time is a refusal naming the REST field (renamed to the input's by the mutation). */
export function minutesOfInput(value: string | null | undefined, field: 'start' | 'end'): number | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const time = cutTime(value);
  if (time === null) {
    throw new UserInputError(400, {
      code: 'VALIDATION_FAILED', message: `Invalid body: ${field} must be a time HH:MM from 00:00 to 23:59`,
      subErrors: [{ field, message: 'must be a time HH:MM from 00:00 to 23:59' }],
    });
  }
  return minutesOf(time);
}
