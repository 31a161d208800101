/**
 * Malformed input on every write endpoint of the foundation: a 4xx naming the field (never a 500), and
 * nothing half-written. Also uploads (logo type and size) and the paging conventions of DESIGN.md §2.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { ROLE_IDS } from '../../../domain/index.ts';
import { PASSWORD, createAccount, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { png } from '../../support/png.ts';

let t: TestApp;
let admin: { token: string; accountId: number };
let superAdmin: { token: string; accountId: number };
/** an account the account writes aim at */
let target: { id: number; employeeId: number };
/** a custom role the role writes aim at */
let customRole: { id: number; name: string };

const long = (n: number) => 'x'.repeat(n);

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  superAdmin = await t.signedIn(['SUPER_ADMIN']);
  const account = await createAccount(t.db, { roles: ['EMPLOYEE'], employeeCode: `T${unique()}` });
  target = { id: account.id, employeeId: account.employee_id! };
  const name = `Custom ${unique()}`;
  customRole = { id: (await t.db.insertInto('roles').values({ name }).returning('id').executeTakeFirstOrThrow()).id, name };
  await t.db.insertInto('account_roles').values({ account_id: target.id, role_id: customRole.id }).execute();
});
after(async () => { await t?.close(); });

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------
interface SubError { field: string; message: string }

/** The answer is `status` in the error shape of DESIGN.md §2, and a sub-error names `field`. */
function assertRejected(res: LightMyRequestResponse, status: number, field: string, code?: string) {
  const answer = `${res.statusCode} ${res.body.slice(0, 400)}`;
  assert.notEqual(res.statusCode, 500, answer);
  assert.equal(res.statusCode, status, answer);
  const body = res.json() as { status: number; code: string; message: string; subErrors: SubError[] };
  assert.equal(body.status, status);
  assert.equal(typeof body.code, 'string');
  assert.equal(typeof body.message, 'string');
  if (code) assert.equal(body.code, code, answer);
  assert.ok(Array.isArray(body.subErrors), answer);
  for (const s of body.subErrors) {
    assert.equal(typeof s.field, 'string');
    assert.equal(typeof s.message, 'string');
  }
  assert.ok(body.subErrors.some((s) => s.field === field), `no sub-error names "${field}": ${JSON.stringify(body.subErrors)}`);
}

/** A body: a value sent as JSON, or raw text with its content type. */
type Body = { json: unknown } | { raw: string; contentType: string };
const badJson: Body = { raw: '{"name": "x",', contentType: 'application/json' };
const emptyJson: Body = { raw: '', contentType: 'application/json' };

function send(method: 'POST' | 'PUT', url: string, body: Body, token: string) {
  return 'json' in body
    ? t.request({ method, url, token, payload: body.json as Record<string, unknown> })
    : t.request({ method, url, token, payload: body.raw, headers: { 'content-type': body.contentType } });
}

interface Case { label: string; body: Body; field: string; status?: number; code?: string; url?: string }
interface WriteEndpoint {
  method: 'POST' | 'PUT';
  url: () => string;
  token: () => string;
  /** everything the endpoint could write, to compare before and after */
  state: () => Promise<unknown>;
  cases: Case[];
}

const accountRow = (id: number) => t.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
const allAccounts = () => t.db.selectFrom('accounts').select(['id', 'username', 'employee_code', 'employee_id']).orderBy('id').execute();
const allRoles = async () => ({
  roles: await t.db.selectFrom('roles').selectAll().orderBy('id').execute(),
  permissions: await t.db.selectFrom('role_permissions').select(['role_id', 'permission_id']).orderBy('role_id').orderBy('permission_id').execute(),
  holders: await t.db.selectFrom('account_roles').select(['account_id', 'role_id']).orderBy('account_id').orderBy('role_id').execute(),
});
const companyRow = () => t.db.selectFrom('company').selectAll().execute();

const validAccount = () => ({ username: `v-${unique()}@test.test`, password: PASSWORD });

