/**
 * The shared kiosk (issue #13 item 3): an administrator signs terminal 1 in once; employees clock with their code and
 * PIN; an unknown code and a wrong PIN are refused alike; five wrong PINs lock the code for 15 minutes; the kiosk is
 * rate limited; signing in again signs the previous tablet out.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { http } from '../../support/http.ts';
import { assertRejected } from '../../support/assert-rejected.ts';
import { createAccount, unique } from '../../support/factories.ts';

let t: TestApp;
let admin: { token: string };
let kioskToken: string;
let siteId: number;
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  siteId = (await call('POST', '/api/sites', { name: `Entrance ${unique()}`, y: 48.8686, x: 2.3376, radius: 50 })).json().id;
  assert.equal((await call('PUT', '/api/terminal/1', { name: 'Front door', siteId })).statusCode, 204);
  const signedIn = await call('POST', '/api/terminal/1/sign-in');
  assert.equal(signedIn.statusCode, 201, signedIn.body);
  kioskToken = signedIn.json().token;
});
after(async () => { await t?.close(); });
const { call } = http(() => t, () => admin.token);

const kiosk = (body: Record<string, unknown>, token = kioskToken) =>
  t.request({ method: 'POST', url: '/api/kiosk/clocks', payload: body, headers: { 'x-kiosk-token': token } });
async function withPin(pin: string) {
  const code = `K${unique().slice(0, 6)}`;
  const account = await createAccount(t.db, { employeeCode: code });
  const set = await call('POST', `/api/accounts/${account.id}/identification`, { identificationMethod: 'pin', code: pin });
  assert.equal(set.statusCode, 204, set.body);
  return { code, employeeId: account.employee_id! };
}

describe('the kiosk', () => {
  test('the terminal as the administrator set it; the tablet reads it with its token', async () => {
    const seen = await t.request({ method: 'GET', url: '/api/kiosk', headers: { 'x-kiosk-token': kioskToken } });
    assert.equal(seen.statusCode, 200, seen.body);
    assert.deepEqual([seen.json().id, seen.json().name, seen.json().siteId, seen.json().signedIn], [1, 'Front door', siteId, true]);
    assertRejected(await t.request({ method: 'GET', url: '/api/kiosk' }), 401, null, 'KIOSK_SIGNED_OUT');
  });

  test('a code and PIN clock at the terminal\'s site, in its time zone; confirmations as on the web', async () => {
    const e = await withPin('4321');
    const first = await kiosk({ employeeCode: e.code.toLowerCase(), pin: '4321' });
    assert.equal(first.statusCode, 201, first.body);
    const c = first.json();
    assert.deepEqual([c.employeeId, c.type, c.registered, c.identification, c.geofence, c.siteId, c.timeZone, c.deviceUuid],
      [e.employeeId, 'IN', 'KIOSK', 'pin', 'TERMINAL', siteId, 'Europe/Paris', 'terminal-1']);
    assertRejected(await kiosk({ employeeCode: e.code, pin: '4321', type: 'IN' }), 409, null, 'SAME_TYPE_AS_PREVIOUS');
    assert.equal((await kiosk({ employeeCode: e.code, pin: '4321' })).json().type, 'OUT', 'the next type when none is chosen');
  });

  test('an unknown code and a wrong PIN are refused alike; the fifth wrong PIN locks the code for 15 minutes', async () => {
    const e = await withPin('9876');
    const unknown = await kiosk({ employeeCode: 'NOBODY-HERE', pin: '1111' });
    const wrong = await kiosk({ employeeCode: e.code, pin: '1111' });
    assert.deepEqual([unknown.statusCode, unknown.json().code, unknown.json().message], [wrong.statusCode, wrong.json().code, wrong.json().message]);
    assertRejected(wrong, 401, null, 'WRONG_PIN');
    for (let i = 2; i <= 5; i++) assertRejected(await kiosk({ employeeCode: e.code, pin: '1111' }), 401, null, 'WRONG_PIN');
    const locked = await kiosk({ employeeCode: e.code, pin: '9876' });
    assertRejected(locked, 423, null, 'KIOSK_PIN_LOCKED');
    assert.equal(locked.json().message, 'Too many wrong PINs; this code can clock again in 15 minute(s)');
    const pt = await t.request({ method: 'POST', url: '/api/kiosk/clocks', payload: { employeeCode: e.code, pin: '9876' }, headers: { 'x-kiosk-token': kioskToken, 'accept-language': 'pt' } });
    assert.match(pt.json().message, /^Demasiados PIN errados/);
    t.clock.offsetMs = 15 * 60_000 + 1000;
    try {
      assert.equal((await kiosk({ employeeCode: e.code, pin: '9876' })).statusCode, 201, 'the lock ran out');
    } finally {
      t.clock.offsetMs = 0;
    }
    assert.equal(Number((await t.db.selectFrom('clocks').select((eb) => eb.fn.countAll().as('n')).where('employee_id', '=', e.employeeId).executeTakeFirstOrThrow()).n), 1);
  });

  test('an employee whose account identifies otherwise, or is disabled, cannot clock with a PIN', async () => {
    const other = await createAccount(t.db, { employeeCode: `U${unique().slice(0, 6)}` });
    assertRejected(await kiosk({ employeeCode: other.employee_code!, pin: '0000' }), 401, null, 'WRONG_PIN');
    const e = await withPin('2468');
    await t.db.updateTable('accounts').set({ enabled: false }).where('employee_code', '=', e.code).execute();
    assertRejected(await kiosk({ employeeCode: e.code, pin: '2468' }), 401, null, 'WRONG_PIN');
    assertRejected(await kiosk({ employeeCode: e.code, pin: 'abcd' }), 400, 'pin');
  });

  test('signing in again signs the previous tablet out; signing out stops the token; the kiosk is rate limited', async () => {
    const e = await withPin('1357');
    const again = (await call('POST', '/api/terminal/1/sign-in')).json().token as string;
    assertRejected(await kiosk({ employeeCode: e.code, pin: '1357' }), 401, null, 'KIOSK_SIGNED_OUT');
    const answers = [];
    for (let i = 0; i < 121; i++) answers.push((await kiosk({ employeeCode: e.code, pin: 'x' }, again)).statusCode);
    assert.deepEqual([answers[0], answers.at(-1)], [400, 429], 'the 121st request in a minute is refused');
    assert.equal((await call('DELETE', '/api/terminal/1/sign-in')).statusCode, 204);
    assert.equal((await call('GET', '/api/terminal/1')).json().signedIn, false);
    kioskToken = (await call('POST', '/api/terminal/1/sign-in')).json().token;
  });
});

describe('who manages terminals', () => {
  test('administrators read, place and sign terminals in; READ_ONLY reads; managers, leaders and employees do neither', async () => {
    const calls = [['GET', '/api/terminal/1'], ['PUT', '/api/terminal/1'], ['POST', '/api/terminal/1/sign-in'], ['DELETE', '/api/terminal/1/sign-in']] as const;
    const expected: Record<string, number[]> = {
      SUPER_ADMIN: [200, 204, 201, 204], READ_ONLY: [200, 403, 403, 403],
      DEPARTMENT_MANAGER: [403, 403, 403, 403], TEAM_LEADER: [403, 403, 403, 403], EMPLOYEE: [403, 403, 403, 403],
    };
    for (const [role, statuses] of Object.entries(expected)) {
      const who = await t.signedIn([role as 'ADMIN']);
      const got = [];
      for (const [method, url] of calls) got.push((await call(method, url, method === 'PUT' ? { name: 'Front door' } : undefined, who.token)).statusCode);
      assert.deepEqual(got, statuses, role);
    }
    const anonymous = await t.request({ method: 'GET', url: '/api/terminal/1' });
    assert.equal(anonymous.statusCode, 401);
    kioskToken = (await call('POST', '/api/terminal/1/sign-in')).json().token;
  });
});
