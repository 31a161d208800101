/**
 * The permission matrix of clock policies (issue #12): every route × every role (and anonymous).
 *
 * Written by hand from extended §6 and the issue: every signed-in role reads the policies (reference data); only
 * administrators change them (READ_ONLY loses policy writes); the employee part of a read follows the caller's
 * EMPLOYEES read scope: a department manager or team leader their department's people, an employee their own.
 * Every request is valid and aims at a target that exists, so only authorization decides the answer.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createDepartment, createEmployee, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import {
  assertRefusedChangeNothing, assertTableShape, column as columnOf, describeMatrix, routeCoverage, signInCallers,
  type Caller, type Cell, type MatrixCall as Call, type Who,
} from '../../support/access-matrix.ts';

const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                                                       anon   ADMIN SUPER DEP_M  TEAM_L EMPL   READ_O
  ['GET  /clock-policies',                                  '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET  /clock-policies/effective',                        '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET  /clock-policies/{id}',                             '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET  /clock-policies/{id}/employees',                   '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['POST /clock-policies/{id}/enable',                      '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['POST /clock-policies/{id}/disable',                     '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['GET  /employees/{self}/clock-policies',                 '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET  /employees/{dep}/clock-policies',                  '401', 'ok', 'ok', 'ok',  'ok',  '404', 'ok'],
  ['GET  /employees/{other}/clock-policies',                '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['POST /employees/{dep}/clock-policies/{id}/enable',      '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['POST /employees/{other}/clock-policies/{id}/disable',   '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['POST /employees/{self}/clock-policies/{id}/delete',     '401', 'ok', 'ok', '403', '403', '403', '403'],
];

type Build = (caller: Caller) => Promise<Call>;

const GEO = 3;
const LIST = [200, 204] as const;
let t: TestApp;
let callers: Map<Who, Caller>;
let inA: number; // an employee of department A (managed by the DEPARTMENT_MANAGER; the TEAM_LEADER's and EMPLOYEE's department)
let inB: number; // an employee of department B (nobody's department but the admins')

const get = (url: () => string, ok: readonly number[] = [200]): Build => async () => ({ request: { method: 'GET', url: `/api${url()}` }, ok });
const post = (url: (c: Caller) => string): Build => async (c) => ({ request: { method: 'POST', url: `/api${url(c)}` }, ok: [204] });

const CALLS: Record<string, Build> = {
  'GET  /clock-policies': get(() => '/clock-policies', LIST),
  'GET  /clock-policies/effective': get(() => `/clock-policies/effective?employeeIds=${inA},${inB}`, LIST),
  'GET  /clock-policies/{id}': get(() => `/clock-policies/${GEO}`),
  'GET  /clock-policies/{id}/employees': get(() => `/clock-policies/${GEO}/employees`, LIST),
  'POST /clock-policies/{id}/enable': post(() => `/clock-policies/${GEO}/enable`),
  'POST /clock-policies/{id}/disable': post(() => `/clock-policies/${GEO}/disable`),
  'GET  /employees/{self}/clock-policies': async (c) => ({ request: { method: 'GET', url: `/api/employees/${c.employeeId}/clock-policies` }, ok: [200] }),
  'GET  /employees/{dep}/clock-policies': get(() => `/employees/${inA}/clock-policies`),
  'GET  /employees/{other}/clock-policies': get(() => `/employees/${inB}/clock-policies`),
  'POST /employees/{dep}/clock-policies/{id}/enable': post(() => `/employees/${inA}/clock-policies/${GEO}/enable`),
  'POST /employees/{other}/clock-policies/{id}/disable': post(() => `/employees/${inB}/clock-policies/${GEO}/disable`),
  'POST /employees/{self}/clock-policies/{id}/delete': post((c) => `/employees/${c.employeeId}/clock-policies/${GEO}/delete`),
};

async function send(caller: Caller, call: Call) {
  const { token: _ignored, ...request } = call.request;
  return t.request({ ...request, token: caller.token });
}

before(async () => {
  t = await startTestApp();
  const depA = await createDepartment(t.db, `A ${unique()}`);
  const depB = await createDepartment(t.db, `B ${unique()}`);
  inA = (await createEmployee(t.db, { department_id: depA.id })).id;
  inB = (await createEmployee(t.db, { department_id: depB.id })).id;
  callers = await signInCallers(t, { departmentId: depA.id, anonymous: { accountId: 0, employeeId: inB } });
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a way to call it, and every call has a row', () => {
    assertTableShape(MATRIX, CALLS);
  });

  test('covers every clock policy route that /api/openapi.json documents', async () => {
    const { documented, covered } = await routeCoverage(t, MATRIX, {
      normal: (method, path) => `${method} ${path.replace(/\{[a-zA-Z]+\}/g, '{}')}`,
      include: (_key, tags) => tags.includes('clock-policies'),
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [], 'documented routes without a row');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });

  test('READ_ONLY reads everything here and may write nothing', () => {
    const column = columnOf('READ_ONLY');
    for (const row of MATRIX) assert.equal(row[column] === 'ok', row[0].startsWith('GET'), `${row[0]}: READ_ONLY ${row[column]}`);
  });
});

describe('role × endpoint', () => {
  describeMatrix(MATRIX, async (endpoint, who) => {
    const caller = callers.get(who)!;
    const call = await CALLS[endpoint](caller);
    return { res: await send(caller, call), ok: call.ok };
  });
});

describe('what each role sees of the employees of a policy', () => {
  const seenBy = async (who: Who) => {
    const res = await t.request({ method: 'GET', url: `/api/clock-policies/${GEO}/employees?size=2147483647`, token: callers.get(who)!.token });
    assert.ok(res.statusCode === 200 || res.statusCode === 204, `${who}: ${res.statusCode}`);
    return res.statusCode === 204 ? [] : (res.json().content as { employeeId: number }[]).map((r) => r.employeeId);
  };

  test('admins and READ_ONLY everyone; manager and team leader department A and themselves; an employee only themselves', async () => {
    for (const who of ['ADMIN', 'SUPER_ADMIN', 'READ_ONLY'] as const) {
      const seen = await seenBy(who);
      assert.ok(seen.includes(inA) && seen.includes(inB), who);
    }
    for (const who of ['DEPARTMENT_MANAGER', 'TEAM_LEADER'] as const) {
      const seen = await seenBy(who);
      assert.ok(seen.includes(inA) && !seen.includes(inB) && seen.includes(callers.get(who)!.employeeId), `${who}: ${seen}`);
    }
    assert.deepEqual(await seenBy('EMPLOYEE'), [callers.get('EMPLOYEE')!.employeeId]);
  });
});

describe('what each role sees in the batch of effective policies', () => {
  const seenBy = async (who: Who) => {
    const self = callers.get(who)!.employeeId;
    const res = await t.request({ method: 'GET', url: `/api/clock-policies/effective?employeeIds=${inA},${inB},${self}`, token: callers.get(who)!.token });
    assert.ok(res.statusCode === 200 || res.statusCode === 204, `${who}: ${res.statusCode}`);
    return res.statusCode === 204 ? [] : [...new Set((res.json().content as { employeeId: number }[]).map((r) => r.employeeId))].sort((a, b) => a - b);
  };
  const sorted = (...ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

  test('the same people as the employees of a policy: the hidden ones are left out, not refused', async () => {
    for (const who of ['ADMIN', 'SUPER_ADMIN', 'READ_ONLY'] as const) assert.deepEqual(await seenBy(who), sorted(inA, inB, callers.get(who)!.employeeId), who);
    for (const who of ['DEPARTMENT_MANAGER', 'TEAM_LEADER'] as const) assert.deepEqual(await seenBy(who), sorted(inA, callers.get(who)!.employeeId), who);
    assert.deepEqual(await seenBy('EMPLOYEE'), [callers.get('EMPLOYEE')!.employeeId]);
  });
});

describe('denied writes change nothing', () => {
  const snapshot = async () => JSON.stringify([
    await t.db.selectFrom('clock_policies').selectAll().orderBy('id').execute(),
    await t.db.selectFrom('employee_clock_policies').selectAll().orderBy('employee_id').orderBy('policy_id').execute(),
  ]);

  for (const who of ['READ_ONLY', 'DEPARTMENT_MANAGER', 'TEAM_LEADER', 'EMPLOYEE'] as const) {
    test(`${who}: every refused write leaves the database as it was`, async () => {
      const caller = callers.get(who)!;
      const refused = MATRIX.filter(([e]) => e.startsWith('POST')).filter((row) => row[columnOf(who)] === '403');
      assert.equal(refused.length, 5);
      await assertRefusedChangeNothing(refused.map(([e]) => e), 403, async (endpoint) => {
        const call = await CALLS[endpoint](caller);
        return () => send(caller, call);
      }, snapshot);
    });
  }
});

describe('module gate', () => {
  test('with TIME_AND_ATTENDANCE off, clock policies answer 403 MODULE_DISABLED until it is on again', async () => {
    const superAdmin = callers.get('SUPER_ADMIN')!;
    const admin = callers.get('ADMIN')!;
    const toggle = async (enabled: boolean) => {
      const res = await t.request({ method: 'PUT', url: '/api/modules/1', token: superAdmin.token, payload: { enabled } });
      assert.equal(res.statusCode, 204, res.body);
    };
    await toggle(false);
    try {
      for (const url of ['/api/clock-policies', `/api/employees/${inA}/clock-policies`]) {
        const res = await t.request({ method: 'GET', url, token: admin.token });
        assert.equal(res.statusCode, 403, `${url}: ${res.body}`);
        assert.equal(res.json().code, 'MODULE_DISABLED');
      }
      const write = await t.request({ method: 'POST', url: `/api/clock-policies/${GEO}/enable`, token: admin.token });
      assert.equal(write.json().code, 'MODULE_DISABLED');
    } finally {
      await toggle(true);
    }
    assert.equal((await t.request({ method: 'GET', url: '/api/clock-policies', token: admin.token })).statusCode, 200);
  });
});
