/**
 * The shared kiosk through the graph (issue #13 item 3): an administrator places terminal 1 and signs it in; the
 * tablet, with no user session, reads its terminal and records clocks with the forwarded `x-kiosk-token`; wrong PINs,
 * the lock after the fifth, the kiosk's rate limit and a signed-out kiosk are userErrors in the caller's language.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createAccount, unique } from '../support/factories.ts';
import { gid, type GqlResult, type Harness, startHarness } from './harness.ts';

let h: Harness;
let admin: string;
let kioskToken: string;
const TERMINAL = Buffer.from('Terminal:1').toString('base64');

before(async () => {
  h = await startHarness();
  admin = (await h.api.signedIn(['ADMIN'])).token;
});
after(async () => { await h.close(); });

function payloadOf(res: GqlResult, field: string) {
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data?.[field];
}

const SIGN_IN = `mutation($id: ID!) { signInKiosk(input: { terminalId: $id }) { token terminal { id databaseId signedIn } userErrors { code message } } }`;
async function signInKiosk() {
  const payload = payloadOf(await h.gql(SIGN_IN, { token: admin, variables: { id: TERMINAL } }), 'signInKiosk');
  assert.deepEqual(payload.userErrors, []);
  return payload.token as string;
}

const KIOSK_CLOCK = `mutation($input: KioskClockInput!) { kioskClock(input: $input) {
  clock { employeeName type instant date time timeZone siteName } confirmationNeeded { reason message } replayed userErrors { field code message } } }`;
/** A clock sent as the tablet sends it: its token, no Authorization header. */
const kioskClock = async (input: Record<string, unknown>, { token = kioskToken, language }: { token?: string | null; language?: string } = {}) =>
  payloadOf(await h.gql(KIOSK_CLOCK, {
    variables: { input },
    headers: { ...(token ? { 'x-kiosk-token': token } : {}), ...(language ? { 'accept-language': language } : {}) },
  }), 'kioskClock');

/** An employee whose account identifies with a PIN, set by the administrator through the REST API. */
async function withPin(pin: string) {
  const code = `K${unique().slice(0, 6)}`;
  const account = await createAccount(h.api.db, { employeeCode: code });
  const set = await h.api.request({ method: 'POST', url: `/api/accounts/${account.id}/identification`, token: admin, payload: { identificationMethod: 'pin', code: pin } });
  assert.equal(set.statusCode, 204, set.body);
  const employee = await h.api.db.selectFrom('employees').select('name').where('id', '=', account.employee_id!).executeTakeFirstOrThrow();
  return { code, name: employee.name };
}

describe('the terminal, as the administrator sets it up', () => {
  test('placed at a site and signed in; the tablet reads it with its token only; READ_ONLY reads, others do not', async () => {
    const site = await h.api.request({ method: 'POST', url: '/api/sites', token: admin, payload: { name: `Entrance ${unique()}`, y: 38.7223, x: -9.1393, radius: 50 } });
    assert.equal(site.statusCode, 201, site.body);
    const siteId = gid('Site', site.json().id);
    const updated = payloadOf(await h.gql(`mutation($input: UpdateTerminalInput!) { updateTerminal(input: $input) {
      terminal { id name siteName site { id timeZone } } userErrors { field code } } }`, { token: admin, variables: { input: { id: TERMINAL, name: 'Front door', siteId } } }), 'updateTerminal');
    assert.deepEqual(updated, { terminal: { id: TERMINAL, name: 'Front door', siteName: site.json().name, site: { id: siteId, timeZone: 'Europe/Lisbon' } }, userErrors: [] });

    const badSite = payloadOf(await h.gql('mutation($input: UpdateTerminalInput!) { updateTerminal(input: $input) { userErrors { field code } } }',
      { token: admin, variables: { input: { id: TERMINAL, siteId: gid('Site', 999999) } } }), 'updateTerminal');
    assert.deepEqual(badSite.userErrors, [{ field: ['siteId'], code: 'VALIDATION_FAILED' }]);

    kioskToken = await signInKiosk();
    assert.match(kioskToken, /^kiosk_/);
    const seen = await h.gql('{ kiosk { id databaseId name siteName signedIn site { id } } }', { headers: { 'x-kiosk-token': kioskToken } });
    assert.deepEqual(seen, { data: { kiosk: { id: TERMINAL, databaseId: 1, name: 'Front door', siteName: site.json().name, signedIn: true, site: null } } },
      'the tablet reads its terminal; the site record is for those who may read sites');

    const readOnly = (await h.api.signedIn(['READ_ONLY'])).token;
    const read = await h.gql('{ terminal { name signedIn lastSeenAt } }', { token: readOnly });
    assert.equal(read.data?.terminal.name, 'Front door');
    assert.ok(read.data?.terminal.lastSeenAt, 'the tablet was heard from');
    const refused = await h.gql(SIGN_IN, { token: readOnly, variables: { id: TERMINAL } });
    assert.equal(refused.errors?.[0].extensions?.code, 'FORBIDDEN');
    const employee = (await h.api.signedIn(['EMPLOYEE'])).token;
    assert.equal((await h.gql('{ terminal { name } }', { token: employee })).errors?.[0].extensions?.code, 'FORBIDDEN');
    assert.equal((await h.gql('{ terminal { name } }')).errors?.[0].extensions?.code, 'UNAUTHENTICATED');
    const node = await h.gql('query($id: ID!) { node(id: $id) { __typename ... on Terminal { name } } }', { token: admin, variables: { id: TERMINAL } });
    assert.deepEqual(node.data?.node, { __typename: 'Terminal', name: 'Front door' });
  });
});

