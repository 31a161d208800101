import { DELETED_REASON } from '../../../domain/inconsistency.ts';
import { assertPeriodsOpen } from '../attendance/payroll-period.service.ts';
import { closedPeriodsBetween } from '../attendance/payroll-period.repository.ts';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError, conflict, notFound, type SubError } from '../platform/errors.ts';
import { storage } from '../platform/storage.ts';
import { InconsistencyErrors } from './inconsistency.errors.ts';
import {
  archiveMatching, countMatching, inconsistencyInScope, lockForArchive, pendingDates, writeJustification,
  type InconsistencyFilter, type InconsistencyRow,
} from './inconsistency.repository.ts';

/** Who decides, and when (the route's account and clock). */
export interface Reviewer { accountId: number | null; at: Date }

const MAX_NAMED = 50;
const clean = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** 409 INCONSISTENCY_ARCHIVED: archived by a person, or resolved by a recompute (nothing is left to archive). */
const notPending = (resolution: string | null, subErrors: SubError[] = []) => conflict(resolution === 'AUTO'
  ? 'The inconsistency no longer applies: a recompute resolved it'
  : 'The inconsistency is archived already', InconsistencyErrors.INCONSISTENCY_ARCHIVED, subErrors);

/**
 * 409 PERIOD_CLOSED naming the items whose date lies in a closed payroll period (`assertPeriodsOpen` decides; the
 * closed periods are then read to say which items).
 */
async function assertOpenNaming(db: Database, items: readonly { date: string; field: string }[]): Promise<void> {
  try {
    await assertPeriodsOpen(db, items.map((i) => i.date));
  } catch (err) {
    if (!(err instanceof ApiError) || !items.length) throw err;
    const dates = items.map((i) => i.date).sort();
    const closed = await closedPeriodsBetween(db, dates[0], dates[dates.length - 1]);
    const named = items.filter((i) => closed.some((p) => p.start <= i.date && i.date <= p.end)).slice(0, MAX_NAMED);
    throw new ApiError(err.status, err.code, err.message, named.map((i) => ({ field: i.field, message: `${i.date} is in a closed payroll period` })));
  }
}

/** The row of `id` in `scope`, locked; 404 when it is not there (another department's looks like none). */
async function lockedRow(db: Database, scope: AccessScope, id: number, belongs?: (r: InconsistencyRow) => boolean) {
  const row = await inconsistencyInScope(db, scope, id, true);
  if (!row || (belongs && !belongs(row))) throw notFound('Inconsistency');
  return row;
}

/** Whose inconsistency a decision was about: the live stream tells their department's deciders (and them). */
export interface Whose { employeeId: number; departmentId: number | null }
const whose = (row: InconsistencyRow): Whose => ({ employeeId: row.employee_id, departmentId: row.department_id });

/**
 * Archives one inconsistency (PUT, or DELETE: a delete archives, with reason "deleted" unless one is given, so the
 * engine, which never reopens a person's decision, does not raise it again). `belongs` narrows further (a department's).
 */
export async function archiveOne(db: Database, scope: AccessScope, by: Reviewer, id: number, comment: string | null | undefined,
  how: 'ARCHIVED' | 'DELETED' = 'ARCHIVED', belongs?: (r: InconsistencyRow) => boolean): Promise<Whose> {
  const row = await lockedRow(db, scope, id, belongs);
  if (row.status !== 'PENDING') throw notPending(row.resolution);
  await assertPeriodsOpen(db, [row.date]);
  const reason = clean(comment) ?? (how === 'DELETED' ? DELETED_REASON : null);
  await archiveMatching(db, scope, { ids: [id] }, how, { accountId: by.accountId, at: by.at, reason });
  return whose(row);
}

/**
 * Archives several by id, all or nothing: an id outside the scope (404), not pending (409 INCONSISTENCY_ARCHIVED) or
 * in a closed payroll period (409 PERIOD_CLOSED) archives none, and the refusal names each such item `<field>[i]`.
 */
