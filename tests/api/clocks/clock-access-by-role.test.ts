/**
 * The permission matrix of clocks (issue #13): every clocks route × every role (and anonymous), and the module gate.
 *
 * Written by hand from core §6 and the default authorities: everyone with a CLOCKS write records their own clock
 * (READ_ONLY has none); reads follow the caller's CLOCKS read scope (administrators and READ_ONLY the company, a
 * department manager and a team leader their department and themselves, an employee themselves); recording for
 * someone, correcting and deleting need a company- or department-wide CLOCKS write (administrators, a department
 * manager over their department), never on the department manager's own clocks. A target outside the caller's
 * scope is 404. Every request is valid and aims at a target that exists, so only authorization decides the answer.
 * `{dep}` is an employee (or their clock) of department A, which the DEPARTMENT_MANAGER manages and the TEAM_LEADER
 * and EMPLOYEE work in; `{other}` one of department B; `{self}` the caller; a word after the path names the body.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createAccount, createDepartment, createEmployee, unique } from '../../support/factories.ts';
import { png } from '../../support/png.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import {
  assertRefusedChangeNothing, assertTableShape, CALLERS, column as columnOf, describeMatrix, routeCoverage, signInCallers,
  type Caller, type Cell, type MatrixCall as Call, type Who,
} from '../../support/access-matrix.ts';

const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                                                          anon   ADMIN SUPER DEP_M  TEAM_L EMPL   READ_O
  ['POST   /clocks',                                          '401', 'ok', 'ok', 'ok',  'ok',  'ok',  '403'],
  ['POST   /clocks/',                                         '401', 'ok', 'ok', 'ok',  'ok',  'ok',  '403'],
  ['POST   /clocks/admin    for {dep}',                       '401', 'ok', 'ok', 'ok',  '403', '403', '403'],
  ['POST   /clocks/admin/   for {other}',                     '401', 'ok', 'ok', '404', '403', '403', '403'],
  ['POST   /clocks/admin    for {self}',                      '401', '403', '403', '404', '403', '403', '403'],
  // a simulation for someone else follows the caller's CLOCKS write scope (the route's), so a team leader's is their own
  ['POST   /clocks/simulation',                               '401', 'ok', 'ok', 'ok',  'ok',  'ok',  '403'],
  ['POST   /clocks/simulation  for {dep}',                    '401', 'ok', 'ok', 'ok',  '404', '404', '403'],
  ['POST   /clocks/simulation  for {other}',                  '401', 'ok', 'ok', '404', '404', '404', '403'],
  ['GET    /clocks',                                          '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /clocks/clocksByInstantBetween?from=2026-01-01&to=2030-01-01', '401', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  ['POST   /clocks/export',                                   '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /clocks/{self}',                                   '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /clocks/{dep}',                                    '401', 'ok', 'ok', 'ok',  'ok',  '404', 'ok'],
  ['GET    /clocks/{other}',                                  '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['PUT    /clocks/{dep}',                                    '401', 'ok', 'ok', 'ok',  '403', '403', '403'],
  ['PUT    /clocks/{other}',                                  '401', 'ok', 'ok', '404', '403', '403', '403'],
  ['PUT    /clocks/{self}',                                   '401', '403', '403', '404', '403', '403', '403'],
  ['DELETE /clocks/{dep}',                                    '401', 'ok', 'ok', 'ok',  '403', '403', '403'],
  ['DELETE /clocks/{other}',                                  '401', 'ok', 'ok', '404', '403', '403', '403'],
  ['DELETE /clocks/{self}',                                   '401', '403', '403', '404', '403', '403', '403'],
  ['PATCH  /clocks          [{dep}]',                         '401', 'ok', 'ok', 'ok',  '403', '403', '403'],
  ['PATCH  /clocks          [{other}]',                       '401', 'ok', 'ok', '404', '403', '403', '403'],
  ['GET    /employees/{self}/clocks',                         '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/{dep}/clocks',                          '401', 'ok', 'ok', 'ok',  'ok',  '404', 'ok'],
  ['GET    /employees/{other}/clocks',                        '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['GET    /departments/{dep}/clocks',                        '401', 'ok', 'ok', 'ok',  'ok',  '404', 'ok'],
  ['GET    /departments/{other}/clocks',                      '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['POST   /departments/{dep}/clocks',                        '401', 'ok', 'ok', 'ok',  '403', '403', '403'],
  ['POST   /departments/{other}/clocks',                      '401', 'ok', 'ok', '404', '403', '403', '403'],
  ['GET    /departments/{dep}/clocks/{clockId}',              '401', 'ok', 'ok', 'ok',  'ok',  '404', 'ok'],
  ['GET    /departments/{other}/clocks/{clockId}',            '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['PUT    /departments/{dep}/clocks/{clockId}',              '401', 'ok', 'ok', 'ok',  '403', '403', '403'],
  ['PUT    /departments/{other}/clocks/{clockId}',            '401', 'ok', 'ok', '404', '403', '403', '403'],
  ['DELETE /departments/{dep}/clocks/{clockId}',              '401', 'ok', 'ok', 'ok',  '403', '403', '403'],
  ['DELETE /departments/{other}/clocks/{clockId}',            '401', 'ok', 'ok', '404', '403', '403', '403'],
  ['POST   /clocks/{self}/selfie',                            '401', 'ok', 'ok', 'ok',  'ok',  'ok',  '403'],
  ['GET    /selfies?clockId={self}',                          '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /selfies/{other}',                                 '401', 'ok', 'ok', '404', '404', '404', 'ok'],
];

type Build = (caller: Caller) => Promise<Call>;
const LIST = [200, 204] as const;
const WRITERS: readonly Who[] = ['ADMIN', 'SUPER_ADMIN', 'DEPARTMENT_MANAGER', 'TEAM_LEADER', 'EMPLOYEE'];

let t: TestApp;
let callers: Map<Who, Caller>;
let depA: number;
let depB: number;
let inA: number; // an employee of department A
let inB: number; // an employee of department B (nobody's department but the admins')
let clockA: number; // a clock of inA
let clockB: number; // a clock of inB
const ownClock = new Map<Who, number>();

const token = (who: Who) => callers.get(who)!.token;
const adminClock = (employeeId: number) => ({ employeeId, type: 'IN', comment: 'why', confirmed: true });

/** A new clock of `employeeId`, recorded by an administrator. */
async function clockOf(employeeId: number): Promise<number> {
  const res = await t.request({ method: 'POST', url: '/api/clocks/admin', token: token('ADMIN'), payload: adminClock(employeeId) });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id as number;
}
/** A new clock of the caller: their own when they may record one, else by an administrator (anonymous: inB's). */
async function clockOfCaller(caller: Caller): Promise<number> {
  if (!WRITERS.includes(caller.who)) return clockOf(caller.who === 'anonymous' ? inB : caller.employeeId);
  const res = await t.request({ method: 'POST', url: '/api/clocks', token: caller.token, payload: { type: 'IN', confirmed: true } });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id as number;
}