describe('clocking at the kiosk', () => {
  before(async () => { kioskToken ??= await signInKiosk(); });

  test('a code and PIN clock: the name, the type and the local time; a repeated clientId answers the first clock', async () => {
    const e = await withPin('4321');
    const first = await kioskClock({ employeeCode: e.code, pin: '4321', clientId: 'kiosk-attempt-1' });
    assert.deepEqual(first.userErrors, []);
    assert.equal(first.replayed, false);
    assert.deepEqual([first.clock.employeeName, first.clock.type, first.clock.timeZone], [e.name, 'IN', 'Europe/Lisbon']);
    assert.match(first.clock.time, /^\d{2}:\d{2}:\d{2}$/);
    const again = await kioskClock({ employeeCode: e.code, pin: '4321', clientId: 'kiosk-attempt-1' });
    assert.deepEqual([again.replayed, again.clock.instant], [true, first.clock.instant]);
    const next = await kioskClock({ employeeCode: e.code, pin: '4321', clientId: 'kiosk-attempt-2' });
    assert.equal(next.clock.type, 'OUT', 'the next type when none is chosen');
  });

  test('the same type as the previous clock asks for a confirmation, in the caller\'s language; confirmed, it is recorded', async () => {
    const e = await withPin('2580');
    await kioskClock({ employeeCode: e.code, pin: '2580', type: 'IN' });
    const asked = await kioskClock({ employeeCode: e.code, pin: '2580', type: 'IN', clientId: 'same-type' }, { language: 'pt' });
    assert.deepEqual([asked.clock, asked.userErrors, asked.confirmationNeeded.reason], [null, [], 'SAME_TYPE_AS_PREVIOUS']);
    assert.equal(asked.confirmationNeeded.message, 'A última marcação foi uma entrada; marque primeiro a saída');
    const confirmed = await kioskClock({ employeeCode: e.code, pin: '2580', type: 'IN', clientId: 'same-type', confirm: ['SAME_TYPE_AS_PREVIOUS'] });
    assert.deepEqual([confirmed.clock.type, confirmed.confirmationNeeded, confirmed.userErrors], ['IN', null, []]);
  });

  test('a wrong PIN and an unknown code are WRONG_PIN alike; the fifth wrong PIN locks the code: KIOSK_PIN_LOCKED', async () => {
    const e = await withPin('9876');
    const unknown = await kioskClock({ employeeCode: 'NOBODY-HERE', pin: '1111' });
    const wrong = await kioskClock({ employeeCode: e.code, pin: '1111' });
    assert.deepEqual(wrong, unknown);
    assert.deepEqual(wrong, { clock: null, confirmationNeeded: null, replayed: false, userErrors: [{ field: null, code: 'WRONG_PIN', message: 'The employee code or the PIN is not correct' }] });
    for (let i = 2; i <= 5; i++) assert.equal((await kioskClock({ employeeCode: e.code, pin: '1111' })).userErrors[0].code, 'WRONG_PIN');
    const locked = await kioskClock({ employeeCode: e.code, pin: '9876' }, { language: 'fr' });
    assert.deepEqual(locked.userErrors, [{ field: null, code: 'KIOSK_PIN_LOCKED', message: 'Trop de PIN erronés ; ce code pourra pointer à nouveau dans 15 minute(s)' }]);
    assert.deepEqual((await kioskClock({ employeeCode: e.code, pin: 'abcd' })).userErrors.map((u: { field: string[] }) => u.field), [['pin']]);
  });

  test('without a token, or once signed out: the kiosk is null and its clocks are refused with KIOSK_SIGNED_OUT', async () => {
    const e = await withPin('1357');
    assert.deepEqual(await h.gql('{ kiosk { name } }'), { data: { kiosk: null } });
    const none = await kioskClock({ employeeCode: e.code, pin: '1357' }, { token: null });
    assert.deepEqual(none.userErrors.map((u: { code: string }) => u.code), ['KIOSK_SIGNED_OUT']);
    const signedOut = payloadOf(await h.gql(`mutation($id: ID!) { signOutKiosk(input: { terminalId: $id }) { terminal { signedIn } userErrors { code } } }`,
      { token: admin, variables: { id: TERMINAL } }), 'signOutKiosk');
    assert.deepEqual(signedOut, { terminal: { signedIn: false }, userErrors: [] });
    assert.deepEqual(await h.gql('{ kiosk { name } }', { headers: { 'x-kiosk-token': kioskToken } }), { data: { kiosk: null } });
    const refused = await kioskClock({ employeeCode: e.code, pin: '1357' }, { language: 'pt' });
    assert.deepEqual(refused.userErrors, [{ field: null, code: 'KIOSK_SIGNED_OUT', message: 'Este quiosque não tem sessão iniciada; um administrador tem de a iniciar novamente' }]);
    kioskToken = await signInKiosk();
    assert.equal((await kioskClock({ employeeCode: e.code, pin: '1357' })).clock.type, 'IN', 'signed in again');
  });

  test('a kiosk that sends more than 120 clocks a minute is told RATE_LIMITED', async () => {
    const token = await signInKiosk();
    const codes: string[] = [];
    // A malformed PIN is refused before any PIN is checked, so no code gets locked on the way.
    for (let i = 0; i < 121; i++) codes.push((await kioskClock({ employeeCode: 'X', pin: 'x' }, { token })).userErrors[0]?.code);
    assert.deepEqual([codes[0], codes[119], codes[120]], ['VALIDATION_FAILED', 'VALIDATION_FAILED', 'RATE_LIMITED']);
    const limited = await kioskClock({ employeeCode: 'X', pin: 'x' }, { token, language: 'pt' });
    assert.deepEqual(limited.userErrors, [{ field: null, code: 'RATE_LIMITED', message: 'Demasiadas tentativas; aguarde um minuto e tente novamente' }]);
    kioskToken = await signInKiosk();
  });
});