// ---------------------------------------------------------------------------------------------------------------
// Every write endpoint with a JSON body, and its malformed inputs.
// ---------------------------------------------------------------------------------------------------------------
const WRITES: Record<string, WriteEndpoint> = {
  'POST /accounts': {
    method: 'POST', url: () => '/api/accounts', token: () => admin.token, state: allAccounts,
    cases: [
      { label: 'bad JSON', body: badJson, field: 'body', code: 'MALFORMED_JSON' },
      { label: 'empty JSON body', body: emptyJson, field: 'body' },
      { label: 'an array instead of an object', body: { json: [validAccount()] }, field: 'body' },
      // Without a password the account is invited (issue #11 item 1): refused when there is nowhere to send it.
      { label: 'no password and no address for the invitation', body: { json: { employeeCode: `M${unique()}` } }, field: 'username' },
      { label: 'neither username nor employee code', body: { json: { password: PASSWORD } }, field: 'username' },
      { label: 'unknown field', body: { json: { ...validAccount(), isAdmin: true } }, field: 'isAdmin' },
      { label: 'boolean sent as a string', body: { json: { ...validAccount(), isEnabled: 'yes' } }, field: 'isEnabled' },
      { label: 'employeeId as a string', body: { json: { ...validAccount(), employeeId: '12' } }, field: 'employeeId' },
      { label: 'employeeId 0', body: { json: { ...validAccount(), employeeId: 0 } }, field: 'employeeId' },
      { label: 'employeeId unknown', body: { json: { ...validAccount(), employeeId: 999999 } }, field: 'employeeId' },
      { label: 'username not an e-mail', body: { json: { ...validAccount(), username: 'not-an-email' } }, field: 'username' },
      { label: 'username too long', body: { json: { ...validAccount(), username: `${long(250)}@t.test` } }, field: 'username' },
      { label: 'employee code with @', body: { json: { password: PASSWORD, employeeCode: 'a@b' } }, field: 'employeeCode' },
      { label: 'weak password', body: { json: { ...validAccount(), password: 'short' } }, field: 'password', code: 'PASSWORD_POLICY' },
      { label: 'unknown role', body: { json: { ...validAccount(), roles: [{ name: 'EMPLOYEE' }, { name: 'NOPE' }] } }, field: 'roles[1]' },
      { label: 'empty role reference', body: { json: { ...validAccount(), roles: [{}] } }, field: 'roles[0]' },
      { label: 'roles not an array', body: { json: { ...validAccount(), roles: 'ADMIN' } }, field: 'roles' },
      { label: 'unknown identification method', body: { json: { ...validAccount(), identificationMethod: 'retina' } }, field: 'identificationMethod' },
      { label: 'text/plain body', body: { raw: 'username=a', contentType: 'text/plain' }, field: 'body' },
      { label: 'XML body', body: { raw: '<account/>', contentType: 'application/xml' }, field: 'body', status: 415 },
    ],
  },
  'PUT /accounts/{id}': {
    method: 'PUT', url: () => `/api/accounts/${target.id}`, token: () => admin.token,
    state: async () => ({ account: await accountRow(target.id), roles: await allRoles() }), cases: [
      { label: 'bad JSON', body: badJson, field: 'body', code: 'MALFORMED_JSON' },
      { label: 'id not a number', url: '/api/accounts/abc', body: { json: { isEnabled: true } }, field: 'id' },
      { label: 'id 0', url: '/api/accounts/0', body: { json: { isEnabled: true } }, field: 'id' },
      { label: 'unknown field', body: { json: { passwordHash: 'x' } }, field: 'passwordHash' },
      { label: 'boolean sent as a string', body: { json: { isLocked: 'true' } }, field: 'isLocked' },
      { label: 'username not an e-mail', body: { json: { username: 'nobody' } }, field: 'username' },
      { label: 'weak password', body: { json: { password: 'abcdefgh' } }, field: 'password', code: 'PASSWORD_POLICY' },
      { label: 'no identifier left', body: { json: { username: null, employeeCode: null } }, field: 'username' },
      { label: 'unknown identification method', body: { json: { identificationMethod: 'retina' } }, field: 'identificationMethod' },
      // The two below pass the schema and fail after the first column is written: the transaction must undo it.
      { label: 'new code with an unknown role', body: { json: { employeeCode: 'HALF01', roles: [{ id: 9999 }] } }, field: 'roles[0]' },
      { label: 'new code with an unknown employee', body: { json: { employeeCode: 'HALF02', employeeId: 999999 } }, field: 'employeeId' },
    ],
  },
  'POST /accounts/{id}/identification': {
    method: 'POST', url: () => `/api/accounts/${target.id}/identification`, token: () => admin.token,
    state: () => accountRow(target.id), cases: [
      { label: 'bad JSON', body: badJson, field: 'body', code: 'MALFORMED_JSON' },
      { label: 'missing method', body: { json: { code: '1234' } }, field: 'identificationMethod' },
      { label: 'unknown method', body: { json: { identificationMethod: 'retina' } }, field: 'identificationMethod' },
      { label: 'method as a number', body: { json: { identificationMethod: 3 } }, field: 'identificationMethod' },
      { label: 'PIN with letters', body: { json: { identificationMethod: 'pin', code: 'abcd' } }, field: 'code' },
      { label: 'card without a number', body: { json: { identificationMethod: 'card' } }, field: 'code' },
      { label: 'code too long', body: { json: { identificationMethod: 'card', code: long(65) } }, field: 'code' },
      { label: 'unknown field', body: { json: { identificationMethod: 'none', terminal: 1 } }, field: 'terminal' },
      { label: 'id not a number', url: '/api/accounts/x/identification', body: { json: { identificationMethod: 'none' } }, field: 'id' },
    ],
  },
  'POST /roles': {
    method: 'POST', url: () => '/api/roles', token: () => admin.token, state: allRoles, cases: [
      { label: 'bad JSON', body: badJson, field: 'body', code: 'MALFORMED_JSON' },
      { label: 'missing name', body: { json: { permissions: [] } }, field: 'name' },
      { label: 'blank name', body: { json: { name: '   ' } }, field: 'name' },
      { label: 'name too long', body: { json: { name: long(61) } }, field: 'name' },
      { label: 'name as a number', body: { json: { name: 42 } }, field: 'name' },
      { label: 'description too long', body: { json: { name: `R ${unique()}`, description: long(501) } }, field: 'description' },
      { label: 'permissions not an array', body: { json: { name: `R ${unique()}`, permissions: 'ALL' } }, field: 'permissions' },
      { label: 'permission as a number', body: { json: { name: `R ${unique()}`, permissions: [1] } }, field: 'permissions[0]' },
      { label: 'unknown authority', body: { json: { name: `R ${unique()}`, permissions: ['HOLIDAYS_READ', 'EVERYTHING'] } }, field: 'permissions[1]' },
      { label: 'unknown field', body: { json: { name: `R ${unique()}`, builtIn: true } }, field: 'builtIn' },
      { label: 'name taken', body: { json: { name: 'admin' } }, field: 'name', status: 409, code: 'ROLE_NAME_TAKEN' },
    ],
  },
  'PUT /roles/{id}': {
    method: 'PUT', url: () => `/api/roles/${customRole.id}`, token: () => admin.token, state: allRoles, cases: [
      { label: 'bad JSON', body: badJson, field: 'body', code: 'MALFORMED_JSON' },
      { label: 'id not a number', url: '/api/roles/x', body: { json: { description: 'd' } }, field: 'id' },
      { label: 'description as a number', body: { json: { description: 5 } }, field: 'description' },
      { label: 'unknown field', body: { json: { builtIn: false } }, field: 'builtIn' },
      { label: 'renaming a built-in role', url: `/api/roles/${ROLE_IDS.EMPLOYEE}`, body: { json: { name: 'Staff' } }, field: 'name' },
      { label: 'a write authority for READ_ONLY', url: `/api/roles/${ROLE_IDS.READ_ONLY}`, body: { json: { permissions: ['ACCOUNTS_WRITE'] } }, field: 'permissions[0]' },
      { label: 'ADMIN without its core authorities', url: `/api/roles/${ROLE_IDS.ADMIN}`, body: { json: { permissions: ['HOLIDAYS_READ'] } }, field: 'permissions' },
      // The name is written before the authorities are checked: the transaction must undo it.
      { label: 'new name with an unknown authority', body: { json: { name: `Renamed ${unique()}`, permissions: ['NOPE'] } }, field: 'permissions[0]' },
      { label: 'name taken', body: { json: { name: 'EMPLOYEE' } }, field: 'name', status: 409, code: 'ROLE_NAME_TAKEN' },
    ],
  },
  'PUT /permissions/{id}/accounts': {
    method: 'PUT', url: () => `/api/permissions/${customRole.id}/accounts`, token: () => admin.token, state: allRoles, cases: [
      { label: 'bad JSON', body: badJson, field: 'body', code: 'MALFORMED_JSON' },
      { label: 'missing accountIds', body: { json: {} }, field: 'accountIds' },
      { label: 'accountIds not an array', body: { json: { accountIds: 'all' } }, field: 'accountIds' },
      { label: 'account id as a string', body: { json: { accountIds: ['1'] } }, field: 'accountIds[0]' },
      { label: 'account id 0', body: { json: { accountIds: [0] } }, field: 'accountIds[0]' },
      { label: 'unknown account', body: { json: { accountIds: [1, 999999] } }, field: 'accountIds[1]' },
      { label: 'unknown field', body: { json: { accountIds: [], replace: true } }, field: 'replace' },
      { label: 'role id not a number', url: '/api/permissions/x/accounts', body: { json: { accountIds: [] } }, field: 'id' },
    ],
  },
  'PUT /modules/{id}': {
    method: 'PUT', url: () => '/api/modules/2', token: () => superAdmin.token,
    state: () => t.db.selectFrom('modules').selectAll().orderBy('id').execute(), cases: [
      { label: 'bad JSON', body: badJson, field: 'body', code: 'MALFORMED_JSON' },
      { label: 'missing enabled', body: { json: {} }, field: 'enabled' },
      { label: 'enabled as a string', body: { json: { enabled: 'false' } }, field: 'enabled' },
      { label: 'enabled as a number', body: { json: { enabled: 0 } }, field: 'enabled' },
      { label: 'unknown field', body: { json: { enabled: false, code: 'X' } }, field: 'code' },
      { label: 'id not a number', url: '/api/modules/x', body: { json: { enabled: false } }, field: 'id' },
    ],
  },
  'PUT /company': {
    method: 'PUT', url: () => '/api/company', token: () => superAdmin.token, state: companyRow, cases: [
      { label: 'bad JSON', body: badJson, field: 'body', code: 'MALFORMED_JSON' },
      { label: 'name as a number', body: { json: { name: 5 } }, field: 'name' },
      { label: 'empty name', body: { json: { name: '' } }, field: 'name' },
      { label: 'name too long', body: { json: { name: long(201) } }, field: 'name' },
      { label: 'unknown field', body: { json: { slogan: 'x' } }, field: 'slogan' },
      { label: 'unknown address field', body: { json: { taxAddress: { planet: 'Mars' } } }, field: 'taxAddress.planet' },
      { label: 'address as a string', body: { json: { taxAddress: 'Rua A' } }, field: 'taxAddress' },
      { label: 'city too long', body: { json: { taxAddress: { city: long(101) } } }, field: 'taxAddress.city' },
      { label: 'unknown country', body: { json: { taxAddress: { country: 'XX' } } }, field: 'taxAddress.country' },
      { label: 'bad e-mail', body: { json: { email: 'not-an-email' } }, field: 'email' },
      { label: 'bad phone', body: { json: { phone: 'call me' } }, field: 'phone' },
      { label: 'unknown time zone', body: { json: { timezone: 'Mars/Olympus' } }, field: 'timezone' },
      { label: 'unknown language', body: { json: { defaultLanguage: 'de' } }, field: 'defaultLanguage' },
      { label: 'subscription start not a date', body: { json: { subscriptionStart: 'tomorrow' } }, field: 'subscriptionStart' },
      { label: 'impossible date', body: { json: { subscriptionStart: '2026-02-30' } }, field: 'subscriptionStart' },
      { label: 'end before start', body: { json: { subscriptionStart: '2026-06-01', subscriptionEnd: '2026-01-01' } }, field: 'subscriptionEnd' },
      { label: 'unknown period', body: { json: { subscriptionPeriod: 'WEEKLY' } }, field: 'subscriptionPeriod' },
      // Valid fields next to an invalid one: nothing of the request is kept.
      { label: 'new name with a bad time zone', body: { json: { name: 'Half Written', timezone: 'Nowhere/Land' } }, field: 'timezone' },
      { label: 'new name with a bad country', body: { json: { name: 'Half Written', taxAddress: { city: 'Porto', country: 'ZZ' } } }, field: 'taxAddress.country' },
    ],
  },
  'POST /themes/{id}/enable': {
    method: 'POST', url: () => '/api/themes/x/enable', token: () => admin.token,
    state: () => t.db.selectFrom('themes').selectAll().orderBy('id').execute(), cases: [
      { label: 'id not a number', body: { json: {} }, field: 'id' },
      { label: 'id 0', url: '/api/themes/0/enable', body: { json: {} }, field: 'id' },
    ],
  },
};

