/**
 * The permission matrix, end to end: every endpoint of the foundation × every role (and anonymous).
 *
 * Expectations are written by hand from core §6 (not derived from `domain/permissions.ts`), so a wrong
 * default in the matrix fails here. Every request is valid and aims at a target that exists, so only
 * authorization decides the answer.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { ROLE_IDS, type RoleName } from '../../../domain/index.ts';
import { PASSWORD, createAccount, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import {
  assertRefusedChangeNothing, assertTableShape, CALLERS as WHO, column as columnOf, describeMatrix, routeCoverage, signInCallers,
  type Caller, type Cell, type MatrixCall as Call, type Who,
} from '../../support/access-matrix.ts';
import { png } from '../../support/png.ts';

// ---------------------------------------------------------------------------------------------------------------
// The table. `ok` = allowed: the row's success status (never 401/403); `403` = denied; `401` = must sign in.
// {self} is the caller's own account / employee, {other} someone else's, {new} a throwaway made for the call.
// ---------------------------------------------------------------------------------------------------------------
const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                                                  anon   ADMIN SUPER  DEP_M  TEAM_L EMPL   READ_O
  // accounts
  ['GET    /accounts',                                '401', 'ok', 'ok',  '403', '403', '403', 'ok'],
  ['GET    /accounts/{self}',                         '401', 'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /accounts/{other}',                        '401', 'ok', 'ok',  '403', '403', '403', 'ok'],
  ['POST   /accounts/',                               '401', 'ok', 'ok',  '403', '403', '403', '403'],
  ['PUT    /accounts/{other}',                        '401', 'ok', 'ok',  '403', '403', '403', '403'],
  ['DELETE /accounts/{new}',                          '401', 'ok', 'ok',  '403', '403', '403', '403'],
  ['POST   /accounts/{other}/identification',         '401', 'ok', 'ok',  '403', '403', '403', '403'],
  ['POST   /accounts/{new}/invitation',               '401', 'ok', 'ok',  '403', '403', '403', '403'],
  ['POST   /accounts/{self}/change-password',         '401', 'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
  ['POST   /accounts/{other}/change-password',        '401', '403', '403', '403', '403', '403', '403'],
  ['GET    /accounts/{self}/employee',                '401', 'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /accounts/{other}/employee',               '401', 'ok', 'ok',  '403', '403', '403', 'ok'],
  ['GET    /employees/accounts?employeeId={self}',    '401', 'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /employees/accounts?employeeId={other}',   '401', 'ok', 'ok',  '403', '403', '403', 'ok'],
  // roles and permissions
  ['GET    /roles',                                   '401', 'ok', 'ok',  '403', '403', '403', 'ok'],
  ['GET    /roles/{id}',                              '401', 'ok', 'ok',  '403', '403', '403', 'ok'],
  ['GET    /roles/{id}/permissions',                  '401', 'ok', 'ok',  '403', '403', '403', 'ok'],
  ['POST   /roles/',                                  '401', 'ok', 'ok',  '403', '403', '403', '403'],
  ['PUT    /roles/{custom}',                          '401', 'ok', 'ok',  '403', '403', '403', '403'],
  ['DELETE /roles/{new}',                             '401', 'ok', 'ok',  '403', '403', '403', '403'],
  ['GET    /permissions',                             '401', 'ok', 'ok',  '403', '403', '403', 'ok'],
  ['PUT    /permissions/{custom}/accounts',           '401', 'ok', 'ok',  '403', '403', '403', '403'],
  ['GET    /permissions/{self}/employee',             '401', 'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /permissions/{other}/employee',            '401', 'ok', 'ok',  '403', '403', '403', 'ok'],
  // features and modules
  ['GET    /features',                                '401', 'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /features/{id}',                           '401', 'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /modules',                                 '401', 'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /modules/{id}',                            '401', 'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
  ['PUT    /modules/{id}',                            '401', '403', 'ok', '403', '403', '403', '403'],
  // company and reference data
  ['GET    /company',                                 '401', 'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
  ['PUT    /company',                                 '401', 'ok', 'ok',  '403', '403', '403', '403'],
  ['GET    /company/logo',                            'ok',  'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
  ['POST   /company/logo',                            '401', 'ok', 'ok',  '403', '403', '403', '403'],
  ['DELETE /company/logo',                            '401', 'ok', 'ok',  '403', '403', '403', '403'],
  ['GET    /company/logo-mobile',                     'ok',  'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
  ['POST   /company/logo-mobile',                     '401', 'ok', 'ok',  '403', '403', '403', '403'],
  ['DELETE /company/logo-mobile',                     '401', 'ok', 'ok',  '403', '403', '403', '403'],
  ['GET    /countries',                               '401', 'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /timezones',                               '401', 'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
  ['GET    /themes',                                  '401', 'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
  ['POST   /themes/{id}/enable',                      '401', 'ok', 'ok',  '403', '403', '403', '403'],
  // session
  ['POST   /login/refresh',                           '401', 'ok', 'ok',  'ok',  'ok',  'ok',  'ok'],
];

// ---------------------------------------------------------------------------------------------------------------
// How each endpoint is called: a valid request, and the status it answers when allowed.
// ---------------------------------------------------------------------------------------------------------------
type Build = (caller: Caller) => Promise<Call>;

let t: TestApp;
let callers: Map<Who, Caller>;
/** someone else: an EMPLOYEE account with its employee */
let other: { accountId: number; employeeId: number };
/** a custom role (not built in), for the role writes */
let customRoleId: number;

