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

/** An optional DD/MM/YYYY text field (empty means none). */
export function displayDate(messages: RuleMessages) {
  return yup.string().default('').test('date-format', messages('dateFormat'), (v) => !v || parseDisplayDate(v) !== null);
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
