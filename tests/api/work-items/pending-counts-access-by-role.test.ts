/**
 * Who may read the work-item counts: every route tagged 'absence requests', 'inconsistencies' or
 * 'digital archive' × every role (and anonymous), written by hand from core §6: every role reads its own
 * counts at its own scope; asking for the departments one manages needs a department-wide permission.
 *
 * A route added later under one of these tags fails "covers every route…" until it has a row in MATRIX and
 * a call in CALLS below (or until its tag, with its rows, moves to that issue's own authorization test).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createDepartment, createEmployee } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { assertTableShape, describeMatrix, routeCoverage, signInCallers, type Caller, type Cell, type Who } from '../../support/access-matrix.ts';

// 'ok' = 200 with a count; '403' denied; '401' must sign in.
const TAGS = ['absence requests', 'inconsistencies', 'digital archive'];

const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                                                             anon   ADMIN SUPER DEP_M TEAM_L EMPL   READ_O
  ['GET /absence-requests/count',                                '401', 'ok', 'ok', 'ok', 'ok',  'ok',  'ok'],
  ['GET /absence-requests/count?forDepartmentsIManage=true',     '401', 'ok', 'ok', 'ok', '403', '403', 'ok'],
  ['GET /inconsistencies/count',                                 '401', 'ok', 'ok', 'ok', 'ok',  'ok',  'ok'],
  ['GET /inconsistencies/count?forDepartmentsIManage=true',      '401', 'ok', 'ok', 'ok', '403', '403', 'ok'],
  ['GET /digitalArchive/countPending',                           '401', 'ok', 'ok', 'ok', 'ok',  'ok',  'ok'],
];

const get = (url: string) => (): InjectOptions => ({ method: 'GET', url: `/api${url}` });
const CALLS: Record<string, () => InjectOptions> = {
  'GET /absence-requests/count': get('/absence-requests/count?status=PENDING'),
  'GET /absence-requests/count?forDepartmentsIManage=true': get('/absence-requests/count?forDepartmentsIManage=true'),
  'GET /inconsistencies/count': get('/inconsistencies/count?status=RESOLVED'),
  'GET /inconsistencies/count?forDepartmentsIManage=true': get('/inconsistencies/count?forDepartmentsIManage=true'),
  'GET /digitalArchive/countPending': get('/digitalArchive/countPending'),
};

let t: TestApp;
let callers: Map<Who, Caller>;

before(async () => {
  t = await startTestApp();
  const department = await createDepartment(t.db);
  await createEmployee(t.db, { department_id: department.id });
  callers = await signInCallers(t, { departmentId: department.id, anonymous: { accountId: 0, employeeId: 0 } });
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a call, and every call has a row', () => {
    assertTableShape(MATRIX, CALLS);
  });

  test(`covers every route that /api/openapi.json tags ${TAGS.map((tag) => `'${tag}'`).join(', ')}`, async () => {
    const { documented, covered } = await routeCoverage(t, MATRIX, {
      normal: (method, path) => `${method} ${path.split('?')[0].replace(/\/$/, '').replace(/\{[a-zA-Z]+\}/g, '{}')}`,
      // the inconsistency review's routes have their own matrix (tests/api/inconsistencies/inconsistency-access-by-role.test.ts); the count stays here
      // The review and the absence workflow have matrices of their own (tests/api/inconsistencies, tests/api/absences): here, their counts.
      include: (key, tags) => tags.some((tag) => TAGS.includes(tag))
        && (!tags.includes('inconsistencies') || key === 'GET /inconsistencies/count')
        && (!tags.includes('absence requests') || key === 'GET /absence-requests/count'),
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [],
      'routes under these tags without a row: give each a MATRIX row (the expected answer per role) and a CALLS entry in this file');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });
});

describe('role × endpoint', () => {
  describeMatrix(
    MATRIX,
    async (endpoint, who) => ({ res: await t.request({ ...CALLS[endpoint](), token: callers.get(who)!.token }), ok: [200] }),
    (res) => assert.ok(Number.isInteger(res.json().count), `${res.statusCode} ${res.body.slice(0, 200)}`),
  );
});
