import { sql } from 'kysely';
import { DEFAULT_POLICY } from '../../../domain/attendance/engine.types.ts';
import { computeWorkdays } from '../../../domain/attendance/workday.ts';
import { addDays } from '../../../domain/schedule.ts';
import type { Database } from '../platform/db/database.ts';
import { loadEngineInputs } from './attendance.repository.ts';
import { storeWorkdays, type ComputedDay } from './workday-store.ts';

/** The advisory lock class of "an employee's workdays are being recomputed" (the second key is the employee id). */
const WORKDAY_LOCK = 0x57444159; // 'WDAY'

/** An employee whose pending inconsistencies may have changed, and their department. */
export interface PendingChange { employeeId: number; departmentId: number | null }

export interface RecomputeStats { employees: number; days: number; raised: number; resolved: number; reopened: number; changed: number }

/**
 * Recomputes the workdays [from, to] of `employeeIds` (TIME-AND-ATTENDANCE.md §6: load in sets, compute in memory,
 * write the differences). Runs in the caller's transaction, so a change and the workdays it affects commit together;
 * the employees' workday locks (taken in id order, so two recomputes never deadlock) keep two recomputes of one
 * employee from interleaving. Keep batches to about a thousand employees (each lock is an entry in the lock table).
 */
export async function recomputeWorkdays(trx: Database, employeeIds: readonly number[], from: string, to: string, now: Date): Promise<RecomputeStats> {
  const ids = [...new Set(employeeIds)].sort((a, b) => a - b);
  if (!ids.length || from > to) return { employees: 0, days: 0, raised: 0, resolved: 0, reopened: 0, changed: 0 };
  await sql`select count(pg_advisory_xact_lock(${WORKDAY_LOCK}, id)) from (select unnest(${ids}::int[]) as id order by 1) l`.execute(trx);
  const { inputs, closed } = await loadEngineInputs(trx, ids, from, to);
  const computed: ComputedDay[] = [];
  // a closed payroll period keeps what was computed when it was closed (issue #14 item 7)
  const inPeriod = (date: string) => date >= from && date <= to && !closed.some((p) => p.start <= date && date <= p.end);
  for (const [employeeId, input] of inputs) {
    for (const workday of computeWorkdays(input.days, input.clocks, DEFAULT_POLICY, now, inPeriod, input.rules)) computed.push({ employeeId, workday });
  }
  const stored = await storeWorkdays(trx, computed, now);
  return { employees: ids.length, days: computed.length, ...stored };
}

/**
 * The same for any number of employees: batches of `batchSize`, each in its own transaction, `parallel` at a time so
 * the database's work on two batches overlaps the engine's on a third (measured on two cores: 3 beats 2 by a fifth, 4 adds
 * nothing; on the embedded database they queue up).
 */
export async function recomputeInBatches(
  db: Database, employeeIds: readonly number[], from: string, to: string, now: Date, { batchSize = 1000, parallel = 3 } = {},
): Promise<RecomputeStats> {
  const total: RecomputeStats = { employees: 0, days: 0, raised: 0, resolved: 0, reopened: 0, changed: 0 };
  const ids = [...new Set(employeeIds)].sort((a, b) => a - b);
  const batches: number[][] = [];
  for (let i = 0; i < ids.length; i += batchSize) batches.push(ids.slice(i, i + batchSize));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++];
      const s = await db.transaction().execute((trx) => recomputeWorkdays(trx, batch, from, to, now));
      for (const k of Object.keys(total) as (keyof RecomputeStats)[]) total[k] += s[k];
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, batches.length) }, worker));
  return total;
}

/** Queues employee-days for the drainer (a change whose recompute is not done in its own transaction). */
export async function queueWorkdays(db: Database, days: readonly { employeeId: number; date: string }[]): Promise<void> {
  if (!days.length) return;
  await db.insertInto('workday_queue').values(days.map((d) => ({ employee_id: d.employeeId, date: d.date })))
    .onConflict((oc) => oc.doNothing()).execute();
}

