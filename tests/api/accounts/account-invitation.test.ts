/**
 * Issue #11: a new employee who may sign in gets an account and an invitation, in the same transaction; the mailed
 * link sets the first password once and signs in; an account made without a password is invited too, and can be
 * invited again until it chooses one. Refusals carry catalogued codes and name their field.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { backgroundMailSettled } from '../../../api/src/platform/mailer.ts';
import { createAccount, createEmployee, PASSWORD, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
before(async () => {
  t = await startTestApp();
  admin = (await t.signedIn(['ADMIN'])).token;
});
after(async () => { await t.close(); });

const NEW_PASSWORD = 'Chosen#2026';
const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token: string | undefined = admin) =>
  t.request({ method, url: `/api${url}`, payload, token });

/** The invitation tokens mailed to `to`, oldest first (the outbox holds .eml files, quoted-printable). */
async function invitationsTo(to: string): Promise<string[]> {
  await backgroundMailSettled();
  const dir = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).sort().filter((f) => f.includes(to)).map((f) => {
    const mail = fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return /pages\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  }).filter((x): x is string => !!x);
}

const accept = (token: string, newPassword = NEW_PASSWORD) => api('POST', '/login/invitation', { token, newPassword }, undefined);
const accountOf = async (employeeId: number) => (await api('GET', `/employees/accounts?employeeId=${employeeId}`)).json();
const countEmployeesNamed = async (name: string) =>
  (await t.db.selectFrom('employees').select((eb) => eb.fn.countAll<number>().as('n')).where('name', '=', name).executeTakeFirstOrThrow()).n;

describe('a new employee who may sign in', () => {
  test('gets an account (username = e-mail) and a mailed invitation, and is enabled at once', async () => {
    const email = `hire-${unique()}@test.test`;
    const res = await api('POST', '/employees', { name: 'Hired Person', email, loginEnabled: true });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().enabled, true, 'listed under Enabled');
    const account = await accountOf(res.json().id);
    assert.equal(account.username, email);
    assert.equal(account.invitationPending, true);
    assert.deepEqual(account.roles.map((r: { name: string }) => r.name), ['EMPLOYEE']);
    assert.equal((await invitationsTo(email)).length, 1);
    // No password works before the invitation is accepted, not even the demo one.
    assert.equal((await api('POST', '/login', { username: email, password: PASSWORD }, undefined)).statusCode, 401);
  });

  test('without an e-mail address signs in by employee number, invited at the personal address', async () => {
    const personal = `home-${unique()}@test.test`;
    const number = `N${unique()}`.slice(0, 12);
    const res = await api('POST', '/employees', { name: 'No Work Mail', personalEmail: personal, employeeNumber: number, loginEnabled: true });
    assert.equal(res.statusCode, 201, res.body);
    const account = await accountOf(res.json().id);
    assert.equal(account.username, null);
    assert.equal(account.employeeCode, number);
    const [token] = await invitationsTo(personal);
    assert.equal((await accept(token)).statusCode, 200);
    assert.equal(typeof await t.login(number, NEW_PASSWORD), 'string');
  });

  test('without "may sign in" gets no account', async () => {
    const res = await api('POST', '/employees', { name: 'Kiosk Only', email: `k-${unique()}@test.test`, loginEnabled: false });
    assert.equal(res.statusCode, 201);
    assert.equal((await api('GET', `/employees/accounts?employeeId=${res.json().id}`)).statusCode, 404);
  });

  test('is not created at all when the account cannot be: taken username, or nowhere to send the invitation', async () => {
    const taken = `taken-${unique()}@test.test`;
    await createAccount(t.db, { username: taken }); // an account whose own employee has another address
    const name = `Atomic ${unique()}`;
    const clash = await api('POST', '/employees', { name, email: taken, loginEnabled: true });
    assert.equal(clash.statusCode, 409);
    assert.equal(clash.json().code, 'USERNAME_TAKEN');
    assert.equal(clash.json().subErrors[0].field, 'email');
    const nowhere = await api('POST', '/employees', { name, employeeNumber: `Z${unique()}`.slice(0, 12), loginEnabled: true });
    assert.equal(nowhere.statusCode, 400);
    assert.equal(nowhere.json().code, 'INVITATION_NO_ADDRESS');
    assert.equal(nowhere.json().subErrors[0].field, 'email');
    const translated = await t.request({ method: 'POST', url: '/api/employees', token: admin, headers: { 'accept-language': 'pt' }, payload: { name, loginEnabled: true } });
    assert.equal(translated.json().message, 'O convite precisa de um endereço de e-mail para onde ser enviado');
    assert.equal(await countEmployeesNamed(name), 0, 'the employee row was rolled back with the account');
  });
});

