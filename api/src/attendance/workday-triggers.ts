import { sql, type RawBuilder } from 'kysely';
import type { ExtraHourRule } from '../../../domain/extra-hour-policy.ts';
import type { Database } from '../platform/db/database.ts';
import { groupBy } from '../platform/group-by.ts';
import { recomputeWorkdays } from './recompute.service.ts';

/**
 * What a change to the inputs of the engine does to stored workdays (TIME-AND-ATTENDANCE.md §3 "When recomputed"):
 * exactly the stored workdays it touches, outside closed payroll periods, are marked in the queue in one statement;
 * a handful (a person's assignment, a holiday in a small company) are recomputed at once in the caller's
 * transaction, more (a schedule held by thousands) are left to the drainer and the `attendance.drain` job, in
 * batches. Days never computed need nothing: they are computed when first read.
 */
export type Affected =
  | { kind: 'employee'; employeeId: number; from: string; to: string | null }
  | { kind: 'schedule'; scheduleId: number }
  | { kind: 'dates'; dates: readonly string[] }
  | { kind: 'all'; from: string | null; to: string | null; employeeIds?: readonly number[]; departmentId?: number; scheduleId?: number };

/**
 * The stored workdays an extra-hour rule's change touches: its effective dates before and after, and its category
 * when it names one department, schedule or employee on both sides (a shift or cost center rule, or a change of
 * category, touches everyone in the dates). Rules change hours only, never inconsistencies.
 */
type RuleScope = Pick<ExtraHourRule, 'validFrom' | 'validTo' | 'categoryLevel' | 'categoryValue'>;

export function ruleChangeAffects(before: RuleScope | null, after: RuleScope | null): Affected {
  const sides = [before, after].filter((r): r is RuleScope => r !== null);
  const from = sides.some((r) => !r.validFrom) ? null : sides.map((r) => r.validFrom!).sort()[0] ?? null;
  const to = sides.some((r) => !r.validTo) ? null : sides.map((r) => r.validTo!).sort().at(-1) ?? null;
  const [first] = sides;
  const same = first && sides.every((r) => r.categoryLevel === first.categoryLevel && r.categoryValue === first.categoryValue);
  const value = first?.categoryValue ?? undefined;
  if (same && value !== undefined) {
    if (first.categoryLevel === 'EMPLOYEE') return { kind: 'all', from, to, employeeIds: [value] };
    if (first.categoryLevel === 'DEPARTMENT') return { kind: 'all', from, to, departmentId: value };
    if (first.categoryLevel === 'SCHEDULE') return { kind: 'all', from, to, scheduleId: value };
  }
  return { kind: 'all', from, to };
}

/** Recomputed in the caller's transaction up to this many employee-days; queued beyond. */
export const INLINE_LIMIT = 200;

function selection(a: Affected): RawBuilder<unknown> {
  switch (a.kind) {
    case 'employee':
      return sql`w.employee_id = ${a.employeeId} and w.date >= ${a.from}::date and (${a.to}::date is null or w.date <= ${a.to}::date)`;
    case 'schedule':
      // the days its holders hold it, and the days stored with it (an assignment since moved keeps them stale)
      return sql`(w.schedule_id = ${a.scheduleId} or exists (select 1 from employee_schedules s where s.schedule_id = ${a.scheduleId}
        and s.employee_id = w.employee_id and w.date >= s.valid_from and (s.valid_to is null or w.date <= s.valid_to)))`;
    case 'dates':
      return sql`w.date = any(${[...a.dates]}::date[])`;
    case 'all':
      return sql.join([
        sql`true`,
        ...(a.from ? [sql`w.date >= ${a.from}::date`] : []),
        ...(a.to ? [sql`w.date <= ${a.to}::date`] : []),
        ...(a.employeeIds ? [sql`w.employee_id = any(${[...a.employeeIds]}::int[])`] : []),
        ...(a.departmentId !== undefined ? [sql`w.employee_id in (select id from employees where department_id = ${a.departmentId})`] : []),
        ...(a.scheduleId !== undefined ? [sql`w.schedule_id = ${a.scheduleId}`] : []),
      ], sql` and `);
  }
}

/**
 * Marks the stored workdays a change affects and recomputes them now when they are few. Answers how many were marked
 * and whether they were recomputed (otherwise the caller kicks the drainer after its commit).
 */
export async function workdaysAffected(trx: Database, affected: Affected, now: Date): Promise<{ marked: number; recomputed: boolean }> {
  const { rows } = await sql<{ employee_id: number; date: string }>`
    insert into workday_queue (employee_id, date)
    select w.employee_id, w.date from workdays w
    where ${selection(affected)}
      and not exists (select 1 from payroll_periods p where p.status = 'CLOSED' and w.date between p.start_date and p.end_date)
    on conflict do nothing
    returning employee_id, to_char(date, 'YYYY-MM-DD') as date`.execute(trx);
  if (!rows.length || rows.length > INLINE_LIMIT) return { marked: rows.length, recomputed: false };
  // employees with the same span of marked days are recomputed together
  const spans = new Map<number, { from: string; to: string }>();
  for (const r of rows) {
    const s = spans.get(r.employee_id);
    if (!s) spans.set(r.employee_id, { from: r.date, to: r.date });
    else { if (r.date < s.from) s.from = r.date; if (r.date > s.to) s.to = r.date; }
  }
  for (const [key, group] of groupBy([...spans], ([, s]) => `${s.from}|${s.to}`)) {
    const [from, to] = key.split('|');
    const ids = group.map(([id]) => id);
    await recomputeWorkdays(trx, ids, from, to, now);
    await sql`delete from workday_queue where employee_id = any(${ids}::int[]) and date between ${from}::date and ${to}::date`.execute(trx);
  }
  return { marked: rows.length, recomputed: true };
}
