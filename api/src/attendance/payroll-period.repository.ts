import { sql } from 'kysely';
import type { Database } from '../platform/db/database.ts';

/** The company's period end day (1–28). */
export async function periodEndDay(db: Database): Promise<number> {
  const row = await db.selectFrom('company').select('payroll_period_end_day').where('id', '=', 1).executeTakeFirst();
  return row?.payroll_period_end_day ?? 28;
}

export async function setPeriodEndDay(db: Database, endDay: number): Promise<void> {
  await db.updateTable('company').set({ payroll_period_end_day: endDay }).where('id', '=', 1).execute();
}

/** The first closed period holding one of `dates`, if any. */
export async function closedPeriodHolding(db: Database, dates: readonly string[]) {
  if (!dates.length) return undefined;
  return db.selectFrom('payroll_periods').select(['start_date as start', 'end_date as end'])
    .where('status', '=', 'CLOSED')
    .where((eb) => eb.or(dates.map((d) => eb.and([eb('start_date', '<=', d), eb('end_date', '>=', d)]))))
    .orderBy('start_date').executeTakeFirst();
}

/** Closed periods overlapping [from, to]. */
export async function closedPeriodsBetween(db: Database, from: string, to: string) {
  return db.selectFrom('payroll_periods').select(['start_date as start', 'end_date as end'])
    .where('status', '=', 'CLOSED').where('start_date', '<=', to).where('end_date', '>=', from).execute();
}

export const anyClosedPeriod = async (db: Database) =>
  (await db.selectFrom('payroll_periods').select('id').where('status', '=', 'CLOSED').limit(1).executeTakeFirst()) !== undefined;

/** The stored periods (closed or reopened) overlapping [from, to], with their trail. */
export async function periodsBetween(db: Database, from: string, to: string) {
  const periods = await db.selectFrom('payroll_periods').select(['id', 'start_date as start', 'end_date as end', 'status'])
    .where('start_date', '<=', to).where('end_date', '>=', from).orderBy('start_date').execute();
  const events = periods.length ? await db.selectFrom('payroll_period_events')
    .select(['period_id as periodId', 'action', 'at', 'by_name as byName', 'reason'])
    .where('period_id', 'in', periods.map((p) => p.id)).orderBy('at').orderBy('id').execute() : [];
  return { periods, events };
}

/**
 * Sets a period's status (creating its row the first time) and writes the event, in the caller's transaction; the
 * row is locked so two administrators cannot both close it. Answers false when it already had that status.
 */
export async function setPeriodStatus(db: Database, period: { start: string; end: string }, status: 'CLOSED' | 'OPEN', by: { accountId: number | null; reason: string | null }): Promise<boolean> {
  await db.insertInto('payroll_periods').values({ start_date: period.start, end_date: period.end, status: 'OPEN' })
    .onConflict((oc) => oc.columns(['start_date', 'end_date']).doNothing()).execute();
  const row = await db.selectFrom('payroll_periods').select(['id', 'status']).where('start_date', '=', period.start).where('end_date', '=', period.end)
    .forUpdate().executeTakeFirstOrThrow();
  if (row.status === status) return false;
  await db.updateTable('payroll_periods').set({ status, updated_at: new Date() }).where('id', '=', row.id).execute();
  await db.insertInto('payroll_period_events').values({
    period_id: row.id, action: status === 'CLOSED' ? 'CLOSE' : 'REOPEN', by_account_id: by.accountId, reason: by.reason,
    by_name: by.accountId === null ? null : sql<string>`(select coalesce(e.name, a.username) from accounts a left join employees e on e.id = a.employee_id where a.id = ${by.accountId})` as never,
  }).execute();
  return true;
}

/** Every employee (a period is settled for everyone, leavers included). */
export const allEmployeeIds = async (db: Database) => (await db.selectFrom('employees').select('id').orderBy('id').execute()).map((e) => e.id);
