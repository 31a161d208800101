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
import { createDepartment, createEmployee, makeManagerOf } from '../support/factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// 'ok' = 200 with a count; '403' denied; '401' must sign in.
type Cell = 'ok' | '403' | '401';
const WHO = ['anonymous', 'ADMIN', 'SUPER_ADMIN', 'DEPARTMENT_MANAGER', 'TEAM_LEADER', 'EMPLOYEE', 'READ_ONLY'] as const;
type Who = (typeof WHO)[number];
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
const tokens = new Map<Who, string | undefined>();

before(async () => {
  t = await startTestApp();
  const department = await createDepartment(t.db);
  await createEmployee(t.db, { department_id: department.id });
  tokens.set('anonymous', undefined);
  for (const who of WHO.filter((w) => w !== 'anonymous')) {
    const inDepartment = who === 'DEPARTMENT_MANAGER' || who === 'TEAM_LEADER' || who === 'EMPLOYEE';
    const s = await t.signedIn([who as Exclude<Who, 'anonymous'>], inDepartment ? { departmentId: department.id } : {});
    if (who === 'DEPARTMENT_MANAGER') await makeManagerOf(t.db, s.employeeId!, department.id);
    tokens.set(who, s.token);
  }
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a call, and every call has a row', () => {
    for (const [endpoint, ...cells] of MATRIX) {
      assert.equal(cells.length, WHO.length, `${endpoint}: ${cells.length} cells`);
      assert.ok(CALLS[endpoint], `no call for ${endpoint}`);
    }
    assert.deepEqual(Object.keys(CALLS).sort(), MATRIX.map(([e]) => e).sort());
  });

  test(`covers every route that /api/openapi.json tags ${TAGS.map((tag) => `'${tag}'`).join(', ')}`, async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    assert.equal(res.statusCode, 200);
    const paths = res.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    const normal = (method: string, path: string) => `${method} ${path.split('?')[0].replace(/\/$/, '').replace(/\{[a-zA-Z]+\}/g, '{}')}`;
    const covered = new Set(MATRIX.map(([e]) => { const [m, p] = e.split(/\s+/); return normal(m, p); }));
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (op.tags?.some((tag) => TAGS.includes(tag))) documented.add(normal(method.toUpperCase(), path.replace(/^\/api/, '')));
      }
    }
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [],
      'routes under these tags without a row: give each a MATRIX row (the expected answer per role) and a CALLS entry in this file');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });
});

describe('role × endpoint', () => {
  for (const [endpoint, ...cells] of MATRIX) {
    describe(endpoint, () => {
      WHO.forEach((who, i) => {
        const expected = cells[i];
        test(`${who} → ${expected}`, async () => {
          const res = await t.request({ ...CALLS[endpoint](), token: tokens.get(who) });
          const answer = `${res.statusCode} ${res.body.slice(0, 200)}`;
          if (expected === 'ok') {
            assert.equal(res.statusCode, 200, answer);
            assert.ok(Number.isInteger(res.json().count), answer);
          } else {
            assert.equal(res.statusCode, Number(expected), answer);
            assert.equal(res.json().status, Number(expected));
            assert.equal(res.json().code, { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN' }[expected], answer);
          }
        });
      });
    });
  }
});
