// Issue #11 items 6 and 8 through GraphQL: modules and the subscription are the super administrator's; custom roles
// are created and deleted, and built-in ones are refused in words.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ROLE_IDS } from '../../domain/index.ts';
import { dataOf, gid, startHarness, type Harness } from './harness.ts';

let h: Harness;
let vendor: { token: string };
let admin: { token: string };
before(async () => {
  h = await startHarness();
  vendor = await h.api.signedIn(['SUPER_ADMIN']);
  admin = await h.api.signedIn(['ADMIN']);
});
after(async () => { await h.close(); });

const SET_MODULE = `mutation($id: ID!, $on: Boolean!) {
  setModuleEnabled(input: { moduleId: $id, enabled: $on }) { module { code enabled } userErrors { field message code } }
}`;
const CAMPAIGN = gid('Module', 5);
const enabledModules = async (token: string) => dataOf(await h.gql('{ viewer { enabledModules } }', { token })).viewer.enabledModules as string[];

describe('modules', () => {
  test('a super administrator switches a module off and on; the viewer\'s enabled modules follow', async () => {
    const off = dataOf(await h.gql(SET_MODULE, { token: vendor.token, variables: { id: CAMPAIGN, on: false } }));
    assert.deepEqual(off.setModuleEnabled, { module: { code: 'CAMPAIGN', enabled: false }, userErrors: [] });
    assert.ok(!(await enabledModules(admin.token)).includes('CAMPAIGN'));
    const on = dataOf(await h.gql(SET_MODULE, { token: vendor.token, variables: { id: CAMPAIGN, on: true } }));
    assert.equal(on.setModuleEnabled.module.enabled, true);
    assert.ok((await enabledModules(admin.token)).includes('CAMPAIGN'));
  });

  test('an administrator is refused (FORBIDDEN) and the module stays on', async () => {
    const res = await h.gql(SET_MODULE, { token: admin.token, variables: { id: CAMPAIGN, on: false } });
    assert.equal(res.errors?.[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(res));
    assert.equal(res.data?.setModuleEnabled ?? null, null);
    assert.ok((await enabledModules(admin.token)).includes('CAMPAIGN'));
  });

  test('the base module cannot be switched off, said in words', async () => {
    const res = dataOf(await h.gql(SET_MODULE, { token: vendor.token, variables: { id: gid('Module', 7), on: false } }));
    assert.deepEqual(res.setModuleEnabled.userErrors, [{ field: null, message: 'The base module cannot be switched off', code: 'MODULE_NOT_SWITCHABLE' }]);
  });
});

describe('subscription', () => {
  const UPDATE = `mutation($input: UpdateCompanyInput!) {
    updateCompany(input: $input) { company { subscriptionStart subscriptionEnd subscriptionPeriod } userErrors { field message code } }
  }`;

  test('a super administrator saves the period and dates', async () => {
    const input = { subscriptionStart: '2026-01-01', subscriptionEnd: '2027-06-30', subscriptionPeriod: 'SEMIANNUAL' };
    const res = dataOf(await h.gql(UPDATE, { token: vendor.token, variables: { input } }));
    assert.deepEqual(res.updateCompany, { company: input, userErrors: [] });
  });

  test('an end before the start lands on subscriptionEnd', async () => {
    const res = await h.gql(UPDATE, { token: vendor.token, variables: { input: { subscriptionStart: '2026-05-01', subscriptionEnd: '2026-04-30' } } });
    assert.deepEqual(res.data?.updateCompany.userErrors.map((e: { field: string[] }) => e.field), [['subscriptionEnd']]);
  });

  test('an administrator cannot change the subscription, and it stays as it was', async () => {
    const before = dataOf(await h.gql('{ company { subscriptionEnd } }', { token: admin.token })).company.subscriptionEnd;
    const res = await h.gql(UPDATE, { token: admin.token, variables: { input: { subscriptionEnd: '2030-01-01' } } });
    const refused = res.errors?.[0]?.extensions?.code ?? res.data?.updateCompany?.userErrors?.[0]?.code;
    assert.equal(refused, 'FORBIDDEN', JSON.stringify(res));
    assert.equal(dataOf(await h.gql('{ company { subscriptionEnd } }', { token: admin.token })).company.subscriptionEnd, before);
  });
});

describe('custom roles', () => {
  const CREATE = 'mutation($input: CreateRoleInput!) { createRole(input: $input) { role { id name builtIn permissions { authority } } userErrors { code } } }';
  const DELETE = 'mutation($id: ID!) { deleteRole(input: { id: $id }) { deletedRoleId userErrors { field message code } } }';

  test('an administrator creates a role with an employee\'s permissions and deletes it', async () => {
    const created = dataOf(await h.gql(CREATE, { token: admin.token, variables: { input: { name: 'Auditors', permissions: ['MY_CLOCKS_READ', 'HOLIDAYS_READ'] } } }));
    const role = created.createRole.role;
    assert.equal(role.builtIn, false);
    assert.deepEqual(role.permissions.map((p: { authority: string }) => p.authority).sort(), ['HOLIDAYS_READ', 'MY_CLOCKS_READ']);
    const deleted = dataOf(await h.gql(DELETE, { token: admin.token, variables: { id: role.id } }));
    assert.deepEqual(deleted.deleteRole, { deletedRoleId: role.id, userErrors: [] });
    const names = dataOf(await h.gql('{ roles(first: 100) { edges { node { name } } } }', { token: admin.token })).roles.edges.map((e: { node: { name: string } }) => e.node.name);
    assert.ok(!names.includes('Auditors'));
  });

  test('a built-in role is refused with BUILT_IN_ROLE, in the caller\'s language', async () => {
    const en = dataOf(await h.gql(DELETE, { token: admin.token, variables: { id: gid('Role', ROLE_IDS.EMPLOYEE) } }));
    assert.deepEqual(en.deleteRole, { deletedRoleId: null, userErrors: [{ field: null, message: 'A built-in role cannot be deleted', code: 'BUILT_IN_ROLE' }] });
    const pt = dataOf(await h.gql(DELETE, { token: admin.token, variables: { id: gid('Role', ROLE_IDS.EMPLOYEE) }, headers: { 'accept-language': 'pt' } }));
    assert.equal(pt.deleteRole.userErrors[0].message, 'Um perfil predefinido não pode ser eliminado');
  });
});
