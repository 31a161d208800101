import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';

interface SubError { field: string; message: string }

/**
 * A refusal as a user sees it (DESIGN §2): never a 500, the expected status and error body, the code when given,
 * and a sub-error naming `field` (unless `field` is null: refusals about no field in particular).
 */
export function assertRejected(res: LightMyRequestResponse, status: number, field: string | null, code?: string): void {
  const answer = `${res.statusCode} ${res.body.slice(0, 400)}`;
  assert.notEqual(res.statusCode, 500, answer);
  assert.equal(res.statusCode, status, answer);
  const body = res.json() as { status: number; code: string; message: string; subErrors: SubError[] };
  assert.equal(body.status, status);
  assert.equal(typeof body.message, 'string');
  if (code) assert.equal(body.code, code, answer);
  assert.ok(Array.isArray(body.subErrors), answer);
  if (field !== null) assert.ok(body.subErrors.some((s) => s.field === field), `no sub-error names "${field}": ${answer}`);
}
