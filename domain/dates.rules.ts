import * as yup from 'yup';
import type { RuleMessages } from './messages.rules.ts';

/** Dates are shown and typed DD/MM/YYYY in every language (core §5); the API speaks ISO YYYY-MM-DD. */
const DISPLAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** `DD/MM/YYYY` → `YYYY-MM-DD`, or null when the text is not a real calendar date. */
export function parseDisplayDate(text: string): string | null {
  const m = DISPLAY.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/** `YYYY-MM-DD` (or a date-time) → `DD/MM/YYYY`; empty for null. */
export function formatDisplayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** An instant's day as `DD/MM/YYYY` in the device's time zone (the day `todayIso` reads). */
export function formatDisplayDay(instant: string | Date): string {
  return formatDisplayDate(todayIso(new Date(instant)));
}

/** An instant as `DD/MM/YYYY HH:mm` in the device's time zone. */
export function formatDisplayDateTime(instant: string | Date): string {
  const at = new Date(instant);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${formatDisplayDay(at)} ${p(at.getHours())}:${p(at.getMinutes())}`;
}

/** An optional DD/MM/YYYY text field (empty means none): "31/02/1990" is told it does not exist, "1990-02-01" its form. */
export function displayDate(messages: RuleMessages) {
  return yup.string().default('')
    .test('date-format', messages('dateFormat'), (v) => !v || DISPLAY.test(v.trim()))
    .test('date-real', messages('dateNotReal'), (v) => !v || !DISPLAY.test(v.trim()) || parseDisplayDate(v) !== null);
}

/** Like `displayDate`, and not before the date in the sibling field `other` (when both are given). */
export function displayDateNotBefore(messages: RuleMessages, other: string, otherLabel: string) {
  return displayDate(messages).test('date-order', messages('dateNotBefore', { other: otherLabel }), function check(v) {
    const start = parseDisplayDate(String((this.parent as Record<string, unknown>)[other] ?? ''));
    const end = v ? parseDisplayDate(v) : null;
    return !start || !end || end >= start;
  });
}

/** Today as `YYYY-MM-DD` in the browser's (or server's) time zone. */
export function todayIso(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** The ISO date `days` after (or before, when negative) an ISO date, by calendar days. */
export function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The dates the API accepts: from 1900-01-01 to 2999-12-31. Wider than any birth date of a living person or any
 * contract, validity or subscription date; four-digit years, so ISO texts still sort as dates; storable by
 * PostgreSQL (which has no year 0) and by Excel (whose calendar starts in 1900) for the exports.
 */
export const DATE_RANGE = { minYear: 1900, maxYear: 2999 } as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,9})?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/i;

/** `YYYY-MM-DD`: a real calendar day within DATE_RANGE. */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < DATE_RANGE.minYear || year > DATE_RANGE.maxYear || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `YYYY-MM-DDTHH:mm:ss[.fff](Z|±HH:mm)`: a date as `isIsoDate`, a time of day and an explicit offset. */
export function isIsoDateTime(text: string): boolean {
  const t = text.length > 10 ? text[10] : '';
  return (t === 'T' || t === 't') && isIsoDate(text.slice(0, 10)) && ISO_TIME.test(text.slice(11));
}
