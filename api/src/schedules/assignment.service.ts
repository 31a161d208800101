import { addDays } from '../../../domain/schedule.ts';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../platform/errors.ts';
import {
  assignmentsOf, assignmentsOfEmployees, deleteAssignmentRow, employeeVisible, findAssignment, insertAssignments,
  employeesInScope, overlappingAssignments, setAssignmentEnd, setAssignmentsEnd,
} from './assignment.repository.ts';
import { scheduleExists } from './schedule.repository.ts';
import { ScheduleErrors } from './schedule.errors.ts';

export interface AssignmentInput { scheduleId: number; validFrom: string; validTo?: string | null; endPrevious?: boolean }
type Overlap = Awaited<ReturnType<typeof overlappingAssignments>>[number];

/** The clash as one sentence, also the field's message: a client showing the field's error can translate it. */
function overlapError(o: Overlap, field = 'validFrom') {
  const message = o.validTo
    ? `The period overlaps the assignment of "${o.scheduleName}" from ${o.validFrom} to ${o.validTo}`
    : `The period overlaps the assignment of "${o.scheduleName}" from ${o.validFrom} with no end date`;
  return conflict(message, ScheduleErrors.SCHEDULE_ASSIGNMENT_OVERLAPS, [{ field, message }]);
}

/** With endPrevious, an assignment that began before validFrom and would clash can end the day before instead. */
const endable = (o: Overlap, input: AssignmentInput, validTo: string | null) => !!input.endPrevious && o.validFrom < input.validFrom
  && (validTo === null || (o.validTo !== null && o.validTo <= validTo));

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
  const { created, ended } = await placeAssignments(db, scope, [employeeId], input, () => 'validFrom');
  return { assignment: (await findAssignment(db, employeeId, created[0]))!, ended };
}

/**
 * The shared step of both assignments, once the employees are locked and the schedule known: every clash found in one
 * query (409 on the first that `endPrevious` cannot end, on the field `clashField` names), earlier open assignments
 * ended the day before and the new ones inserted, one statement each whatever the number of employees.
 */
async function placeAssignments(db: Database, scope: AccessScope, employeeIds: readonly number[], input: AssignmentInput, clashField: (o: Overlap) => string) {
  const validTo = input.validTo ?? null;
  const overlaps = await overlappingAssignments(db, employeeIds, input.validFrom, validTo);
  const clash = overlaps.find((o) => !endable(o, input, validTo));
  if (clash) throw overlapError(clash, clashField(clash));
  await setAssignmentsEnd(db, overlaps.map((o) => o.id), addDays(input.validFrom, -1));
  const created = await insertAssignments(db, employeeIds.map((employee_id) => ({
    employee_id, schedule_id: input.scheduleId, valid_from: input.validFrom, valid_to: validTo, created_by_account_id: scope.actor.accountId,
  })));
  return { created, ended: overlaps.map((o) => o.id) };
}

/** Sets (or clears) the last day of an assignment; extending it may not make it overlap another. */
export async function endAssignment(db: Database, scope: AccessScope, employeeId: number, id: number, validTo: string | null) {
  await visible(db, scope, employeeId, true);
  const current = await findAssignment(db, employeeId, id);
  if (!current) throw notFound('Schedule assignment');
  if (validTo && validTo < current.validFrom) throw fieldError('validTo', `must be on or after the assignment's start ${current.validFrom}`);
  const [clash] = await overlappingAssignments(db, [employeeId], current.validFrom, validTo, id);
  if (clash) throw overlapError(clash);
  await setAssignmentEnd(db, id, validTo);
  return (await findAssignment(db, employeeId, id))!;
}

/** Removes an assignment; answers the period it covered (its workdays are recomputed). */
export async function removeAssignment(db: Database, scope: AccessScope, employeeId: number, id: number) {
  await visible(db, scope, employeeId, true);
  const removed = await deleteAssignmentRow(db, employeeId, id);
  if (!removed) throw notFound('Schedule assignment');
  return removed;
}

/**
 * Assigns one schedule to several employees for the same period, all or nothing: the employees' rows are locked in
 * one statement, every clash is found in one query (409 naming the first, `employeeIds[i]`), then earlier open
 * assignments are ended and the new ones inserted in one statement each, whatever the number of employees.
 */
export async function assignScheduleToMany(db: Database, scope: AccessScope, scheduleId: number, employeeIds: readonly number[], input: Omit<AssignmentInput, 'scheduleId'>) {
  const validTo = input.validTo ?? null;
  if (validTo && validTo < input.validFrom) throw fieldError('validTo', 'must be on or after validFrom');
  if (!(await scheduleExists(db, scheduleId))) throw notFound('Week schedule');
  const ids = [...new Set(employeeIds)];
  const visibleIds = new Set(await employeesInScope(db, scope, ids, true));
  const unknown = employeeIds.findIndex((id) => !visibleIds.has(id));
  if (unknown >= 0) throw fieldError(`employeeIds[${unknown}]`, `no employee with id ${employeeIds[unknown]}`);
  const { created, ended } = await placeAssignments(db, scope, ids, { ...input, scheduleId }, (o) => `employeeIds[${employeeIds.indexOf(o.employeeId)}]`);
  const assignments = await assignmentsOfEmployees(db, scope, { ids: created }, {}, created.length);
  return { assignments, ended };
}