describe('malformed input on every write endpoint', () => {
  for (const [endpoint, spec] of Object.entries(WRITES)) {
    describe(endpoint, () => {
      for (const c of spec.cases) {
        const status = c.status ?? 400;
        test(`${c.label} → ${status} naming ${c.field}`, async () => {
          const before = JSON.stringify(await spec.state());
          const res = await send(spec.method, c.url ?? spec.url(), c.body, spec.token());
          assertRejected(res, status, c.field, c.code);
          assert.equal(JSON.stringify(await spec.state()), before, 'the rejected request changed data');
        });
      }
    });
  }

  test('PUT /accounts/{id}: a refused edit leaves the account as it was (follow-up GET)', async () => {
    const before = (await t.request({ method: 'GET', url: `/api/accounts/${target.id}`, token: admin.token })).json();
    const res = await t.request({
      method: 'PUT', url: `/api/accounts/${target.id}`, token: admin.token,
      payload: { employeeCode: 'HALF03', isCredentialsExpired: true, roles: [{ name: 'NO_SUCH_ROLE' }] },
    });
    assertRejected(res, 400, 'roles[0]');
    const afterwards = (await t.request({ method: 'GET', url: `/api/accounts/${target.id}`, token: admin.token })).json();
    assert.deepEqual(afterwards, before);
  });

  test('DELETE /accounts/{id} and DELETE /roles/{id} with a malformed id → 400 naming id', async () => {
    for (const url of ['/api/accounts/abc', '/api/accounts/-1', '/api/roles/abc', '/api/roles/1.5']) {
      const res = await t.request({ method: 'DELETE', url, token: admin.token });
      assertRejected(res, 400, 'id');
    }
  });

  // Controls: the same endpoints accept a valid body, so the cases above were refused for their fault only.
  const VALID: [string, 'POST' | 'PUT', () => string, () => unknown, number][] = [
    ['POST /accounts', 'POST', () => '/api/accounts', validAccount, 201],
    ['PUT /accounts/{id}', 'PUT', () => `/api/accounts/${target.id}`, () => ({ employeeCode: `C${unique()}`, roles: [{ name: 'EMPLOYEE' }] }), 204],
    ['POST /accounts/{id}/identification', 'POST', () => `/api/accounts/${target.id}/identification`, () => ({ identificationMethod: 'pin', code: '0042' }), 204],
    ['POST /roles', 'POST', () => '/api/roles', () => ({ name: `Valid ${unique()}`, description: null, permissions: ['HOLIDAYS_READ'] }), 201],
    ['PUT /roles/{id} (name and description)', 'PUT', () => `/api/roles/${customRole.id}`, () => ({ name: customRole.name, description: 'ok' }), 204],
    ['PUT /roles/{id} (authorities only)', 'PUT', () => `/api/roles/${customRole.id}`, () => ({ permissions: ['HOLIDAYS_READ', 'MY_CLOCKS_READ'] }), 204],
    ['PUT /permissions/{id}/accounts', 'PUT', () => `/api/permissions/${customRole.id}/accounts`, () => ({ accountIds: [target.id] }), 204],
    ['PUT /modules/{id}', 'PUT', () => '/api/modules/2', () => ({ enabled: true }), 204],
    ['PUT /company', 'PUT', () => '/api/company', () => ({ name: 'Valid Co', timezone: 'Europe/Lisbon', taxAddress: { city: 'Porto', country: 'PT' } }), 204],
  ];
  for (const [label, method, url, body, status] of VALID) {
    test(`control: a valid ${label} → ${status}`, async () => {
      const res = await t.request({ method, url: url(), token: superAdmin.token, payload: body() as Record<string, unknown> });
      assert.equal(res.statusCode, status, res.body.slice(0, 300));
    });
  }

  test('PUT /roles/{id} with authorities only stores exactly them', async () => {
    const res = await t.request({ method: 'PUT', url: `/api/roles/${customRole.id}`, token: admin.token, payload: { permissions: ['HOLIDAYS_READ'] } });
    assert.equal(res.statusCode, 204, res.body.slice(0, 300));
    const role = (await t.request({ method: 'GET', url: `/api/roles/${customRole.id}`, token: admin.token })).json();
    assert.deepEqual(role.permissions.map((p: { authority: string }) => p.authority), ['HOLIDAYS_READ']);
    assert.equal(role.name, customRole.name);
  });
});

