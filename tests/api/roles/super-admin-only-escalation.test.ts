/**
 * Security item 7: an administrator cannot make itself (or anyone) a super administrator, grant the vendor's
 * authorities (MODULES_WRITE: modules and subscription), nor demote or take over a super administrator — by any
 * path: role membership, role authorities, custom roles, account create/edit/delete, employee delete.
 * Every refusal is 403 SUPER_ADMIN_REQUIRED and leaves roles, memberships and accounts exactly as they were;
 * the same change by a super administrator goes through.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_ROLE_AUTHORITIES, ROLE_IDS, VENDOR_AUTHORITIES } from '../../../domain/index.ts';
import { PASSWORD, createAccount, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { assertRejected } from '../../support/assert-rejected.ts';

type Caller = { token: string; accountId: number; employeeId: number | null };
let t: TestApp;
let admin: Caller;
let vendor: Caller;
let vendor2: Caller;

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  vendor = await t.signedIn(['SUPER_ADMIN']);
  vendor2 = await t.signedIn(['SUPER_ADMIN']);
});
after(async () => { await t?.close(); });

const MODULES_WRITE = 'MODULES_WRITE';

/** Everything an escalation could change: roles, their authorities, memberships, accounts' state and secrets. */
async function accessSnapshot(): Promise<string> {
  const [roles, grants, memberships, accounts, employees] = await Promise.all([
    t.db.selectFrom('roles').select(['id', 'name', 'description']).orderBy('id').execute(),
    t.db.selectFrom('role_permissions as rp').innerJoin('permissions as p', 'p.id', 'rp.permission_id')
      .select(['rp.role_id', 'p.authority']).orderBy('rp.role_id').orderBy('p.authority').execute(),
    t.db.selectFrom('account_roles').select(['account_id', 'role_id']).orderBy('account_id').orderBy('role_id').execute(),
    t.db.selectFrom('accounts').select(['id', 'username', 'employee_code', 'password_hash', 'enabled', 'expired', 'manually_locked',
      'identification_method', 'session_version']).orderBy('id').execute(),
    t.db.selectFrom('employees').select('id').orderBy('id').execute(),
  ]);
  return JSON.stringify({ roles, grants, memberships, accounts, employees });
}

/** The request as `who`; when refused it must be 403 SUPER_ADMIN_REQUIRED with nothing changed. */
async function refusedFor(who: Caller, options: Parameters<TestApp['request']>[0], field: string | null = null) {
  const before = await accessSnapshot();
  const res = await t.request({ ...options, token: who.token });
  assertRejected(res, 403, field, 'SUPER_ADMIN_REQUIRED');
  assert.match(res.json().message, /super administrator/i);
  assert.equal(await accessSnapshot(), before, 'a refused request changed access data');
  return res;
}

function ok(res: LightMyRequestResponse, status: number) {
  assert.equal(res.statusCode, status, res.body.slice(0, 400));
}

async function holders(roleId: number): Promise<number[]> {
  return (await t.db.selectFrom('account_roles').select('account_id').where('role_id', '=', roleId).orderBy('account_id').execute())
    .map((r) => r.account_id);
}

async function authoritiesOf(roleId: number): Promise<string[]> {
  const res = await t.request({ method: 'GET', url: `/api/roles/${roleId}`, token: vendor.token });
  ok(res, 200);
  return (res.json().permissions as { authority: string }[]).map((p) => p.authority);
}

async function rolesOf(accountId: number): Promise<number[]> {
  return (await t.db.selectFrom('account_roles').select('role_id').where('account_id', '=', accountId).orderBy('role_id').execute())
    .map((r) => r.role_id);
}

/** A fresh account holding the roles, signed in. */
const someone = (roles: Parameters<TestApp['signedIn']>[0]) => t.signedIn(roles);

