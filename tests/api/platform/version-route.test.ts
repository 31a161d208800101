/**
 * `GET /version` (issue #18 item 5): what runs, for every signed-in account — the product (package.json), the
 * specification it implements, the API and the database engine with its own `SELECT version()`.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { CALLERS, describeMatrix, signInCallers, type Caller, type Cell, type Who } from '../../support/access-matrix.ts';

const packageVersion = (createRequire(import.meta.url)('../../../package.json') as { version: string }).version;
const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                     anon   ADMIN  SUPER  DEP_M  TEAM_L EMPL   READ_O
  ['GET    /version',    '401', 'ok',  'ok',  'ok',  'ok',  'ok',  'ok'],
];

let t: TestApp;
let callers: Map<Who, Caller>;
before(async () => {
  t = await startTestApp();
  callers = await signInCallers(t, { anonymous: { accountId: 0, employeeId: 0 } });
});
after(async () => { await t?.close(); });

describe('role × endpoint', () => {
  test('the table has a cell per caller', () => assert.equal(MATRIX[0].length, CALLERS.length + 1));
  describeMatrix(MATRIX, async (_e, who) => ({ res: await t.request({ method: 'GET', url: '/api/version', token: callers.get(who)!.token }), ok: [200] }));

  test('every route tagged version has a row', async () => {
    const paths = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json().paths as Record<string, Record<string, { tags?: string[] }>>;
    const tagged = Object.entries(paths).flatMap(([p, ops]) => Object.entries(ops).filter(([, op]) => op.tags?.includes('version')).map(([m]) => `${m.toUpperCase()} ${p.replace(/^\/api/, '')}`));
    assert.deepEqual(tagged, ['GET /version']);
  });
});

describe('the answer', () => {
  test('names the product, the specification 1.13.0, the API and the database the tests run on', async () => {
    const res = await t.request({ method: 'GET', url: '/api/version', token: callers.get('EMPLOYEE')!.token });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.product, packageVersion);
    assert.equal(body.specification, '1.13.0');
    assert.equal(body.api, packageVersion);
    assert.equal(body.database.kind, process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');
    assert.match(body.database.version, /^PostgreSQL \d+(\.\d+)?/);
  });
});
