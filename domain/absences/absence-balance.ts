/**
 * Holiday balances (core §3 KPIs, §4 "unused holiday days carry over after 31/12", TIME-AND-ATTENDANCE.md §5): per
 * employee and year, the allowance (holiday + bonus days of the yearly setting), what is carried from the year before
 * (capped, and lost when not used by an expiry date — docs/decisions.md), what is booked, taken and pending.
 */

/** The company's carry-over rule: a cap in days (null: no cap) and the day of the next year carried days expire after. */
export interface CarryOverRule {
  capDays: number | null;
  /** MM-DD, e.g. "03-31": carried days not taken by then are lost; null: they never expire */
  expiresOn: string | null;
}

/** One year of an employee's holiday-type absences, in days (a period across 31/12 split by year). */
export interface YearFacts {
  year: number;
  /** holiday + bonus days of the yearly setting (the type's default when the year has no setting) */
  allowed: number;
  /** days of approved requests (with or without their proof) dated in the year */
  approved: number;
  /** of those, the days dated on or before the carry-over expiry of that year */
  approvedByExpiry: number;
  /** of those, the days already past (before today) */
  taken: number;
  /** days of requests still waiting for a decision, dated in the year */
  pending: number;
}

export interface Balance {
  year: number;
  allowed: number;
  /** carried from the year before (after the cap) */
  carried: number;
  /** carried days lost because they were not taken by the expiry date */
  expired: number;
  approved: number;
  taken: number;
  pending: number;
  /** allowed + carried − expired − approved − pending: what can still be requested */
  remaining: number;
  /** last year's days neither taken nor carried (lost at the year end) */
  notTakenLastYear: number;
}

const round = (n: number) => Math.round(n * 2) / 2;

/**
 * The balance of `year` from the facts of every year up to it (the first is the first with a setting or a request;
 * years missing in between count as zero allowance). Carried days are used first: the days taken by the expiry date
 * consume them before the year's own allowance.
 */
export function balanceOf(facts: readonly YearFacts[], year: number, rule: CarryOverRule, today: string): Balance {
  const byYear = new Map(facts.map((f) => [f.year, f]));
  const first = Math.min(year, ...facts.map((f) => f.year));
  let carried = 0;
  let notTakenLastYear = 0;
  let result: Balance | null = null;
  for (let y = first; y <= year; y += 1) {
    const f = byYear.get(y) ?? { year: y, allowed: 0, approved: 0, approvedByExpiry: 0, taken: 0, pending: 0 };
    const expiryPassed = rule.expiresOn !== null && (y < year || today > `${y}-${rule.expiresOn}`);
    const expired = expiryPassed ? Math.max(0, carried - f.approvedByExpiry) : 0;
    const remaining = f.allowed + carried - expired - f.approved - f.pending;
    result = { year: y, allowed: f.allowed, carried, expired, approved: f.approved, taken: f.taken, pending: f.pending, remaining: round(remaining), notTakenLastYear };
    // What passes to the next year: the unused days, capped; days still pending are held (they may yet be approved).
    const unused = Math.max(0, f.allowed + carried - expired - f.approved - f.pending);
    const next = rule.capDays === null ? unused : Math.min(unused, rule.capDays);
    notTakenLastYear = round(unused - next);
    carried = round(next);
  }
  return result!;
}
