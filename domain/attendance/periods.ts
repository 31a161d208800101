/**
 * Payroll periods (issue #14 item 7): a period ends on the same day of every month (the specification's "edits of
 * early/late inconsistencies apply after the 28th": the 28th by default, 1–28 so every month has it) and starts the day
 * after the previous one ended. Calendar arithmetic on "YYYY-MM-DD" dates; no time zone involved.
 */
export const DEFAULT_PERIOD_END_DAY = 28;
export const PERIOD_END_DAY_RANGE = { min: 1, max: 28 } as const;

export interface PayrollPeriod { start: string; end: string }

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (year: number, month: number, day: number) => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** The period that ends on `endDay` of month `month` (1–12) of `year`. */
export function periodEnding(year: number, month: number, endDay: number): PayrollPeriod {
  return { start: dateOf(year, month - 1, endDay + 1), end: dateOf(year, month, endDay) };
}

/** The period a date belongs to. */
export function periodOf(date: string, endDay: number): PayrollPeriod {
  const [y, m, d] = date.split('-').map(Number);
  return d <= endDay ? periodEnding(y, m, endDay) : periodEnding(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, endDay);
}

/** The twelve periods that end in `year`, in order. */
export function periodsOfYear(year: number, endDay: number): PayrollPeriod[] {
  return Array.from({ length: 12 }, (_, i) => periodEnding(year, i + 1, endDay));
}
