import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startHarness, pathsSince, type Harness } from './harness.ts';

let h: Harness;
before(async () => { h = await startHarness(); });
after(async () => { await h.close(); });

const ACCOUNTS_AND_COMPANY = '{ accounts(first: 5) { totalCount edges { node { username } } } company { name } }';

describe('permission directives', () => {
  test('an admin reads the guarded list', async () => {
    const { token } = await h.api.signedIn(['ADMIN']);
    const res = await h.gql(ACCOUNTS_AND_COMPANY, { token });
    assert.equal(res.errors, undefined);
    assert.ok(res.data?.accounts.totalCount >= 1);
    assert.equal(res.data?.company.name, 'My company');
  });

  test('an employee is denied the field alone, and no REST call is made for it', async () => {
    const { token } = await h.api.signedIn(['EMPLOYEE']);
    const from = h.calls.length;
    const res = await h.gql(ACCOUNTS_AND_COMPANY, { token });
    assert.equal(res.data?.accounts, null);
    assert.equal(res.data?.company.name, 'My company', 'the rest of the query resolves');
    assert.equal(res.errors?.length, 1);
    assert.deepEqual(res.errors?.[0].path, ['accounts']);
    assert.equal(res.errors?.[0].extensions?.code, 'FORBIDDEN');
    const paths = pathsSince(h, from);
    assert.ok(!paths.some((p) => p.startsWith('GET /accounts')), `no accounts call: ${paths.join(', ')}`);
    // Only the allowed field: the caller's authorities, which denied the other, came back with its answer.
    assert.deepEqual(paths, ['GET /company']);
  });

  test('anonymous callers get UNAUTHENTICATED per field and no REST call at all', async () => {
    const from = h.calls.length;
    const res = await h.gql(ACCOUNTS_AND_COMPANY);
    assert.equal(res.data?.accounts, null);
    assert.equal(res.data?.company, null);
    assert.deepEqual(res.errors?.map((e) => e.extensions?.code), ['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    assert.deepEqual(pathsSince(h, from), []);
  });

  test('a read-only consultant reads roles but may not edit them', async () => {
    const { token } = await h.api.signedIn(['READ_ONLY']);
    const read = await h.gql('{ roles(first: 10) { totalCount edges { node { name permissions { authority } } } } }', { token });
    assert.equal(read.errors, undefined);
    assert.ok(read.data?.roles.totalCount >= 6);
    const from = h.calls.length;
    const write = await h.gql('mutation { createRole(input: { name: "Auditor" }) { role { name } userErrors { message } } }', { token });
    assert.equal(write.errors?.[0].extensions?.code, 'FORBIDDEN');
    assert.ok(!pathsSince(h, from).some((p) => p.startsWith('POST')), 'no write reached the API');
  });

  test('a department manager sees employees (scoped) but not their accounts', async () => {
    const dep = await h.api.db.insertInto('departments').values({ name: 'Directives dept' }).returning('id').executeTakeFirstOrThrow();
    const manager = await h.api.signedIn(['DEPARTMENT_MANAGER'], { departmentId: dep.id });
    await h.api.db.insertInto('department_managers').values({ department_id: dep.id, employee_id: manager.employeeId! }).execute();
    const from = h.calls.length;
    const res = await h.gql('{ employees(first: 10) { edges { node { name department { name } account { username } } } } }', { token: manager.token });
    assert.ok(res.data?.employees.edges.length >= 1);
    assert.ok(res.data?.employees.edges.every((e: any) => e.node.department.name === 'Directives dept'));
    assert.ok(res.errors?.every((e) => e.extensions?.code === 'FORBIDDEN' && e.path?.at(-1) === 'account'));
    assert.ok(!pathsSince(h, from).some((p) => p.startsWith('GET /accounts')));
  });

  test('a disabled module gives MODULE_DISABLED before the call; enabled, the API answers', async () => {
    const admin = await h.api.signedIn(['ADMIN']);
    const mutation = `mutation { setAccountIdentification(input: { id: "${Buffer.from(`Account:${admin.accountId}`).toString('base64')}", identificationMethod: "pin", code: "1234" }) { account { identificationMethod } userErrors { field message } } }`;
    await h.api.db.updateTable('modules').set({ enabled: false }).where('code', '=', 'TIME_AND_ATTENDANCE').execute();
    try {
      const from = h.calls.length;
      const off = await h.gql(mutation, { token: admin.token });
      assert.equal(off.errors?.[0].extensions?.code, 'MODULE_DISABLED');
      assert.ok(!pathsSince(h, from).some((p) => p.includes('identification')));
    } finally {
      await h.api.db.updateTable('modules').set({ enabled: true }).where('code', '=', 'TIME_AND_ATTENDANCE').execute();
    }
    const on = await h.gql(mutation, { token: admin.token });
    assert.equal(on.errors, undefined, JSON.stringify(on.errors));
    assert.equal(on.data?.setAccountIdentification.account.identificationMethod, 'pin');
  });

  test('the viewer shows roles, authorities, modules and the home path by role', async () => {
    for (const [role, home] of [['ADMIN', '/'], ['DEPARTMENT_MANAGER', '/dep-dashboard'], ['EMPLOYEE', '/my-dashboard']] as const) {
      const { token } = await h.api.signedIn([role]);
      const res = await h.gql('{ viewer { roles homePath permissions enabledModules account { roleNames } employee { name } } }', { token });
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      assert.deepEqual(res.data?.viewer.roles, [role]);
      assert.equal(res.data?.viewer.homePath, home);
      assert.ok(res.data?.viewer.enabledModules.includes('BASE'));
      assert.equal(res.data?.viewer.permissions.includes('ACCOUNTS_READ'), role === 'ADMIN');
    }
    assert.equal((await h.gql('{ viewer { homePath } }')).data?.viewer, null);
  });
});