const NEW_PASSWORD = 'Fresh#2026';

const get = (url: string, ok: readonly number[] = [200]): Build => async () => ({ request: { method: 'GET', url }, ok });

const CALLS: Record<string, Build> = {
  'GET    /accounts': get('/api/accounts'),
  'GET    /accounts/{self}': async (c) => ({ request: { method: 'GET', url: `/api/accounts/${c.accountId}` }, ok: [200] }),
  'GET    /accounts/{other}': async () => ({ request: { method: 'GET', url: `/api/accounts/${other.accountId}` }, ok: [200] }),
  'POST   /accounts/': async () => ({
    request: { method: 'POST', url: '/api/accounts', payload: { username: `new-${unique()}@test.test`, password: PASSWORD, roles: [{ name: 'EMPLOYEE' }] } },
    ok: [201],
  }),
  'PUT    /accounts/{other}': async () => ({
    request: { method: 'PUT', url: `/api/accounts/${other.accountId}`, payload: { isCredentialsExpired: false } }, ok: [204],
  }),
  'DELETE /accounts/{new}': async () => {
    const target = await createAccount(t.db, { roles: ['EMPLOYEE'] });
    return { request: { method: 'DELETE', url: `/api/accounts/${target.id}` }, ok: [204] };
  },
  // An account still waiting for its invitation (no password chosen), made for the call.
  'POST   /accounts/{new}/invitation': async () => {
    const target = await createAccount(t.db, { roles: ['EMPLOYEE'] });
    await t.db.updateTable('accounts').set({ password_set: false }).where('id', '=', target.id).execute();
    return { request: { method: 'POST', url: `/api/accounts/${target.id}/invitation` }, ok: [204] };
  },
  'POST   /accounts/{other}/identification': async () => ({
    request: { method: 'POST', url: `/api/accounts/${other.accountId}/identification`, payload: { identificationMethod: 'pin', code: '4321' } },
    ok: [204],
  }),
  // Changing the password ends the caller's sessions, so signed-in callers use a fresh account of their role.
  'POST   /accounts/{self}/change-password': async (c) => {
    const fresh = c.who === 'anonymous' ? c : { ...c, ...(await t.signedIn([c.who])) };
    return {
      request: {
        method: 'POST', url: `/api/accounts/${fresh.accountId}/change-password`, token: fresh.token,
        payload: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
      },
      ok: [200],
    };
  },
  'POST   /accounts/{other}/change-password': async () => ({
    request: {
      method: 'POST', url: `/api/accounts/${other.accountId}/change-password`,
      payload: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
    },
    ok: [200],
  }),
  'GET    /accounts/{self}/employee': async (c) => ({ request: { method: 'GET', url: `/api/accounts/${c.accountId}/employee` }, ok: [200] }),
  'GET    /accounts/{other}/employee': async () => ({ request: { method: 'GET', url: `/api/accounts/${other.accountId}/employee` }, ok: [200] }),
  'GET    /employees/accounts?employeeId={self}': async (c) => ({
    request: { method: 'GET', url: `/api/employees/accounts?employeeId=${c.employeeId}` }, ok: [200],
  }),
  'GET    /employees/accounts?employeeId={other}': async () => ({
    request: { method: 'GET', url: `/api/employees/accounts?employeeId=${other.employeeId}` }, ok: [200],
  }),

  'GET    /roles': get('/api/roles'),
  'GET    /roles/{id}': get(`/api/roles/${ROLE_IDS.EMPLOYEE}`),
  'GET    /roles/{id}/permissions': get(`/api/roles/${ROLE_IDS.EMPLOYEE}/permissions`),
  'POST   /roles/': async () => ({
    request: { method: 'POST', url: '/api/roles', payload: { name: `Role ${unique()}`, permissions: ['HOLIDAYS_READ'] } }, ok: [201],
  }),
  'PUT    /roles/{custom}': async () => ({
    request: { method: 'PUT', url: `/api/roles/${customRoleId}`, payload: { description: `edited ${unique()}` } }, ok: [204],
  }),
  'DELETE /roles/{new}': async () => {
    const role = await t.db.insertInto('roles').values({ name: `Throwaway ${unique()}` }).returning('id').executeTakeFirstOrThrow();
    return { request: { method: 'DELETE', url: `/api/roles/${role.id}` }, ok: [204] };
  },
  'GET    /permissions': get('/api/permissions'),
  'PUT    /permissions/{custom}/accounts': async () => ({
    request: { method: 'PUT', url: `/api/permissions/${customRoleId}/accounts`, payload: { accountIds: [other.accountId] } }, ok: [204],
  }),
  'GET    /permissions/{self}/employee': async (c) => ({ request: { method: 'GET', url: `/api/permissions/${c.employeeId}/employee` }, ok: [200] }),
  'GET    /permissions/{other}/employee': async () => ({ request: { method: 'GET', url: `/api/permissions/${other.employeeId}/employee` }, ok: [200] }),

  'GET    /features': get('/api/features'),
  'GET    /features/{id}': get('/api/features/1'),
  'GET    /modules': get('/api/modules'),
  'GET    /modules/{id}': get('/api/modules/1'),
  // Switches on a module that is already on: allowed callers change nothing that other rows depend on.
  'PUT    /modules/{id}': async () => ({ request: { method: 'PUT', url: '/api/modules/2', payload: { enabled: true } }, ok: [204] }),

  'GET    /company': get('/api/company'),
  'PUT    /company': async () => ({ request: { method: 'PUT', url: '/api/company', payload: { phone: '+351 210 000 000' } }, ok: [204] }),
  'GET    /company/logo': get('/api/company/logo', [200, 404]),
  'POST   /company/logo': async () => ({ request: await logoUpload('/api/company/logo'), ok: [204] }),
  'DELETE /company/logo': async () => ({ request: { method: 'DELETE', url: '/api/company/logo' }, ok: [204] }),
  'GET    /company/logo-mobile': get('/api/company/logo-mobile', [200, 404]),
  'POST   /company/logo-mobile': async () => ({ request: await logoUpload('/api/company/logo-mobile'), ok: [204] }),
  'DELETE /company/logo-mobile': async () => ({ request: { method: 'DELETE', url: '/api/company/logo-mobile' }, ok: [204] }),
  'GET    /countries': get('/api/countries'),
  'GET    /timezones': get('/api/timezones'),
  'GET    /themes': get('/api/themes'),
  'POST   /themes/{id}/enable': async () => ({ request: { method: 'POST', url: '/api/themes/2/enable' }, ok: [204] }),

  'POST   /login/refresh': async () => ({ request: { method: 'POST', url: '/api/login/refresh' }, ok: [200] }),
};

