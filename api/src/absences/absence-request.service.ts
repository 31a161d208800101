import {
  COVERING_STATUSES, decide, decisionRefusal, levelsNeeded, overallStatus, submitted, type AbsenceApproval, type DecisionLevel,
  type JustificationState, type LevelDecision, type RequestState,
} from '../../../domain/absences/absence-workflow.ts';
import type { AbsenceRequestStatus } from '../../../domain/index.ts';
import { closedPeriodsBetween } from '../attendance/payroll-period.repository.ts';
import { periodClosed } from '../attendance/payroll-period.service.ts';
import { workdaysAffected } from '../attendance/workday-triggers.ts';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError, conflict, fieldError, notFound } from '../platform/errors.ts';
import { storage } from '../platform/storage.ts';
import { employeeVisible } from '../schedules/assignment.repository.ts';
import { AbsenceErrors } from './absence.errors.ts';
import { prepareRequest, type PeriodInput, type Prepared } from './absence-prepare.ts';
import {
  departmentManagerOf, findRequest, insertEvent, insertRequest, lockRequest, lockRequester, replacePeriods, setProof, updateRequestRow, type RequestRow,
} from './absence-request.repository.ts';
import { getAbsenceType } from './absence-type.service.ts';

/** Who acts, when: the account (for the trail) and the employee (own requests), today in the company's zone. */
export interface Actor { accountId: number | null; employeeId: number | null; now: Date; today: string }

export interface RequestInput {
  requesterId?: number;
  absenceTypeId: number;
  absenceSubtypeId?: number | null;
  periods: PeriodInput[];
  userComment?: string | null;
}

const covers = (status: string) => (COVERING_STATUSES as readonly string[]).includes(status);
const CLOSED: readonly string[] = ['CANCELLED', 'REJECTED'];

export function stateOf(r: Pick<RequestRow, 'levels' | 'adminStatus' | 'managerStatus' | 'justification' | 'status'>): RequestState {
  return {
    levels: r.levels as DecisionLevel[], adminStatus: r.adminStatus as AbsenceRequestStatus, managerStatus: r.managerStatus as AbsenceRequestStatus,
    justification: r.justification as JustificationState, cancelled: r.status === 'CANCELLED',
  };
}

async function checkSubtype(db: Database, typeId: number, subtypeId: number | null | undefined) {
  if (subtypeId === null || subtypeId === undefined) return;
  const type = await getAbsenceType(db, typeId);
  if (!type.subtypes.some((s) => s.id === subtypeId)) throw fieldError('absenceSubtypeId', `is not a subtype of ${type.name}`);
}

/** The stored workdays of the request's days are recomputed in the caller's transaction (TIME-AND-ATTENDANCE.md §5). */
async function recompute(db: Database, employeeId: number, spans: readonly { first: string; last: string }[], now: Date) {
  const from = spans.map((s) => s.first).sort()[0];
  const to = spans.map((s) => s.last).sort().at(-1)!;
  await workdaysAffected(db, { kind: 'employee', employeeId, from, to }, now);
}

const periodRows = (p: Prepared) => p.periods.map((x) => ({
  valid_from: x.validFrom, valid_to: x.validTo, coverage: x.coverage, day_scope: x.dayScope, start_time: x.startTime ?? null,
  end_time: x.endTime ?? null, day_period: x.dayPeriod ?? null, number_of_days: x.numberOfDays,
}));

/**
 * A new request, for oneself or (company or department scope) for someone in the scope. The levels that will decide
 * it are fixed now; a type approved by nobody is approved at once, and the engine recomputes its days.
 */
export async function createRequest(db: Database, scope: AccessScope, actor: Actor, input: RequestInput): Promise<number> {
  const requesterId = input.requesterId ?? actor.employeeId;
  if (requesterId === null) throw fieldError('requesterId', 'is required: your account has no employee record');
  if (!(await employeeVisible(db, scope, requesterId))) throw notFound('Employee');
  await lockRequester(db, requesterId);
  const type = await getAbsenceType(db, input.absenceTypeId).catch(() => { throw fieldError('absenceTypeId', 'is not an absence type'); });
  await checkSubtype(db, type.id, input.absenceSubtypeId);
  const own = requesterId === actor.employeeId;
  const prepared = await prepareRequest(db, input.periods, { type, requesterId, exceptRequestId: null, own, today: actor.today });
  const managerId = await departmentManagerOf(db, requesterId);
  const state = submitted(levelsNeeded(type.approval as AbsenceApproval, managerId !== null), type.justificationNeeded);
  const status = overallStatus(state);
  const id = await insertRequest(db, {
    requester_id: requesterId, absence_type_id: type.id, absence_subtype_id: input.absenceSubtypeId ?? null, manager_id: managerId,
    status, admin_status: state.adminStatus, manager_status: state.managerStatus, justification: state.justification, levels: [...state.levels],
    user_comment: input.userComment ?? null, created_by: actor.accountId, created_on: actor.now, first_start_date: prepared.first,
    last_end_date: prepared.last, number_of_days: prepared.total, approved_on: covers(status) ? actor.now : null,
  } as never);
  await replacePeriods(db, id, periodRows(prepared));
  await insertEvent(db, { requestId: id, accountId: actor.accountId, action: 'REQUESTED', status, comment: input.userComment ?? null, at: actor.now });
  if (covers(status)) await recompute(db, requesterId, [prepared], actor.now);
  return id;
}