/**
 * Takes up to `limit` queued employee-days (skipping those another process holds) and recomputes them in the same
 * transaction, so a marker disappears only with its recompute. Answers how many were taken.
 */
export async function drainWorkdayQueue(db: Database, now: Date, limit = 1000, onPending?: (people: PendingChange[]) => void): Promise<number> {
  const { taken, people } = await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ employee_id: number; date: string }>`
      delete from workday_queue q using (select employee_id, date from workday_queue order by queued_at limit ${limit} for update skip locked) t
      where q.employee_id = t.employee_id and q.date = t.date
      returning q.employee_id, to_char(q.date, 'YYYY-MM-DD') as date`.execute(trx);
    if (!rows.length) return { taken: 0, people: [] };
    // one recompute over the span of the batch when it is short (the usual case: today and yesterday); per employee otherwise
    const dates = rows.map((r) => r.date).sort();
    const from = dates[0];
    const to = dates[dates.length - 1];
    const stats: RecomputeStats[] = [];
    if (addDays(from, 7) >= to) stats.push(await recomputeWorkdays(trx, rows.map((r) => r.employee_id), from, to, now));
    else {
      const byEmployee = new Map<number, string[]>();
      for (const r of rows) byEmployee.set(r.employee_id, [...(byEmployee.get(r.employee_id) ?? []), r.date]);
      for (const [id, ds] of byEmployee) {
        ds.sort();
        stats.push(await recomputeWorkdays(trx, [id], ds[0], ds[ds.length - 1], now));
      }
    }
    // Inconsistencies raised, resolved or reopened change somebody's pending counts: say whose, once committed.
    const moved = onPending && stats.some((s) => s.raised + s.resolved + s.reopened > 0);
    return { taken: rows.length, people: moved ? await departmentsOf(trx, rows.map((r) => r.employee_id)) : [] };
  });
  if (people.length) onPending?.(people);
  return taken;
}

/**
 * The workdays [from, to] of one employee as the engine sees them now, written nowhere (a what-if compares them
 * before and after a change made inside a transaction it rolls back).
 */
export async function previewWorkdays(db: Database, employeeId: number, from: string, to: string, now: Date) {
  const input = (await loadEngineInputs(db, [employeeId], from, to)).inputs.get(employeeId);
  return input ? computeWorkdays(input.days, input.clocks, DEFAULT_POLICY, now, (date) => date >= from && date <= to, input.rules) : [];
}

/**
 * Closes the days that have ended (the nightly job, hourly so every time zone's midnight is covered): the employees
 * with a schedule or a clock on the two dates before today (UTC) whose workdays there are not stored closed are
 * recomputed, so ABSENT and CLOCK_MISSING become final without anyone opening a screen. A run with nothing left to
 * close costs one query.
 */
export async function closeEndedDays(db: Database, now: Date): Promise<RecomputeStats> {
  const today = now.toISOString().slice(0, 10);
  const from = addDays(today, -2);
  const to = addDays(today, -1);
  const { rows } = await sql<{ id: number }>`
    select e.id from employees e
    where (exists (select 1 from employee_schedules s where s.employee_id = e.id and s.valid_from <= ${to}::date and (s.valid_to is null or s.valid_to >= ${from}::date))
        or exists (select 1 from clocks c where c.employee_id = e.id and c.deleted_at is null
          and c.instant >= ${from}::date - interval '1 day' and c.instant < ${today}::date + interval '1 day'))
      and (select count(*) from workdays w where w.employee_id = e.id and w.date between ${from}::date and ${to}::date and w.closed) < 2
    order by e.id`.execute(db);
  return recomputeInBatches(db, rows.map((r) => r.id), from, to, now);
}

/** The departments of these employees (each once). */
async function departmentsOf(db: Database, employeeIds: readonly number[]): Promise<PendingChange[]> {
  return db.selectFrom('employees').select(['id as employeeId', 'department_id as departmentId'])
    .where('id', 'in', [...new Set(employeeIds)]).execute();
}
