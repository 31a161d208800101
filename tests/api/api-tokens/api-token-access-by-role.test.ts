/**
 * Who may manage API tokens (issue #18 item 4): company administrators (ADMIN, SUPER_ADMIN) only; every other role
 * 403, anonymous 401. Every request is valid and aims at a token that exists, so only authorization decides.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ROLE_IDS } from '../../../domain/index.ts';
import { unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import {
  assertTableShape, describeMatrix, routeCoverage, signInCallers, type Caller, type Cell, type MatrixCall as Call, type Who,
} from '../../support/access-matrix.ts';

const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                      anon   ADMIN SUPER DEP_M  TEAM_L EMPL   READ_O
  ['GET    /tokens',       '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['GET    /tokens/{id}',  '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['POST   /tokens',       '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['DELETE /tokens/{id}',  '401', 'ok', 'ok', '403', '403', '403', '403'],
];

let t: TestApp;
let callers: Map<Who, Caller>;

const body = () => ({ name: `Export ${unique()}`, roleId: ROLE_IDS.READ_ONLY, expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString() });
async function newToken(): Promise<number> {
  const res = await t.request({ method: 'POST', url: '/api/tokens', token: callers.get('ADMIN')!.token, payload: body() });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().token.id as number;
}
const req = (method: Call['request']['method'], url: string, ok: readonly number[], payload?: unknown): Call =>
  ({ request: { method, url: `/api${url}`, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) }, ok });

const CALLS: Record<string, () => Promise<Call>> = {
  'GET    /tokens': async () => req('GET', '/tokens', [200, 204]),
  'GET    /tokens/{id}': async () => req('GET', `/tokens/${await newToken()}`, [200]),
  'POST   /tokens': async () => req('POST', '/tokens', [201], body()),
  'DELETE /tokens/{id}': async () => req('DELETE', `/tokens/${await newToken()}`, [204]),
};

before(async () => {
  t = await startTestApp();
  callers = await signInCallers(t, { anonymous: { accountId: 0, employeeId: 0 } });
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a way to call it, and every call has a row', () => {
    assertTableShape(MATRIX, CALLS);
  });

  test('covers every api-tokens route that /api/openapi.json documents', async () => {
    const { documented, covered } = await routeCoverage(t, MATRIX, {
      normal: (method, path) => `${method} ${path.split('?')[0].replace(/\/$/, '').replace(/\{[a-zA-Z]+\}/g, '{}')}`,
      include: (_key, tags) => tags.includes('api-tokens'),
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [], 'documented routes without a row');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });
});

describe('role × endpoint', () => {
  describeMatrix(MATRIX, async (endpoint, who) => {
    const caller = callers.get(who)!;
    const call = await CALLS[endpoint]();
    return { res: await t.request({ ...call.request, token: caller.token }), ok: call.ok };
  });
});
