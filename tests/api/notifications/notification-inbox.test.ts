/**
 * The inbox of the signed-in account (issue #17): newest first with the API's paging, unread only on demand, the
 * unread count, title and body in the caller's Accept-Language (en, pt, fr) with dates DD/MM/YYYY, another account's
 * notification hidden (404), marking some or all read, the policies' fixed ids, the mail preference (off by default)
 * sending a mail to the outbox in the recipient's language after the change, and bad input refused naming its field.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { notify } from '../../../api/src/notifications/notification.service.ts';
import { backgroundMailSettled } from '../../../api/src/platform/mailer.ts';
import { createDepartment, makeManagerOf } from '../../support/factories.ts';
import { http, type RefusalCase } from '../../support/http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

type Account = { token: string; accountId: number; employeeId: number | null };
let t: TestApp;
let admin: Account;
let me: Account;
let other: Account;
const { get, post, put, call, list, refuseAll } = http(() => t, () => me.token);

/** Stores an absence-request notification for `accountId` (as the absences domain would), `at` the given time. */
async function notice(accountId: number, employeeName: string, at = new Date()) {
  const batch = await notify(t.db, {
    type: 'ROLE_DELEGATION', accountIds: [accountId], params: { roleName: employeeName }, actorAccountId: null, now: at, link: '/account/user',
  });
  return batch.notifications[0].id;
}
const inbox = (query = '', token = me.token) => list<{ id: number; title: string; body: string; readAt: string | null }>(`/api/notifications${query}`, token);
const unread = async (token = me.token) => (await get('/api/notifications/count', token)).json().count as number;

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  me = await t.signedIn(['READ_ONLY']);
  other = await t.signedIn(['EMPLOYEE']);
});
after(async () => { await t?.close(); });

describe('the inbox', () => {
  test('newest first, paged as every list, with the unread count; unreadOnly keeps the unread', async () => {
    assert.equal((await get('/api/notifications')).statusCode, 204, 'an empty inbox is an empty list');
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await notice(me.accountId, `R${i}`, new Date(Date.UTC(2030, 0, 1 + i))));
    const page = (await get('/api/notifications?page=1&size=2')).json();
    assert.deepEqual(page.page, { number: 1, size: 2, totalElements: 5, totalPages: 3 });
    assert.deepEqual(page.content.map((n: { id: number }) => n.id), [ids[2], ids[1]]);
    assert.deepEqual((await inbox()).map((n) => n.id), [...ids].reverse());
    assert.equal(await unread(), 5);

    assert.equal((await post('/api/notifications/read', { ids: [ids[4], ids[3]] })).statusCode, 204);
    assert.equal(await unread(), 3);
    assert.deepEqual((await inbox('?unreadOnly=true')).map((n) => n.id), [ids[2], ids[1], ids[0]]);
    const read = (await get(`/api/notifications/${ids[4]}`)).json();
    assert.ok(read.readAt && !Number.isNaN(Date.parse(read.readAt)));
    assert.deepEqual(Object.keys(read).sort(), ['body', 'createdAt', 'id', 'link', 'params', 'readAt', 'title', 'type']);
    assert.equal(read.createdAt, '2030-01-05T00:00:00.000Z');

    assert.equal((await call('POST', '/api/notifications/read')).statusCode, 204, 'no body: all of them');
    assert.equal(await unread(), 0);
    assert.equal((await get('/api/notifications?unreadOnly=true')).statusCode, 204);
  });

  test('another account\'s notification is 404, and marking it read changes nothing', async () => {
    const theirs = await notice(other.accountId, 'X');
    const res = await get(`/api/notifications/${theirs}`);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().code, 'NOT_FOUND');
    assert.equal((await get(`/api/notifications/${theirs}`, admin.token)).statusCode, 404, 'administrators included');
    assert.equal((await post('/api/notifications/read', { ids: [theirs] })).statusCode, 204);
    assert.equal(await unread(other.token), 1);
    assert.deepEqual(await inbox(`?ids=${theirs}`), [], 'ids= reads only your own');
  });

  test('title and body in the caller\'s language, parameters filled, dates DD/MM/YYYY', async () => {
    const batch = await notify(t.db, {
      type: 'ABSENCE_REQUEST', accountIds: [], employeeId: null, departmentIds: [], actorAccountId: null, now: new Date(),
      params: { employeeName: 'Ana Lima', absenceType: 'Holidays', from: '2030-07-01', to: '2030-07-12' },
    });
    const id = batch.notifications.find((n) => n.accountId === admin.accountId)!.id;
    const texts = async (language: string) => {
      const res = await t.request({ method: 'GET', url: `/api/notifications/${id}`, token: admin.token, headers: { 'accept-language': language } });
      assert.equal(res.statusCode, 200, res.body);
      return [res.json().title, res.json().body];
    };
    assert.deepEqual(await texts('en-GB,en;q=0.8'), ['Absence request', 'Ana Lima requested Holidays from 01/07/2030 to 12/07/2030.']);
    assert.deepEqual(await texts('pt-PT'), ['Pedido de ausência', 'Ana Lima pediu Holidays de 01/07/2030 a 12/07/2030.']);
    assert.deepEqual(await texts('fr'), ['Demande d\'absence', 'Ana Lima a demandé Holidays du 01/07/2030 au 12/07/2030.']);
    assert.deepEqual(await texts('de'), ['Absence request', 'Ana Lima requested Holidays from 01/07/2030 to 12/07/2030.'], 'else English');
  });
});