/** The request in the scope, locked for the change; 404 otherwise. */
async function lockedRequest(db: Database, scope: AccessScope, id: number): Promise<RequestRow> {
  if (!(await lockRequest(db, scope, id))) throw notFound('Absence request');
  const row = (await findRequest(db, scope, id))!;
  // Inside a closed payroll period an absence is read-only, like its clocks (issue #14 item 7).
  const closed = await closedPeriodsBetween(db, row.firstStartDate, row.lastEndDate);
  if (closed.length) throw periodClosed(closed[0]);
  return row;
}

const closedRefusal = (status: string) => new ApiError(409, AbsenceErrors.ABSENCE_CLOSED, `The request is ${status} and can no longer change`);
const STARTED = 'The absence has started: ask your manager or HR to change it';
const startedRefusal = () => new ApiError(409, AbsenceErrors.ABSENCE_CLOSED, STARTED, [{ field: 'id', message: STARTED }]);

/**
 * Edits a request (periods, type, subtype, comment): counted and checked again as new; an approved one is resubmitted
 * to every level (core §4), and the engine recomputes the days it covered and the days it covers.
 */
export async function editRequest(db: Database, scope: AccessScope, actor: Actor, id: number, input: Partial<RequestInput>): Promise<void> {
  const row = await lockedRequest(db, scope, id);
  if (CLOSED.includes(row.status)) throw closedRefusal(row.status);
  // Like cancelling: one's own approved absence is no longer one's to change once it has started.
  if (row.requesterId === actor.employeeId && scope.kind !== 'company' && covers(row.status) && row.firstStartDate <= actor.today) throw startedRefusal();
  await lockRequester(db, row.requesterId);
  const typeId = input.absenceTypeId ?? row.absenceTypeId;
  const type = await getAbsenceType(db, typeId).catch(() => { throw fieldError('absenceTypeId', 'is not an absence type'); });
  const subtypeId = input.absenceSubtypeId !== undefined ? input.absenceSubtypeId : typeId === row.absenceTypeId ? row.absenceSubtypeId : null;
  await checkSubtype(db, typeId, subtypeId);
  const periods = input.periods ?? row.periods.map((p) => ({ ...p }));
  const prepared = await prepareRequest(db, periods, { type, requesterId: row.requesterId, exceptRequestId: id, own: row.requesterId === actor.employeeId, today: actor.today });
  const managerId = await departmentManagerOf(db, row.requesterId);
  const state = submitted(levelsNeeded(type.approval as AbsenceApproval, managerId !== null), type.justificationNeeded);
  const status = overallStatus(state);
  await updateRequestRow(db, id, {
    absence_type_id: typeId, absence_subtype_id: subtypeId ?? null, manager_id: managerId, status, admin_status: state.adminStatus,
    manager_status: state.managerStatus, justification: state.justification, levels: [...state.levels], first_start_date: prepared.first,
    last_end_date: prepared.last, number_of_days: prepared.total, approved_on: covers(status) ? actor.now : null,
    ...(input.userComment !== undefined ? { user_comment: input.userComment } : {}),
  });
  await replacePeriods(db, id, periodRows(prepared));
  await insertEvent(db, { requestId: id, accountId: actor.accountId, action: 'EDITED', status, comment: input.userComment ?? null, at: actor.now });
  if (covers(row.status) || covers(status)) await recompute(db, row.requesterId, [{ first: row.firstStartDate, last: row.lastEndDate }, prepared], actor.now);
}

/**
 * One level's decision (core §4): administrators decide adminStatus while the request is PENDING or UNDER_ANALYSIS,
 * managers managerStatus while it is PENDING, UNDER_ANALYSIS, PENDING_JUST or APPROVED; rejecting needs a comment.
 * The overall status follows; when it starts or stops covering time the engine recomputes its days.
 */