describe('the invitation', () => {
  test('sets the first password once, signs the person in, and then no longer works', async () => {
    const email = `once-${unique()}@test.test`;
    await api('POST', '/employees', { name: 'Once Only', email, loginEnabled: true });
    const [token] = await invitationsTo(email);
    const weak = await accept(token, 'short');
    assert.equal(weak.statusCode, 400);
    assert.equal(weak.json().code, 'PASSWORD_POLICY');
    assert.equal(weak.json().subErrors[0].field, 'newPassword');
    const ok = await accept(token);
    assert.equal(ok.statusCode, 200, ok.body);
    const me = await api('GET', `/accounts/${ok.json().accountId}`, undefined, ok.json().token);
    assert.equal(me.statusCode, 200, 'the answer is a working session');
    assert.equal(me.json().invitationPending, false);
    const again = await accept(token, 'Another#2026');
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().code, 'INVITATION_INVALID');
    assert.equal(again.json().subErrors[0].field, 'token');
    assert.equal(typeof await t.login(email, NEW_PASSWORD), 'string');
  });

  test('expires after 7 days', async () => {
    const email = `late-${unique()}@test.test`;
    await api('POST', '/employees', { name: 'Too Late', email, loginEnabled: true });
    const [token] = await invitationsTo(email);
    t.clock.offsetMs = 7 * 24 * 3600_000 + 60_000;
    try {
      const res = await accept(token);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().code, 'INVITATION_INVALID');
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  test('refuses bad input naming the field', async () => {
    const missing = await api('POST', '/login/invitation', { newPassword: NEW_PASSWORD }, undefined);
    assert.equal(missing.statusCode, 400);
    assert.match(JSON.stringify(missing.json().subErrors), /token/);
    const unknown = await api('POST', '/login/invitation', { token: 'x', newPassword: NEW_PASSWORD, admin: true }, undefined);
    assert.equal(unknown.statusCode, 400);
    assert.match(JSON.stringify(unknown.json().subErrors), /admin/);
    const wrong = await accept('not-a-real-token');
    assert.equal(wrong.json().code, 'INVITATION_INVALID');
  });
});

describe('accounts made by an administrator', () => {
  test('"New account" without a password invites the employee; sending again voids the first link', async () => {
    const email = `later-${unique()}@test.test`;
    const employee = await createEmployee(t.db, { email });
    const res = await api('POST', '/accounts', { username: email, employeeId: employee.id, roles: [{ name: 'TEAM_LEADER' }] });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().invitationPending, true);
    const [first] = await invitationsTo(email);
    assert.ok(first);
    assert.equal((await api('POST', `/accounts/${res.json().id}/invitation`)).statusCode, 204);
    const [, second] = await invitationsTo(email);
    assert.equal((await accept(first)).json().code, 'INVITATION_INVALID');
    assert.equal((await accept(second)).statusCode, 200);
    const done = await api('POST', `/accounts/${res.json().id}/invitation`);
    assert.equal(done.statusCode, 409);
    assert.equal(done.json().code, 'INVITATION_NOT_PENDING');
  });

  test('an account with a password is not invited, and shows no pending invitation', async () => {
    const res = await api('POST', '/accounts', { username: `pw-${unique()}@test.test`, password: NEW_PASSWORD });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().invitationPending, false);
    assert.equal((await invitationsTo(res.json().username)).length, 0);
  });

  test('a leaver\'s account says since when the employment has ended', async () => {
    const employee = await createEmployee(t.db, { end_date: '2020-01-31' });
    const account = await createAccount(t.db, { employeeId: employee.id });
    const dto = (await api('GET', `/accounts/${account.id}`)).json();
    assert.equal(dto.isEnabled, true, 'the flag stays as the administrator set it');
    assert.equal(dto.employmentEndedOn, '2020-01-31');
    const current = await createAccount(t.db);
    assert.equal((await api('GET', `/accounts/${current.id}`)).json().employmentEndedOn, null);
  });
});
