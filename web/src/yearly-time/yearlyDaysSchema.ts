import * as yup from 'yup';

/** The API's bounds of holiday and bonus days (multiples of half a day). */
export const DAYS_RANGE = { min: 0, max: 366 } as const;

/** "22,5" or "22.5" → 22.5; empty → null; anything else → NaN. */
export function parseDays(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!clean) return null;
  return /^\d+(\.\d+)?$/.test(clean) ? Number(clean) : Number.NaN;
}

export interface DaysMessages { number: string; half: string; range: string; oneRequired: string }

/** Holiday and bonus days: each empty or a number of half days from 0 to 366; at least one of the two (core §5). */
export function yearlyDaysSchema(m: DaysMessages) {
  const days = yup.string().default('')
    .test('number', m.number, (v) => !Number.isNaN(parseDays(v ?? '')))
    .test('half', m.half, (v) => { const n = parseDays(v ?? ''); return n == null || Number.isNaN(n) || Number.isInteger(n * 2); })
    .test('range', m.range, (v) => { const n = parseDays(v ?? ''); return n == null || Number.isNaN(n) || (n >= DAYS_RANGE.min && n <= DAYS_RANGE.max); });
  return yup.object({
    holidayDays: days.test('one', m.oneRequired, function one(v) {
      return parseDays(v ?? '') != null || parseDays(String((this.parent as { bonusDays?: string }).bonusDays ?? '')) != null;
    }),
    bonusDays: days,
  });
}
