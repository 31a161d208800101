/**
 * The permission matrix of week schedules and their assignment (issue #12): every route × every role (and anonymous).
 *
 * Written from core §6 and the matrix defaults: schedule definitions are read by every holder of a SCHEDULES read
 * (a manager or an employee needs the definition of what their people hold); only administrators write them
 * (READ_ONLY writes nothing); an employee's assignments and expected days follow the caller's SCHEDULES scope: a
 * department manager their departments' people, a team leader and an employee themselves. Every request is valid
 * and aims at a target that exists, so only authorization decides the answer.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createDepartment, createEmployee, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import {
  assertTableShape, column as columnOf, describeMatrix, routeCoverage, signInCallers,
  type Caller, type Cell, type MatrixCall as Call, type Who,
} from '../../support/access-matrix.ts';

const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                                                        anon   ADMIN SUPER DEP_M  TEAM_L EMPL   READ_O
  ['GET    /schedules',                                      '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /schedules/{id}',                                 '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /schedules/{id}/employees',                       '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['POST   /schedules/export',                               '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['POST   /schedules',                                      '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['PUT    /schedules/{id}',                                 '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['POST   /schedules/{id}/preview',                         '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['DELETE /schedules/{id}',                                 '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['GET    /employees/{self}/schedules',                     '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/{dep}/schedules',                      '401', 'ok', 'ok', 'ok',  '404', '404', 'ok'],
  ['GET    /employees/{other}/schedules',                    '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['POST   /employees/{dep}/schedules',                      '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['PUT    /employees/{dep}/schedules/{assignmentId}',       '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['DELETE /employees/{dep}/schedules',                      '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['DELETE /employees/{dep}/schedules/{assignmentId}',       '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['GET    /employees/{self}/expected-days',                 '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/{other}/expected-days',                '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['GET    /schedule-assignments',                           '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /expected-days',                                  '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['POST   /schedules/{id}/employees',                       '401', 'ok', 'ok', '403', '403', '403', '403'],
];

type Build = (caller: Caller) => Promise<Call>;
const LIST = [200, 204] as const;
const days = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, type: weekday % 6 === 0 ? 'REST' : 'FREE', durationInMinutes: 480 }));

let t: TestApp;
let callers: Map<Who, Caller>;
let inA: number;
let inB: number;
let scheduleId: number;
let year = 2030;

async function newSchedule(): Promise<number> {
  const res = await t.request({ method: 'POST', url: '/api/schedules', token: callers.get('ADMIN')!.token, payload: { name: `M ${unique()}`, days } });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id as number;
}
/** An assignment of employee A in a year of its own, so no two calls clash. */
async function newAssignment(): Promise<number> {
  year++;
  const res = await t.request({ method: 'POST', url: `/api/employees/${inA}/schedules`, token: callers.get('ADMIN')!.token, payload: { scheduleId, validFrom: `${year}-01-01`, validTo: `${year}-06-30` } });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().assignment.id as number;
}

const req = (method: Call['request']['method'], url: string, ok: readonly number[], payload?: unknown): Call =>
  ({ request: { method, url: `/api${url}`, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) }, ok });
const range = 'from=2026-01-01&to=2026-01-31';

const CALLS: Record<string, Build> = {
  'GET    /schedules': async () => req('GET', '/schedules', LIST),
  'GET    /schedules/{id}': async () => req('GET', `/schedules/${scheduleId}`, [200]),
  'GET    /schedules/{id}/employees': async () => req('GET', `/schedules/${scheduleId}/employees`, LIST),
  'POST   /schedules/export': async () => req('POST', '/schedules/export', [200]),
  'POST   /schedules': async () => req('POST', '/schedules', [201], { name: `N ${unique()}`, days }),
  'PUT    /schedules/{id}': async () => req('PUT', `/schedules/${await newSchedule()}`, [200], { name: `P ${unique()}`, days }),
  'POST   /schedules/{id}/preview': async () => req('POST', `/schedules/${await newSchedule()}/preview`, [200], { name: `V ${unique()}`, days }),
  'DELETE /schedules/{id}': async () => req('DELETE', `/schedules/${await newSchedule()}`, [204]),
  'GET    /employees/{self}/schedules': async (c) => req('GET', `/employees/${c.employeeId}/schedules`, LIST),
  'GET    /employees/{dep}/schedules': async () => req('GET', `/employees/${inA}/schedules`, LIST),
  'GET    /employees/{other}/schedules': async () => req('GET', `/employees/${inB}/schedules`, LIST),
  'POST   /employees/{dep}/schedules': async () => { year++; return req('POST', `/employees/${inA}/schedules`, [201], { scheduleId, validFrom: `${year}-01-01`, validTo: `${year}-01-31` }); },
  'PUT    /employees/{dep}/schedules/{assignmentId}': async () => req('PUT', `/employees/${inA}/schedules/${await newAssignment()}`, [200], { validTo: `${year}-03-31` }),
  'DELETE /employees/{dep}/schedules': async () => req('DELETE', `/employees/${inA}/schedules?assignmentId=${await newAssignment()}`, [204]),
  'DELETE /employees/{dep}/schedules/{assignmentId}': async () => req('DELETE', `/employees/${inA}/schedules/${await newAssignment()}`, [204]),
  'GET    /employees/{self}/expected-days': async (c) => req('GET', `/employees/${c.employeeId}/expected-days?${range}`, [200]),
  'GET    /employees/{other}/expected-days': async () => req('GET', `/employees/${inB}/expected-days?${range}`, [200]),
  'GET    /schedule-assignments': async () => req('GET', `/schedule-assignments?employeeIds=${inA},${inB}`, [200]),
  'POST   /schedules/{id}/employees': async () => { year++; return req('POST', `/schedules/${scheduleId}/employees`, [201], { employeeIds: [inA], validFrom: `${year}-01-01`, validTo: `${year}-01-31` }); },
  'GET    /expected-days': async () => req('GET', `/expected-days?employeeIds=${inA},${inB}&${range}`, [200]),
};

