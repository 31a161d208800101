import { addDays } from '../../../domain/schedule.ts';
import { INCONSISTENCY_PERIOD_MAX_DAYS } from '../../../domain/inconsistency.ts';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { fieldError } from '../platform/errors.ts';
import { paging, parseIds, parseSort } from '../platform/paging.ts';
import {
  eventsOf, groupByEmployee, listInconsistencies, SORTS, type InconsistencyFilter, type InconsistencyRow,
} from './inconsistency.repository.ts';
import type { InconsistencyDto, ListQuery } from './inconsistency.schemas.ts';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const person = (accountId: number | null, name: string | null) => (accountId === null && name === null ? null : { accountId, name });

/** A row as the review answers it. */
export function toDto(r: InconsistencyRow): InconsistencyDto {
  return {
    id: r.id,
    employee: { id: r.employee_id, name: r.employee_name, departmentId: r.department_id, departmentName: r.department_name },
    date: r.date, type: r.type as InconsistencyDto['type'], status: r.status as InconsistencyDto['status'], anchor: r.anchor, final: r.final,
    minutes: r.minutes, explanation: (r.explanation ?? null) as InconsistencyDto['explanation'],
    resolution: r.resolution as InconsistencyDto['resolution'], resolutionReason: r.resolution_reason,
    resolvedAt: iso(r.resolved_at), resolvedBy: r.resolved_by === null ? null : person(r.resolved_by, r.resolved_by_name),
    justification: r.justified === null ? null : {
      justified: r.justified, comment: r.justification, documentId: r.justification_file_id, documentName: r.justification_file_name,
      at: iso(r.justified_at), by: r.justified_by === null ? null : person(r.justified_by, r.justified_by_name),
    },
    updatedAt: iso(r.updated_at)!,
  };
}

/** A row with its trail, oldest first. */
export async function withTrail(db: Database, r: InconsistencyRow) {
  const events = await eventsOf(db, r.id);
  return {
    ...toDto(r),
    events: events.map((e) => ({ action: e.action, at: iso(e.at)!, by: person(e.by_account_id, e.by_name), reason: e.reason, detail: e.detail ?? null })),
  };
}

/** A period, checked: to not before from, at most INCONSISTENCY_PERIOD_MAX_DAYS days when both ends are given. */
export function checkPeriod(from: string | undefined, to: string | undefined): void {
  if (!from || !to) return;
  if (to < from) throw fieldError('to', 'must not be before from');
  if (addDays(from, INCONSISTENCY_PERIOD_MAX_DAYS - 1) < to) throw fieldError('to', `must be at most ${INCONSISTENCY_PERIOD_MAX_DAYS} days from from`);
}

type FilterQuery = Omit<ListQuery, 'page' | 'size' | 'sort' | 'ids'> & { ids?: string };

/** A list query as a repository filter; `fixed` narrows it further (an employee's or a department's inconsistencies). */
export function filterOf(q: FilterQuery, fixed: Partial<InconsistencyFilter> = {}): InconsistencyFilter {
  checkPeriod(q.from, q.to);
  return {
    ids: parseIds(q.ids), from: q.from, to: q.to, campaignIds: parseIds(q.campaignIds), status: q.status, resolution: q.resolution,
    types: q.type?.split(','), employeeId: q.employeeId, departmentId: q.departmentId, justified: q.justified, ...fixed,
  };
}

/** One page of the scope's inconsistencies matching `q` (newest first by default), and the total. */
export async function inconsistencyPage(db: Database, scope: AccessScope, q: ListQuery, fixed: Partial<InconsistencyFilter> = {}) {
  const { size, offset } = paging(q);
  const order = parseSort(q.sort, SORTS, { column: 'i.date', direction: 'desc' });
  const { rows, total } = await listInconsistencies(db, scope, filterOf(q, fixed), order, size, offset);
  return { content: rows.map(toDto), total };
}

/** The matching inconsistencies per employee (the "group by employee" screen), paged by employee; and how many employees. */
export async function employeeGroupPage(db: Database, scope: AccessScope, q: FilterQuery & { page?: number; size?: number; sort?: string }) {
  const { size, offset } = paging(q);
  const [first, ...rest] = parseSort(q.sort, { employee: 'employee', total: 'total' }, { column: 'employee', direction: 'asc' });
  const byName = [first, ...rest].find((s) => s.column === 'employee')?.direction ?? 'asc';
  const rows = await groupByEmployee(db, scope, filterOf(q), first.column === 'total' ? first.direction : null, byName, size, offset);
  return {
    total: rows[0]?.groups ?? 0,
    content: rows.map((r) => ({
      employee: { id: r.employee_id, name: r.name, departmentId: r.department_id, departmentName: r.department_name },
      total: r.total, counts: Object.fromEntries(Object.entries(r).filter(([k]) => /^[A-Z_]+$/.test(k))) as Record<string, number>,
      firstDate: r.first_date, lastDate: r.last_date,
    })),
  };
}
