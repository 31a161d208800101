/**
 * The permission matrix of the organisation slice (issue 5): every endpoint of employees, departments,
 * contract types, holidays (with policy and yearly time) and insurance × every role (and anonymous).
 *
 * Expectations are written by hand from core §6 and the issue (admin all; department manager their
 * departments' people; employee their own record, read; READ_ONLY reads only). Every request is valid and
 * aims at a target that exists, so only authorization decides the answer.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createDepartment, createEmployee, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { png } from '../../support/png.ts';
import {
  assertRefusedChangeNothing, assertTableShape, column as columnOf, describeMatrix, routeCoverage, signInCallers,
  type Caller, type Cell, type MatrixCall as Call, type Who,
} from '../../support/access-matrix.ts';

// 'ok' = allowed (the row's success statuses); '403' denied; '401' must sign in; '404' hidden (outside the caller's scope).

const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                                                    anon   ADMIN SUPER DEP_M  TEAM_L EMPL   READ_O
  // employees
  ['GET    /employees',                                  '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/active',                           '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/{self}',                           '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/{dep}',                            '401', 'ok', 'ok', 'ok',  'ok',  '404', 'ok'],
  ['GET    /employees/{other}',                          '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['POST   /employees/',                                 '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['PUT    /employees/{other}',                          '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['PUT    /employees/{dep}',                            '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['DELETE /employees/{new}',                            '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['GET    /employees/{dep}/picture',                    '401', 'ok', 'ok', 'ok',  'ok',  '404', 'ok'],
  ['GET    /employees/{other}/picture',                  '401', 'ok', 'ok', '404', '404', '404', 'ok'],
  ['POST   /employees/{other}/picture',                  '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['POST   /employees/export',                           '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/anniversaries',                    '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/anniversaries/{depA}',             '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/count-active',                     '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/ending-contract',                  '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/ending-drivers-license',           '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/ending-identification-validity',   '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/ending-documents',                 '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  // departments
  ['GET    /departments',                                '401', 'ok', 'ok', 'ok',  '403', '403', 'ok'],
  ['GET    /departments/count',                          '401', 'ok', 'ok', 'ok',  '403', '403', 'ok'],
  ['POST   /departments',                                '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['PUT    /departments/{depA}',                         '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['DELETE /departments/{new}',                          '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['POST   /departments/export',                         '401', 'ok', 'ok', 'ok',  '403', '403', 'ok'],
  ['GET    /departments/{depA}/employees',               '401', 'ok', 'ok', 'ok',  'ok',  '403', 'ok'],
  ['GET    /departments/{depB}/employees',               '401', 'ok', 'ok', '403', '403', '403', 'ok'],
  ['GET    /departments/{depA}/count-active',            '401', 'ok', 'ok', 'ok',  'ok',  '403', 'ok'],
  ['GET    /departments/{depB}/count-active',            '401', 'ok', 'ok', '403', '403', '403', 'ok'],
  // contract types
  ['GET    /contract-types',                             '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /contract-types/{id}',                        '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['POST   /contract-types',                             '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['PUT    /contract-types/{id}',                        '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['DELETE /contract-types/{new}',                       '401', 'ok', 'ok', '403', '403', '403', '403'],
  // holidays, policy, yearly time
  ['GET    /holidays',                                   '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['POST   /holidays',                                   '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['PUT    /holidays/{id}',                              '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['DELETE /holidays/{new}',                             '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['GET    /holidays/{self}/employee',                   '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /holidays/{dep}/employee',                    '401', 'ok', 'ok', 'ok',  'ok',  '403', 'ok'],
  ['GET    /holidays/{other}/employee',                  '401', 'ok', 'ok', '403', '403', '403', 'ok'],
  ['GET    /holidaypolicy',                              '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['PUT    /holidaypolicy/1?isActive=true',              '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['GET    /employees-time/employee',                    '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['PUT    /employees-time/employee/{other}/year/{y}',   '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['POST   /employees-time/year',                        '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['DELETE /employees-time/employee',                    '401', 'ok', 'ok', '403', '403', '403', '403'],
  // insurance
  ['GET    /insurance',                                  '401', 'ok', 'ok', '403', '403', '403', 'ok'],
  ['POST   /insurance/1',                                '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['PUT    /insurance/{id}',                             '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['DELETE /insurance/{new}',                            '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['POST   /insurance/{id}/multi',                       '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['GET    /insurance/{id}/employee',                    '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['POST   /insurance/{id}/{other}',                     '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['DELETE /insurance/{id}/{assigned}',                  '401', 'ok', 'ok', '403', '403', '403', '403'],
];

type Build = (caller: Caller) => Promise<Call>;

let t: TestApp;
let callers: Map<Who, Caller>;
let depA: { id: number };
let depB: { id: number };
let inA: number; // an employee of department A (managed by the DEPARTMENT_MANAGER; the TEAM_LEADER's and EMPLOYEE's department)
let inB: number; // an employee of department B (nobody's department but the admins')
let contractTypeId: number;
let holidayId: number;
let insuranceId: number;

const YEAR = new Date().getUTCFullYear();
let nextYear = YEAR - 10; // POST /employees-time/year is once per year: each allowed call takes a new one
let nextHoliday = Date.UTC(2045, 0, 1);
const LIST = [200, 204] as const;

async function pictureUpload(url: string): Promise<InjectOptions> {
  const form = new FormData();
  form.append('picture', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'p.png');
  const encoded = new Response(form);
  return { method: 'POST', url, headers: { 'content-type': encoded.headers.get('content-type')! }, payload: Buffer.from(await encoded.arrayBuffer()) };
}

const get = (url: string, ok: readonly number[] = [200]): Build => async () => ({ request: { method: 'GET', url: `/api${url}` }, ok });
const lazyGet = (url: () => string, ok: readonly number[] = [200]): Build => async () => ({ request: { method: 'GET', url: `/api${url()}` }, ok });
const write = (method: 'POST' | 'PUT' | 'DELETE', url: () => string, payload?: () => unknown, ok: readonly number[] = [204]): Build => async () => ({
  request: { method, url: `/api${url()}`, ...(payload ? { payload: payload() as Record<string, unknown> } : {}) }, ok,
});

const CALLS: Record<string, Build> = {
  'GET    /employees': get('/employees', LIST),
  'GET    /employees/active': get('/employees/active', LIST),
  'GET    /employees/{self}': async (c) => ({ request: { method: 'GET', url: `/api/employees/${c.employeeId}` }, ok: [200] }),
  'GET    /employees/{dep}': lazyGet(() => `/employees/${inA}`),
  'GET    /employees/{other}': lazyGet(() => `/employees/${inB}`),
  'POST   /employees/': write('POST', () => '/employees', () => ({ name: `New ${unique()}` }), [201]),
  'PUT    /employees/{other}': write('PUT', () => `/employees/${inB}`, () => ({ jobTitle: `Title ${unique()}` })),
  'PUT    /employees/{dep}': write('PUT', () => `/employees/${inA}`, () => ({ jobTitle: `Title ${unique()}` })),
  'DELETE /employees/{new}': async () => {
    const e = await createEmployee(t.db, { department_id: depA.id });
    return { request: { method: 'DELETE', url: `/api/employees/${e.id}` }, ok: [204] };
  },
  'GET    /employees/{dep}/picture': lazyGet(() => `/employees/${inA}/picture`),
  'GET    /employees/{other}/picture': lazyGet(() => `/employees/${inB}/picture`),
  'POST   /employees/{other}/picture': async () => ({ request: await pictureUpload(`/api/employees/${inB}/picture`), ok: [204] }),
  'POST   /employees/export': write('POST', () => '/employees/export', () => ({}), [200]),
  'GET    /employees/anniversaries': get('/employees/anniversaries?days=366', LIST),
  'GET    /employees/anniversaries/{depA}': lazyGet(() => `/employees/anniversaries/${depA.id}?days=366`, LIST),
  'GET    /employees/count-active': get('/employees/count-active'),
  'GET    /employees/ending-contract': get('/employees/ending-contract', LIST),
  'GET    /employees/ending-drivers-license': get('/employees/ending-drivers-license', LIST),
  'GET    /employees/ending-identification-validity': get('/employees/ending-identification-validity', LIST),
  'GET    /employees/ending-documents': get('/employees/ending-documents', LIST),

  'GET    /departments': get('/departments', LIST),
  'GET    /departments/count': get('/departments/count'),
  'POST   /departments': write('POST', () => '/departments', () => ({ name: `Dep ${unique()}` }), [201]),
  'PUT    /departments/{depA}': write('PUT', () => `/departments/${depA.id}`, () => ({ name: `Dep A ${unique()}` })),
  'DELETE /departments/{new}': async () => {
    const d = await createDepartment(t.db);
    return { request: { method: 'DELETE', url: `/api/departments/${d.id}` }, ok: [204] };
  },
  'POST   /departments/export': write('POST', () => '/departments/export', undefined, [200]),
  'GET    /departments/{depA}/employees': lazyGet(() => `/departments/${depA.id}/employees`, LIST),
  'GET    /departments/{depB}/employees': lazyGet(() => `/departments/${depB.id}/employees`, LIST),
  'GET    /departments/{depA}/count-active': lazyGet(() => `/departments/${depA.id}/count-active`),
  'GET    /departments/{depB}/count-active': lazyGet(() => `/departments/${depB.id}/count-active`),

  'GET    /contract-types': get('/contract-types', LIST),
  'GET    /contract-types/{id}': lazyGet(() => `/contract-types/${contractTypeId}`),
  'POST   /contract-types': write('POST', () => '/contract-types', () => ({ name: `CT ${unique()}` }), [201]),
  'PUT    /contract-types/{id}': write('PUT', () => `/contract-types/${contractTypeId}`, () => ({ name: `CT ${unique()}` })),
  'DELETE /contract-types/{new}': async () => {
    const c = await t.db.insertInto('contract_types').values({ name: `CT ${unique()}` }).returning('id').executeTakeFirstOrThrow();
    return { request: { method: 'DELETE', url: `/api/contract-types/${c.id}` }, ok: [204] };
  },

  'GET    /holidays': get('/holidays', LIST),
  'POST   /holidays': async () => {
    nextHoliday += 86_400_000;
    return { request: { method: 'POST', url: '/api/holidays', payload: { holidayDate: new Date(nextHoliday).toISOString().slice(0, 10) } }, ok: [201] };
  },
  'PUT    /holidays/{id}': write('PUT', () => `/holidays/${holidayId}`, () => ({ name: `Holiday ${unique()}` })),
  'DELETE /holidays/{new}': async () => {
    nextHoliday += 86_400_000;
    const h = await t.db.insertInto('holidays').values({ holiday_date: new Date(nextHoliday).toISOString().slice(0, 10) }).returning('id').executeTakeFirstOrThrow();
    return { request: { method: 'DELETE', url: `/api/holidays/${h.id}` }, ok: [204] };
  },
  'GET    /holidays/{self}/employee': async (c) => ({ request: { method: 'GET', url: `/api/holidays/${c.employeeId}/employee` }, ok: LIST }),
  'GET    /holidays/{dep}/employee': lazyGet(() => `/holidays/${inA}/employee`, LIST),
  'GET    /holidays/{other}/employee': lazyGet(() => `/holidays/${inB}/employee`, LIST),
  'GET    /holidaypolicy': get('/holidaypolicy'),
  'PUT    /holidaypolicy/1?isActive=true': write('PUT', () => '/holidaypolicy/1?isActive=true'),
  'GET    /employees-time/employee': get('/employees-time/employee', LIST),
  'PUT    /employees-time/employee/{other}/year/{y}': write('PUT', () => `/employees-time/employee/${inB}/year/${YEAR}`, () => ({ holidayDays: 22 })),
  'POST   /employees-time/year': async (c) => ({
    // only callers allowed to write consume a year; the others are refused before anything is read
    request: { method: 'POST', url: '/api/employees-time/year', payload: { yearPeriod: c.who === 'ADMIN' || c.who === 'SUPER_ADMIN' ? nextYear++ : YEAR + 5, holidayDays: 22 } },
    ok: [201],
  }),
  'DELETE /employees-time/employee': async () => {
    const e = await createEmployee(t.db);
    await t.db.insertInto('employee_yearly_time').values({ employee_id: e.id, year: YEAR, holiday_days: 1 }).execute();
    return { request: { method: 'DELETE', url: '/api/employees-time/employee', payload: { employeeId: e.id, yearPeriod: YEAR } }, ok: [204] };
  },

  'GET    /insurance': get('/insurance', LIST),
  'POST   /insurance/1': write('POST', () => '/insurance/1', () => [{ name: `Ins ${unique()}`, type: 'work_insurance' }], [201]),
  'PUT    /insurance/{id}': write('PUT', () => `/insurance/${insuranceId}`, () => ({ provider: `Provider ${unique()}` })),
  'DELETE /insurance/{new}': async () => {
    const i = await t.db.insertInto('insurance').values({ name: `Ins ${unique()}`, type: 'health_insurance' }).returning('id').executeTakeFirstOrThrow();
    return { request: { method: 'DELETE', url: `/api/insurance/${i.id}` }, ok: [204] };
  },
  'POST   /insurance/{id}/multi': write('POST', () => `/insurance/${insuranceId}/multi`, () => ({ employeeIds: [inA, inB] })),
  'GET    /insurance/{id}/employee': lazyGet(() => `/insurance/${insuranceId}/employee`, LIST),
  'POST   /insurance/{id}/{other}': write('POST', () => `/insurance/${insuranceId}/${inB}`),
  'DELETE /insurance/{id}/{assigned}': async () => {
    const e = await createEmployee(t.db);
    await t.db.insertInto('employee_insurance').values({ insurance_id: insuranceId, employee_id: e.id }).execute();
    return { request: { method: 'DELETE', url: `/api/insurance/${insuranceId}/${e.id}` }, ok: [204] };
  },
};

async function send(caller: Caller, call: Call) {
  const { token: _ignored, ...request } = call.request;
  return t.request({ ...request, token: caller.token });
}

before(async () => {
  t = await startTestApp();
  depA = await createDepartment(t.db, `A ${unique()}`);
  depB = await createDepartment(t.db, `B ${unique()}`);
  const FAR = '2099-12-31';
  inA = (await createEmployee(t.db, { department_id: depA.id, end_date: FAR, birth_date: '1990-01-01' })).id;
  inB = (await createEmployee(t.db, { department_id: depB.id, end_date: FAR, birth_date: '1990-01-01' })).id;
  contractTypeId = (await t.db.insertInto('contract_types').values({ name: `CT ${unique()}` }).returning('id').executeTakeFirstOrThrow()).id;
  holidayId = (await t.db.insertInto('holidays').values({ holiday_date: '2044-12-25', name: 'Christmas' }).returning('id').executeTakeFirstOrThrow()).id;
  insuranceId = (await t.db.insertInto('insurance').values({ name: `Ins ${unique()}`, type: 'health_insurance' }).returning('id').executeTakeFirstOrThrow()).id;
  await t.db.insertInto('employee_insurance').values([{ insurance_id: insuranceId, employee_id: inA }, { insurance_id: insuranceId, employee_id: inB }]).execute();
  callers = await signInCallers(t, { departmentId: depA.id, anonymous: { accountId: 0, employeeId: inB } });
  const admin = callers.get('ADMIN')!;
  for (const id of [inA, inB]) {
    const res = await t.request({ ...(await pictureUpload(`/api/employees/${id}/picture`)), token: admin.token });
    assert.equal(res.statusCode, 204, res.body);
  }
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a way to call it, and every call has a row', () => {
    assertTableShape(MATRIX, CALLS);
  });

  test('covers every route of the organisation slice that /api/openapi.json documents', async () => {
    const tags = new Set(['employees', 'departments', 'contract-types', 'holidays', 'insurance']);
    const { documented, covered } = await routeCoverage(t, MATRIX, {
      normal: (method, path) =>
        `${method} ${path.split('?')[0].replace(/\/$/, '').replace(/\{[a-zA-Z]+\}/g, '{}').replace(/\/1$/, '/{}').replace(/\/year\/\{\}$/, '/year/{}')}`,
      include: (_key, opTags) => opTags.some((tag) => tags.has(tag)),
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [], 'documented routes without a row');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });

  test('READ_ONLY may write nothing here; only reads are allowed to it', () => {
    const column = columnOf('READ_ONLY');
    const isRead = (e: string) => e.startsWith('GET') || e.includes('/export');
    for (const row of MATRIX) {
      const e = row[0];
      assert.equal(row[column] === 'ok', isRead(e), `${e}: READ_ONLY ${row[column]}`);
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

describe('what each role sees in the lists it may read', () => {
  const idsOf = async (who: Who, url: string, key = 'id') => {
    const res = await t.request({ method: 'GET', url, token: callers.get(who)!.token });
    assert.ok(res.statusCode === 200 || res.statusCode === 204, `${who} ${url}: ${res.statusCode}`);
    return res.statusCode === 204 ? [] : (res.json().content as Record<string, number>[]).map((r) => r[key]);
  };

  test('employees: admin and READ_ONLY everyone, manager and team leader department A (and themselves), employee themselves', async () => {
    const self = (who: Who) => callers.get(who)!.employeeId;
    for (const who of ['ADMIN', 'READ_ONLY'] as const) {
      const seen = await idsOf(who, '/api/employees?size=2147483647');
      assert.ok(seen.includes(inA) && seen.includes(inB), who);
    }
    for (const who of ['DEPARTMENT_MANAGER', 'TEAM_LEADER'] as const) {
      const seen = await idsOf(who, '/api/employees?size=2147483647');
      assert.ok(seen.includes(inA) && !seen.includes(inB), `${who}: ${seen}`);
      assert.ok(seen.includes(self(who)));
    }
    assert.deepEqual(await idsOf('EMPLOYEE', '/api/employees?size=2147483647'), [self('EMPLOYEE')]);
    assert.deepEqual(await idsOf('EMPLOYEE', `/api/insurance/${insuranceId}/employee`), [], 'an employee sees no other holder');
    const managerHolders = await idsOf('DEPARTMENT_MANAGER', `/api/insurance/${insuranceId}/employee?size=1000`);
    assert.ok(managerHolders.includes(inA) && !managerHolders.includes(inB), `manager sees holders ${managerHolders}`);
    const ending = await idsOf('EMPLOYEE', '/api/employees/anniversaries?days=366', 'employeeId');
    assert.ok(!ending.includes(inA) && !ending.includes(inB), 'an employee sees no colleague\'s anniversary');
  });
});

describe('denied writes change nothing', () => {
  async function snapshot() {
    const tables = ['employees', 'addresses', 'departments', 'department_managers', 'contract_types', 'holidays', 'holiday_policy',
      'employee_yearly_time', 'insurance', 'employee_insurance'] as const;
    const out: Record<string, unknown> = {};
    for (const table of tables) out[table] = await t.db.selectFrom(table).selectAll().execute().then((rows) => rows.map((r) => JSON.stringify(r)).sort());
    out.files = (await t.db.selectFrom('stored_files').select('id').orderBy('id').execute()).map((r) => r.id);
    out.accounts = (await t.db.selectFrom('accounts').select('id').orderBy('id').execute()).map((r) => r.id);
    return JSON.stringify(out);
  }

  for (const who of ['READ_ONLY', 'DEPARTMENT_MANAGER', 'TEAM_LEADER', 'EMPLOYEE'] as const) {
    test(`${who}: every refused write leaves the database as it was`, async () => {
      const caller = callers.get(who)!;
      const column = columnOf(who);
      const refused = MATRIX.filter(([e]) => !e.startsWith('GET') && !e.includes('/export')).filter((row) => row[column] === '403');
      assert.ok(refused.length >= 24, `${refused.length} refused writes`);
      await assertRefusedChangeNothing(refused.map(([e]) => e), 403, async (endpoint) => {
        const call = await CALLS[endpoint](caller);
        return () => send(caller, call);
      }, snapshot);
    });
  }
});
