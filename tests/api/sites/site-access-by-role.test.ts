/**
 * The permission matrix of sites: every sites route × every role (and anonymous), and the module gate.
 *
 * Written by hand from extended §6 and the default authorities: administrators read and write; READ_ONLY reads
 * (the list, one site, count, search, export) and writes nothing; department managers, team leaders and employees
 * hold no SITES authority by default (an administrator may grant SITES_READ to a role), so every route is 403 to
 * them. Every request is valid and aims at a target that exists, so only authorization decides the answer.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createDepartment, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import {
  assertRefusedChangeNothing, assertTableShape, column as columnOf, describeMatrix, routeCoverage, signInCallers,
  type Caller, type Cell, type MatrixCall as Call, type Who,
} from '../../support/access-matrix.ts';

const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                                   anon   ADMIN SUPER DEP_M  TEAM_L EMPL   READ_O
  ['GET    /sites',                    '401', 'ok', 'ok', '403', '403', '403', 'ok'],
  ['GET    /sites/count',              '401', 'ok', 'ok', '403', '403', '403', 'ok'],
  ['GET    /sites/search?query=Lisbon', '401', 'ok', 'ok', '403', '403', '403', 'ok'],
  ['POST   /sites/export',             '401', 'ok', 'ok', '403', '403', '403', 'ok'],
  ['GET    /sites/{id}',               '401', 'ok', 'ok', '403', '403', '403', 'ok'],
  ['GET    /sites/{id}/employees',     '401', 'ok', 'ok', '403', '403', '403', 'ok'],
  ['POST   /sites/',                   '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['PUT    /sites/{id}',               '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['DELETE /sites/{new}',              '401', 'ok', 'ok', '403', '403', '403', '403'],
];

type Build = (caller: Caller) => Promise<Call>;

let t: TestApp;
let callers: Map<Who, Caller>;
let siteId: number;
const LIST = [200, 204] as const;

async function insertSite() {
  return (await t.db.insertInto('sites').values({ name: `Site ${unique()}`, latitude: 38.72, longitude: -9.14, time_zone: 'Europe/Lisbon' })
    .returning('id').executeTakeFirstOrThrow()).id;
}

const CALLS: Record<string, Build> = {
  'GET    /sites': async () => ({ request: { method: 'GET', url: '/api/sites' }, ok: LIST }),
  'GET    /sites/count': async () => ({ request: { method: 'GET', url: '/api/sites/count' }, ok: [200] }),
  'GET    /sites/search?query=Lisbon': async () => ({ request: { method: 'GET', url: '/api/sites/search?query=Lisbon' }, ok: [200] }),
  'POST   /sites/export': async () => ({ request: { method: 'POST', url: '/api/sites/export' }, ok: [200] }),
  'GET    /sites/{id}': async () => ({ request: { method: 'GET', url: `/api/sites/${siteId}` }, ok: [200] }),
  'GET    /sites/{id}/employees': async () => ({ request: { method: 'GET', url: `/api/sites/${siteId}/employees` }, ok: LIST }),
  'POST   /sites/': async () => ({ request: { method: 'POST', url: '/api/sites/', payload: { name: `New ${unique()}`, y: 41.15, x: -8.61 } }, ok: [201] }),
  'PUT    /sites/{id}': async () => ({ request: { method: 'PUT', url: `/api/sites/${siteId}`, payload: { name: `Renamed ${unique()}`, radius: 200 } }, ok: [204] }),
  'DELETE /sites/{new}': async () => ({ request: { method: 'DELETE', url: `/api/sites/${await insertSite()}` }, ok: [204] }),
};

const send = (caller: Caller, call: Call) => t.request({ ...call.request, token: caller.token });

before(async () => {
  t = await startTestApp();
  siteId = await insertSite();
  const department = await createDepartment(t.db);
  callers = await signInCallers(t, { departmentId: department.id, anonymous: { accountId: 0, employeeId: 0 } });
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a way to call it, and every call has a row', () => {
    assertTableShape(MATRIX, CALLS);
  });

  test('covers every sites route that /api/openapi.json documents', async () => {
    const { documented, covered } = await routeCoverage(t, MATRIX, {
      normal: (method, path) => `${method} ${path.split('?')[0].replace(/\/$/, '').replace(/\{[a-zA-Z]+\}/g, '{}')}`,
      include: (_key, tags) => tags.includes('sites'),
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [], 'documented routes without a row');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });
});

describe('role × endpoint', () => {
  describeMatrix(MATRIX, async (endpoint, who) => {
    const caller = callers.get(who)!;
    const call = await CALLS[endpoint](caller);
    return { res: await send(caller, call), ok: call.ok };
  });
});

describe('denied writes change nothing', () => {
  const snapshot = async () => JSON.stringify(await t.db.selectFrom('sites').selectAll().orderBy('id').execute());
  for (const who of ['READ_ONLY', 'DEPARTMENT_MANAGER', 'TEAM_LEADER', 'EMPLOYEE'] as const) {
    test(`${who}: every refused write leaves the sites as they were`, async () => {
      const caller = callers.get(who)!;
      const refused = MATRIX.filter(([e]) => !e.startsWith('GET') && !e.includes('/export')).filter((row) => row[columnOf(who)] === '403');
      assert.equal(refused.length, 3);
      await assertRefusedChangeNothing(refused.map(([e]) => e), 403, async (endpoint) => {
        const call = await CALLS[endpoint](caller);
        return () => send(caller, call);
      }, snapshot);
    });
  }
});

describe('module gate', () => {
  test('with TIME_AND_ATTENDANCE off, every sites route is 403 MODULE_DISABLED, even to administrators, until it is on again', async () => {
    const superAdmin = callers.get('SUPER_ADMIN')!;
    const off = await t.request({ method: 'PUT', url: '/api/modules/1', token: superAdmin.token, payload: { enabled: false } });
    assert.equal(off.statusCode, 204, off.body);
    try {
      const mismatches: string[] = [];
      for (const who of ['ADMIN', 'SUPER_ADMIN', 'READ_ONLY'] as const) {
        for (const [endpoint] of MATRIX) {
          const res = await send(callers.get(who)!, await CALLS[endpoint](callers.get(who)!));
          if (res.statusCode !== 403 || res.json().code !== 'MODULE_DISABLED') mismatches.push(`${who} ${endpoint}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      assert.deepEqual(mismatches, []);
      const anonymous = await t.request({ method: 'GET', url: '/api/sites' });
      assert.equal(anonymous.statusCode, 401, 'anonymous is still asked to sign in');
    } finally {
      const on = await t.request({ method: 'PUT', url: '/api/modules/1', token: superAdmin.token, payload: { enabled: true } });
      assert.equal(on.statusCode, 204, on.body);
    }
    const res = await t.request({ method: 'GET', url: `/api/sites/${siteId}`, token: callers.get('ADMIN')!.token });
    assert.equal(res.statusCode, 200, res.body);
  });
});
