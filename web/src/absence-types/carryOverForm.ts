import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { decimalOf, halfDays } from './absenceTypeForm.ts';

/** The carry-over as typed: the cap in days ('' for all), the expiry as DD/MM ('' for never). */
export interface CarryOverValues { cap: string; expiresOn: string }

const DAY_MONTH = /^(\d{1,2})\/(\d{1,2})$/;

/** `DD/MM` → the stored `MM-DD`, or null when it is no day of a year (29/02 is one: leap years have it). */
export function parseDayMonth(text: string): string | null {
  const m = DAY_MONTH.exec(text.trim());
  if (!m) return null;
  const [day, month] = [Number(m[1]), Number(m[2])];
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(2024, month, 0)).getUTCDate()) return null;
  return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The stored `MM-DD` → `DD/MM`; empty for none. */
export function formatDayMonth(mmdd: string | null | undefined): string {
  if (!mmdd) return '';
  const [month, day] = mmdd.split('-');
  return `${day}/${month}`;
}

export function carryOverValues(s: { carryOverCap: number | null | undefined; carryOverExpiresOn: string | null | undefined }): CarryOverValues {
  return { cap: s.carryOverCap === null || s.carryOverCap === undefined ? '' : String(s.carryOverCap), expiresOn: formatDayMonth(s.carryOverExpiresOn) };
}

export function toCarryOverInput(v: CarryOverValues): { carryOverCap: number | null; carryOverExpiresOn: string | null } {
  return { carryOverCap: v.cap.trim() ? decimalOf(v.cap) : null, carryOverExpiresOn: v.expiresOn.trim() ? parseDayMonth(v.expiresOn) : null };
}

/** The API's rules (absence-batch.routes.ts): a cap in half days 0–366, a real day of the year. */
export function carryOverSchema(t: TFunction) {
  return yup.object({
    cap: halfDays(t('absenceTypes.rules.halfDays')),
    expiresOn: yup.string().default('').test('day', t('carryOver.dayFormat'), (v) => !v?.trim() || parseDayMonth(v) !== null),
  });
}
