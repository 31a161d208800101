import { balanceOf, type Balance, type YearFacts } from '../../../domain/absences/absence-balance.ts';
import { COVERING_STATUSES } from '../../../domain/absences/absence-workflow.ts';
import { HOLIDAYS_ABSENCE_TYPE_ID } from '../../../domain/index.ts';
import type { Database } from '../platform/db/database.ts';
import { allowances, carryOverRule, holidayYears } from './absence-request.repository.ts';

/**
 * Holiday balances of employees for `year` (TIME-AND-ATTENDANCE.md §5): three queries whatever their number — the
 * yearly settings, the days of Holidays requests per year, the carry-over rule — then the pure `balanceOf`. A year
 * without a setting allows the Holidays type's yearly days (22 by default) from this year on.
 */
export async function balancesOf(db: Database, employeeIds: readonly number[], year: number, today: string, exceptRequestId: number | null = null): Promise<Map<number, Balance>> {
  const rule = await carryOverRule(db);
  const [settings, years, type] = await Promise.all([
    allowances(db, employeeIds),
    holidayYears(db, employeeIds, HOLIDAYS_ABSENCE_TYPE_ID, rule.expiresOn, today, exceptRequestId),
    db.selectFrom('absence_types').select('yearly_days_allowed as days').where('id', '=', HOLIDAYS_ABSENCE_TYPE_ID).executeTakeFirst(),
  ]);
  const fallback = Number(type?.days ?? 0);
  const thisYear = Number(today.slice(0, 4));
  const out = new Map<number, Balance>();
  for (const id of employeeIds) {
    const mine = settings.get(id) ?? new Map<number, number>();
    const used = new Map((years.get(id) ?? []).map((y) => [y.year, y]));
    // Walked from the first year with a setting or a request (this year at the latest; ten back at most). A year
    // without a setting allows the type's default from this year on; a past one allows what its setting says, or
    // nothing: past years are as known as their settings, never a guess that would carry days nobody had.
    const first = Math.max(year - 10, Math.min(year, thisYear, ...mine.keys(), ...used.keys()));
    const facts: YearFacts[] = [];
    for (let y = first; y <= year; y += 1) {
      const u = used.get(y);
      const allowed = mine.get(y) ?? (y >= thisYear ? fallback : 0);
      facts.push({ year: y, allowed, approved: u?.approved ?? 0, approvedByExpiry: u?.approvedByExpiry ?? 0, taken: u?.taken ?? 0, pending: u?.pending ?? 0 });
    }
    out.set(id, balanceOf(facts, year, rule, today));
  }
  return out;
}

/** The absence KPIs of core §3 for one employee, this year and the one before. */
export async function absenceKpis(db: Database, employeeId: number, today: string) {
  const year = Number(today.slice(0, 4));
  const [now, before] = await Promise.all([balancesOf(db, [employeeId], year, today), balancesOf(db, [employeeId], year - 1, today)]);
  const b = now.get(employeeId)!;
  const p = before.get(employeeId)!;
  const next = await db.selectFrom('absence_requests').select('first_start_date as date')
    .where('requester_id', '=', employeeId).where('status', 'in', [...COVERING_STATUSES]).where('first_start_date', '>=', today)
    .orderBy('first_start_date').executeTakeFirst();
  const daysTo = next ? Math.round((Date.parse(next.date) - Date.parse(today)) / 86_400_000) : null;
  return {
    daysToNextAbsence: daysTo,
    daysAlreadyAbsentOnHolidaysThisYear: b.taken,
    daysBookedHolidaysYearBefore: p.approved,
    daysRemainingToBookHolidaysThisYear: b.remaining,
    daysRemainingToBookHolidaysYearBefore: p.remaining,
    totalAllowedHolidaysThisYear: b.allowed + b.carried - b.expired,
    totalAllowedHolidaysYearBefore: p.allowed + p.carried - p.expired,
    daysNotTaken: b.notTakenLastYear,
    daysCarriedFromPreviousYear: b.carried,
  };
}