describe('the policies', () => {
  test('the 8 types with their fixed ids; POST restores and enables a type under its own id (201)', async () => {
    const rows = (await get('/api/notification-policies', admin.token)).json().content;
    assert.deepEqual(rows.map((p: { id: number; type: string }) => [p.id, p.type]), [
      [1, 'ABSENCE_REQUEST'], [2, 'SALARY_REVIEW'], [3, 'SCHEDULE_CHANGE'], [4, 'SUBSCRIPTION_EXPIRY'],
      [5, 'INSURANCE_EXPIRY'], [6, 'ROLE_DELEGATION'], [7, 'OTP_CODE'], [8, 'NEW_UPDATE'],
    ]);
    assert.equal((await post('/api/notification-policies/7/disable', {}, admin.token)).statusCode, 204);
    assert.equal((await get('/api/notification-policies?ids=7', admin.token)).json().content[0].enabled, false);
    const restored = await post('/api/notification-policies', { type: 'OTP_CODE' }, admin.token);
    assert.equal(restored.statusCode, 201, restored.body);
    assert.deepEqual(restored.json(), { id: 7, type: 'OTP_CODE', enabled: true });
    assert.equal((await get('/api/notification-policies', admin.token)).json().content.length, 8);
    for (const verb of ['enable', 'disable']) {
      const res = await post(`/api/notification-policies/9/${verb}`, {}, admin.token);
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(res.json().message, 'Notification policy not found');
    }
  });
});

describe('mail preferences', () => {
  test('off for every type until chosen; chosen, the notification also goes by mail, in the recipient\'s language, after the change', async () => {
    const department = await createDepartment(t.db);
    const manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: department.id });
    await makeManagerOf(t.db, manager.employeeId!, department.id);
    await t.db.updateTable('employees').set({ language: 'pt' }).where('id', '=', manager.employeeId!).execute();
    const worker = await t.signedIn(['EMPLOYEE'], { departmentId: department.id });

    const prefs = (await get('/api/notification-preferences', manager.token)).json();
    assert.equal(prefs.length, 8);
    assert.ok(prefs.every((p: { mail: boolean }) => p.mail === false));
    assert.equal((await put('/api/notification-preferences', { type: 'ABSENCE_REQUEST', mail: true }, manager.token)).statusCode, 204);
    const after_ = (await get('/api/notification-preferences', manager.token)).json();
    assert.deepEqual(after_.filter((p: { mail: boolean }) => p.mail).map((p: { type: string }) => p.type), ['ABSENCE_REQUEST']);

    const outbox = path.join(t.dataDir, 'outbox');
    const before = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    const made = await post('/api/absence-requests/', { absenceTypeId: 1, periods: [{ validFrom: '2030-09-02', validTo: '2030-09-03' }] }, worker.token);
    assert.equal(made.statusCode, 201, made.body);
    await backgroundMailSettled();
    const sent = fs.readdirSync(outbox).filter((f) => !before.includes(f));
    const username = (await t.db.selectFrom('accounts').select('username').where('id', '=', manager.accountId).executeTakeFirstOrThrow()).username!;
    assert.deepEqual(sent.map((f) => f.endsWith(`-${username}.eml`)), [true], 'one mail, to the manager only (the administrator chose none)');
    const mail = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, sent[0]), 'utf8'));
    assert.match(mail, /pediu .* de 02\/09\/2030 a 03\/09\/2030\./);
    assert.match(mail, /\/dep-absences/);
  });
});

describe('bad input is refused naming the field, and changes nothing', () => {
  const state = async () => Promise.all([
    t.db.selectFrom('notification_preferences').selectAll().orderBy('account_id').orderBy('type').execute(),
    t.db.selectFrom('notifications').select(['id', 'read_at']).orderBy('id').execute(),
    t.db.selectFrom('notification_policies').selectAll().orderBy('id').execute(),
  ]);
  test('preferences', async (ctx) => {
    const cases: RefusalCase[] = [
      { label: 'an unknown type', body: { type: 'BIRTHDAY', mail: true }, field: 'type' },
      { label: 'mail as text', body: { type: 'OTP_CODE', mail: 'yes' }, field: 'mail' },
      { label: 'no mail', body: { type: 'OTP_CODE' }, field: 'mail' },
      { label: 'an unknown field', body: { type: 'OTP_CODE', mail: true, sms: true }, field: 'sms' },
    ];
    await refuseAll(ctx, 'PUT', '/api/notification-preferences', cases, state);
  });
  test('marking read', async (ctx) => {
    const cases: RefusalCase[] = [
      { label: 'ids as text', body: { ids: 'all' }, field: 'ids' },
      { label: 'an id of 0', body: { ids: [5, 0] }, field: 'ids[1]' },
      { label: 'an unknown field', body: { all: true }, field: 'all' },
    ];
    await refuseAll(ctx, 'POST', '/api/notifications/read', cases, state);
  });
  test('policies and lists', async () => {
    const bad = [
      [await post('/api/notification-policies', { type: 'BIRTHDAY' }, admin.token), 'type'],
      [await post('/api/notification-policies', {}, admin.token), 'type'],
      [await post('/api/notification-policies/abc/enable', {}, admin.token), 'id'],
      [await get('/api/notifications?unreadOnly=maybe'), 'unreadOnly'],
      [await get('/api/notifications?size=0'), 'size'],
      [await get('/api/notifications/0'), 'id'],
    ] as const;
    for (const [res, field] of bad) {
      assert.equal(res.statusCode, 400, `${field}: ${res.body}`);
      assert.ok(res.json().subErrors.some((s: { field: string }) => s.field === field), `${field}: ${res.body}`);
    }
  });
});

/** The text of an .eml whose parts are quoted-printable (nodemailer's choice for accented text). */
function decodeQuotedPrintable(eml: string): string {
  const bytes = eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