export async function archiveMany(db: Database, scope: AccessScope, by: Reviewer, ids: readonly number[], comment: string | null | undefined, field: string): Promise<number> {
  const unique = [...new Set(ids)];
  const at = (id: number) => `${field}[${ids.indexOf(id)}]`;
  const rows = new Map((await lockForArchive(db, scope, unique)).map((r) => [r.id, r]));
  const missing = unique.filter((id) => !rows.has(id));
  if (missing.length) {
    const { status, code, message } = notFound(missing.length > 1 ? 'Inconsistencies' : 'Inconsistency');
    throw new ApiError(status, code, message,
      missing.slice(0, MAX_NAMED).map((id) => ({ field: at(id), message: `inconsistency ${id} not found` })));
  }
  const decided = [...rows.values()].filter((r) => r.status !== 'PENDING');
  if (decided.length) {
    throw notPending(decided.every((r) => r.resolution === 'AUTO') ? 'AUTO' : 'MANUAL',
      decided.slice(0, MAX_NAMED).map((r) => ({ field: at(r.id), message: r.resolution === 'AUTO' ? 'was resolved by a recompute' : 'is archived already' })));
  }
  await assertOpenNaming(db, [...rows.values()].map((r) => ({ date: r.date, field: at(r.id) })));
  return archiveMatching(db, scope, { ids: unique }, 'ARCHIVED', { accountId: by.accountId, at: by.at, reason: clean(comment) });
}

/**
 * Archives every pending inconsistency of the scope matching `filter` (a period, optionally types, a department, an
 * employee) in one statement, or with `dryRun` only counts them. Refused whole (409 PERIOD_CLOSED) when one of them
 * lies in a closed payroll period, dry run included, so the screen learns it before confirming.
 */
export async function archivePeriod(db: Database, scope: AccessScope, by: Reviewer, filter: InconsistencyFilter, comment: string | null | undefined, dryRun: boolean): Promise<number> {
  const pending = { ...filter, status: 'PENDING' };
  const dates = await pendingDates(db, scope, pending);
  try {
    await assertPeriodsOpen(db, dates);
  } catch (err) {
    if (err instanceof ApiError) throw new ApiError(err.status, err.code, err.message, [{ field: 'from', message: 'the period holds inconsistencies of a closed payroll period' }]);
    throw err;
  }
  if (dryRun) return countMatching(db, scope, pending);
  return archiveMatching(db, scope, pending, 'ARCHIVED', { accountId: by.accountId, at: by.at, reason: clean(comment) });
}

export interface JustificationRequest {
  justified: boolean;
  comment?: string | null;
  document?: { content: Uint8Array; contentType: string; name: string };
}

/**
 * Records a justification: justified, or judged unjustified (a comment is then required), with an optional document
 * (stored now; a new one replaces it, none keeps it). It does not archive, and an archived inconsistency can still be
 * justified (the proof may come after the manager archived it). Refused in a closed payroll period.
 */
export async function justify(db: Database, scope: AccessScope, by: Reviewer, id: number, input: JustificationRequest, belongs?: (r: InconsistencyRow) => boolean): Promise<Whose> {
  const comment = clean(input.comment);
  if (!input.justified && !comment) {
    throw new ApiError(400, InconsistencyErrors.JUSTIFICATION_COMMENT_REQUIRED, 'Say why in a comment: an unjustified decision needs one',
      [{ field: 'comment', message: 'is required when justified is false' }]);
  }
  const row = await lockedRow(db, scope, id, belongs);
  await assertPeriodsOpen(db, [row.date]);
  const document = input.document
    ? { fileId: await storage.put(db, 'inconsistency-justification', input.document.content, input.document.contentType), name: input.document.name }
    : null;
  await writeJustification(db, id, { justified: input.justified, comment, document }, { accountId: by.accountId, at: by.at, reason: comment });
  return whose(row);
}
