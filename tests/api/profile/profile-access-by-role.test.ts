/**
 * The permission matrix of "My profile" (issue #11 item 5): every profile route × every role (and anonymous).
 *
 * Written by hand: every signed-in account reads its own employee record, READ_ONLY included; every role but
 * READ_ONLY changes its own contact details and photo (core §6: the consultant loses edit rights on employees, their
 * own record included — docs/decisions.md). No route takes an id: whoever calls, only their own record is read or
 * changed, whatever the body says.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { createDepartment } from '../../support/factories.ts';
import { png } from '../../support/png.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import {
  assertRefusedChangeNothing, assertTableShape, CALLERS, column as columnOf, describeMatrix, routeCoverage, signInCallers,
  type Caller, type Cell, type MatrixCall as Call, type Who,
} from '../../support/access-matrix.ts';

const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                                anon   ADMIN  SUPER  DEP_M  TEAM_L EMPL   READ_O
  ['GET    /profile',               '401', 'ok',  'ok',  'ok',  'ok',  'ok',  'ok'],
  ['PUT    /profile',               '401', 'ok',  'ok',  'ok',  'ok',  'ok',  '403'],
  ['POST   /profile/picture',       '401', 'ok',  'ok',  'ok',  'ok',  'ok',  '403'],
  ['DELETE /profile/picture',       '401', 'ok',  'ok',  'ok',  'ok',  'ok',  '403'],
];

type Build = (caller: Caller) => Promise<Call>;
let t: TestApp;
let callers: Map<Who, Caller>;

async function multipartPicture(): Promise<{ headers: Record<string, string>; payload: Buffer }> {
  const form = new FormData();
  form.append('picture', new Blob([new Uint8Array(png([200, 10, 10, 255], { width: 2, height: 2 }))], { type: 'image/png' }), 'me.png');
  const req = new Request('http://x/', { method: 'POST', body: form });
  return { headers: { 'content-type': req.headers.get('content-type')! }, payload: Buffer.from(await req.arrayBuffer()) };
}

const req = (method: InjectOptions['method'], url: string, ok: readonly number[], payload?: unknown): Call =>
  ({ request: { method, url: `/api${url}`, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) }, ok });

const CALLS: Record<string, Build> = {
  'GET    /profile': async () => req('GET', '/profile', [200]),
  'PUT    /profile': async (c) => req('PUT', '/profile', [204], { phone: `+351 91 000 ${String(c.employeeId).padStart(4, '0')}`, language: 'pt' }),
  'POST   /profile/picture': async () => ({ request: { method: 'POST', url: '/api/profile/picture', ...(await multipartPicture()) }, ok: [204] }),
  'DELETE /profile/picture': async () => req('DELETE', '/profile/picture', [204]),
};

const send = (caller: Caller, call: Call) => t.request({ ...call.request, token: caller.token });
const snapshot = async () => JSON.stringify(await Promise.all([
  t.db.selectFrom('employees').selectAll().orderBy('id').execute(),
  t.db.selectFrom('addresses').selectAll().orderBy('id').execute(),
  t.db.selectFrom('stored_files').select(['id', 'sha256']).orderBy('id').execute(),
]));

before(async () => {
  t = await startTestApp();
  const department = await createDepartment(t.db);
  callers = await signInCallers(t, { departmentId: department.id, anonymous: { accountId: 0, employeeId: 0 } });
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a way to call it, and every call has a row', () => {
    assertTableShape(MATRIX, CALLS);
  });

  test('covers every profile route that /api/openapi.json documents', async () => {
    const { documented, covered } = await routeCoverage(t, MATRIX, {
      normal: (method, path) => `${method} ${path.replace(/\{[a-zA-Z0-9]+\}/g, '{}')}`,
      include: (_key, tags) => tags.includes('profile'),
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [], 'documented routes without a row');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });

  test('READ_ONLY reads their profile and changes nothing of it', () => {
    for (const row of MATRIX) assert.equal(row[columnOf('READ_ONLY')] === 'ok', row[0].startsWith('GET'), row[0]);
  });
});

describe('role × endpoint', () => {
  describeMatrix(MATRIX, async (endpoint, who) => {
    const caller = callers.get(who)!;
    const call = await CALLS[endpoint](caller);
    return { res: await send(caller, call), ok: call.ok };
  });
});

describe('only one\'s own record', () => {
  for (const who of CALLERS.filter((w) => w !== 'anonymous')) {
    test(`${who} reads their own employee record and is told whether they may change it`, async () => {
      const caller = callers.get(who)!;
      const res = await t.request({ method: 'GET', url: '/api/profile', token: caller.token });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().employeeId, caller.employeeId);
      assert.equal(res.json().editable, who !== 'READ_ONLY');
    });
  }

  test('a change through /profile touches the caller\'s row and no other, whatever id the body names', async () => {
    const caller = callers.get('EMPLOYEE')!;
    const other = callers.get('TEAM_LEADER')!;
    const before = await t.db.selectFrom('employees').select(['id', 'phone']).where('id', '<>', caller.employeeId).orderBy('id').execute();
    for (const body of [{ id: other.employeeId, phone: '+1 555 0101' }, { employeeId: other.employeeId, phone: '+1 555 0101' }]) {
      const res = await t.request({ method: 'PUT', url: '/api/profile', token: caller.token, payload: body });
      assert.equal(res.statusCode, 400, res.body);
    }
    const ok = await t.request({ method: 'PUT', url: '/api/profile', token: caller.token, payload: { phone: '+1 555 0199' } });
    assert.equal(ok.statusCode, 204, ok.body);
    const after = await t.db.selectFrom('employees').select(['id', 'phone']).where('id', '<>', caller.employeeId).orderBy('id').execute();
    assert.deepEqual(after, before);
    const mine = await t.db.selectFrom('employees').select('phone').where('id', '=', caller.employeeId).executeTakeFirstOrThrow();
    assert.equal(mine.phone, '+1 555 0199');
  });

  test('there is no route to another employee\'s profile', async () => {
    const other = callers.get('TEAM_LEADER')!;
    for (const [method, url] of [['GET', `/api/profile/${other.employeeId}`], ['PUT', `/api/profile/${other.employeeId}`],
      ['DELETE', `/api/profile/${other.employeeId}/picture`]] as const) {
      const res = await t.request({ method, url, token: callers.get('ADMIN')!.token });
      assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
    }
  });
});

describe('denied writes change nothing', () => {
  for (const who of CALLERS) {
    test(`${who}: every refused write leaves the employees, addresses and stored files as they were`, async () => {
      const caller = callers.get(who)!;
      const prepare = async (endpoint: string) => {
        const call = await CALLS[endpoint](caller);
        return () => send(caller, call);
      };
      const writes = MATRIX.filter(([e]) => !e.startsWith('GET'));
      for (const status of ['401', '403', '404'] as const) {
        const refused = writes.filter((row) => row[columnOf(who)] === status).map(([e]) => e);
        if (refused.length) await assertRefusedChangeNothing(refused, Number(status), prepare, snapshot);
      }
    });
  }
});