describe('the vendor authorities', () => {
  test('are exactly what the super administrator holds beyond the administrator', () => {
    const extra = DEFAULT_ROLE_AUTHORITIES.SUPER_ADMIN.filter((a) => !DEFAULT_ROLE_AUTHORITIES.ADMIN.includes(a));
    assert.deepEqual([...VENDOR_AUTHORITIES].sort(), extra.sort());
    assert.deepEqual([...VENDOR_AUTHORITIES], [MODULES_WRITE]);
  });
});

describe('an administrator cannot join a super-administrator role', () => {
  test('PUT /permissions/5/accounts adding itself → 403; a super administrator may add an account', async () => {
    const current = await holders(ROLE_IDS.SUPER_ADMIN);
    await refusedFor(admin, { method: 'PUT', url: `/api/permissions/${ROLE_IDS.SUPER_ADMIN}/accounts`, payload: { accountIds: [...current, admin.accountId] } },
      `accountIds[${current.length}]`);
    const promoted = await someone(['ADMIN']);
    ok(await t.request({ method: 'PUT', url: `/api/permissions/${ROLE_IDS.SUPER_ADMIN}/accounts`, token: vendor.token,
      payload: { accountIds: [...current, promoted.accountId] } }), 204);
    assert.deepEqual(await holders(ROLE_IDS.SUPER_ADMIN), [...current, promoted.accountId].sort((a, b) => a - b));
    ok(await t.request({ method: 'PUT', url: '/api/modules/2', token: promoted.token, payload: { enabled: true } }), 204);
  });

  test('PUT /accounts/{self} with the SUPER_ADMIN role, by id or by name in any case → 403; a super administrator may', async () => {
    await refusedFor(admin, { method: 'PUT', url: `/api/accounts/${admin.accountId}`, payload: { roles: [{ name: 'ADMIN' }, { id: ROLE_IDS.SUPER_ADMIN }] } }, 'roles[1]');
    await refusedFor(admin, { method: 'PUT', url: `/api/accounts/${admin.accountId}`, payload: { roles: [{ name: 'super_admin' }] } }, 'roles[0]');
    const target = await someone(['ADMIN']);
    await refusedFor(admin, { method: 'PUT', url: `/api/accounts/${target.accountId}`, payload: { roles: [{ name: 'SUPER_ADMIN' }] } }, 'roles[0]');
    ok(await t.request({ method: 'PUT', url: `/api/accounts/${target.accountId}`, token: vendor.token, payload: { roles: [{ name: 'SUPER_ADMIN' }] } }), 204);
    assert.deepEqual(await rolesOf(target.accountId), [ROLE_IDS.SUPER_ADMIN]);
  });

  test('POST /accounts/ with the SUPER_ADMIN role → 403 and no account; a super administrator may', async () => {
    const username = `vendor-${unique()}@test.test`;
    await refusedFor(admin, { method: 'POST', url: '/api/accounts', payload: { username, password: PASSWORD, roles: [{ name: 'EMPLOYEE' }, { name: 'SUPER_ADMIN' }] } }, 'roles[1]');
    const res = await t.request({ method: 'POST', url: '/api/accounts', token: vendor.token, payload: { username, password: PASSWORD, roles: [{ name: 'SUPER_ADMIN' }] } });
    ok(res, 201);
    assert.deepEqual(res.json().roles.map((r: { name: string }) => r.name), ['SUPER_ADMIN']);
  });
});

