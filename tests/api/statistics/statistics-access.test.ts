/**
 * The permission matrix of the dashboards' statistics and presence (issue #17): every route × every role (and anonymous).
 *
 * Written by hand from the default authorities (domain/permissions.ts): the statistics read CLOCKS in the
 * TIME_AND_ATTENDANCE module — administrators and READ_ONLY the company, a department manager and a team leader
 * their departments (and themselves), an employee themselves. `forDepartmentsIManage` narrows to the departments
 * managed, which needs a department-wide read (an employee is refused). `GET /employees/{id}/kpi` reads ABSENCES, as
 * `/absence-kpis` does: the team leader reads only their own. A department or an employee outside the caller's scope is 404.
 * `{dep}` is department A (which the DEPARTMENT_MANAGER manages, where the TEAM_LEADER and EMPLOYEE work) or one of its
 * employees, `{other}` department B or one of its employees, `{self}` the caller.
 *
 * `GET /live` is a stream: `inject` cannot open one, so only its refusals are checked here (live.test.ts opens it).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertRejected } from '../../support/assert-rejected.ts';
import { createDepartment, createEmployee } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import {
  assertRefusal, assertTableShape, CALLERS, describeMatrix, routeCoverage, signInCallers,
  type Caller, type Cell, type MatrixCall as Call, type Who,
} from '../../support/access-matrix.ts';

const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                                                                        anon   ADMIN SUPER DEP_M  TEAM_L EMPL   READ_O
  ['GET    /statistics/employees-presences',                               '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /statistics/employees-presences?departmentId={dep}',            '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /statistics/employees-presences?departmentId={other}',          '401', 'ok', 'ok', '404', '404', 'ok',  'ok'],
  ['GET    /statistics/employees-presences?forDepartmentsIManage=true',    '401', 'ok', 'ok', 'ok',  'ok',  '403', 'ok'],
  ['GET    /statistics/presence-counts',                                   '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /statistics/presence-counts?departmentId={dep}',                '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /statistics/presence-counts?departmentId={other}',              '401', 'ok', 'ok', '404', '404', 'ok',  'ok'],
  ['GET    /statistics/presence-counts?forDepartmentsIManage=true',        '401', 'ok', 'ok', 'ok',  'ok',  '403', 'ok'],
  ['GET    /statistics/today',                                             '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /statistics/today?forDepartmentsIManage=true',                  '401', 'ok', 'ok', 'ok',  'ok',  '403', 'ok'],
  ['GET    /statistics/attendance-trend',                                  '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /statistics/attendance-trend?forDepartmentsIManage=true',       '401', 'ok', 'ok', 'ok',  'ok',  '403', 'ok'],
  ['GET    /statistics/inconsistency-types',                               '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /statistics/inconsistency-types?forDepartmentsIManage=true',    '401', 'ok', 'ok', 'ok',  'ok',  '403', 'ok'],
  ['GET    /employees/{self}/kpi',                                         '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/{dep}/kpi',                                          '401', 'ok', 'ok', 'ok',  '404', '404', 'ok'],
  ['GET    /employees/{other}/kpi',                                        '401', 'ok', 'ok', '404', '404', '404', 'ok'],
];

type Build = (caller: Caller) => Call;
const LIST = [200, 204] as const;

let t: TestApp;
let callers: Map<Who, Caller>;
let depA: number;
let depB: number;
let inA: number;
let inB: number;

const req = (url: string, ok: readonly number[]): Call => ({ request: { method: 'GET', url: `/api${url}` }, ok });
const selfOf = (c: Caller) => (c.who === 'anonymous' ? inB : c.employeeId);

const CALLS: Record<string, Build> = {
  'GET    /statistics/employees-presences': () => req('/statistics/employees-presences', LIST),
  'GET    /statistics/employees-presences?departmentId={dep}': () => req(`/statistics/employees-presences?departmentId=${depA}`, LIST),
  'GET    /statistics/employees-presences?departmentId={other}': () => req(`/statistics/employees-presences?departmentId=${depB}`, LIST),
  'GET    /statistics/employees-presences?forDepartmentsIManage=true': () => req('/statistics/employees-presences?forDepartmentsIManage=true', LIST),
  'GET    /statistics/presence-counts': () => req('/statistics/presence-counts', [200]),
  'GET    /statistics/presence-counts?departmentId={dep}': () => req(`/statistics/presence-counts?departmentId=${depA}`, [200]),
  'GET    /statistics/presence-counts?departmentId={other}': () => req(`/statistics/presence-counts?departmentId=${depB}`, [200]),
  'GET    /statistics/presence-counts?forDepartmentsIManage=true': () => req('/statistics/presence-counts?forDepartmentsIManage=true', [200]),
  'GET    /statistics/today': () => req('/statistics/today', [200]),
  'GET    /statistics/today?forDepartmentsIManage=true': () => req('/statistics/today?forDepartmentsIManage=true', [200]),
  'GET    /statistics/attendance-trend': () => req('/statistics/attendance-trend?days=7', [200]),
  'GET    /statistics/attendance-trend?forDepartmentsIManage=true': () => req('/statistics/attendance-trend?days=7&forDepartmentsIManage=true', [200]),
  'GET    /statistics/inconsistency-types': () => req('/statistics/inconsistency-types', [200]),
  'GET    /statistics/inconsistency-types?forDepartmentsIManage=true': () => req('/statistics/inconsistency-types?forDepartmentsIManage=true', [200]),
  'GET    /employees/{self}/kpi': (c) => req(`/employees/${selfOf(c)}/kpi`, [200]),
  'GET    /employees/{dep}/kpi': () => req(`/employees/${inA}/kpi`, [200]),
  'GET    /employees/{other}/kpi': () => req(`/employees/${inB}/kpi`, [200]),
};

const send = (caller: Caller, call: Call) => t.request({ ...call.request, token: caller.token });
const token = (who: Who) => callers.get(who)!.token!;
const get = (url: string, who: Who = 'ADMIN') => t.request({ method: 'GET', url, token: token(who) });

before(async () => {
  t = await startTestApp();
  depA = (await createDepartment(t.db)).id;
  depB = (await createDepartment(t.db)).id;
  inA = (await createEmployee(t.db, { department_id: depA })).id;
  inB = (await createEmployee(t.db, { department_id: depB })).id;
  callers = await signInCallers(t, { departmentId: depA, anonymous: { accountId: 0, employeeId: inB } });
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a way to call it, and every call has a row', () => {
    assertTableShape(MATRIX, CALLS);
  });

  test('covers every statistics and live route that /api/openapi.json documents, and the employee KPIs', async () => {
    const normal = (method: string, path: string) => `${method} ${path.split('?')[0].replace(/\/$/, '').replace(/\{[a-zA-Z0-9]+\}/g, '{}')}`;
    const { documented, covered } = await routeCoverage(t, [...MATRIX, ['GET /live', '401', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok']], {
      normal,
      include: (key, tags) => tags.includes('statistics') || tags.includes('live') || normal('GET', key.split(' ')[1]) === 'GET /employees/{}/kpi',
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [], 'documented routes without a row');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });
});

describe('role × endpoint', () => {
  describeMatrix(MATRIX, async (endpoint, who) => {
    const caller = callers.get(who)!;
    const call = CALLS[endpoint](caller);
    return { res: await send(caller, call), ok: call.ok };
  });
});

describe('what each caller is shown', () => {
  test('a manager asking for another department is told 404 on both presence routes, and nothing of department B leaks into their board', async () => {
    for (const url of [`/api/statistics/employees-presences?departmentId=${depB}`, `/api/statistics/presence-counts?departmentId=${depB}`]) {
      assertRefusal(await get(url, 'DEPARTMENT_MANAGER'), '404');
    }
    const board = await get('/api/statistics/employees-presences?size=2147483647', 'DEPARTMENT_MANAGER');
    assert.equal(board.statusCode, 200, board.body);
    const ids = board.json().content.map((r: { employeeId: number }) => r.employeeId);
    assert.ok(ids.includes(inA), 'the department\'s employee is on the board');
    assert.ok(!ids.includes(inB), 'department B\'s employee is not');
  });

  test('an unknown department is 404 to a manager too (never a hint of which ids exist)', async () => {
    assertRefusal(await get('/api/statistics/employees-presences?departmentId=2147483000', 'DEPARTMENT_MANAGER'), '404');
  });

  test('an employee\'s board holds only themselves, whatever department they name', async () => {
    const me = callers.get('EMPLOYEE')!;
    const board = await get('/api/statistics/employees-presences', 'EMPLOYEE');
    assert.equal(board.statusCode, 200, board.body);
    assert.deepEqual(board.json().content.map((r: { employeeId: number }) => r.employeeId), [me.employeeId]);
    const other = await get(`/api/statistics/employees-presences?departmentId=${depB}`, 'EMPLOYEE');
    assert.equal(other.statusCode, 204, 'nobody of department B is shown to an employee of A');
    const counts = (await get(`/api/statistics/presence-counts?departmentId=${depB}`, 'EMPLOYEE')).json();
    assert.equal(counts.total, 0);
  });

  test('the KPIs of someone outside the caller\'s scope are 404, and of an unknown employee too', async () => {
    assertRefusal(await get(`/api/employees/${inB}/kpi`, 'DEPARTMENT_MANAGER'), '404');
    assertRefusal(await get(`/api/employees/${inA}/kpi`, 'EMPLOYEE'), '404');
    assertRefusal(await get('/api/employees/2147483000/kpi', 'ADMIN'), '404');
  });

  test('a team leader does not read a colleague\'s holiday balance through /kpi when /absence-kpis hides it', async () => {
    const absenceKpis = await get(`/api/employees/${inA}/absence-kpis`, 'TEAM_LEADER');
    assert.equal(absenceKpis.statusCode, 404, absenceKpis.body);
    const kpi = await get(`/api/employees/${inA}/kpi`, 'TEAM_LEADER');
    assert.equal(kpi.statusCode, 404, `the same holiday figures through /kpi: ${kpi.statusCode} ${kpi.body.slice(0, 200)}`);
  });
});

describe('bad input answers 400 naming the field, never 500', () => {
  const cases: [url: string, field: string][] = [
    ['/api/statistics/attendance-trend?days=0', 'days'],
    ['/api/statistics/attendance-trend?days=93', 'days'],
    ['/api/statistics/attendance-trend?days=seven', 'days'],
    ['/api/statistics/attendance-trend?days=1.5', 'days'],
    ['/api/statistics/inconsistency-types?days=0', 'days'],
    ['/api/statistics/inconsistency-types?days=367', 'days'],
    ['/api/statistics/inconsistency-types?size=8', 'size'],
    ['/api/statistics/inconsistency-types?size=0', 'size'],
    ['/api/statistics/employees-presences?departmentId=abc', 'departmentId'],
    ['/api/statistics/employees-presences?departmentId=0', 'departmentId'],
    ['/api/statistics/employees-presences?departmentId=2147483648', 'departmentId'],
    ['/api/statistics/employees-presences?campaignId=-1', 'campaignId'],
    ['/api/statistics/employees-presences?page=-1', 'page'],
    ['/api/statistics/employees-presences?size=0', 'size'],
    ['/api/statistics/employees-presences?forDepartmentsIManage=maybe', 'forDepartmentsIManage'],
    ['/api/statistics/employees-presences?colour=red', 'colour'],
    ['/api/statistics/presence-counts?departmentId=abc', 'departmentId'],
    ['/api/statistics/presence-counts?page=0', 'page'],
    ['/api/statistics/today?departmentId=1', 'departmentId'],
    ['/api/statistics/attendance-trend?size=5', 'size'],
    ['/api/statistics/inconsistency-types?from=2031-01-01', 'from'],
    ['/api/employees/abc/kpi', 'id'],
    ['/api/employees/0/kpi', 'id'],
  ];
  for (const [url, field] of cases) {
    test(`${url.replace('/api', '')} → 400 naming ${field}`, async () => {
      assertRejected(await get(url), 400, field);
    });
  }

  test('a sort the board does not honour is refused naming sort', async () => {
    assertRejected(await get('/api/statistics/employees-presences?sort=bogus,sideways'), 400, 'sort');
  });
});

describe('GET /live refusals (the stream itself: live.test.ts)', () => {
  test('anonymous → 401', async () => {
    assertRefusal(await t.request({ method: 'GET', url: '/api/live?topics=presence' }), '401');
    assertRefusal(await t.request({ method: 'GET', url: '/api/live' }), '401');
  });

  const bad: [query: string, field: string][] = [
    ['topics=weather', 'topics'],
    ['topics=', 'topics'],
    ['topics=presence,', 'topics'],
    ['topics=presence,pending,notification,presence', 'topics'],
    ['topics=PRESENCE', 'topics'],
    ['departmentId=abc', 'departmentId'],
    ['departmentId=0', 'departmentId'],
    ['topics=presence&since=yesterday', 'since'],
  ];
  for (const [query, field] of bad) {
    test(`?${query} → 400 naming ${field}`, async () => {
      for (const who of ['ADMIN', 'EMPLOYEE'] as const) assertRejected(await get(`/api/live?${query}`, who), 400, field);
    });
  }

  test('with TIME_AND_ATTENDANCE off, following presence is 403 to every role, and the statistics are 403 MODULE_DISABLED', async () => {
    const toggle = async (enabled: boolean) => {
      const res = await t.request({ method: 'PUT', url: '/api/modules/1', token: token('SUPER_ADMIN'), payload: { enabled } });
      assert.equal(res.statusCode, 204, res.body);
    };
    await toggle(false);
    try {
      const mismatches: string[] = [];
      for (const who of CALLERS.filter((w) => w !== 'anonymous')) {
        const live = await get('/api/live?topics=presence', who);
        if (live.statusCode !== 403 || live.json().code !== 'FORBIDDEN') mismatches.push(`${who} /live?topics=presence: ${live.statusCode} ${live.body.slice(0, 120)}`);
        for (const url of ['/api/statistics/employees-presences', '/api/statistics/presence-counts', '/api/statistics/today',
          '/api/statistics/attendance-trend', '/api/statistics/inconsistency-types']) {
          const res = await get(url, who);
          if (res.statusCode !== 403 || res.json().code !== 'MODULE_DISABLED') mismatches.push(`${who} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      assert.deepEqual(mismatches, []);
      assertRefusal(await t.request({ method: 'GET', url: '/api/statistics/today' }), '401');
    } finally {
      await toggle(true);
    }
    assert.equal((await get('/api/statistics/today')).statusCode, 200, 'back once the module is on');
  });
});
