/**
 * Vocabularies of the three kinds of work that wait for someone (core §3, §4; extended §3): absence requests,
 * clock inconsistencies and archive documents. Their pending counts feed the header badges.
 */

/** Absence request status; `adminStatus` and `managerStatus` carry the same vocabulary (core §4). */
export const ABSENCE_REQUEST_STATUSES = [
  'PENDING', 'UNDER_ANALYSIS', 'APPROVED', 'CANCELLED', 'REJECTED', 'PENDING_JUST', 'JUSTIFIED', 'UNJUSTIFIED',
] as const;
export type AbsenceRequestStatus = (typeof ABSENCE_REQUEST_STATUSES)[number];
/**
 * Statuses of a request still in progress. A request whose overall status is anything else (approved, cancelled,
 * rejected, justified or not) waits for nobody, whatever its admin or manager status still says.
 */
export const OPEN_ABSENCE_REQUEST_STATUSES: readonly AbsenceRequestStatus[] = ['PENDING', 'UNDER_ANALYSIS', 'PENDING_JUST'];

export const ABSENCE_COVERAGES = ['FULL', 'PERIOD'] as const;
export const ABSENCE_DAY_SCOPES = ['FULL_DAY', 'PERIOD_IN_DAY'] as const;
/** Default absence type (core §9): holidays, listed first. */
export const HOLIDAYS_ABSENCE_TYPE_ID = 1;

export const INCONSISTENCY_TYPES = ['ABSENT', 'EARLY_CLOCK', 'LATE_CLOCK', 'DAY_OFF', 'NO_CLOCK', 'CLOCK_MISSING', 'HOLIDAY'] as const;
export type InconsistencyType = (typeof INCONSISTENCY_TYPES)[number];
export const INCONSISTENCY_STATUSES = ['PENDING', 'RESOLVED'] as const;
export type InconsistencyStatus = (typeof INCONSISTENCY_STATUSES)[number];

/** Archive document status; the specification does not list the values (docs/decisions.md). */
export const DOCUMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** Built-in document types (ids below 6, core §9). */
export const BUILT_IN_DOCUMENT_TYPES = [
  { id: 1, code: 'IDS', name: 'IDs' },
  { id: 2, code: 'PROOFS', name: 'Proofs' },
  { id: 3, code: 'CONTRACTS', name: 'Contracts' },
  { id: 4, code: 'JUSTIFICATIVES', name: 'Justificatives' },
  { id: 5, code: 'OTHERS', name: 'Others' },
] as const;
