/**
 * The permission matrix of absences (core §4, §6; issue #16): every absence route × every role (and anonymous).
 *
 * Written by hand from the default authorities: everyone signed in reads the absence types and the carry-over
 * settings, and only administrators write them. Requests are read in the caller's ABSENCES scope (administrators and
 * READ_ONLY the company, a department manager their departments and themselves, a team leader and an employee
 * themselves); anyone with an ABSENCES write creates, edits and cancels in that scope (READ_ONLY has none). Decisions
 * are per level: adminStatus for administrators only, managerStatus for the manager of the requester's department
 * only (never their own request). A target outside the caller's scope is 404. `{dep}` is a request of an employee of
 * department A (which the DEPARTMENT_MANAGER manages, where the TEAM_LEADER and EMPLOYEE work), `{other}` one of
 * department B, `{self}` the caller's own.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { addDays, weekdayOf } from '../../../domain/schedule.ts';
import { createDepartment, createEmployee, unique } from '../../support/factories.ts';
import { form, PDF } from '../inconsistencies/inconsistency-fixtures.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import {
  assertRefusedChangeNothing, assertTableShape, CALLERS, column as columnOf, describeMatrix, routeCoverage, signInCallers,
  type Caller, type Cell, type MatrixCall as Call, type Who,
} from '../../support/access-matrix.ts';

const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                                                                 anon   ADMIN SUPER DEP_M  TEAM_L EMPL   READ_O
  ['GET    /absences-types',                                         '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /absences-types/{type}',                                  '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['POST   /absences-types/',                                        '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['PUT    /absences-types/{type}',                                  '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['DELETE /absences-types/{type}',                                  '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['POST   /absences-types/export',                                  '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /absences-types/work-holiday/{type}',                     '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['POST   /absences-types/work-holiday/{type}',                     '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['GET    /absence-settings',                                       '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['PUT    /absence-settings',                                       '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['GET    /absence-requests/count',                                 '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /absence-requests',                                       '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /absence-requests/calendar',                              '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /absence-requests/contDaysMult',                          '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /absence-requests/{self}',                                '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /absence-requests/{dep}',                                 '401', 'ok', 'ok', 'ok',  '404', '404', 'ok'],
  ['GET    /absence-requests/{other}',                               '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['GET    /absence-requests/{self}/contDays',                       '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /absence-requests/{other}/contDays',                      '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['GET    /absence-requests/overlap/{self}',                        '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /absence-requests/overlap/{other}',                       '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['POST   /absence-requests/                for {self}',            '401', 'ok', 'ok', 'ok',  'ok',  'ok',  '403'],
  ['POST   /absence-requests/                for {dep}',             '401', 'ok', 'ok', 'ok',  '404', '404', '403'],
  ['POST   /absence-requests/                for {other}',           '401', 'ok', 'ok', '404', '404', '404', '403'],
  ['PUT    /absence-requests/{self}          edit',                  '401', 'ok', 'ok', 'ok',  'ok',  'ok',  '403'],
  ['PUT    /absence-requests/{dep}           edit',                  '401', 'ok', 'ok', 'ok',  '404', '404', '403'],
  ['PUT    /absence-requests/{other}         edit',                  '401', 'ok', 'ok', '404', '404', '404', '403'],
  ['PUT    /absence-requests/{self}          adminStatus',           '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['PUT    /absence-requests/{dep}           adminStatus',           '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['PUT    /absence-requests/{dep}           managerStatus',         '401', '403', '403', 'ok', '403', '403', '403'],
  ['PUT    /absence-requests/{other}         managerStatus',         '401', '403', '403', '404', '403', '403', '403'],
  ['PUT    /absence-requests/{self}          managerStatus',         '401', '403', '403', '404', '403', '403', '403'],
  ['DELETE /absence-requests/{self}',                                '401', 'ok', 'ok', 'ok',  'ok',  'ok',  '403'],
  ['DELETE /absence-requests/{dep}',                                 '401', 'ok', 'ok', 'ok',  '404', '404', '403'],
  ['DELETE /absence-requests/{other}',                               '401', 'ok', 'ok', '404', '404', '404', '403'],
  ['POST   /absence-requests/multiple        for {dep}',             '401', 'ok', 'ok', 'ok',  '403', '403', '403'],
  ['GET    /employees/{self}/absence-requests',                      '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/{dep}/absence-requests',                       '401', 'ok', 'ok', 'ok',  '404', '404', 'ok'],
  ['GET    /employees/{other}/absence-requests',                     '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['GET    /employees/{self}/absence-balance',                       '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/{dep}/absence-balance',                        '401', 'ok', 'ok', 'ok',  '404', '404', 'ok'],
  ['GET    /employees/{other}/absence-balance',                      '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['PUT    /absence-requests/{self}/justification',                  '401', 'ok', 'ok', 'ok',  'ok',  'ok',  '403'],
  ['PUT    /absence-requests/{dep}/justification',                   '401', 'ok', 'ok', 'ok',  '404', '404', '403'],
  ['PUT    /absence-requests/{other}/justification',                 '401', 'ok', 'ok', '404', '404', '404', '403'],
  ['GET    /absence-requests/{self}/justification/document',         '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /absence-requests/{dep}/justification/document',          '401', 'ok', 'ok', 'ok',  '404', '404', 'ok'],
  ['GET    /absence-requests/{other}/justification/document',        '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['GET    /employees/{self}/absence-kpis',                          '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/{dep}/absence-kpis',                           '401', 'ok', 'ok', 'ok',  '404', '404', 'ok'],
  ['GET    /employees/{other}/absence-kpis',                         '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['GET    /departments/{dep}/absence-requests',                     '401', 'ok', 'ok', 'ok',  '403', '403', 'ok'],
  ['GET    /departments/{other}/absence-requests',                   '401', 'ok', 'ok', '404', '403', '403', 'ok'],
  ['DELETE /departments/{dep}/absence-requests/{dep}',               '401', 'ok', 'ok', 'ok',  '403', '403', '403'],
  ['DELETE /departments/{other}/absence-requests/{other}',           '401', 'ok', 'ok', '404', '403', '403', '403'],
  ['DELETE /departments/{dep}/absence-requests/{other}',             '401', '404', '404', '404', '403', '403', '403'],
  ['DELETE /departments/{other}/absence-requests/{dep}',             '401', '404', '404', '404', '403', '403', '403'],
];

type Build = (caller: Caller) => Promise<Call>;
const LIST = [200, 204] as const;

let t: TestApp;
let callers: Map<Who, Caller>;
let admin: Caller;
let depA: number;
let depB: number;
let inA: number;
let inB: number;
let typeId: number;
let proofTypeId: number;

/** Every request of this file takes the next working day: none ever overlaps another. */
let cursor = '2032-01-02';
function nextDay(): string {
  do cursor = addDays(cursor, 1); while (weekdayOf(cursor) % 6 === 0);
  return cursor;
}
const period = () => { const d = nextDay(); return [{ validFrom: d, validTo: d }]; };
const asAdmin = (method: InjectOptions['method'], url: string, payload?: unknown) =>
  t.request({ method, url: `/api${url}`, token: admin.token, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
/** A new pending request of `employeeId`, recorded by an administrator (a write consumes it). */
async function fresh(employeeId: number): Promise<number> {
  const res = await asAdmin('POST', '/absence-requests/', { requesterId: employeeId, absenceTypeId: typeId, periods: period() });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id;
}
async function freshType(): Promise<number> {
  const res = await asAdmin('POST', '/absences-types/', { name: `Matrix ${unique()}` });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id;
}
const selfOf = (c: Caller) => (c.who === 'anonymous' ? inB : c.employeeId);
const req = (method: InjectOptions['method'], url: string, ok: readonly number[], payload?: unknown): Call =>
  ({ request: { method, url: `/api${url}`, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) }, ok });
/** A request of a type approved by nobody that needs a proof: waiting for it (PENDING_JUST) at once. */
async function waitingForProof(employeeId: number): Promise<number> {
  const res = await asAdmin('POST', '/absence-requests/', { requesterId: employeeId, absenceTypeId: proofTypeId, periods: period() });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id;
}
const proofForm = () => form([{ name: 'document', file: PDF, filename: 'proof.pdf', type: 'application/pdf' }]);
const proof = (id: number): Call => ({ request: { method: 'PUT', url: `/api/absence-requests/${id}/justification`, ...proofForm() }, ok: [204] });
/** One waiting for its proof, which an administrator sent. */
async function withProof(employeeId: number): Promise<number> {
  const id = await waitingForProof(employeeId);
  const res = await t.request({ method: 'PUT', url: `/api/absence-requests/${id}/justification`, token: admin.token, ...proofForm() } as never);
  assert.equal(res.statusCode, 204, res.body);
  return id;
}
const create = (requesterId?: number) => req('POST', '/absence-requests/', [201], { ...(requesterId ? { requesterId } : {}), absenceTypeId: typeId, periods: period() });

const CALLS: Record<string, Build> = {
  'GET    /absences-types': async () => req('GET', '/absences-types', LIST),
  'GET    /absences-types/{type}': async () => req('GET', `/absences-types/${typeId}`, [200]),
  'POST   /absences-types/': async () => req('POST', '/absences-types/', [201], { name: `Matrix ${unique()}` }),
  'PUT    /absences-types/{type}': async () => req('PUT', `/absences-types/${await freshType()}`, [204], { consecutiveDaysAllowed: 9 }),
  'DELETE /absences-types/{type}': async () => req('DELETE', `/absences-types/${await freshType()}`, [204]),
  'POST   /absences-types/export': async () => req('POST', '/absences-types/export', [200]),
  'GET    /absences-types/work-holiday/{type}': async () => req('GET', `/absences-types/work-holiday/${typeId}`, [200]),
  'POST   /absences-types/work-holiday/{type}': async () => req('POST', `/absences-types/work-holiday/${await freshType()}`, [200], { countsHolidays: true }),
  'GET    /absence-settings': async () => req('GET', '/absence-settings', [200]),
  'PUT    /absence-settings': async () => req('PUT', '/absence-settings', [204], { carryOverCap: 7, carryOverExpiresOn: '03-31' }),
  'GET    /absence-requests/count': async () => req('GET', '/absence-requests/count', [200]),
  'GET    /absence-requests': async () => req('GET', '/absence-requests', LIST),
  'GET    /absence-requests/calendar': async () => req('GET', '/absence-requests/calendar?from=2032-01-01&to=2032-01-31', LIST),
  'GET    /absence-requests/contDaysMult': async () => req('GET', `/absence-requests/contDaysMult?periodsValidFrom=2032-01-05&periodsValidTo=2032-01-11&employeeId=${inA},${inB}`, [200]),
  'GET    /absence-requests/{self}': async (c) => req('GET', `/absence-requests/${await fresh(selfOf(c))}`, [200]),
  'GET    /absence-requests/{dep}': async () => req('GET', `/absence-requests/${await fresh(inA)}`, [200]),
  'GET    /absence-requests/{other}': async () => req('GET', `/absence-requests/${await fresh(inB)}`, [200]),
  'GET    /absence-requests/{self}/contDays': async (c) => req('GET', `/absence-requests/${await fresh(selfOf(c))}/contDays`, [200]),
  'GET    /absence-requests/{other}/contDays': async () => req('GET', `/absence-requests/${await fresh(inB)}/contDays`, [200]),
  'GET    /absence-requests/overlap/{self}': async (c) => req('GET', `/absence-requests/overlap/${await fresh(selfOf(c))}`, [200]),
  'GET    /absence-requests/overlap/{other}': async () => req('GET', `/absence-requests/overlap/${await fresh(inB)}`, [200]),
  'POST   /absence-requests/                for {self}': async () => create(),
  'POST   /absence-requests/                for {dep}': async () => create(inA),
  'POST   /absence-requests/                for {other}': async () => create(inB),
  'PUT    /absence-requests/{self}          edit': async (c) => req('PUT', `/absence-requests/${await fresh(selfOf(c))}`, [204], { userComment: 'edited' }),
  'PUT    /absence-requests/{dep}           edit': async () => req('PUT', `/absence-requests/${await fresh(inA)}`, [204], { userComment: 'edited' }),
  'PUT    /absence-requests/{other}         edit': async () => req('PUT', `/absence-requests/${await fresh(inB)}`, [204], { userComment: 'edited' }),
  'PUT    /absence-requests/{self}          adminStatus': async (c) => req('PUT', `/absence-requests/${await fresh(selfOf(c))}`, [204], { adminStatus: 'APPROVED' }),
  'PUT    /absence-requests/{dep}           adminStatus': async () => req('PUT', `/absence-requests/${await fresh(inA)}`, [204], { adminStatus: 'APPROVED' }),
  'PUT    /absence-requests/{dep}           managerStatus': async () => req('PUT', `/absence-requests/${await fresh(inA)}`, [204], { managerStatus: 'APPROVED' }),
  'PUT    /absence-requests/{other}         managerStatus': async () => req('PUT', `/absence-requests/${await fresh(inB)}`, [204], { managerStatus: 'APPROVED' }),
  'PUT    /absence-requests/{self}          managerStatus': async (c) => req('PUT', `/absence-requests/${await fresh(selfOf(c))}`, [204], { managerStatus: 'APPROVED' }),
  'DELETE /absence-requests/{self}': async (c) => req('DELETE', `/absence-requests/${await fresh(selfOf(c))}`, [204]),
  'DELETE /absence-requests/{dep}': async () => req('DELETE', `/absence-requests/${await fresh(inA)}`, [204]),
  'DELETE /absence-requests/{other}': async () => req('DELETE', `/absence-requests/${await fresh(inB)}`, [204]),
  'POST   /absence-requests/multiple        for {dep}': async () => req('POST', '/absence-requests/multiple', [201], { employeeIds: [inA], absenceTypeId: typeId, periods: period() }),
  'GET    /employees/{self}/absence-requests': async (c) => req('GET', `/employees/${selfOf(c)}/absence-requests`, LIST),
  'GET    /employees/{dep}/absence-requests': async () => req('GET', `/employees/${inA}/absence-requests`, LIST),
  'GET    /employees/{other}/absence-requests': async () => req('GET', `/employees/${inB}/absence-requests`, LIST),
  'GET    /employees/{self}/absence-balance': async (c) => req('GET', `/employees/${selfOf(c)}/absence-balance`, [200]),
  'GET    /employees/{dep}/absence-balance': async () => req('GET', `/employees/${inA}/absence-balance`, [200]),
  'GET    /employees/{other}/absence-balance': async () => req('GET', `/employees/${inB}/absence-balance`, [200]),
  'PUT    /absence-requests/{self}/justification': async (c) => proof(await waitingForProof(selfOf(c))),
  'PUT    /absence-requests/{dep}/justification': async () => proof(await waitingForProof(inA)),
  'PUT    /absence-requests/{other}/justification': async () => proof(await waitingForProof(inB)),
  'GET    /absence-requests/{self}/justification/document': async (c) => req('GET', `/absence-requests/${await withProof(selfOf(c))}/justification/document`, [200]),
  'GET    /absence-requests/{dep}/justification/document': async () => req('GET', `/absence-requests/${await withProof(inA)}/justification/document`, [200]),
  'GET    /absence-requests/{other}/justification/document': async () => req('GET', `/absence-requests/${await withProof(inB)}/justification/document`, [200]),
  'GET    /employees/{self}/absence-kpis': async (c) => req('GET', `/employees/${selfOf(c)}/absence-kpis`, [200]),
  'GET    /employees/{dep}/absence-kpis': async () => req('GET', `/employees/${inA}/absence-kpis`, [200]),
  'GET    /employees/{other}/absence-kpis': async () => req('GET', `/employees/${inB}/absence-kpis`, [200]),
  'GET    /departments/{dep}/absence-requests': async () => req('GET', `/departments/${depA}/absence-requests`, LIST),
  'GET    /departments/{other}/absence-requests': async () => req('GET', `/departments/${depB}/absence-requests`, LIST),
  'DELETE /departments/{dep}/absence-requests/{dep}': async () => req('DELETE', `/departments/${depA}/absence-requests/${await fresh(inA)}`, [204]),
  'DELETE /departments/{other}/absence-requests/{other}': async () => req('DELETE', `/departments/${depB}/absence-requests/${await fresh(inB)}`, [204]),
  'DELETE /departments/{dep}/absence-requests/{other}': async () => req('DELETE', `/departments/${depA}/absence-requests/${await fresh(inB)}`, [204]),
  'DELETE /departments/{other}/absence-requests/{dep}': async () => req('DELETE', `/departments/${depB}/absence-requests/${await fresh(inA)}`, [204]),
};

const send = (caller: Caller, call: Call) => t.request({ ...call.request, token: caller.token });
/** Everything an absence write could touch. */
const snapshot = async () => JSON.stringify(await Promise.all(
  (['absence_types', 'absence_subtypes', 'absence_requests', 'absence_request_periods', 'absence_request_events', 'absence_settings'] as const)
    .map((table) => t.db.selectFrom(table).selectAll().orderBy('id').execute()),
));
const isWrite = (endpoint: string) => !endpoint.startsWith('GET') && !endpoint.includes('/export');

before(async () => {
  t = await startTestApp();
  depA = (await createDepartment(t.db)).id;
  depB = (await createDepartment(t.db)).id;
  inA = (await createEmployee(t.db, { department_id: depA })).id;
  inB = (await createEmployee(t.db, { department_id: depB })).id;
  callers = await signInCallers(t, { departmentId: depA, anonymous: { accountId: 0, employeeId: inB } });
  admin = callers.get('ADMIN')!;
  typeId = await freshType();
  const res = await asAdmin('POST', '/absences-types/', { name: `Matrix proof ${unique()}`, approval: 'NONE', justificationNeeded: true, daysToJustification: 5 });
  assert.equal(res.statusCode, 201, res.body);
  proofTypeId = res.json().id;
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a way to call it, and every call has a row', () => {
    assertTableShape(MATRIX, CALLS);
  });

  test('covers every absence route that /api/openapi.json documents', async () => {
    const { documented, covered } = await routeCoverage(t, MATRIX, {
      normal: (method, path) => `${method} ${path.split('?')[0].replace(/\/$/, '').replace(/\{[a-zA-Z0-9]+\}/g, '{}')}`,
      include: (_key, tags) => tags.includes('absence requests') || tags.includes('absence types'),
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [], 'documented routes without a row');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });

  test('READ_ONLY reads everything here and may write nothing; a team leader has no more absence rights than an employee', () => {
    for (const row of MATRIX) {
      assert.equal(row[columnOf('READ_ONLY')] === 'ok', !isWrite(row[0]), `${row[0]}: READ_ONLY ${row[columnOf('READ_ONLY')]}`);
      assert.equal(row[columnOf('TEAM_LEADER')], row[columnOf('EMPLOYEE')], row[0]);
    }
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
  for (const who of CALLERS) {
    test(`${who}: every refused write leaves the types, the requests, their periods and trail, and the settings as they were`, async () => {
      const caller = callers.get(who)!;
      const prepare = async (endpoint: string) => {
        const call = await CALLS[endpoint](caller);
        return () => send(caller, call);
      };
      const writes = MATRIX.filter(([e]) => isWrite(e));
      const refused = (status: Cell) => writes.filter((row) => row[columnOf(who)] === status).map(([e]) => e);
      for (const status of ['401', '403', '404'] as const) {
        if (refused(status).length) await assertRefusedChangeNothing(refused(status), Number(status), prepare, snapshot);
      }
    });
  }
});

describe('a manager crafting ids of another department reaches nothing', () => {
  const rows = async (url: string, token: string) => {
    const res = await t.request({ method: 'GET', url, token });
    assert.ok([200, 204].includes(res.statusCode), `${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res.statusCode === 204 ? [] : res.json().content ?? res.json();
  };

  test('filters naming department B, one of its employees or its request ids list nothing of theirs', async () => {
    const manager = callers.get('DEPARTMENT_MANAGER')!;
    const theirs = await fresh(inB);
    for (const query of [`employeeId=${inB}`, `departmentId=${depB}`, `ids=${theirs}`, `ids=${theirs}&employeeId=${inB}`]) {
      assert.deepEqual(await rows(`/api/absence-requests?${query}`, manager.token!), [], query);
    }
    assert.deepEqual(await rows(`/api/absence-requests/contDaysMult?periodsValidFrom=2032-01-05&periodsValidTo=2032-01-09&employeeId=${inB}`, manager.token!), []);
    const calendar = await t.request({ method: 'GET', url: `/api/absence-requests/calendar?from=2032-01-01&to=2032-01-31&departmentId=${depB}`, token: manager.token });
    assert.equal(calendar.statusCode, 404, calendar.body);
  });

  test('a batch naming an employee of department B creates nothing, for anyone of the batch', async () => {
    const manager = callers.get('DEPARTMENT_MANAGER')!;
    const before = await snapshot();
    const res = await send(manager, req('POST', '/absence-requests/multiple', [201], { employeeIds: [inA, inB], absenceTypeId: typeId, periods: period() }));
    assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${res.statusCode} ${res.body}`);
    assert.ok(res.json().subErrors.some((s: { field: string }) => s.field === 'employeeIds[1]'), res.body);
    assert.equal(await snapshot(), before);
  });

  test('a manager\'s list of work holds their department\'s requests, never their own or department B\'s; awaiting keeps those waiting for them', async () => {
    const manager = callers.get('DEPARTMENT_MANAGER')!;
    const mine = await fresh(manager.employeeId);
    const theirs = await fresh(inB);
    const team = await fresh(inA);
    const decided = await fresh(inA);
    assert.equal((await send(manager, req('PUT', `/absence-requests/${decided}`, [204], { managerStatus: 'APPROVED' }))).statusCode, 204);
    const ids = (await rows('/api/absence-requests?size=2147483647', manager.token!)).map((r: { id: number }) => r.id);
    assert.ok(ids.includes(team) && ids.includes(decided));
    assert.ok(!ids.includes(mine) && !ids.includes(theirs));
    const waiting = (await rows('/api/absence-requests?awaiting=true&size=2147483647', manager.token!)).map((r: { id: number }) => r.id);
    assert.ok(waiting.includes(team) && !waiting.includes(decided), 'the one the manager approved waits for HR, not for them');
    const own = (await rows(`/api/employees/${manager.employeeId}/absence-requests?size=2147483647`, manager.token!)).map((r: { id: number }) => r.id);
    assert.ok(own.includes(mine), 'their own are under my-absences');
  });

  test('an employee\'s list holds only their own requests', async () => {
    const employee = callers.get('EMPLOYEE')!;
    const mine = await fresh(employee.employeeId);
    await fresh(inA);
    const listed = await rows('/api/absence-requests?size=2147483647', employee.token!);
    assert.ok(listed.length > 0 && listed.every((r: { requesterId: number }) => r.requesterId === employee.employeeId));
    assert.ok(listed.some((r: { id: number }) => r.id === mine));
  });
});