const req = (method: InjectOptions['method'], url: string, ok: readonly number[], payload?: unknown): Call =>
  ({ request: { method, url: `/api${url}`, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) }, ok });
const change = { comment: 'reason', type: 'OUT' };

/** A one-pixel PNG as the multipart body of a selfie upload. */
function selfieUpload(url: string): Call {
  const boundary = `----matrix-${unique()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="selfie"; filename="s.png"\r\nContent-Type: image/png\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head, 'latin1'), png(), Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1')]);
  return { request: { method: 'POST', url: `/api${url}`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }, ok: [201] };
}
let selfieB: number; // the selfie of clockB

const CALLS: Record<string, Build> = {
  'POST   /clocks/{self}/selfie': async (c) => selfieUpload(`/clocks/${await clockOfCaller(c)}/selfie`),
  'GET    /selfies?clockId={self}': async (c) => req('GET', `/selfies?clockId=${ownClock.get(c.who)}`, [200]),
  'GET    /selfies/{other}': async () => req('GET', `/selfies/${selfieB}`, [200]),
  'POST   /clocks': async () => req('POST', '/clocks', [201], { type: 'IN', confirmed: true }),
  'POST   /clocks/': async () => req('POST', '/clocks/', [201], { type: 'IN', confirmed: true }),
  'POST   /clocks/admin    for {dep}': async () => req('POST', '/clocks/admin', [201], adminClock(inA)),
  'POST   /clocks/admin/   for {other}': async () => req('POST', '/clocks/admin/', [201], adminClock(inB)),
  'POST   /clocks/admin    for {self}': async (c) => req('POST', '/clocks/admin', [201], adminClock(c.employeeId)),
  'POST   /clocks/simulation': async () => req('POST', '/clocks/simulation', [200], { type: 'IN' }),
  'POST   /clocks/simulation  for {dep}': async () => req('POST', '/clocks/simulation', [200], { type: 'IN', employeeId: inA }),
  'POST   /clocks/simulation  for {other}': async () => req('POST', '/clocks/simulation', [200], { type: 'IN', employeeId: inB }),
  'GET    /clocks': async () => req('GET', '/clocks', LIST),
  'GET    /clocks/clocksByInstantBetween?from=2026-01-01&to=2030-01-01': async () => req('GET', '/clocks/clocksByInstantBetween?from=2026-01-01&to=2030-01-01', LIST),
  'POST   /clocks/export': async () => req('POST', '/clocks/export', [200]),
  'GET    /clocks/{self}': async (c) => req('GET', `/clocks/${ownClock.get(c.who)}`, [200]),
  'GET    /clocks/{dep}': async () => req('GET', `/clocks/${clockA}`, [200]),
  'GET    /clocks/{other}': async () => req('GET', `/clocks/${clockB}`, [200]),
  'PUT    /clocks/{dep}': async () => req('PUT', `/clocks/${clockA}`, [204], change),
  'PUT    /clocks/{other}': async () => req('PUT', `/clocks/${clockB}`, [204], change),
  'PUT    /clocks/{self}': async (c) => req('PUT', `/clocks/${ownClock.get(c.who)}`, [204], change),
  'DELETE /clocks/{dep}': async () => req('DELETE', `/clocks/${await clockOf(inA)}?reason=duplicate`, [204]),
  'DELETE /clocks/{other}': async () => req('DELETE', `/clocks/${await clockOf(inB)}?reason=duplicate`, [204]),
  'DELETE /clocks/{self}': async (c) => req('DELETE', `/clocks/${await clockOfCaller(c)}?reason=duplicate`, [204]),
  'PATCH  /clocks          [{dep}]': async () => req('PATCH', '/clocks', [204], [{ id: clockA, comment: 'reason', tag: 'x' }]),
  'PATCH  /clocks          [{other}]': async () => req('PATCH', '/clocks', [204], [{ id: clockB, comment: 'reason', tag: 'x' }]),
  'GET    /employees/{self}/clocks': async (c) => req('GET', `/employees/${c.employeeId}/clocks`, LIST),
  'GET    /employees/{dep}/clocks': async () => req('GET', `/employees/${inA}/clocks`, LIST),
  'GET    /employees/{other}/clocks': async () => req('GET', `/employees/${inB}/clocks`, LIST),
  'GET    /departments/{dep}/clocks': async () => req('GET', `/departments/${depA}/clocks`, LIST),
  'GET    /departments/{other}/clocks': async () => req('GET', `/departments/${depB}/clocks`, LIST),
  'POST   /departments/{dep}/clocks': async () => req('POST', `/departments/${depA}/clocks`, [201], adminClock(inA)),
  'POST   /departments/{other}/clocks': async () => req('POST', `/departments/${depB}/clocks`, [201], adminClock(inB)),
  'GET    /departments/{dep}/clocks/{clockId}': async () => req('GET', `/departments/${depA}/clocks/${clockA}`, [200]),
  'GET    /departments/{other}/clocks/{clockId}': async () => req('GET', `/departments/${depB}/clocks/${clockB}`, [200]),
  'PUT    /departments/{dep}/clocks/{clockId}': async () => req('PUT', `/departments/${depA}/clocks/${clockA}`, [204], change),
  'PUT    /departments/{other}/clocks/{clockId}': async () => req('PUT', `/departments/${depB}/clocks/${clockB}`, [204], change),
  'DELETE /departments/{dep}/clocks/{clockId}': async () => req('DELETE', `/departments/${depA}/clocks/${await clockOf(inA)}?reason=duplicate`, [204]),
  'DELETE /departments/{other}/clocks/{clockId}': async () => req('DELETE', `/departments/${depB}/clocks/${await clockOf(inB)}?reason=duplicate`, [204]),
};

const send = (caller: Caller, call: Call) => t.request({ ...call.request, token: caller.token });
/** Everything a clock write could touch. */
const snapshot = async () => JSON.stringify([
  await t.db.selectFrom('clocks').selectAll().orderBy('id').execute(),
  await t.db.selectFrom('clock_edits').selectAll().orderBy('id').execute(),
]);
const isWrite = (endpoint: string) => !endpoint.startsWith('GET') && !endpoint.includes('/export');

before(async () => {
  t = await startTestApp();
  depA = (await createDepartment(t.db, `A ${unique()}`)).id;
  depB = (await createDepartment(t.db, `B ${unique()}`)).id;
  inA = (await createEmployee(t.db, { department_id: depA })).id;
  inB = (await createEmployee(t.db, { department_id: depB })).id;
  callers = await signInCallers(t, { departmentId: depA, anonymous: { accountId: 0, employeeId: inB } });
  clockA = await clockOf(inA);
  clockB = await clockOf(inB);
  const file = await t.db.insertInto('stored_files').values({ kind: 'clock-selfie', content_type: 'image/png', size: png().byteLength, sha256: 'x', content: png() })
    .returning('id').executeTakeFirstOrThrow();
  await t.db.updateTable('clocks').set({ selfie_file_id: file.id }).where('id', '=', clockB).execute();
  selfieB = file.id;
  for (const who of CALLERS) ownClock.set(who, who === 'anonymous' ? clockB : await clockOfCaller(callers.get(who)!));
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a way to call it, and every call has a row', () => {
    assertTableShape(MATRIX, CALLS);
  });

  test('covers every clocks route that /api/openapi.json documents', async () => {
    const { documented, covered } = await routeCoverage(t, MATRIX, {
      normal: (method, path) => `${method} ${path.split('?')[0].replace(/\/$/, '').replace(/\{[a-zA-Z]+\}/g, '{}')}`,
      include: (_key, tags) => tags.includes('clocks'),
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [], 'documented routes without a row');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });

  test('READ_ONLY reads everything here and may write nothing', () => {
    const column = columnOf('READ_ONLY');
    for (const row of MATRIX) assert.equal(row[column] === 'ok', !isWrite(row[0]), `${row[0]}: READ_ONLY ${row[column]}`);
  });
});

describe('role × endpoint', () => {
  describeMatrix(MATRIX, async (endpoint, who) => {
    const caller = callers.get(who)!;
    const call = await CALLS[endpoint](caller);
    return { res: await send(caller, call), ok: call.ok };
  });
});

describe('an account without an employee', () => {
  test('has nobody to clock for: its own clock and its simulation are 403, while it still reads company-wide', async () => {
    const account = await createAccount(t.db, { roles: ['ADMIN'], employeeId: null });
    const bare = await t.login(account.username!);
    const before = await snapshot();
    for (const url of ['/api/clocks', '/api/clocks/simulation']) {
      const res = await t.request({ method: 'POST', url, token: bare, payload: { type: 'IN', confirmed: true } });
      assert.equal(res.statusCode, 403, `${url}: ${res.body}`);
      assert.equal(res.json().code, 'FORBIDDEN');
    }
    assert.equal(await snapshot(), before);
    assert.equal((await t.request({ method: 'GET', url: `/api/clocks/${clockB}`, token: bare })).statusCode, 200);
  });
});

describe('denied writes change nothing', () => {
  for (const who of ['anonymous', 'READ_ONLY', 'DEPARTMENT_MANAGER', 'TEAM_LEADER', 'EMPLOYEE'] as const) {
    test(`${who}: every refused write leaves the clocks as they were`, async () => {
      const caller = callers.get(who)!;
      const prepare = async (endpoint: string) => {
        const call = await CALLS[endpoint](caller);
        return () => send(caller, call);
      };
      const writes = MATRIX.filter(([e]) => isWrite(e));
      const refused = (status: Cell) => writes.filter((row) => row[columnOf(who)] === status).map(([e]) => e);
      const expected = { anonymous: [writes.length, 0, 0], READ_ONLY: [0, writes.length, 0], DEPARTMENT_MANAGER: [0, 0, 11], TEAM_LEADER: [0, 17, 2], EMPLOYEE: [0, 17, 2] }[who];
      assert.deepEqual([refused('401').length, refused('403').length, refused('404').length], expected);
      for (const status of ['401', '403', '404'] as const) {
        if (refused(status).length) await assertRefusedChangeNothing(refused(status), Number(status), prepare, snapshot);
      }
    });
  }
});

describe('ids changed in the path never reach another department', () => {
  test('a department manager gets 404 for a clock of department B through any path, and the clock stays as it was', async () => {
    const manager = token('DEPARTMENT_MANAGER');
    const theirs = await clockOf(inB);
    const mine = await clockOf(inA);
    const read = async (id: number) => {
      const res = await t.request({ method: 'GET', url: `/api/clocks/${id}`, token: token('ADMIN') });
      assert.equal(res.statusCode, 200, res.body);
      return res.json();
    };
    const [theirsBefore, mineBefore, tableBefore] = [await read(theirs), await read(mine), await snapshot()];
    const attempts: [InjectOptions['method'], string, unknown?][] = [
      ['GET', `/clocks/${theirs}`],
      ['PUT', `/clocks/${theirs}`, change],
      ['DELETE', `/clocks/${theirs}?reason=duplicate`],
      ['PATCH', '/clocks', [{ id: theirs, comment: 'reason', tag: 'x' }]],
      ['PATCH', '/clocks', [{ id: mine, comment: 'reason', tag: 'x' }, { id: theirs, comment: 'reason', tag: 'x' }]],
      ['GET', `/departments/${depA}/clocks/${theirs}`],
      ['PUT', `/departments/${depA}/clocks/${theirs}`, change],
      ['DELETE', `/departments/${depA}/clocks/${theirs}?reason=duplicate`],
      ['GET', `/departments/${depB}/clocks/${theirs}`],
      ['PUT', `/departments/${depB}/clocks/${theirs}`, change],
      ['DELETE', `/departments/${depB}/clocks/${theirs}?reason=duplicate`],
      ['GET', `/departments/${depB}/clocks`],
      ['POST', `/departments/${depB}/clocks`, adminClock(inB)],
      ['GET', `/employees/${inB}/clocks`],
    ];
    const mismatches: string[] = [];
    for (const [method, url, payload] of attempts) {
      const res = await t.request({ ...req(method, url, [], payload).request, token: manager });
      if (res.statusCode !== 404 || res.json().code !== 'NOT_FOUND') mismatches.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    // Their own department's route with B's employee in the body: refused as bad input, nothing recorded.
    const intoA = await t.request({ ...req('POST', `/departments/${depA}/clocks`, [], adminClock(inB)).request, token: manager });
    if (intoA.statusCode !== 400) mismatches.push(`POST /departments/${depA}/clocks for inB: ${intoA.statusCode} ${intoA.body.slice(0, 120)}`);
    assert.deepEqual(mismatches, []);
    const after = await read(theirs);
    assert.deepEqual(after, theirsBefore, 'the clock of department B is unchanged');
    assert.equal(after.deleted, false);
    assert.deepEqual(after.edits, []);
    assert.deepEqual(await read(mine), mineBefore, 'the batch with a foreign id changed none of its clocks');
    assert.equal(await snapshot(), tableBefore, 'no clock was recorded, edited or deleted');
  });
});

describe('module gate', () => {
  test('with TIME_AND_ATTENDANCE off, every clocks route is 403 MODULE_DISABLED to every role, until it is on again', async () => {
    const superAdmin = token('SUPER_ADMIN');
    const toggle = async (enabled: boolean) => {
      const res = await t.request({ method: 'PUT', url: '/api/modules/1', token: superAdmin, payload: { enabled } });
      assert.equal(res.statusCode, 204, res.body);
    };
    // Calls are built first: some make their own target, which needs the module on.
    const planned: [Who, string, Call][] = [];
    for (const who of CALLERS.filter((w) => w !== 'anonymous')) {
      for (const [endpoint] of MATRIX) planned.push([who, endpoint, await CALLS[endpoint](callers.get(who)!)]);
    }
    const before = await snapshot();
    await toggle(false);
    try {
      const mismatches: string[] = [];
      for (const [who, endpoint, call] of planned) {
        const res = await send(callers.get(who)!, call);
        if (res.statusCode !== 403 || res.json().code !== 'MODULE_DISABLED') mismatches.push(`${who} ${endpoint}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      assert.deepEqual(mismatches, []);
      assert.equal(await snapshot(), before, 'nothing was written while the module was off');
      const anonymous = await t.request({ method: 'GET', url: '/api/clocks' });
      assert.equal(anonymous.statusCode, 401, 'anonymous is still asked to sign in');
    } finally {
      await toggle(true);
    }
    const res = await t.request({ method: 'GET', url: `/api/clocks/${clockA}`, token: token('ADMIN') });
    assert.equal(res.statusCode, 200, res.body);
  });
});