describe('an administrator cannot grant vendor authorities', () => {
  test('PUT /roles/4 adding MODULES_WRITE to ADMIN → 403, modules stay out of reach; a super administrator may', async () => {
    const adminAuthorities = await authoritiesOf(ROLE_IDS.ADMIN);
    assert.ok(!adminAuthorities.includes(MODULES_WRITE));
    await refusedFor(admin, { method: 'PUT', url: `/api/roles/${ROLE_IDS.ADMIN}`, payload: { permissions: [...adminAuthorities, MODULES_WRITE] } },
      `permissions[${adminAuthorities.length}]`);
    assertRejected(await t.request({ method: 'PUT', url: '/api/modules/2', token: admin.token, payload: { enabled: false } }), 403, null);
    assertRejected(await t.request({ method: 'PUT', url: '/api/company', token: admin.token, payload: { subscriptionPeriod: 'YEARLY' } }), 403, 'subscriptionPeriod');
    // An edit of ADMIN without vendor authorities stays the administrators' business.
    ok(await t.request({ method: 'PUT', url: `/api/roles/${ROLE_IDS.ADMIN}`, token: admin.token, payload: { permissions: adminAuthorities } }), 204);
    // The vendor may grant it, and take it back.
    ok(await t.request({ method: 'PUT', url: `/api/roles/${ROLE_IDS.ADMIN}`, token: vendor.token, payload: { permissions: [...adminAuthorities, MODULES_WRITE] } }), 204);
    assert.ok((await authoritiesOf(ROLE_IDS.ADMIN)).includes(MODULES_WRITE));
    ok(await t.request({ method: 'PUT', url: `/api/roles/${ROLE_IDS.ADMIN}`, token: vendor.token, payload: { permissions: adminAuthorities } }), 204);
    assert.ok(!(await authoritiesOf(ROLE_IDS.ADMIN)).includes(MODULES_WRITE));
  });

  test('POST /roles/ with MODULES_WRITE → 403 and no role; a super administrator may', async () => {
    const name = `Vendor helpers ${unique()}`;
    await refusedFor(admin, { method: 'POST', url: '/api/roles', payload: { name, permissions: ['HOLIDAYS_READ', MODULES_WRITE] } }, 'permissions[1]');
    const res = await t.request({ method: 'POST', url: '/api/roles', token: vendor.token, payload: { name, permissions: ['HOLIDAYS_READ', MODULES_WRITE] } });
    ok(res, 201);
  });

  test('editing a custom role the admin holds to add MODULES_WRITE → 403; a super administrator may', async () => {
    const holder = await someone(['ADMIN']);
    const created = await t.request({ method: 'POST', url: '/api/roles', token: holder.token, payload: { name: `Mine ${unique()}`, permissions: ['HOLIDAYS_READ'] } });
    ok(created, 201);
    const roleId = created.json().id as number;
    ok(await t.request({ method: 'PUT', url: `/api/permissions/${roleId}/accounts`, token: holder.token, payload: { accountIds: [holder.accountId] } }), 204);
    await refusedFor(holder, { method: 'PUT', url: `/api/roles/${roleId}`, payload: { permissions: ['HOLIDAYS_READ', MODULES_WRITE] } }, 'permissions[1]');
    assertRejected(await t.request({ method: 'PUT', url: '/api/modules/2', token: holder.token, payload: { enabled: false } }), 403, null);
    ok(await t.request({ method: 'PUT', url: `/api/roles/${roleId}`, token: vendor.token, payload: { permissions: ['HOLIDAYS_READ', MODULES_WRITE] } }), 204);
    assert.ok((await authoritiesOf(roleId)).includes(MODULES_WRITE));
    ok(await t.request({ method: 'PUT', url: '/api/modules/2', token: holder.token, payload: { enabled: true } }), 204);
  });

  test('a custom role with vendor authorities cannot be assigned, edited or deleted by an admin; a super administrator may', async () => {
    const created = await t.request({ method: 'POST', url: '/api/roles', token: vendor.token, payload: { name: `Vendor ${unique()}`, permissions: [MODULES_WRITE] } });
    ok(created, 201);
    const roleId = created.json().id as number;
    await refusedFor(admin, { method: 'PUT', url: `/api/permissions/${roleId}/accounts`, payload: { accountIds: [admin.accountId] } }, 'accountIds[0]');
    await refusedFor(admin, { method: 'PUT', url: `/api/accounts/${admin.accountId}`, payload: { roles: [{ name: 'ADMIN' }, { id: roleId }] } }, 'roles[1]');
    await refusedFor(admin, { method: 'POST', url: '/api/accounts', payload: { username: `x-${unique()}@test.test`, password: PASSWORD, roles: [{ id: roleId }] } }, 'roles[0]');
    await refusedFor(admin, { method: 'PUT', url: `/api/roles/${roleId}`, payload: { description: 'mine now' } });
    await refusedFor(admin, { method: 'PUT', url: `/api/roles/${roleId}`, payload: { permissions: ['HOLIDAYS_READ'] } });
    await refusedFor(admin, { method: 'DELETE', url: `/api/roles/${roleId}` });
    const helper = await someone(['EMPLOYEE']);
    ok(await t.request({ method: 'PUT', url: `/api/permissions/${roleId}/accounts`, token: vendor.token, payload: { accountIds: [helper.accountId] } }), 204);
    ok(await t.request({ method: 'PUT', url: `/api/modules/2`, token: helper.token, payload: { enabled: true } }), 204);
    ok(await t.request({ method: 'PUT', url: `/api/permissions/${roleId}/accounts`, token: vendor.token, payload: { accountIds: [] } }), 204);
    ok(await t.request({ method: 'DELETE', url: `/api/roles/${roleId}`, token: vendor.token }), 204);
  });
});

