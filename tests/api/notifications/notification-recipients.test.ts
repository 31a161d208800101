/**
 * Who is notified of what (core §6, extended §7; issue #17): an absence request and a schedule change reach the
 * administrators and the managers of the employee's department — not another department's manager, not the employee,
 * never the actor; a role given reaches the account that received it; insurance ending reaches administrators and the
 * managers of the covered people, the subscription ending administrators only, each once per item and end date
 * however often the daily job runs; a disabled policy produces nothing. Live events go out after the commit.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addDays, weekdayOf } from '../../../domain/schedule.ts';
import { buildApp } from '../../../api/src/app.ts';
import { createLiveBus, type LiveEvent } from '../../../api/src/platform/live/live-bus.ts';
import { runExpiryNotices, runUpdateNotice } from '../../../api/src/notifications/notification.jobs.ts';
import { companyToday } from '../../../api/src/schedules/assignment.repository.ts';
import type { AppContext } from '../../../api/src/platform/context.ts';
import { createDepartment, createEmployee, makeManagerOf, unique } from '../../support/factories.ts';
import { http } from '../../support/http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

type Account = { token: string; accountId: number; employeeId: number | null };
let t: TestApp;
let admin: Account;
let superAdmin: Account;
let managerA: Account;
let managerB: Account;
let worker: Account;
let readOnly: Account;
let leader: Account;
let depA: number;
const { post, put } = http(() => t, () => admin.token);

/** Every request of this file takes the next working day: none overlaps another. */
let cursor = '2031-03-02';
function nextDay(): string {
  do cursor = addDays(cursor, 1); while (weekdayOf(cursor) % 6 === 0);
  return cursor;
}

/** The accounts holding a notification of `type` whose parameters include `match`, with their links. */
async function reached(type: string, match: Record<string, unknown>) {
  const rows = await t.db.selectFrom('notifications').select(['account_id', 'link', 'params']).where('type', '=', type).orderBy('id').execute();
  return new Map(rows.filter((r) => Object.entries(match).every(([k, v]) => r.params[k] === v)).map((r) => [r.account_id, r.link]));
}
const mine = (accounts: Account[]) => accounts.map((a) => a.accountId);
/** Which of the file's accounts were reached, by name. */
function who(map: Map<number, string | null>) {
  const names: Record<string, Account> = { admin, superAdmin, managerA, managerB, worker, readOnly, leader };
  return Object.entries(names).filter(([, a]) => map.has(a.accountId)).map(([n]) => n).sort();
}

async function requestAbsence(token: string, requesterId?: number) {
  const d = nextDay();
  const res = await post('/api/absence-requests/', { ...(requesterId ? { requesterId } : {}), absenceTypeId: 1, periods: [{ validFrom: d, validTo: d }] }, token);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id as number;
}

before(async () => {
  t = await startTestApp();
  depA = (await createDepartment(t.db)).id;
  const depB = (await createDepartment(t.db)).id;
  admin = await t.signedIn(['ADMIN']);
  superAdmin = await t.signedIn(['SUPER_ADMIN']);
  readOnly = await t.signedIn(['READ_ONLY']);
  managerA = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: depA });
  await makeManagerOf(t.db, managerA.employeeId!, depA);
  managerB = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: depB });
  await makeManagerOf(t.db, managerB.employeeId!, depB);
  worker = await t.signedIn(['EMPLOYEE'], { departmentId: depA });
  leader = await t.signedIn(['TEAM_LEADER'], { departmentId: depA });
});
after(async () => { await t?.close(); });

describe('an absence request', () => {
  test('reaches the administrators (/absences) and the managers of the requester\'s department (/dep-absences), no one else', async () => {
    const id = await requestAbsence(worker.token);
    const map = await reached('ABSENCE_REQUEST', { requestId: id });
    assert.deepEqual(who(map), ['admin', 'managerA', 'superAdmin']);
    assert.equal(map.get(admin.accountId), '/absences');
    assert.equal(map.get(managerA.accountId), '/dep-absences');
  });

  test('never reaches the one who made it: an administrator recording it for someone, a manager requesting their own', async () => {
    const byAdmin = await reached('ABSENCE_REQUEST', { requestId: await requestAbsence(admin.token, worker.employeeId!) });
    assert.deepEqual(who(byAdmin), ['managerA', 'superAdmin']);
    const own = await reached('ABSENCE_REQUEST', { requestId: await requestAbsence(managerA.token) });
    assert.deepEqual(who(own), ['admin', 'superAdmin']);
  });

  test('a disabled policy produces none, and enabling it again produces them again', async () => {
    assert.equal((await post('/api/notification-policies/1/disable', {})).statusCode, 204);
    try {
      const silent = await requestAbsence(worker.token);
      assert.equal((await reached('ABSENCE_REQUEST', { requestId: silent })).size, 0);
    } finally {
      assert.equal((await post('/api/notification-policies/1/enable', {})).statusCode, 204);
    }
    assert.deepEqual(who(await reached('ABSENCE_REQUEST', { requestId: await requestAbsence(worker.token) })), ['admin', 'managerA', 'superAdmin']);
  });

  test('a refused request (a day already requested) stores no notification', async () => {
    const before = await t.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const d = nextDay();
    assert.equal((await post('/api/absence-requests/', { absenceTypeId: 1, periods: [{ validFrom: d, validTo: d }] }, worker.token)).statusCode, 201);
    const clash = await post('/api/absence-requests/', { absenceTypeId: 1, periods: [{ validFrom: d, validTo: d }] }, worker.token);
    assert.equal(clash.statusCode, 409, clash.body);
    const after_ = await t.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(after_.n) - Number(before.n), 3, 'the first request only: two administrators and the manager');
  });
});

