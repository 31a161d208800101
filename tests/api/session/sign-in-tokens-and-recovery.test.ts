import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { backgroundMailSettled } from '../../../api/src/platform/mailer.ts';
import { createAccount, PASSWORD } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
before(async () => { t = await startTestApp(); });
after(async () => { await t.close(); });

const login = (payload: Record<string, string>) => t.request({ method: 'POST', url: '/api/login', payload });

describe('sign-in', () => {
  test('by e-mail with a form body, and by employee code with JSON', async () => {
    const account = await createAccount(t.db, { username: 'ana@test.test', employeeCode: 'X0042', roles: ['ADMIN'] });
    const form = await t.request({
      method: 'POST', url: '/api/login', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=${encodeURIComponent('ANA@test.test')}&password=${encodeURIComponent(PASSWORD)}`,
    });
    assert.equal(form.statusCode, 200);
    assert.equal(form.json().accountId, account.id);
    assert.deepEqual(form.json().roles, ['ADMIN']);
    const byCode = await login({ employeeCode: 'x0042', password: PASSWORD });
    assert.equal(byCode.statusCode, 200);
    const me = await t.request({ method: 'GET', url: `/api/accounts/${account.id}`, token: byCode.json().token });
    assert.equal(me.statusCode, 200);
    assert.equal(me.json().username, 'ana@test.test');
  });

  test('the token expires after 24 hours', async () => {
    const account = await createAccount(t.db);
    const res = await login({ username: account.username!, password: PASSWORD });
    const hours = (Date.parse(res.json().expiresAt) - Date.now()) / 3_600_000;
    assert.ok(hours > 23.9 && hours <= 24, `expires in ${hours} h`);
  });

  test('a wrong password and an unknown user get the same answer', async () => {
    const account = await createAccount(t.db);
    const wrong = await login({ username: account.username!, password: 'Wrong#2026' });
    const unknown = await login({ username: 'nobody@test.test', password: 'Wrong#2026' });
    assert.equal(wrong.statusCode, 401);
    assert.equal(unknown.statusCode, 401);
    assert.equal(wrong.json().code, 'INVALID_CREDENTIALS');
    assert.deepEqual(wrong.json(), unknown.json());
  });

  test('five failures lock the account for 15 minutes, then it opens again', async () => {
    const account = await createAccount(t.db);
    for (let i = 1; i <= 4; i++) {
      assert.equal((await login({ username: account.username!, password: 'Wrong#2026' })).json().code, 'INVALID_CREDENTIALS');
    }
    const fifth = await login({ username: account.username!, password: 'Wrong#2026' });
    assert.equal(fifth.statusCode, 401);
    assert.equal(fifth.json().code, 'ACCOUNT_LOCKED');
    const rightButLocked = await login({ username: account.username!, password: PASSWORD });
    assert.equal(rightButLocked.json().code, 'ACCOUNT_LOCKED');
    t.clock.offsetMs = 14 * 60_000;
    assert.equal((await login({ username: account.username!, password: PASSWORD })).json().code, 'ACCOUNT_LOCKED');
    t.clock.offsetMs = 15 * 60_000 + 1000;
    try {
      const opened = await login({ username: account.username!, password: PASSWORD });
      assert.equal(opened.statusCode, 200);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  for (const [flag, code] of [
    ['enabled', 'ACCOUNT_DISABLED'], ['expired', 'ACCOUNT_EXPIRED'], ['manuallyLocked', 'ACCOUNT_LOCKED'],
    ['credentialsExpired', 'CREDENTIALS_EXPIRED'],
  ] as const) {
    test(`a ${code.toLowerCase().replace('_', ' ')} account is refused with its own message`, async () => {
      const account = await createAccount(t.db, { [flag]: flag !== 'enabled' });
      const res = await login({ username: account.username!, password: PASSWORD });
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().code, code);
      assert.match(res.json().message, /disabled|expired|locked/i);
    });
  }

  test('a leaver (end date passed) cannot sign in, with their own message; on the end date itself they still can', async () => {
    const now = new Date();
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const leaver = await createAccount(t.db);
    await t.db.updateTable('employees').set({ end_date: day(-1) }).where('id', '=', leaver.employee_id!).execute();
    const refused = await login({ username: leaver.username!, password: PASSWORD });
    assert.equal(refused.statusCode, 401);
    assert.equal(refused.json().code, 'EMPLOYMENT_ENDED');
    assert.match(refused.json().message, /employment has ended/);
    const lastDay = await createAccount(t.db);
    await t.db.updateTable('employees').set({ end_date: day(0) }).where('id', '=', lastDay.employee_id!).execute();
    assert.equal((await login({ username: lastDay.username!, password: PASSWORD })).statusCode, 200);
  });

  test("a leaver's open session ends the day after the end date, without any change to announce", async () => {
    const now = new Date();
    const account = await createAccount(t.db);
    await t.db.updateTable('employees').set({ end_date: now.toISOString().slice(0, 10) }).where('id', '=', account.employee_id!).execute();
    const signedIn = await login({ username: account.username!, password: PASSWORD });
    assert.equal(signedIn.statusCode, 200);
    const token = signedIn.json().token as string;
    assert.equal((await t.request({ method: 'GET', url: '/api/company', token })).statusCode, 200, 'still at work on the end date');
    t.clock.offsetMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1) - now.getTime() + 1000; // just past midnight
    try {
      const after = await t.request({ method: 'GET', url: '/api/company', token });
      assert.equal(after.statusCode, 401);
      assert.equal(after.json().code, 'EMPLOYMENT_ENDED');
      const pt = await t.request({ method: 'GET', url: '/api/company', token, headers: { 'accept-language': 'pt' } });
      assert.match(pt.json().message, /vínculo terminou/);
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  test('an end date set in the past ends an open session at once, not when the cached principal expires', async () => {
    const account = await createAccount(t.db);
    const token = (await login({ username: account.username!, password: PASSWORD })).json().token as string;
    assert.equal((await t.request({ method: 'GET', url: '/api/company', token })).statusCode, 200, 'at work, and the principal cached');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await t.db.updateTable('employees').set({ end_date: yesterday }).where('id', '=', account.employee_id!).execute();
    // The change is announced (migration 0027); the cache's safety net alone would wait 5 seconds.
    const started = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - started < 1000) {
      status = (await t.request({ method: 'GET', url: '/api/company', token })).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    assert.equal(status, 401, 'refused within a second');
  });

  test('a missing identifier names the field', async () => {
    const res = await login({ password: PASSWORD });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().subErrors[0].field, 'username');
  });
});

describe('tokens', () => {
  test('refresh gives a new working token', async () => {
    const { token } = await t.signedIn(['EMPLOYEE']);
    const res = await t.request({ method: 'POST', url: '/api/login/refresh', token });
    assert.equal(res.statusCode, 200);
    const company = await t.request({ method: 'GET', url: '/api/company', token: res.json().token });
    assert.equal(company.statusCode, 200);
  });

  test('no token, a forged token and an expired token get 401', async () => {
    const { token } = await t.signedIn(['ADMIN']);
    assert.equal((await t.request({ method: 'GET', url: '/api/company' })).statusCode, 401);
    const [h, p] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), roles: ['SUPER_ADMIN'] })).toString('base64url');
    const forged = await t.request({ method: 'GET', url: '/api/company', token: `${h}.${forgedPayload}.${token.split('.')[2]}` });
    assert.equal(forged.statusCode, 401);
    assert.equal(forged.json().code, 'TOKEN_INVALID');
    const { SignJWT } = await import('jose');
    const secret = (await t.db.selectFrom('app_secrets').select('value').executeTakeFirstOrThrow()).value;
    const expired = await new SignJWT({ roles: ['ADMIN'], employeeId: null, sv: 0 }).setProtectedHeader({ alg: 'HS256' })
      .setSubject('1').setIssuer('pontual').setIssuedAt(1_000_000).setExpirationTime(1_086_400)
      .sign(new TextEncoder().encode(secret));
    const res = await t.request({ method: 'GET', url: '/api/company', token: expired });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().code, 'TOKEN_EXPIRED');
  });

  test('disabling an account ends its sessions at once', async () => {
    const admin = await t.signedIn(['ADMIN']);
    const user = await t.signedIn(['EMPLOYEE']);
    const put = await t.request({ method: 'PUT', url: `/api/accounts/${user.accountId}`, token: admin.token, payload: { isEnabled: false } });
    assert.equal(put.statusCode, 204);
    const res = await t.request({ method: 'GET', url: '/api/company', token: user.token });
    assert.equal(res.statusCode, 401);
  });
});

describe('password', () => {
  test('change-password enforces the policy and ends the other sessions', async () => {
    const user = await t.signedIn(['EMPLOYEE']);
    const url = `/api/accounts/${user.accountId}/change-password`;
    const cases: [string, string, string][] = [
      ['short', 'Ab#1', 'newPassword'], ['no digit', 'Abcdefg#h', 'newPassword'], ['no special', 'Abcdefg12', 'newPassword'],
      ['no upper', 'abcdefg#12', 'newPassword'], ['too long', 'Abcdefg#12345678x', 'newPassword'],
    ];
    for (const [why, newPassword, field] of cases) {
      const res = await t.request({ method: 'POST', url, token: user.token, payload: { oldPassword: PASSWORD, newPassword } });
      assert.equal(res.statusCode, 400, why);
      assert.equal(res.json().subErrors[0].field, field, why);
    }
    const wrongOld = await t.request({ method: 'POST', url, token: user.token, payload: { oldPassword: 'Nope#2026', newPassword: 'Better#2027' } });
    assert.equal(wrongOld.json().subErrors[0].field, 'oldPassword');
    const ok = await t.request({
      method: 'POST', url, token: user.token, headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `oldPassword=${encodeURIComponent(PASSWORD)}&newPassword=${encodeURIComponent('Better#2027')}`,
    });
    assert.equal(ok.statusCode, 200);
    assert.equal((await t.request({ method: 'GET', url: '/api/company', token: user.token })).statusCode, 401, 'old token ends');
    assert.equal((await t.request({ method: 'GET', url: '/api/company', token: ok.json().token })).statusCode, 200, 'new token works');
  });

  test('nobody changes another account\'s password here, not even an admin', async () => {
    const admin = await t.signedIn(['ADMIN']);
    const other = await createAccount(t.db);
    const res = await t.request({ method: 'POST', url: `/api/accounts/${other.id}/change-password`, token: admin.token, payload: { oldPassword: PASSWORD, newPassword: 'Better#2027' } });
    assert.equal(res.statusCode, 403);
  });
});

describe('recovery', () => {
  test('mails a link and a code to the outbox; the code sets a new password once', async () => {
    const account = await createAccount(t.db, { username: 'lost@test.test' });
    const res = await t.request({ method: 'POST', url: '/api/login/recover', payload: { username: 'lost@test.test' } });
    assert.equal(res.statusCode, 204);
    await backgroundMailSettled(); // the mail leaves after the reply
    const outbox = path.join(t.dataDir, 'outbox');
    const files = fs.readdirSync(outbox).filter((f) => f.includes('lost@test.test'));
    assert.equal(files.length, 1);
    // The .eml body is quoted-printable: undo soft line breaks and =XX escapes.
    const mail = fs.readFileSync(path.join(outbox, files[0]), 'utf8').replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    assert.match(mail, /To: lost@test.test/);
    assert.match(mail, /pages\/recover-account\?token=/);
    const code = /code on the recovery page: (\d{8})/.exec(mail)![1];
    const reset = await t.request({ method: 'POST', url: '/api/login/reset', payload: { username: 'lost@test.test', code, newPassword: 'Found#2027' } });
    assert.equal(reset.statusCode, 204);
    const again = await t.request({ method: 'POST', url: '/api/login/reset', payload: { username: 'lost@test.test', code, newPassword: 'Found#2028' } });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().subErrors[0].field, 'code');
    assert.equal((await login({ username: account.username!, password: 'Found#2027' })).statusCode, 200);
  });

  test('answers the same for an unknown address and mails nothing', async () => {
    const res = await t.request({ method: 'POST', url: '/api/login/recover', payload: { username: 'ghost@test.test' } });
    assert.equal(res.statusCode, 204);
    await backgroundMailSettled();
    const outbox = path.join(t.dataDir, 'outbox');
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.includes('ghost')) : [];
    assert.equal(files.length, 0);
  });
});