describe('an administrator cannot demote or take over a super administrator', () => {
  test('removing a super administrator from SUPER_ADMIN (PUT /permissions/5/accounts) → 403; a super administrator may', async () => {
    const victim = await someone(['SUPER_ADMIN']);
    const others = (await holders(ROLE_IDS.SUPER_ADMIN)).filter((id) => id !== victim.accountId);
    await refusedFor(admin, { method: 'PUT', url: `/api/permissions/${ROLE_IDS.SUPER_ADMIN}/accounts`, payload: { accountIds: others } }, 'accountIds');
    await refusedFor(admin, { method: 'PUT', url: `/api/permissions/${ROLE_IDS.SUPER_ADMIN}/accounts`, payload: { accountIds: [] } }, 'accountIds');
    ok(await t.request({ method: 'PUT', url: `/api/permissions/${ROLE_IDS.SUPER_ADMIN}/accounts`, token: vendor.token, payload: { accountIds: others } }), 204);
    assert.deepEqual(await rolesOf(victim.accountId), []);
  });

  test('changing a super administrator\'s other roles (PUT /permissions/4/accounts) → 403; their own roles stay untouched by others\' edits', async () => {
    const victim = await someone(['SUPER_ADMIN']);
    const current = await holders(ROLE_IDS.ADMIN);
    await refusedFor(admin, { method: 'PUT', url: `/api/permissions/${ROLE_IDS.ADMIN}/accounts`, payload: { accountIds: [...current, victim.accountId] } },
      `accountIds[${current.length}]`);
    // Listing the admins without touching the vendor's membership is fine.
    const employee = await someone(['EMPLOYEE']);
    ok(await t.request({ method: 'PUT', url: `/api/permissions/${ROLE_IDS.ADMIN}/accounts`, token: admin.token, payload: { accountIds: [...current, employee.accountId] } }), 204);
    ok(await t.request({ method: 'PUT', url: `/api/permissions/${ROLE_IDS.ADMIN}/accounts`, token: admin.token, payload: { accountIds: current } }), 204);
    ok(await t.request({ method: 'PUT', url: `/api/permissions/${ROLE_IDS.ADMIN}/accounts`, token: vendor.token, payload: { accountIds: [...current, victim.accountId] } }), 204);
    assert.deepEqual(await rolesOf(victim.accountId), [ROLE_IDS.ADMIN, ROLE_IDS.SUPER_ADMIN]);
  });

  test('PUT /accounts/{super admin}: roles, disabling, locking, password or username → 403; a super administrator may', async () => {
    const victim = await someone(['SUPER_ADMIN']);
    const url = `/api/accounts/${victim.accountId}`;
    for (const payload of [
      { roles: [{ name: 'EMPLOYEE' }] }, { isEnabled: false }, { isLocked: true }, { isExpired: true },
      { password: 'Taken#over2026' }, { username: `attacker-${unique()}@test.test` }, { isCredentialsExpired: false },
    ]) {
      await refusedFor(admin, { method: 'PUT', url, payload });
    }
    ok(await t.request({ method: 'PUT', url, token: vendor.token, payload: { isEnabled: false } }), 204);
    ok(await t.request({ method: 'PUT', url, token: vendor.token, payload: { isEnabled: true, roles: [{ name: 'EMPLOYEE' }] } }), 204);
    assert.deepEqual(await rolesOf(victim.accountId), [ROLE_IDS.EMPLOYEE]);
  });

  test('DELETE /accounts/{super admin}, DELETE /employees/{their employee}, terminal identification → 403; a super administrator may', async () => {
    const victim = await someone(['SUPER_ADMIN']);
    await refusedFor(admin, { method: 'DELETE', url: `/api/accounts/${victim.accountId}` });
    await refusedFor(admin, { method: 'DELETE', url: `/api/employees/${victim.employeeId}` });
    await refusedFor(admin, { method: 'POST', url: `/api/accounts/${victim.accountId}/identification`, payload: { identificationMethod: 'pin', code: '1234' } });
    ok(await t.request({ method: 'POST', url: `/api/accounts/${victim.accountId}/identification`, token: vendor.token, payload: { identificationMethod: 'pin', code: '1234' } }), 204);
    ok(await t.request({ method: 'DELETE', url: `/api/employees/${victim.employeeId}`, token: vendor.token }), 204);
    const other = await someone(['SUPER_ADMIN']);
    ok(await t.request({ method: 'DELETE', url: `/api/accounts/${other.accountId}`, token: vendor2.token }), 204);
  });

  test('PUT /roles/5 (the super administrator role) → 403 for an admin; the role keeps its vendor authorities', async () => {
    const authorities = await authoritiesOf(ROLE_IDS.SUPER_ADMIN);
    await refusedFor(admin, { method: 'PUT', url: `/api/roles/${ROLE_IDS.SUPER_ADMIN}`, payload: { permissions: authorities.filter((a) => a !== MODULES_WRITE) } });
    await refusedFor(admin, { method: 'PUT', url: `/api/roles/${ROLE_IDS.SUPER_ADMIN}`, payload: { permissions: authorities.filter((a) => a !== 'HOLIDAYS_READ') } });
    await refusedFor(admin, { method: 'PUT', url: `/api/roles/${ROLE_IDS.SUPER_ADMIN}`, payload: { description: 'demoted' } });
    // Even the vendor cannot strip the super administrator role of the vendor authorities (nobody could give them back).
    assertRejected(await t.request({ method: 'PUT', url: `/api/roles/${ROLE_IDS.SUPER_ADMIN}`, token: vendor.token,
      payload: { permissions: authorities.filter((a) => a !== MODULES_WRITE) } }), 400, 'permissions');
    ok(await t.request({ method: 'PUT', url: `/api/roles/${ROLE_IDS.SUPER_ADMIN}`, token: vendor.token, payload: { description: 'The vendor' } }), 204);
  });

  test('an admin still manages ordinary accounts and roles', async () => {
    const plain = await createAccount(t.db, { roles: ['EMPLOYEE'] });
    ok(await t.request({ method: 'PUT', url: `/api/accounts/${plain.id}`, token: admin.token, payload: { roles: [{ name: 'ADMIN' }], isLocked: true } }), 204);
    ok(await t.request({ method: 'DELETE', url: `/api/accounts/${plain.id}`, token: admin.token }), 204);
  });
});
