/**
 * The permission matrix of notifications (issue #17): every notification route × every role (and anonymous).
 *
 * Written by hand: the policies are reference data every signed-in role reads (POLICIES_READ) and only administrators
 * switch (POLICIES_WRITE). The inbox and the mail preferences are the caller's own, for every signed-in account,
 * READ_ONLY included: reading, marking read and choosing mail change no company data. Another account's notification
 * is 404 to everyone, administrators included.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { notify } from '../../../api/src/notifications/notification.service.ts';
import { createDepartment } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import {
  assertRefusedChangeNothing, assertTableShape, CALLERS, column as columnOf, describeMatrix, routeCoverage, signInCallers,
  type Caller, type Cell, type MatrixCall as Call, type Who,
} from '../../support/access-matrix.ts';

const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                                              anon   ADMIN  SUPER  DEP_M  TEAM_L EMPL   READ_O
  ['GET    /notification-policies',               '401', 'ok',  'ok',  'ok',  'ok',  'ok',  'ok'],
  ['POST   /notification-policies',               '401', 'ok',  'ok',  '403', '403', '403', '403'],
  ['POST   /notification-policies/{id}/enable',   '401', 'ok',  'ok',  '403', '403', '403', '403'],
  ['POST   /notification-policies/{id}/disable',  '401', 'ok',  'ok',  '403', '403', '403', '403'],
  ['GET    /notifications',                       '401', 'ok',  'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /notifications/count',                 '401', 'ok',  'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /notifications/{own}',                 '401', 'ok',  'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /notifications/{other}',               '401', '404', '404', '404', '404', '404', '404'],
  ['POST   /notifications/read',                  '401', 'ok',  'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /notification-preferences',            '401', 'ok',  'ok',  'ok',  'ok',  'ok',  'ok'],
  ['PUT    /notification-preferences',            '401', 'ok',  'ok',  'ok',  'ok',  'ok',  'ok'],
];

type Build = (caller: Caller) => Promise<Call>;
let t: TestApp;
let callers: Map<Who, Caller>;
let stranger: number;

const req = (method: InjectOptions['method'], url: string, ok: readonly number[], payload?: unknown): Call =>
  ({ request: { method, url: `/api${url}`, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) }, ok });
/** A notification stored for the account (a role given to it by nobody in particular). */
async function notificationOf(accountId: number): Promise<number> {
  const batch = await notify(t.db, { type: 'ROLE_DELEGATION', accountIds: [accountId], params: { roleName: 'EMPLOYEE' }, actorAccountId: null, now: new Date() });
  return batch.notifications[0]?.id ?? 999_999;
}

// NEW_UPDATE (8) has no producer: switching it touches nothing else of the file.
const CALLS: Record<string, Build> = {
  'GET    /notification-policies': async () => req('GET', '/notification-policies', [200]),
  'POST   /notification-policies': async () => req('POST', '/notification-policies', [201], { type: 'NEW_UPDATE' }),
  'POST   /notification-policies/{id}/enable': async () => req('POST', '/notification-policies/8/enable', [204]),
  'POST   /notification-policies/{id}/disable': async () => req('POST', '/notification-policies/8/disable', [204]),
  'GET    /notifications': async () => req('GET', '/notifications', [200, 204]),
  'GET    /notifications/count': async () => req('GET', '/notifications/count', [200]),
  'GET    /notifications/{own}': async (c) => req('GET', `/notifications/${await notificationOf(c.accountId)}`, [200]),
  'GET    /notifications/{other}': async () => req('GET', `/notifications/${await notificationOf(stranger)}`, [200]),
  'POST   /notifications/read': async (c) => req('POST', '/notifications/read', [204], { ids: [await notificationOf(c.accountId)] }),
  'GET    /notification-preferences': async () => req('GET', '/notification-preferences', [200]),
  'PUT    /notification-preferences': async () => req('PUT', '/notification-preferences', [204], { type: 'SCHEDULE_CHANGE', mail: true }),
};

const send = (caller: Caller, call: Call) => t.request({ ...call.request, token: caller.token });
const snapshot = async () => JSON.stringify(await Promise.all([
  t.db.selectFrom('notification_policies').selectAll().orderBy('id').execute(),
  t.db.selectFrom('notifications').select(['id', 'read_at']).orderBy('id').execute(),
  t.db.selectFrom('notification_preferences').selectAll().orderBy('account_id').orderBy('type').execute(),
]));

before(async () => {
  t = await startTestApp();
  const department = await createDepartment(t.db);
  callers = await signInCallers(t, { departmentId: department.id, anonymous: { accountId: 0, employeeId: 0 } });
  stranger = (await t.signedIn(['EMPLOYEE'])).accountId;
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a way to call it, and every call has a row', () => {
    assertTableShape(MATRIX, CALLS);
  });

  test('covers every notification route that /api/openapi.json documents', async () => {
    const { documented, covered } = await routeCoverage(t, MATRIX, {
      normal: (method, path) => `${method} ${path.replace(/\{[a-zA-Z0-9]+\}/g, '{}')}`,
      include: (_key, tags) => tags.includes('notifications') || tags.includes('notification policies'),
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [], 'documented routes without a row');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });

  test('READ_ONLY has the same inbox as everyone and switches no policy', () => {
    for (const row of MATRIX) {
      const policyWrite = row[0].startsWith('POST   /notification-policies');
      assert.equal(row[columnOf('READ_ONLY')] === 'ok', !policyWrite && !row[0].includes('{other}'), row[0]);
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
    test(`${who}: every refused write leaves the policies, the inbox and the preferences as they were`, async () => {
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