// ---------------------------------------------------------------------------------------------------------------
// A tiny real PNG (1×1, RGBA) and a multipart body carrying it in the field "logo".
// ---------------------------------------------------------------------------------------------------------------
async function logoUpload(url: string): Promise<InjectOptions> {
  const form = new FormData();
  form.append('logo', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'logo.png');
  const encoded = new Response(form);
  return {
    method: 'POST', url,
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  };
}

/** Sends a call as the caller (a call may bring its own token, e.g. a fresh account). */
async function send(caller: Caller, call: Call) {
  const { token, ...request } = call.request;
  return t.request({ ...request, token: 'token' in call.request ? token : caller.token });
}

before(async () => {
  t = await startTestApp();
  const someone = await createAccount(t.db, { roles: ['EMPLOYEE'] });
  other = { accountId: someone.id, employeeId: someone.employee_id! };
  customRoleId = (await t.db.insertInto('roles').values({ name: `Custom ${unique()}` }).returning('id').executeTakeFirstOrThrow()).id;
  // Anonymous has no token; its path ids point at an account and employee that exist.
  callers = await signInCallers(t, { anonymous: other });
});
after(async () => { await t?.close(); });

describe('the table itself', () => {
  test('every row has one cell per caller and a way to call it, and every call has a row', () => {
    assertTableShape(MATRIX, CALLS);
  });

  test('covers every route of the foundation that /api/openapi.json documents', async () => {
    const foundationTags = new Set(['accounts', 'roles', 'features', 'company', 'reference', 'session']);
    const publicSession = new Set(['POST /login', 'POST /login/recover', 'POST /login/reset', 'POST /login/invitation']);
    const { documented, covered } = await routeCoverage(t, MATRIX, {
      normal: (method, path) => `${method} ${path.split('?')[0].replace(/\/$/, '').replace(/\{[a-z]+\}/g, '{id}')}`,
      include: (key, tags) => tags.some((tag) => foundationTags.has(tag)) && !publicSession.has(key),
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [], 'documented routes without a row');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
    assert.equal(covered.size, 37);
  });

  test('READ_ONLY may write nothing but its own password', () => {
    const column = WHO.indexOf('READ_ONLY');
    const writes = MATRIX.filter(([e]) => !e.startsWith('GET') && !e.includes('/login/refresh'));
    const writesAllowed = writes.filter((row) => row[column + 1] === 'ok').map(([e]) => e);
    assert.deepEqual(writesAllowed, ['POST   /accounts/{self}/change-password']);
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
  /** What any write of the foundation could touch. */
  async function snapshot() {
    const [accounts, roles, accountRoles, rolePermissions, company, files, themes, modules] = await Promise.all([
      t.db.selectFrom('accounts').select(['id', 'username', 'password_hash', 'identification_method', 'credentials_expired']).orderBy('id').execute(),
      t.db.selectFrom('roles').select(['id', 'name', 'description']).orderBy('id').execute(),
      t.db.selectFrom('account_roles').select(['account_id', 'role_id']).orderBy('account_id').orderBy('role_id').execute(),
      t.db.selectFrom('role_permissions').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      t.db.selectFrom('company').selectAll().execute(),
      t.db.selectFrom('stored_files').select('id').orderBy('id').execute(),
      t.db.selectFrom('themes').select(['id', 'enabled']).orderBy('id').execute(),
      t.db.selectFrom('modules').select(['id', 'enabled']).orderBy('id').execute(),
    ]);
    return JSON.stringify({ accounts, roles, accountRoles, rolePermissions, company, files, themes, modules });
  }

  for (const who of ['READ_ONLY', 'EMPLOYEE'] as const) {
    test(`${who}: every refused write leaves the database as it was`, async () => {
      const caller = callers.get(who)!;
      const column = columnOf(who);
      const refused = MATRIX.filter(([e]) => !e.startsWith('GET')).filter((row) => row[column] === '403');
      assert.ok(refused.length >= 14, `${refused.length} refused writes`);
      await assertRefusedChangeNothing(refused.map(([e]) => e), 403, async (endpoint) => {
        const call = await CALLS[endpoint](caller);
        return () => send(caller, call);
      }, snapshot);
    });
  }

  test('READ_ONLY changes its own password, and the new one signs in', async () => {
    const ro = await t.signedIn(['READ_ONLY']);
    const res = await t.request({
      method: 'POST', url: `/api/accounts/${ro.accountId}/change-password`, token: ro.token,
      payload: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(typeof res.json().token, 'string');
    const account = await t.db.selectFrom('accounts').select('username').where('id', '=', ro.accountId).executeTakeFirstOrThrow();
    assert.equal(typeof await t.login(account.username!, NEW_PASSWORD), 'string');
  });
});

describe('module gate', () => {
  test('with TIME_AND_ATTENDANCE off, identification answers 403 MODULE_DISABLED until it is on again', async () => {
    const superAdmin = callers.get('SUPER_ADMIN')!;
    const admin = callers.get('ADMIN')!;
    const identify = (token?: string) => t.request({
      method: 'POST', url: `/api/accounts/${other.accountId}/identification`, token, payload: { identificationMethod: 'card', code: 'C-1001' },
    });
    const off = await t.request({ method: 'PUT', url: '/api/modules/1', token: superAdmin.token, payload: { enabled: false } });
    assert.equal(off.statusCode, 204, off.body);
    try {
      const module = await t.request({ method: 'GET', url: '/api/modules/1', token: admin.token });
      assert.equal(module.json().code, 'TIME_AND_ATTENDANCE');
      assert.equal(module.json().enabled, false);

      for (const who of ['ADMIN', 'SUPER_ADMIN'] as const) {
        const res = await identify(callers.get(who)!.token);
        assert.equal(res.statusCode, 403, `${who}: ${res.body}`);
        assert.equal(res.json().code, 'MODULE_DISABLED');
        assert.match(res.json().message, /TIME_AND_ATTENDANCE/);
      }
      const stored = await t.db.selectFrom('accounts').select('identification_method').where('id', '=', other.accountId).executeTakeFirstOrThrow();
      assert.notEqual(stored.identification_method, 'card', 'the refused call wrote the method');
      assert.equal((await identify()).statusCode, 401, 'anonymous is still asked to sign in');
      // Routes outside the module keep working.
      assert.equal((await t.request({ method: 'GET', url: `/api/accounts/${other.accountId}`, token: admin.token })).statusCode, 200);
    } finally {
      const on = await t.request({ method: 'PUT', url: '/api/modules/1', token: superAdmin.token, payload: { enabled: true } });
      assert.equal(on.statusCode, 204, on.body);
    }
    const res = await identify(admin.token);
    assert.equal(res.statusCode, 204, res.body);
  });

  test('the base module cannot be switched off (409), and ADMIN may not switch modules (403)', async () => {
    const res = await t.request({ method: 'PUT', url: '/api/modules/7', token: callers.get('SUPER_ADMIN')!.token, payload: { enabled: false } });
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().code, 'MODULE_NOT_SWITCHABLE');
    const admin = await t.request({ method: 'PUT', url: '/api/modules/1', token: callers.get('ADMIN')!.token, payload: { enabled: false } });
    assert.equal(admin.statusCode, 403, admin.body);
    const module = await t.request({ method: 'GET', url: '/api/modules/1', token: callers.get('ADMIN')!.token });
    assert.equal(module.json().enabled, true);
  });
});

describe('own data', () => {
  test('an EMPLOYEE reads its own account, employee, account-by-employee and authorities, and nobody else\'s', async () => {
    const me = callers.get('EMPLOYEE')!;
    const own = [
      `/api/accounts/${me.accountId}`, `/api/accounts/${me.accountId}/employee`,
      `/api/employees/accounts?employeeId=${me.employeeId}`, `/api/permissions/${me.employeeId}/employee`,
    ];
    const others = [
      `/api/accounts/${other.accountId}`, `/api/accounts/${other.accountId}/employee`,
      `/api/employees/accounts?employeeId=${other.employeeId}`, `/api/permissions/${other.employeeId}/employee`,
    ];
    const [account, employee, byEmployee, authorities] = await Promise.all(own.map((url) => t.request({ method: 'GET', url, token: me.token })));
    assert.equal(account.statusCode, 200);
    assert.equal(account.json().id, me.accountId);
    assert.equal(employee.statusCode, 200);
    assert.equal(employee.json().id, me.employeeId);
    assert.equal(byEmployee.statusCode, 200);
    assert.equal(byEmployee.json().id, me.accountId);
    assert.equal(authorities.statusCode, 200);
    const granted = (authorities.json().content as { authority: string }[]).map((p) => p.authority);
    assert.ok(granted.includes('MY_ACCOUNTS_READ'), granted.join(','));
    assert.ok(!granted.includes('ACCOUNTS_READ'));
    for (const url of others) {
      const res = await t.request({ method: 'GET', url, token: me.token });
      assert.equal(res.statusCode, 403, `${url}: ${res.body}`);
      assert.equal(res.json().code, 'FORBIDDEN');
    }
  });

  test('a missing account is 403 for an EMPLOYEE (nothing leaks) and 404 for an ADMIN', async () => {
    const url = '/api/accounts/999999';
    assert.equal((await t.request({ method: 'GET', url, token: callers.get('EMPLOYEE')!.token })).statusCode, 403);
    const admin = await t.request({ method: 'GET', url, token: callers.get('ADMIN')!.token });
    assert.equal(admin.statusCode, 404);
    assert.equal(admin.json().code, 'NOT_FOUND');
  });
});