describe('a schedule change', () => {
  test('reaches the administrators and the manager of the employee\'s department, not the actor, not the employee', async () => {
    const office = { type: 'FIXED', dayStart: '09:00', dayEnd: '17:00', breakDuration: 60 };
    const days = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...(weekday % 6 === 0 ? { type: 'REST' } : office) }));
    const schedule = await post('/api/schedules', { name: `Office ${unique()}`, days });
    assert.equal(schedule.statusCode, 201, schedule.body);
    const res = await post(`/api/employees/${worker.employeeId}/schedules`, { scheduleId: schedule.json().id, validFrom: '2031-01-06' });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(Object.keys(res.json()).sort(), ['assignment', 'ended'], 'the answer is unchanged');
    const map = await reached('SCHEDULE_CHANGE', { assignmentId: res.json().assignment.id });
    assert.deepEqual(who(map), ['managerA', 'superAdmin']);
    assert.equal(map.get(managerA.accountId), `/dep-employees/${worker.employeeId}`);
    assert.equal(map.get(superAdmin.accountId), `/company/employees/${worker.employeeId}`);
  });
});

describe('a role given', () => {
  test('reaches the account that received it, once per role gained, through the account form or the role\'s holders', async () => {
    const someone = await t.signedIn(['EMPLOYEE']);
    const edit = await put(`/api/accounts/${someone.accountId}`, { roles: [{ name: 'EMPLOYEE' }, { name: 'TEAM_LEADER' }] });
    assert.equal(edit.statusCode, 204, edit.body);
    const gained = await t.db.selectFrom('notifications').select(['account_id', 'params']).where('type', '=', 'ROLE_DELEGATION').execute();
    assert.deepEqual(gained.map((g) => [g.account_id, g.params.roleName]), [[someone.accountId, 'TEAM_LEADER']], 'the kept role is not news');

    const role = await post('/api/roles', { name: `Auditors ${unique()}`, permissions: [] });
    assert.equal(role.statusCode, 201, role.body);
    const holders = await put(`/api/permissions/${role.json().id}/accounts`, { accountIds: [someone.accountId, admin.accountId] });
    assert.equal(holders.statusCode, 204, holders.body);
    const map = await reached('ROLE_DELEGATION', { roleId: role.json().id });
    assert.deepEqual([...map.keys()], [someone.accountId], 'the administrator who gave it to themself is not told');
    assert.equal(map.get(someone.accountId), '/account/user');
    // The same holders again: nobody gained anything.
    await put(`/api/permissions/${role.json().id}/accounts`, { accountIds: [someone.accountId, admin.accountId] });
    assert.equal((await reached('ROLE_DELEGATION', { roleId: role.json().id })).size, 1);
  });
});

