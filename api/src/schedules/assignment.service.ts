import { addDays } from '../../../domain/schedule.ts';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../platform/errors.ts';
import {
  assignmentsOf, deleteAssignmentRow, employeeVisible, findAssignment, insertAssignment, overlappingAssignments,
  setAssignmentEnd,
} from './assignment.repository.ts';
import { scheduleExists } from './schedule.repository.ts';
import { ScheduleErrors } from './schedule.errors.ts';

export interface AssignmentInput { scheduleId: number; validFrom: string; validTo?: string | null; endPrevious?: boolean }
type Overlap = Awaited<ReturnType<typeof overlappingAssignments>>[number];

const overlapError = (o: Overlap) => conflict(
  o.validTo
    ? `The period overlaps the assignment of "${o.scheduleName}" from ${o.validFrom} to ${o.validTo}`
    : `The period overlaps the assignment of "${o.scheduleName}" from ${o.validFrom} with no end date`,
  ScheduleErrors.SCHEDULE_ASSIGNMENT_OVERLAPS, [{ field: 'validFrom', message: `overlaps assignment ${o.id}` }],
);

/** 404 unless the employee exists inside the caller's scope (an id outside it is not told apart from none). */
async function visible(db: Database, scope: AccessScope, employeeId: number, lock = false): Promise<void> {
  if (!(await employeeVisible(db, scope, employeeId, lock))) throw notFound('Employee');
}

export async function listAssignments(db: Database, scope: AccessScope, employeeId: number, range: { from?: string; to?: string }, size: number, offset: number) {
  await visible(db, scope, employeeId);
  if (range.from && range.to && range.to < range.from) throw fieldError('to', 'must be on or after from');
  return assignmentsOf(db, employeeId, range, size, offset);
}

/**
 * Assigns a schedule for [validFrom, validTo] (validTo null: until further notice). Periods never overlap: the
 * employee's row is locked, then a clash answers 409 naming the period. With `endPrevious`, an assignment that began
 * before validFrom and would otherwise clash is ended the day before instead (the usual "from Monday, schedule B"),
 * when that leaves no day of it uncovered by the new one.
 */
export async function assignSchedule(db: Database, scope: AccessScope, employeeId: number, input: AssignmentInput) {
  const validTo = input.validTo ?? null;
  if (validTo && validTo < input.validFrom) throw fieldError('validTo', 'must be on or after validFrom');
  await visible(db, scope, employeeId, true);
  if (!(await scheduleExists(db, input.scheduleId))) throw fieldError('scheduleId', `no week schedule with id ${input.scheduleId}`);
  const overlaps = await overlappingAssignments(db, employeeId, input.validFrom, validTo);
  for (const o of overlaps) {
    const endable = input.endPrevious && o.validFrom < input.validFrom
      && (validTo === null || (o.validTo !== null && o.validTo <= validTo));
    if (!endable) throw overlapError(o);
  }
  for (const o of overlaps) await setAssignmentEnd(db, o.id, addDays(input.validFrom, -1));
  const id = await insertAssignment(db, {
    employee_id: employeeId, schedule_id: input.scheduleId, valid_from: input.validFrom, valid_to: validTo,
    created_by_account_id: scope.actor.accountId,
  });
  return { assignment: (await findAssignment(db, employeeId, id))!, ended: overlaps.map((o) => o.id) };
}

/** Sets (or clears) the last day of an assignment; extending it may not make it overlap another. */
export async function endAssignment(db: Database, scope: AccessScope, employeeId: number, id: number, validTo: string | null) {
  await visible(db, scope, employeeId, true);
  const current = await findAssignment(db, employeeId, id);
  if (!current) throw notFound('Schedule assignment');
  if (validTo && validTo < current.validFrom) throw fieldError('validTo', `must be on or after the assignment's start ${current.validFrom}`);
  const [clash] = await overlappingAssignments(db, employeeId, current.validFrom, validTo, id);
  if (clash) throw overlapError(clash);
  await setAssignmentEnd(db, id, validTo);
  return (await findAssignment(db, employeeId, id))!;
}

export async function removeAssignment(db: Database, scope: AccessScope, employeeId: number, id: number): Promise<void> {
  await visible(db, scope, employeeId, true);
  if (!(await deleteAssignmentRow(db, employeeId, id))) throw notFound('Schedule assignment');
}