export async function decideRequest(db: Database, scope: AccessScope, actor: Actor, id: number, level: DecisionLevel, decision: LevelDecision, comment: string | null) {
  const row = await lockedRequest(db, scope, id);
  const state = stateOf(row);
  const refusal = decisionRefusal(level, state);
  if (refusal === 'LEVEL_NOT_NEEDED') throw conflict('This type of absence needs no decision at this level', AbsenceErrors.ABSENCE_LEVEL_NOT_NEEDED);
  if (refusal) throw conflict(`The request is ${row.status}: this level can no longer decide it`, AbsenceErrors.ABSENCE_NOT_DECIDABLE);
  if (decision === 'REJECTED' && !comment?.trim()) {
    throw new ApiError(400, AbsenceErrors.ABSENCE_COMMENT_REQUIRED, 'Say why in a comment: rejecting needs one', [{ field: 'comment', message: 'is required to reject' }]);
  }
  const type = await getAbsenceType(db, row.absenceTypeId);
  const next = decide(state, level, decision, type.justificationNeeded);
  const status = overallStatus(next);
  await updateRequestRow(db, id, {
    status, admin_status: next.adminStatus, manager_status: next.managerStatus, justification: next.justification,
    ...(covers(status) && !covers(row.status) ? { approved_on: actor.now } : {}), ...(comment ? { comment } : {}),
  });
  await insertEvent(db, { requestId: id, accountId: actor.accountId, action: 'DECIDED', level, status, comment, at: actor.now });
  if (covers(row.status) !== covers(status)) await recompute(db, row.requesterId, [{ first: row.firstStartDate, last: row.lastEndDate }], actor.now);
  return status;
}

/** Whether an approved absence's proof is accepted (JUSTIFIED) or not (UNJUSTIFIED), while PENDING_JUST or after. */
export async function judgeJustification(db: Database, scope: AccessScope, actor: Actor, id: number, verdict: 'JUSTIFIED' | 'UNJUSTIFIED', comment: string | null) {
  const row = await lockedRequest(db, scope, id);
  if (row.justification === 'NONE') throw conflict(`The request is ${row.status}: this level can no longer decide it`, AbsenceErrors.ABSENCE_NOT_DECIDABLE);
  if (verdict === 'UNJUSTIFIED' && !comment?.trim()) {
    throw new ApiError(400, AbsenceErrors.ABSENCE_COMMENT_REQUIRED, 'Say why in a comment: rejecting needs one', [{ field: 'comment', message: 'is required to refuse the justification' }]);
  }
  await updateRequestRow(db, id, { justification: verdict, status: verdict, ...(comment ? { comment } : {}) });
  await insertEvent(db, { requestId: id, accountId: actor.accountId, action: 'JUSTIFIED', status: verdict, comment, at: actor.now });
}

/**
 * Cancels a request (soft: kept with its trail). The requester cancels their own while it waits or before it starts;
 * an administrator or manager any open or approved one of their scope. Its days stop covering time at once.
 */
export async function cancelRequest(db: Database, scope: AccessScope, actor: Actor, id: number, reason: string | null) {
  const row = await lockedRequest(db, scope, id);
  if (CLOSED.includes(row.status)) throw closedRefusal(row.status);
  // one's own request is one's own whatever one's role, but for HR (a manager does not decide their own either)
  const own = row.requesterId === actor.employeeId && scope.kind !== 'company';
  if (own && covers(row.status) && row.firstStartDate <= actor.today) throw startedRefusal();
  await updateRequestRow(db, id, { status: 'CANCELLED' });
  await insertEvent(db, { requestId: id, accountId: actor.accountId, action: 'CANCELLED', status: 'CANCELLED', comment: reason, at: actor.now });
  if (covers(row.status)) await recompute(db, row.requesterId, [{ first: row.firstStartDate, last: row.lastEndDate }], actor.now);
}

/** A proof as sent: the checked file and an optional comment. */
export interface Proof { document: { content: Uint8Array; contentType: string; name: string }; comment: string | null }

/**
 * The proof of an absence waiting for one (PENDING_JUST), sent by the requester or for them: stored, named in the
 * trail; the approver judges it (judgeJustification). A proof for a request that needs none is refused.
 */
export async function sendProof(db: Database, scope: AccessScope, actor: Actor, id: number, proof: Proof) {
  const row = await lockedRequest(db, scope, id);
  if (row.status !== 'PENDING_JUST') throw closedRefusal(row.status);
  const fileId = await storage.put(db, 'document', proof.document.content, proof.document.contentType);
  await setProof(db, id, fileId, proof.document.name);
  await insertEvent(db, { requestId: id, accountId: actor.accountId, action: 'PROOF_SENT', status: row.status, comment: proof.comment ?? proof.document.name, at: actor.now });
}