describe('the daily look ahead', () => {
  const ctxOf = () => ({ db: t.db, now: () => new Date(Date.now() + t.clock.offsetMs), config: { publicUrl: 'http://pontual.test' }, live: { publish() {} }, mailer: { send: async () => {} } }) as unknown as AppContext;

  test('insurance ending within 30 days reaches administrators and the managers of those it covers, once per insurance and end date', async () => {
    const today = await companyToday(t.db, new Date());
    const soon = await t.db.insertInto('insurance').values({ name: `Health ${unique()}`, type: 'health_insurance', valid_to: addDays(today, 10) }).returning('id').executeTakeFirstOrThrow();
    const later = await t.db.insertInto('insurance').values({ name: `Life ${unique()}`, type: 'work_insurance', valid_to: addDays(today, 60) }).returning('id').executeTakeFirstOrThrow();
    const covered = await createEmployee(t.db, { department_id: depA });
    await t.db.insertInto('employee_insurance').values([{ insurance_id: soon.id, employee_id: covered.id }, { insurance_id: later.id, employee_id: covered.id }]).execute();

    await runExpiryNotices(ctxOf());
    const map = await reached('INSURANCE_EXPIRY', { insuranceId: soon.id });
    assert.deepEqual(who(map), ['admin', 'managerA', 'superAdmin']);
    assert.equal(map.get(managerA.accountId), `/dep-employees/${covered.id}`);
    assert.equal((await reached('INSURANCE_EXPIRY', { insuranceId: later.id })).size, 0, 'two months ahead is not yet news');

    await runExpiryNotices(ctxOf());
    t.clock.offsetMs = 24 * 3600_000;
    try { await runExpiryNotices(ctxOf()); } finally { t.clock.offsetMs = 0; }
    const count = await t.db.selectFrom('notifications').select('params').where('type', '=', 'INSURANCE_EXPIRY').execute();
    assert.equal(count.filter((r) => r.params.insuranceId === soon.id).length, 3, 'the same day again, and the next day: nothing new');

    await t.db.updateTable('insurance').set({ valid_to: addDays(today, 20) }).where('id', '=', soon.id).execute();
    await runExpiryNotices(ctxOf());
    const rows = await t.db.selectFrom('notifications').select('params').where('type', '=', 'INSURANCE_EXPIRY').execute();
    assert.deepEqual(rows.filter((r) => r.params.insuranceId === soon.id).map((r) => r.params.date).sort(),
      [...Array(3).fill(addDays(today, 10)), ...Array(3).fill(addDays(today, 20))], 'a new end date is announced again');
  });

  test('the subscription ending reaches administrators only, once per end date', async () => {
    const today = await companyToday(t.db, new Date());
    const end = addDays(today, 5);
    await t.db.updateTable('company').set({ subscription_end: end }).execute();
    await runExpiryNotices(ctxOf());
    await runExpiryNotices(ctxOf());
    const map = await reached('SUBSCRIPTION_EXPIRY', { date: end });
    assert.deepEqual(who(map), ['admin', 'superAdmin']);
    assert.equal(map.get(admin.accountId), '/company/data');
  });

  test('a disabled policy announces nothing, and claims nothing: enabled again, the next run announces it', async () => {
    const today = await companyToday(t.db, new Date());
    const end = addDays(today, 7);
    await t.db.updateTable('company').set({ subscription_end: end }).execute();
    assert.equal((await post('/api/notification-policies/4/disable', {})).statusCode, 204);
    await runExpiryNotices(ctxOf());
    assert.equal((await reached('SUBSCRIPTION_EXPIRY', { date: end })).size, 0);
    assert.equal((await post('/api/notification-policies/4/enable', {})).statusCode, 204);
    await runExpiryNotices(ctxOf());
    assert.equal((await reached('SUBSCRIPTION_EXPIRY', { date: end })).size, 2);
  });

  test('a new version is announced once to administrators and department managers; the first one an installation runs is not news', async () => {
    await runUpdateNotice(ctxOf(), '9.0.0');
    assert.equal((await reached('NEW_UPDATE', { version: '9.0.0' })).size, 0, 'the version installed first: recorded, not announced');
    await runUpdateNotice(ctxOf(), '9.1.0');
    await runUpdateNotice(ctxOf(), '9.1.0');
    const map = await reached('NEW_UPDATE', { version: '9.1.0' });
    assert.deepEqual(who(map), ['admin', 'managerA', 'managerB', 'superAdmin']);
    const rows = await t.db.selectFrom('notifications').select('id').where('type', '=', 'NEW_UPDATE').execute();
    assert.equal(rows.length, 4, 'the hourly job run again announces nothing twice');
  });
});

describe('live events', () => {
  test('one per stored notification after the commit, and a pending event when a request is made, decided or cancelled', async () => {
    const live = createLiveBus();
    const events: LiveEvent[] = [];
    live.subscribe((e) => { events.push(e); });
    const app = await buildApp({ db: t.db, config: { dataDir: t.dataDir, jwtSecret: undefined }, live });
    try {
      const d = nextDay();
      const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
        app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
      const made = await send('POST', '/api/absence-requests/', worker.token, { absenceTypeId: 1, periods: [{ validFrom: d, validTo: d }] });
      assert.equal(made.statusCode, 201, made.body);
      const id = made.json().id;
      const stored = await t.db.selectFrom('notifications').select(['id', 'account_id']).where('type', '=', 'ABSENCE_REQUEST')
        .where((eb) => eb(eb.ref('params', '->>').key('requestId' as never), '=', String(id))).orderBy('id').execute();
      assert.equal(stored.length, 3);
      assert.deepEqual(events.filter((e) => e.kind === 'notification'),
        stored.map((s) => ({ kind: 'notification', accountIds: [s.account_id], notificationId: s.id })));
      const pending = { kind: 'pending', employeeId: worker.employeeId, departmentId: depA };
      assert.deepEqual(events.filter((e) => e.kind === 'pending'), [pending]);
      assert.equal((await send('PUT', `/api/absence-requests/${id}`, managerA.token, { managerStatus: 'APPROVED' })).statusCode, 204);
      assert.equal((await send('DELETE', `/api/absence-requests/${id}`, worker.token)).statusCode, 204);
      assert.deepEqual(events.filter((e) => e.kind === 'pending'), [pending, pending, pending]);
      assert.deepEqual(mine([worker]).filter((a) => stored.some((s) => s.account_id === a)), [], 'not the requester');
    } finally {
      await app.close();
      await live.close();
    }
  });

});
