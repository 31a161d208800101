import { nameOrder } from '../platform/db/name-order.ts';
import { sql } from 'kysely';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { parseIds, parseSort } from '../platform/paging.ts';
import { visibleEmployeeIds } from '../employees/employee.repository.ts';

const SORTS = { holidayDate: 'holiday_date', name: 'name', id: 'id' };

/** Company holidays as the API shows them, by date ascending unless sorted otherwise. */
export async function listHolidays(db: Database, year?: number, ids?: string, sort?: string) {
  let query = db.selectFrom('holidays').select(['id', 'holiday_date as holidayDate', 'name']);
  if (year) query = query.where('holiday_date', '>=', `${year}-01-01`).where('holiday_date', '<=', `${year}-12-31`);
  const idList = parseIds(ids);
  if (idList) query = query.where('id', 'in', idList);
  return parseSort(sort, SORTS, { column: 'holiday_date', direction: 'asc' })
    .reduce((qb, s) => qb.orderBy(s.column as 'holiday_date', s.direction), query).execute();
}

/** The date of a holiday, or null when there is no such holiday. */
export async function dateOfHoliday(db: Database, id: number): Promise<string | null> {
  const row = await db.selectFrom('holidays').select('holiday_date').where('id', '=', id).executeTakeFirst();
  return row?.holiday_date ?? null;
}

/** Whether another holiday (not `exceptId`) falls on the date. */
export async function holidayOnDate(db: Database, date: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('holidays').select('id').where('holiday_date', '=', date);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}

export async function insertHoliday(db: Database, date: string, name: string) {
  return db.insertInto('holidays').values({ holiday_date: date, name })
    .returning(['id', 'holiday_date as holidayDate', 'name']).executeTakeFirstOrThrow();
}

export async function updateHolidayRow(db: Database, id: number, set: { holiday_date?: string; name?: string }): Promise<void> {
  await db.updateTable('holidays').where('id', '=', id).set(set).execute();
}

/** Whether a holiday was deleted. */
/** Deletes a holiday; answers its date, or null when there was none. */
export async function deleteHolidayRow(db: Database, id: number): Promise<string | null> {
  const row = await db.deleteFrom('holidays').where('id', '=', id).returning('holiday_date').executeTakeFirst();
  return row?.holiday_date ?? null;
}

/** Every holiday date (a change of the holiday policy affects them all). */
export async function holidayDates(db: Database): Promise<string[]> {
  return (await db.selectFrom('holidays').select('holiday_date').execute()).map((r) => r.holiday_date);
}

/** The holiday settings (one row, id 1). */
export async function holidayPolicy(db: Database) {
  return db.selectFrom('holiday_policy').select(['id', 'is_active as isActive']).where('id', '=', 1).executeTakeFirstOrThrow();
}

export async function setHolidayPolicy(db: Database, isActive: boolean): Promise<void> {
  await db.updateTable('holiday_policy').set({ is_active: isActive }).where('id', '=', 1).execute();
}

// ---- yearly holiday and bonus days per employee

export interface YearlyTimeFilters { employeeId?: number; yearPeriod?: number; ids?: string }

/** One page of the yearly settings of the employees the scope covers, and the total. */
export async function yearlyTimePage(db: Database, scope: AccessScope, f: YearlyTimeFilters, size: number, offset: number) {
  let query = db.selectFrom('employee_yearly_time as t').select([
    't.id', 't.employee_id as employeeId', 't.year as yearPeriod', 't.holiday_days as holidayDays', 't.bonus_days as bonusDays',
  ]).where('t.employee_id', 'in', visibleEmployeeIds(db, scope));
  if (f.employeeId) query = query.where('t.employee_id', '=', f.employeeId);
  if (f.yearPeriod) query = query.where('t.year', '=', f.yearPeriod);
  const ids = parseIds(f.ids);
  if (ids) query = query.where('t.id', 'in', ids);
  const [rows, total] = await Promise.all([
    // By name as people read them (the yearly time screen lists one year's people), then by id for a stable page.
    query.orderBy('t.year', 'desc')
      .orderBy(sql.raw(nameOrder('(select e.name from employees e where e.id = t.employee_id)')))
      .orderBy('t.employee_id').limit(size).offset(offset).execute(),
    query.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

export interface YearlyDays { holiday_days: number | null; bonus_days: number | null }

export async function upsertYearlyTime(db: Database, employeeId: number, year: number, days: YearlyDays): Promise<void> {
  await db.insertInto('employee_yearly_time').values({ employee_id: employeeId, year, ...days })
    .onConflict((c) => c.columns(['employee_id', 'year']).doUpdateSet(days)).execute();
}

/** Serializes registrations of the same year until the transaction ends. */
export async function lockYear(db: Database, year: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(7001, ${year})`.execute(db);
}

export async function yearRegistered(db: Database, year: number): Promise<boolean> {
  return !!(await db.selectFrom('employee_yearly_time').select('id').where('year', '=', year).executeTakeFirst());
}

export async function insertYearlyTimes(db: Database, employeeIds: number[], year: number, days: YearlyDays): Promise<void> {
  if (!employeeIds.length) return;
  await db.insertInto('employee_yearly_time').values(employeeIds.map((employee_id) => ({ employee_id, year, ...days }))).execute();
}

/** Whether a setting was deleted. */
export async function deleteYearlyTime(db: Database, employeeId: number, year: number): Promise<boolean> {
  const result = await db.deleteFrom('employee_yearly_time').where('employee_id', '=', employeeId).where('year', '=', year).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
