/**
 * Role × request tables: each row is an endpoint and one expected cell per caller (anonymous and every role).
 * The callers sign in once per file; each cell is one test; checks that loop over rows report every mismatch
 * at once. Expectations stay written by hand in each test file, never derived from `domain/permissions.ts`.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RoleName } from '../../domain/index.ts';
import { makeManagerOf } from './factories.ts';
import { describeAnswer } from './http.ts';
import type { TestApp } from './test-app.ts';

/** 'ok' = allowed (the row's success statuses); '403' denied; '401' must sign in; '404' hidden (outside the caller's scope). */
export type Cell = 'ok' | '401' | '403' | '404';
export const CALLERS = ['anonymous', 'ADMIN', 'SUPER_ADMIN', 'DEPARTMENT_MANAGER', 'TEAM_LEADER', 'EMPLOYEE', 'READ_ONLY'] as const;
export type Who = (typeof CALLERS)[number];
export type MatrixRow = readonly [endpoint: string, ...cells: Cell[]];

export interface Caller { who: Who; token?: string; accountId: number; employeeId: number }
/** A request and the statuses that count as allowed; a call may bring its own `token` (e.g. a fresh account). */
export interface MatrixCall { request: InjectOptions & { token?: string }; ok: readonly number[] }

const DEPARTMENT_ROLES: readonly Who[] = ['DEPARTMENT_MANAGER', 'TEAM_LEADER', 'EMPLOYEE'];

/**
 * Signs every role in once. With `departmentId`, the department manager, team leader and employee work in that
 * department and the department manager manages it. `anonymous` has no token; its ids fill path placeholders.
 */
export async function signInCallers(t: TestApp, options: { departmentId?: number; anonymous: { accountId: number; employeeId: number } }) {
  const callers = new Map<Who, Caller>();
  for (const who of CALLERS) {
    if (who === 'anonymous') {
      callers.set(who, { who, ...options.anonymous });
      continue;
    }
    const inDepartment = options.departmentId !== undefined && DEPARTMENT_ROLES.includes(who);
    const s = await t.signedIn([who as RoleName], inDepartment ? { departmentId: options.departmentId } : {});
    if (inDepartment && who === 'DEPARTMENT_MANAGER') await makeManagerOf(t.db, s.employeeId!, options.departmentId!);
    callers.set(who, { who, token: s.token, accountId: s.accountId, employeeId: s.employeeId! });
  }
  return callers;
}

/** Every row has one cell per caller and a call, and every call has a row. */
export function assertTableShape(matrix: readonly MatrixRow[], calls: Record<string, unknown>) {
  for (const [endpoint, ...cells] of matrix) {
    assert.equal(cells.length, CALLERS.length, `${endpoint}: ${cells.length} cells`);
    assert.ok(calls[endpoint], `no call for ${endpoint}`);
  }
  assert.deepEqual(Object.keys(calls).sort(), matrix.map(([e]) => e).sort());
}

/** The column of a caller in a row (index 0 is the endpoint). */
export const column = (who: Who) => CALLERS.indexOf(who) + 1;

/**
 * The routes /api/openapi.json documents (those `include` keeps) and the routes the table covers, both as
 * `normal(METHOD, /path-without-api)`, for the file to compare.
 */
export async function routeCoverage(
  t: TestApp, matrix: readonly MatrixRow[],
  { normal, include }: { normal: (method: string, path: string) => string; include: (key: string, tags: readonly string[]) => boolean },
) {
  const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
  assert.equal(res.statusCode, 200);
  const paths = res.json().paths as Record<string, Record<string, { tags?: string[] }>>;
  const covered = new Set(matrix.map(([e]) => { const [m, p] = e.split(/\s+/); return normal(m, p); }));
  const documented = new Set<string>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const key = normal(method.toUpperCase(), path.replace(/^\/api/, ''));
      if (include(`${method.toUpperCase()} ${path.replace(/^\/api/, '')}`, op.tags ?? [])) documented.add(key);
    }
  }
  return { documented, covered };
}

/** A refusal is `status` with the error body: the status again, the code, a message and the sub-errors. */
export function assertRefusal(res: LightMyRequestResponse, expected: '401' | '403' | '404') {
  const answer = describeAnswer(res, 200);
  assert.equal(res.statusCode, Number(expected), answer);
  const body = res.json();
  assert.equal(body.status, Number(expected));
  assert.equal(body.code, { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[expected], answer);
  assert.equal(typeof body.message, 'string');
  assert.ok(Array.isArray(body.subErrors));
}

/**
 * One test per cell, under a `describe` per row: `run` sends the row's request as the caller; an 'ok' cell
 * must answer one of the call's `ok` statuses (and pass `allowed`, when given), any other cell is a refusal.
 */
export function describeMatrix(
  matrix: readonly MatrixRow[],
  run: (endpoint: string, who: Who) => Promise<{ res: LightMyRequestResponse; ok: readonly number[] }>,
  allowed?: (res: LightMyRequestResponse) => void,
) {
  for (const [endpoint, ...cells] of matrix) {
    describe(endpoint.replace(/\s+/, ' '), () => {
      CALLERS.forEach((who, i) => {
        const expected = cells[i];
        test(`${who} → ${expected}`, async () => {
          const { res, ok } = await run(endpoint, who);
          if (expected === 'ok') {
            assert.ok(ok.includes(res.statusCode), `expected ${ok.join('/')}, got ${describeAnswer(res, 200)}`);
            allowed?.(res);
          } else {
            assertRefusal(res, expected);
          }
        });
      });
    });
  }
}

/**
 * Prepares and sends every row (in order) and checks each answers `status` with the database as it was, per `snapshot`;
 * every mismatch is reported at once.
 */
export async function assertRefusedChangeNothing(
  rows: readonly string[], status: number,
  prepare: (endpoint: string) => Promise<() => Promise<LightMyRequestResponse>>, snapshot: () => Promise<string>,
) {
  const mismatches: string[] = [];
  for (const endpoint of rows) {
    const send = await prepare(endpoint); // building a call may make its own target: before the snapshot
    const before = await snapshot();
    const res = await send();
    if (res.statusCode !== status) mismatches.push(`${endpoint}: ${describeAnswer(res, 200)}`);
    if (await snapshot() !== before) mismatches.push(`${endpoint} changed data although refused`);
  }
  assert.deepEqual(mismatches, [], `refused requests that did not answer ${status} or changed data`);
}
