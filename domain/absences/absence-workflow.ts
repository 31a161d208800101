/**
 * The absence request workflow (core §4, TIME-AND-ATTENDANCE.md §5): two levels of decision with the same vocabulary,
 * the overall status derived from the levels a type requires, and who may change what when.
 */
import type { AbsenceRequestStatus } from '../work-items.ts';

/** Which levels approve a type's requests (docs/decisions.md), like Odoo's validation modes. */
export const ABSENCE_APPROVALS = ['NONE', 'HR', 'MANAGER', 'BOTH'] as const;
export type AbsenceApproval = (typeof ABSENCE_APPROVALS)[number];

export type DecisionLevel = 'ADMIN' | 'MANAGER';
/** What a level may answer: look into it, approve, reject. */
export const LEVEL_DECISIONS = ['UNDER_ANALYSIS', 'APPROVED', 'REJECTED'] as const;
export type LevelDecision = (typeof LEVEL_DECISIONS)[number];
/** The justification of an approved absence whose type needs one. */
export const JUSTIFICATION_STATES = ['NONE', 'PENDING_JUST', 'JUSTIFIED', 'UNJUSTIFIED'] as const;
export type JustificationState = (typeof JUSTIFICATION_STATES)[number];

/**
 * The levels a request needs: the type's, less the manager level when nobody manages the requester's department
 * (HR decides alone then; a request never waits for a person who does not exist).
 */
export function levelsNeeded(approval: AbsenceApproval, hasManager: boolean): DecisionLevel[] {
  const levels: DecisionLevel[] = [];
  if (approval === 'HR' || approval === 'BOTH') levels.push('ADMIN');
  if ((approval === 'MANAGER' || approval === 'BOTH') && hasManager) levels.push('MANAGER');
  if (approval === 'MANAGER' && !hasManager) levels.push('ADMIN');
  return levels;
}

export interface RequestState {
  levels: readonly DecisionLevel[];
  adminStatus: AbsenceRequestStatus;
  managerStatus: AbsenceRequestStatus;
  justification: JustificationState;
  cancelled: boolean;
}

const statusAt = (s: RequestState, level: DecisionLevel) => (level === 'ADMIN' ? s.adminStatus : s.managerStatus);

/**
 * The overall status: CANCELLED; REJECTED when a needed level rejected; once every needed level approved, APPROVED —
 * or the justification's state when the type needs one; otherwise the least advanced open state of the needed levels.
 */
export function overallStatus(s: RequestState): AbsenceRequestStatus {
  if (s.cancelled) return 'CANCELLED';
  const answers = s.levels.map((l) => statusAt(s, l));
  if (answers.includes('REJECTED')) return 'REJECTED';
  if (answers.every((a) => a === 'APPROVED')) return s.justification === 'NONE' ? 'APPROVED' : s.justification;
  return answers.includes('PENDING') ? 'PENDING' : 'UNDER_ANALYSIS';
}

/** The statuses whose approved absence covers expected time (the engine's input): approved, with or without its proof. */
export const COVERING_STATUSES: readonly AbsenceRequestStatus[] = ['APPROVED', 'PENDING_JUST', 'JUSTIFIED', 'UNJUSTIFIED'];
/** The statuses that hold days of a balance and block overlapping requests: open or covering. */
export const HOLDING_STATUSES: readonly AbsenceRequestStatus[] = ['PENDING', 'UNDER_ANALYSIS', ...COVERING_STATUSES];

/**
 * Why a level may not decide now, or null: administrators change adminStatus while the request is PENDING or
 * UNDER_ANALYSIS; managers change managerStatus while it is PENDING, UNDER_ANALYSIS, PENDING_JUST or APPROVED (core §4).
 */
export function decisionRefusal(level: DecisionLevel, s: RequestState): 'LEVEL_NOT_NEEDED' | 'NOT_DECIDABLE' | null {
  if (!s.levels.includes(level)) return 'LEVEL_NOT_NEEDED';
  const status = overallStatus(s);
  const open: readonly AbsenceRequestStatus[] = level === 'ADMIN' ? ['PENDING', 'UNDER_ANALYSIS'] : ['PENDING', 'UNDER_ANALYSIS', 'PENDING_JUST', 'APPROVED'];
  return open.includes(status) ? null : 'NOT_DECIDABLE';
}

/** The state after a level's decision; an approval of the last level starts the justification when the type needs one. */
export function decide(s: RequestState, level: DecisionLevel, decision: LevelDecision, justificationNeeded: boolean): RequestState {
  const next = { ...s, ...(level === 'ADMIN' ? { adminStatus: decision } : { managerStatus: decision }) };
  const approved = next.levels.every((l) => statusAt(next, l) === 'APPROVED');
  const justification: JustificationState = approved && justificationNeeded ? (s.justification === 'NONE' ? 'PENDING_JUST' : s.justification) : 'NONE';
  return { ...next, justification };
}

/** A new request (or an edited one, resubmitted): every needed level pending, or approved at once when none is needed. */
export function submitted(levels: readonly DecisionLevel[], justificationNeeded: boolean): RequestState {
  const none = levels.length === 0;
  return {
    levels,
    adminStatus: levels.includes('ADMIN') ? 'PENDING' : 'APPROVED',
    managerStatus: levels.includes('MANAGER') ? 'PENDING' : 'APPROVED',
    justification: none && justificationNeeded ? 'PENDING_JUST' : 'NONE',
    cancelled: false,
  };
}