describe('POST /accounts/{id}/change-password', () => {
  test('malformed and refused changes name the field, and the old password still signs in', async (ctx) => {
    const me = await t.signedIn(['EMPLOYEE']);
    const url = `/api/accounts/${me.accountId}/change-password`;
    const state = () => t.db.selectFrom('accounts').select(['password_hash', 'session_version', 'credentials_expired'])
      .where('id', '=', me.accountId).executeTakeFirstOrThrow();
    const before = JSON.stringify(await state());
    const cases: Case[] = [
      { label: 'bad JSON', body: badJson, field: 'body', code: 'MALFORMED_JSON' },
      { label: 'missing newPassword', body: { json: { oldPassword: PASSWORD } }, field: 'newPassword' },
      { label: 'missing oldPassword', body: { json: { newPassword: 'Fresh#2026' } }, field: 'oldPassword' },
      { label: 'newPassword as a number', body: { json: { oldPassword: PASSWORD, newPassword: 12345678 } }, field: 'newPassword' },
      { label: 'unknown field', body: { json: { oldPassword: PASSWORD, newPassword: 'Fresh#2026', confirm: 'Fresh#2026' } }, field: 'confirm' },
      { label: 'wrong old password', body: { json: { oldPassword: 'Wrong#2026', newPassword: 'Fresh#2026' } }, field: 'oldPassword', code: 'WRONG_PASSWORD' },
      { label: 'no special character', body: { json: { oldPassword: PASSWORD, newPassword: 'Fresh2026' } }, field: 'newPassword', code: 'PASSWORD_POLICY' },
      { label: 'too long (17)', body: { json: { oldPassword: PASSWORD, newPassword: 'Fresh#2026abcdefg' } }, field: 'newPassword', code: 'PASSWORD_POLICY' },
      { label: 'same as the old one', body: { json: { oldPassword: PASSWORD, newPassword: PASSWORD } }, field: 'newPassword' },
      {
        label: 'form body without newPassword',
        body: { raw: `oldPassword=${encodeURIComponent(PASSWORD)}`, contentType: 'application/x-www-form-urlencoded' },
        field: 'newPassword',
      },
    ];
    for (const c of cases) {
      const res = await send('POST', url, c.body, me.token);
      await ctx.test(c.label, () => assertRejected(res, c.status ?? 400, c.field, c.code));
    }
    assert.equal(JSON.stringify(await state()), before, 'a refused change wrote something');
    // The session survives and the old password still works.
    assert.equal((await t.request({ method: 'GET', url: `/api/accounts/${me.accountId}`, token: me.token })).statusCode, 200);
    const account = await t.db.selectFrom('accounts').select('username').where('id', '=', me.accountId).executeTakeFirstOrThrow();
    assert.equal(typeof await t.login(account.username!, PASSWORD), 'string');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Uploads
// ---------------------------------------------------------------------------------------------------------------
async function multipart(field: string, content: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(content)], { type }), filename);
  const encoded = new Response(form);
  return { contentType: encoded.headers.get('content-type')!, payload: Buffer.from(await encoded.arrayBuffer()) };
}

async function upload(url: string, field: string, content: Buffer, filename = 'logo.png', type = 'image/png') {
  const body = await multipart(field, content, filename, type);
  return t.request({ method: 'POST', url, token: admin.token, payload: body.payload, headers: { 'content-type': body.contentType } });
}

const MB = 1024 * 1024;

for (const { url, flag } of [{ url: '/api/company/logo', flag: 'hasLogo' }, { url: '/api/company/logo-mobile', flag: 'hasMobileLogo' }] as const) {
  describe(`POST ${url}`, () => {
    const kind = flag === 'hasLogo' ? 'company-logo' : 'company-logo-mobile';
    const storedFiles = () => t.db.selectFrom('stored_files').select(['id', 'sha256']).where('kind', '=', kind).orderBy('id').execute();
    const company = async () => (await t.request({ method: 'GET', url: '/api/company', token: admin.token })).json();

    const rejected: { label: string; send: () => Promise<LightMyRequestResponse>; status: number; field: string; code?: string }[] = [
      {
        label: 'a text file renamed .png', status: 400, field: 'logo', code: 'UNSUPPORTED_FILE_TYPE',
        send: () => upload(url, 'logo', Buffer.from('just some text, not a picture\n'.repeat(20)), 'logo.png', 'image/png'),
      },
      {
        label: 'an SVG (script-capable, not accepted)', status: 400, field: 'logo',
        send: () => upload(url, 'logo', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', 'image/svg+xml'),
      },
      { label: 'a PNG over 1.5 MB (1.6 MB)', status: 413, field: 'logo', send: () => upload(url, 'logo', png([0, 0, 0, 255], { padding: 1.6 * MB })) },
      { label: 'a PNG over the body limit (3 MB)', status: 413, field: 'logo', send: () => upload(url, 'logo', png([0, 0, 0, 255], { padding: 3 * MB })) },
      { label: 'an empty file', status: 400, field: 'logo', send: () => upload(url, 'logo', Buffer.alloc(0)) },
      { label: 'the file in another field', status: 400, field: 'logo', send: () => upload(url, 'file', png([1, 2, 3, 255])) },
      {
        label: 'JSON instead of multipart', status: 415, field: 'logo',
        send: () => t.request({ method: 'POST', url, token: admin.token, payload: { logo: 'iVBORw0KGgo=' } }),
      },
    ];

    test('rejected uploads store nothing, and GET stays 404', async (ctx) => {
      for (const r of rejected) {
        const res = await r.send();
        await ctx.test(`${r.label} → ${r.status}`, () => assertRejected(res, r.status, r.field, r.code));
        assert.deepEqual(await storedFiles(), [], `${r.label}: a file was stored`);
        const get = await t.request({ method: 'GET', url });
        assert.equal(get.statusCode, 404, `${r.label}: GET ${url} ${get.statusCode}`);
        assert.equal(get.json().code, 'NOT_FOUND');
        assert.equal((await company())[flag], false);
      }
    });

    test('a valid PNG is stored and served back as image/png; a later rejected upload keeps it', async () => {
      const image = png([255, 0, 0, 255]);
      const res = await upload(url, 'logo', image);
      assert.equal(res.statusCode, 204, res.body);
      const get = await t.request({ method: 'GET', url });
      assert.equal(get.statusCode, 200);
      assert.equal(get.headers['content-type'], 'image/png');
      assert.deepEqual(get.rawPayload, image);
      assert.equal((await company())[flag], true);

      const files = await storedFiles();
      const bad = await upload(url, 'logo', Buffer.from('plain text dressed as a GIF\n'.repeat(10)), 'logo.gif', 'image/gif');
      assertRejected(bad, 400, 'logo');
      const big = await upload(url, 'logo', png([0, 0, 255, 255], { padding: 1.6 * MB }));
      assertRejected(big, 413, 'logo');
      assert.deepEqual(await storedFiles(), files, 'a rejected upload changed the stored files');
      assert.deepEqual((await t.request({ method: 'GET', url })).rawPayload, image);

      // Replacing it removes the previous file.
      const second = png([0, 255, 0, 255]);
      assert.equal((await upload(url, 'logo', second)).statusCode, 204);
      assert.deepEqual((await t.request({ method: 'GET', url })).rawPayload, second);
      assert.equal((await storedFiles()).length, files.length);
    });
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Paging conventions
// ---------------------------------------------------------------------------------------------------------------
describe('paging', () => {
  const get = (url: string) => t.request({ method: 'GET', url, token: admin.token });
  const LISTS = () => [
    '/api/accounts', '/api/roles', `/api/roles/${ROLE_IDS.ADMIN}/permissions`, '/api/permissions',
    `/api/permissions/${target.employeeId}/employee`, '/api/features', '/api/modules', '/api/countries', '/api/timezones', '/api/themes',
  ];

  test('size=2147483647 works on every list and returns everything in one page', async () => {
    for (const url of LISTS()) {
      const res = await get(`${url}?page=0&size=2147483647`);
      assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 200)}`);
      const { content, page } = res.json();
      assert.deepEqual(Object.keys(page).sort(), ['number', 'size', 'totalElements', 'totalPages']);
      assert.equal(page.number, 0);
      assert.equal(page.size, 2147483647);
      assert.equal(page.totalPages, 1);
      assert.equal(content.length, page.totalElements, url);
    }
  });

  test('pages split the list and a page past the end is 204', async () => {
    const all = (await get('/api/features?size=2147483647')).json();
    const first = (await get('/api/features?page=0&size=5')).json();
    const third = (await get('/api/features?page=2&size=5')).json();
    assert.equal(first.content.length, 5);
    assert.deepEqual(first.page, { number: 0, size: 5, totalElements: all.page.totalElements, totalPages: Math.ceil(all.page.totalElements / 5) });
    assert.deepEqual(third.content, all.content.slice(10, 15));
    const past = await get('/api/features?page=99&size=5');
    assert.equal(past.statusCode, 204);
    assert.equal(past.body, '');
  });

  test('?ids= returns exactly those ids on every list that has numeric ids', async () => {
    const extra = await createAccount(t.db);
    const cases: [string, number[]][] = [
      ['/api/accounts', [target.id, extra.id]],
      ['/api/roles', [ROLE_IDS.EMPLOYEE, ROLE_IDS.READ_ONLY, customRole.id]],
      ['/api/features', [2, 5, 11]],
      ['/api/modules', [1, 7]],
      ['/api/themes', [2, 4]],
    ];
    const permissions = (await get('/api/permissions?size=3')).json().content as { id: number }[];
    cases.push(['/api/permissions', permissions.map((p) => p.id)]);
    const wrong: string[] = [];
    for (const [url, ids] of cases) {
      const res = await get(`${url}?ids=${[...ids, ids[0]].join(',')}&size=2147483647`);
      assert.equal(res.statusCode, 200, `${url}: ${res.body.slice(0, 200)}`);
      const got = (res.json().content as { id: number }[]).map((x) => x.id).sort((a, b) => a - b);
      const want = [...ids].sort((a, b) => a - b);
      if (JSON.stringify(got) !== JSON.stringify(want) || res.json().page.totalElements !== ids.length) {
        wrong.push(`${url}?ids=${ids.join(',')} → ids ${got.join(',')}, totalElements ${res.json().page.totalElements}`);
      }
    }
    assert.deepEqual(wrong, [], 'lists whose ?ids= does not return exactly those ids');
  });

  test('an empty list is 204 with no body', async () => {
    for (const url of ['/api/accounts?ids=999999', '/api/accounts?search=nobody-has-this-name', '/api/features?ids=999', '/api/roles?ids=999', '/api/permissions?ids=999999']) {
      const res = await get(url);
      assert.equal(res.statusCode, 204, `${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      assert.equal(res.body, '');
    }
  });

  test('sorting by a known field works', async () => {
    const asc = (await get('/api/accounts?sort=id,asc&size=2147483647')).json().content as { id: number }[];
    const desc = (await get('/api/accounts?sort=id,desc&size=2147483647')).json().content as { id: number }[];
    assert.ok(asc.length >= 3);
    assert.deepEqual(desc.map((a) => a.id), asc.map((a) => a.id).reverse());
  });

  test('sort by an unknown field → 400 naming sort, on every list', async () => {
    const accepted: string[] = [];
    for (const url of LISTS()) {
      const res = await get(`${url}?sort=passwordHash,asc`);
      if (res.statusCode === 400) assertRejected(res, 400, 'sort');
      else accepted.push(`${url} → ${res.statusCode}`);
    }
    assert.deepEqual(accepted, [], 'lists that ignore an unknown sort field');
  });

  test('malformed paging parameters → 400 naming them', async (ctx) => {
    const cases: [string, string][] = [
      ['/api/accounts?sort=id,sideways', 'sort'],
      ['/api/accounts?size=0', 'size'],
      ['/api/accounts?size=2147483648', 'size'],
      ['/api/accounts?size=ten', 'size'],
      ['/api/accounts?page=-1', 'page'],
      ['/api/accounts?ids=1,abc', 'ids'],
      ['/api/accounts?enabled=maybe', 'enabled'],
      ['/api/accounts?color=blue', 'color'],
      ['/api/roles?size=-5', 'size'],
      ['/api/features?ids=1;2', 'ids'],
      ['/api/employees/accounts', 'employeeId'],
      ['/api/employees/accounts?employeeId=abc', 'employeeId'],
    ];
    for (const [url, field] of cases) {
      await ctx.test(url, async () => assertRejected(await get(url), 400, field));
    }
  });
});
