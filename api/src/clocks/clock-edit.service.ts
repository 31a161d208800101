import { localDateTime } from '../../../domain/clock.rules.ts';
import { addDays } from '../../../domain/schedule.ts';
import { assertPeriodsOpen } from '../attendance/payroll-period.service.ts';
import { recomputeWorkdays } from '../attendance/recompute.service.ts';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError, fieldError, notFound } from '../platform/errors.ts';
import { ClockErrors } from './clock.errors.ts';
import { clockInScope, insertClockEdit, updateClockRow, type ClockRow } from './clock.repository.ts';
import { refuseOwn, type ClockActor } from './clock-actor.ts';

/** A correction: what changes, and why (required). */
export interface ClockChange { type?: 'IN' | 'OUT'; instant?: string; tag?: string | null; comment: string }

const snapshot = (r: Pick<ClockRow, 'type' | 'instant' | 'tag' | 'local_date' | 'local_time'>) =>
  ({ type: r.type, instant: new Date(r.instant).toISOString(), date: r.local_date, time: r.local_time, tag: r.tag });

const reasonOf = (comment: string, field: string) => {
  const reason = comment.trim();
  if (!reason) throw fieldError(field, 'is required: say why the clock is corrected');
  return reason;
};

async function target(db: Database, scope: AccessScope, id: number): Promise<ClockRow> {
  const row = await clockInScope(db, scope, id, true);
  if (!row) throw notFound('Clock');
  refuseOwn(scope, row.employee_id);
  if (row.deleted_at) throw new ApiError(409, ClockErrors.CLOCK_DELETED, 'The clock was deleted; it cannot be changed');
  return row;
}

/**
 * Corrects a clock without losing what it was: the row takes the new values (its first type and instant stay in
 * `original_*`), and `clock_edits` keeps before, after, who, when and why. `field` prefixes names in refusals
 * (`[2].comment` in a batch).
 */
/** Whose clock it was, for the live stream. */
export interface ClockOwner { employeeId: number; departmentId: number | null }

export async function editClock(db: Database, scope: AccessScope, actor: ClockActor, id: number, change: ClockChange, field = ''): Promise<ClockOwner> {
  const reason = reasonOf(change.comment, `${field}comment`);
  const row = await target(db, scope, id);
  const instant = change.instant === undefined ? new Date(row.instant) : new Date(change.instant);
  if (instant.getTime() > actor.now.getTime()) throw fieldError(`${field}instant`, 'must not be in the future');
  const local = localDateTime(instant, row.time_zone);
  await assertPeriodsOpen(db, [row.local_date, local.date]);
  const after = { type: change.type ?? row.type, instant, tag: change.tag === undefined ? row.tag : change.tag, local_date: local.date, local_time: local.time };
  await updateClockRow(db, row.id, {
    ...after, edited: true,
    original_type: row.original_type ?? row.type, original_instant: row.original_instant ?? row.instant,
  });
  await insertClockEdit(db, { clockId: row.id, action: 'EDIT', before: snapshot(row), after: snapshot(after), reason, byAccountId: actor.accountId, at: actor.now });
  await recomputeAround(db, row.employee_id, [row.local_date, after.local_date], actor.now);
  return { employeeId: row.employee_id, departmentId: row.department_id };
}

/** The workdays a clock on these local dates belongs to (the date, or the day before for a night shift), in the caller's transaction. */
async function recomputeAround(db: Database, employeeId: number, dates: string[], now: Date) {
  const sorted = [...dates].sort();
  await recomputeWorkdays(db, [employeeId], addDays(sorted[0], -1), sorted[sorted.length - 1], now);
}

/** Marks a clock deleted (it stays, with the trail); `reason` is required. */
export async function deleteClock(db: Database, scope: AccessScope, actor: ClockActor, id: number, reason: string | undefined): Promise<ClockOwner> {
  const why = reasonOf(reason ?? '', 'reason');
  const row = await target(db, scope, id);
  await assertPeriodsOpen(db, [row.local_date]);
  await updateClockRow(db, row.id, { deleted_at: actor.now });
  await insertClockEdit(db, { clockId: row.id, action: 'DELETE', before: snapshot(row), after: null, reason: why, byAccountId: actor.accountId, at: actor.now });
  await recomputeAround(db, row.employee_id, [row.local_date], actor.now);
  return { employeeId: row.employee_id, departmentId: row.department_id };
}
