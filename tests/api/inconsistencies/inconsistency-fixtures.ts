/**
 * Inconsistencies made directly in the database for the review tests (the engine's own are made by clocks in
 * inconsistency-recompute.test.ts): rows as the engine stores them, with an explanation and an anchor of their own.
 */
import assert from 'node:assert/strict';
import type { InconsistencyType } from '../../../domain/index.ts';
import type { Database } from '../../../api/src/platform/db/database.ts';
import { unique } from '../../support/factories.ts';
import type { TestApp } from '../../support/test-app.ts';

export interface Raised { id: number; employeeId: number; date: string; type: InconsistencyType }

/** One pending inconsistency of `employeeId` on `date`, as the engine would have raised it. */
export async function raise(db: Database, employeeId: number, date: string, type: InconsistencyType = 'LATE_CLOCK', extra: { minutes?: number; clockIds?: number[] } = {}): Promise<Raised> {
  const explanation = { rule: 'TEST', message: `A ${type} on ${date}`, clockIds: extra.clockIds ?? [], minutes: extra.minutes ?? 12 };
  const row = await db.insertInto('inconsistencies').values({
    employee_id: employeeId, date, type, status: 'PENDING', anchor: `test:${unique()}`, final: true, minutes: extra.minutes ?? 12,
    explanation: JSON.stringify(explanation), created_at: new Date(), updated_at: new Date(),
  }).returning('id').executeTakeFirstOrThrow();
  return { id: row.id, employeeId, date, type };
}

/** Several: one per (date, type) given, for each employee. */
export async function raiseMany(db: Database, employeeIds: readonly number[], days: readonly [string, InconsistencyType][]): Promise<Raised[]> {
  const out: Raised[] = [];
  for (const e of employeeIds) for (const [date, type] of days) out.push(await raise(db, e, date, type));
  return out;
}

/** A closed payroll period, written as closing would leave it (closing itself recomputes every workday of the period). */
export async function closePeriod(db: Database, start: string, end: string): Promise<void> {
  await db.insertInto('payroll_periods').values({ start_date: start, end_date: end, status: 'CLOSED' }).execute();
}

export async function reopenPeriods(db: Database): Promise<void> {
  await db.deleteFrom('payroll_periods').execute();
}

/** The pending count the header badge reads. */
export async function pendingCount(t: TestApp, token: string, query = ''): Promise<number> {
  const res = await t.request({ method: 'GET', url: `/api/inconsistencies/count${query}`, token });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().count as number;
}

/** Status, resolution and reason of some inconsistencies, by id. */
export async function states(db: Database, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db.selectFrom('inconsistencies').select(['id', 'status', 'resolution', 'resolution_reason', 'resolved_by', 'justified'])
    .where('id', 'in', [...ids]).orderBy('id').execute();
  return rows;
}

/** A multipart/form-data body: text fields then files, in the order given. */
export function form(parts: ({ name: string; value: string } | { name: string; file: Buffer; filename: string; type: string })[]) {
  const boundary = `----inconsistency-${unique()}`;
  const chunks = parts.map((p) => ('file' in p
    ? Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`, 'utf8'), p.file, Buffer.from('\r\n')])
    : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`, 'utf8')));
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real PDF (what a scanned proof is sent as). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