before(async () => {
  t = await startTestApp();
  const depA = await createDepartment(t.db, `A ${unique()}`);
  const depB = await createDepartment(t.db, `B ${unique()}`);
  inA = (await createEmployee(t.db, { department_id: depA.id })).id;
  inB = (await createEmployee(t.db, { department_id: depB.id })).id;
  callers = await signInCallers(t, { departmentId: depA.id, anonymous: { accountId: 0, employeeId: inB } });
  scheduleId = await newSchedule();
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a way to call it, and every call has a row', () => {
    assertTableShape(MATRIX, CALLS);
  });

  test('covers every schedules route that /api/openapi.json documents', async () => {
    const { documented, covered } = await routeCoverage(t, MATRIX, {
      normal: (method, path) => `${method} ${path.split('?')[0].replace(/\/$/, '').replace(/\{[a-zA-Z]+\}/g, '{}')}`,
      include: (_key, tags) => tags.includes('schedules'),
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [], 'documented routes without a row');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });

  test('READ_ONLY reads everything here and may write nothing', () => {
    const column = columnOf('READ_ONLY');
    for (const row of MATRIX) {
      const read = row[0].startsWith('GET') || row[0].includes('/export');
      assert.equal(row[column] === 'ok', read, `${row[0]}: READ_ONLY ${row[column]}`);
    }
  });
});

describe('role × endpoint', () => {
  describeMatrix(MATRIX, async (endpoint, who) => {
    const caller = callers.get(who)!;
    const call = await CALLS[endpoint](caller);
    return { res: await t.request({ ...call.request, token: caller.token }), ok: call.ok };
  });
});

describe('the batch reads leave out the employees outside the caller\'s scope', () => {
  test('a department manager gets their department\'s employee, an employee only themselves, an admin both', async () => {
    const seen = async (who: Who) => {
      const caller = callers.get(who)!;
      const ids = [inA, inB, caller.employeeId].join(',');
      const res = await t.request({ method: 'GET', url: `/api/expected-days?employeeIds=${ids}&from=2026-03-02&to=2026-03-02`, token: caller.token });
      assert.equal(res.statusCode, 200, res.body);
      return (res.json() as { employeeId: number }[]).map((r) => r.employeeId).sort((a, b) => a - b);
    };
    const self = (who: Who) => callers.get(who)!.employeeId;
    assert.deepEqual(await seen('ADMIN'), [...new Set([inA, inB, self('ADMIN')])].sort((a, b) => a - b));
    assert.deepEqual(await seen('DEPARTMENT_MANAGER'), [inA, self('DEPARTMENT_MANAGER')].sort((a, b) => a - b));
    assert.deepEqual(await seen('EMPLOYEE'), [self('EMPLOYEE')]);
  });
});

describe('who holds a schedule, as each role sees it', () => {
  test('admins everyone; a department manager their department\'s people; an employee only themselves', async () => {
    const id = await newSchedule();
    const admin = callers.get('ADMIN')!.token;
    for (const e of [inA, inB]) {
      assert.equal((await t.request({ method: 'POST', url: `/api/employees/${e}/schedules`, token: admin, payload: { scheduleId: id, validFrom: '2026-01-01', validTo: '2029-12-31' } })).statusCode, 201);
    }
    const seen = async (who: Who) => {
      const res = await t.request({ method: 'GET', url: `/api/schedules/${id}/employees?size=100`, token: callers.get(who)!.token });
      return res.statusCode === 204 ? [] : (res.json().content as { employeeId: number }[]).map((r) => r.employeeId).sort();
    };
    assert.deepEqual(await seen('ADMIN'), [inA, inB].sort());
    assert.deepEqual(await seen('READ_ONLY'), [inA, inB].sort());
    assert.deepEqual(await seen('DEPARTMENT_MANAGER'), [inA]);
    assert.deepEqual(await seen('EMPLOYEE'), []);
  });
});
