/**
 * The permission matrix of experiments (issue #18 item 6): every experiments route × every role (and anonymous).
 *
 * Written by hand: every signed-in account reads the flags (the web app reads them through the viewer); only those who
 * write company data (COMPANY_WRITE: administrators) switch them, never the read-only consultant.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import {
  assertRefusedChangeNothing, assertTableShape, CALLERS, column as columnOf, describeMatrix, routeCoverage, signInCallers,
  type Caller, type Cell, type MatrixCall as Call, type Who,
} from '../../support/access-matrix.ts';

const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                                  anon   ADMIN  SUPER  DEP_M  TEAM_L EMPL   READ_O
  ['GET    /experiments',             '401', 'ok',  'ok',  'ok',  'ok',  'ok',  'ok'],
  ['PUT    /experiments/{key}',       '401', 'ok',  'ok',  '403', '403', '403', '403'],
];

const CALLS: Record<string, () => Call> = {
  'GET    /experiments': () => ({ request: { method: 'GET', url: '/api/experiments' }, ok: [200] }),
  'PUT    /experiments/{key}': () => ({ request: { method: 'PUT', url: '/api/experiments/wall-board-photos', payload: { enabled: true } }, ok: [204] }),
};

let t: TestApp;
let callers: Map<Who, Caller>;
const send = (caller: Caller, call: Call) => t.request({ ...call.request, token: caller.token });
const snapshot = async () => JSON.stringify(await t.db.withTables<{ experiments: { key: string; enabled: boolean } }>()
  .selectFrom('experiments').select(['key', 'enabled']).orderBy('key').execute());

before(async () => {
  t = await startTestApp();
  callers = await signInCallers(t, { anonymous: { accountId: 0, employeeId: 0 } });
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a way to call it, and every call has a row', () => {
    assertTableShape(MATRIX, CALLS);
  });

  test('covers every experiments route that /api/openapi.json documents', async () => {
    const { documented, covered } = await routeCoverage(t, MATRIX, {
      normal: (method, path) => `${method} ${path.replace(/\{[a-zA-Z0-9]+\}/g, '{}')}`,
      include: (_key, tags) => tags.includes('experiments'),
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [], 'documented routes without a row');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });

  test('READ_ONLY reads the flags and switches none', () => {
    for (const row of MATRIX) assert.equal(row[columnOf('READ_ONLY')] === 'ok', row[0].startsWith('GET'), row[0]);
  });
});

describe('role × endpoint', () => {
  describeMatrix(MATRIX, async (endpoint, who) => {
    const call = CALLS[endpoint]();
    return { res: await send(callers.get(who)!, call), ok: call.ok };
  });
});

describe('denied writes change nothing', () => {
  for (const who of CALLERS) {
    test(`${who}: a refused switch leaves every flag as it was`, async () => {
      const caller = callers.get(who)!;
      const writes = MATRIX.filter(([e]) => !e.startsWith('GET'));
      for (const status of ['401', '403'] as const) {
        const refused = writes.filter((row) => row[columnOf(who)] === status).map(([e]) => e);
        if (refused.length) await assertRefusedChangeNothing(refused, Number(status), async (e) => () => send(caller, CALLS[e]()), snapshot);
      }
    });
  }
});
