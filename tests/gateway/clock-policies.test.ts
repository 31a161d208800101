/**
 * Clock policies through GraphQL (issue #12 item 4): the company switch, per-employee overrides with who changed them
 * and when, what holds for each employee and why, refusals as userErrors, who may do what, and batching.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { toGlobalId } from '../../gateway/src/platform/relay.ts';
import type { RoleName } from '../../domain/index.ts';
import { createAccount, createDepartment, createEmployee, makeManagerOf, unique } from '../support/factories.ts';
import { pathsSince, startHarness, type Harness } from './harness.ts';

const GEO = toGlobalId('ClockPolicy', 3);
const COST_CENTER = toGlobalId('ClockPolicy', 7);
const USER_ERRORS = 'userErrors { field message code }';

let h: Harness;
let admin: { token: string; accountId: number };
before(async () => {
  h = await startHarness();
  admin = await h.api.signedIn(['ADMIN']);
});
after(async () => { await h.close(); });

async function gqlOk(query: string, variables: Record<string, unknown> = {}, token = admin.token) {
  const res = await h.gql(query, { token, variables });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!;
}

const SET_COMPANY = `mutation($input: SetCompanyClockPolicyInput!) { setCompanyClockPolicy(input: $input) {
  clockPolicy { id enabledForCompany changedAt changedBy { databaseId } } ${USER_ERRORS} } }`;
const SET_EMPLOYEE = `mutation($input: SetEmployeeClockPolicyInput!) { setEmployeeClockPolicy(input: $input) {
  overrideEdge { node { id employeeName enabled changedAt changedBy { databaseId } employee { name } } }
  clockPolicy { overridesEnabledCount overridesDisabledCount } ${USER_ERRORS} } }`;
const CLEAR_EMPLOYEE = `mutation($input: ClearEmployeeClockPolicyInput!) { clearEmployeeClockPolicy(input: $input) {
  clearedOverrideId clockPolicy { overridesDisabledCount } ${USER_ERRORS} } }`;
const POLICIES = `{ clockPolicies { totalCount edges { node {
  id databaseId kind code name description enabledForCompany
  overrides(first: 100) { totalCount edges { node { id employeeName enabled changedAt changedBy { databaseId } } } }
} } } }`;

const setCompany = (policyId: string, enabled: boolean, token = admin.token) =>
  h.gql(SET_COMPANY, { token, variables: { input: { policyId, enabled } } });
const setEmployee = (employeeId: number, policyId: string, enabled: boolean) =>
  gqlOk(SET_EMPLOYEE, { input: { employeeId: toGlobalId('Employee', employeeId), policyId, enabled } });

describe('the policies and their overrides', () => {
  test('the company switch and an override that beats it, each with who changed it and when; removing the override', async () => {
    const tag = unique();
    const off = await createEmployee(h.api.db, { name: `Olga ${tag}` });
    const follows = await createEmployee(h.api.db, { name: `Paulo ${tag}` });

    const on = (await gqlOk(SET_COMPANY, { input: { policyId: GEO, enabled: true } })).setCompanyClockPolicy;
    assert.deepEqual(on.userErrors, []);
    assert.equal(on.clockPolicy.enabledForCompany, true);
    assert.equal(on.clockPolicy.changedBy.databaseId, admin.accountId);
    assert.ok(Date.now() - Date.parse(on.clockPolicy.changedAt) < 60_000);

    const set = (await setEmployee(off.id, GEO, false)).setEmployeeClockPolicy;
    assert.deepEqual(set.userErrors, []);
    assert.deepEqual([set.overrideEdge.node.employeeName, set.overrideEdge.node.employee.name, set.overrideEdge.node.enabled], [`Olga ${tag}`, `Olga ${tag}`, false]);
    assert.equal(set.overrideEdge.node.changedBy.databaseId, admin.accountId);

    const policies = (await gqlOk(POLICIES)).clockPolicies;
    assert.deepEqual(policies.edges.map((e: any) => [e.node.databaseId, e.node.kind, e.node.code]), [[3, 'GEO', 'GEO'], [7, 'COST_CENTER', 'COST_CENTER']]);
    const geo = policies.edges[0].node;
    assert.equal(geo.id, GEO);
    assert.equal(geo.enabledForCompany, true);
    assert.match(geo.description, /geofence/);
    const mine = geo.overrides.edges.find((e: any) => e.node.employeeName === `Olga ${tag}`);
    assert.ok(mine, 'the override is listed');
    assert.equal(mine.node.id, set.overrideEdge.node.id, 'the same override record as the mutation answered');
    assert.equal(mine.node.enabled, false);
    assert.ok(!geo.overrides.edges.some((e: any) => e.node.employeeName === `Paulo ${tag}`), 'an employee who follows the company is no override');

    const EFFECTIVE = `query($ids: [ID!]!) { nodes(ids: $ids) { ... on Employee { name clockPolicies { policy { kind } enabled source enabledForCompany override overrideChangedBy { databaseId } } } } }`;
    const [a, b] = (await gqlOk(EFFECTIVE, { ids: [toGlobalId('Employee', off.id), toGlobalId('Employee', follows.id)] })).nodes;
    assert.deepEqual(a.clockPolicies[0], { policy: { kind: 'GEO' }, enabled: false, source: 'EMPLOYEE', enabledForCompany: true, override: false, overrideChangedBy: { databaseId: admin.accountId } });
    assert.deepEqual(b.clockPolicies[0], { policy: { kind: 'GEO' }, enabled: true, source: 'COMPANY', enabledForCompany: true, override: null, overrideChangedBy: null });
    assert.equal(a.clockPolicies[1].policy.kind, 'COST_CENTER');

    const cleared = (await gqlOk(CLEAR_EMPLOYEE, { input: { employeeId: toGlobalId('Employee', off.id), policyId: GEO } })).clearEmployeeClockPolicy;
    assert.deepEqual(cleared.userErrors, []);
    assert.equal(cleared.clearedOverrideId, set.overrideEdge.node.id);
    const [after1] = (await gqlOk(EFFECTIVE, { ids: [toGlobalId('Employee', off.id)] })).nodes;
    assert.deepEqual([after1.clockPolicies[0].enabled, after1.clockPolicies[0].source], [true, 'COMPANY'], 'the company setting holds again');
    assert.deepEqual((await setCompany(GEO, false)).data?.setCompanyClockPolicy.userErrors, []);
  });

  test('refusals are userErrors naming the input field', async () => {
    const e = await createEmployee(h.api.db);
    const payload = async (query: string, input: Record<string, unknown>) => Object.values(await gqlOk(query, { input }))[0] as { userErrors: { field: string[] | null; code: string }[] };
    const one = async (query: string, input: Record<string, unknown>, field: string[] | null, code: string) => {
      const { userErrors } = await payload(query, input);
      assert.equal(userErrors.length, 1, JSON.stringify(userErrors));
      assert.deepEqual([userErrors[0].field, userErrors[0].code], [field, code], JSON.stringify(userErrors));
    };
    await one(SET_COMPANY, { policyId: toGlobalId('ClockPolicy', 999), enabled: true }, null, 'NOT_FOUND');
    await one(SET_COMPANY, { policyId: toGlobalId('Employee', 3), enabled: true }, ['policyId'], 'INVALID_ID');
    await one(SET_EMPLOYEE, { employeeId: toGlobalId('Employee', 99999999), policyId: GEO, enabled: true }, null, 'NOT_FOUND');
    await one(SET_EMPLOYEE, { employeeId: toGlobalId('Employee', e.id), policyId: toGlobalId('ClockPolicy', 999), enabled: true }, null, 'NOT_FOUND');
    await one(SET_EMPLOYEE, { employeeId: GEO, policyId: GEO, enabled: true }, ['employeeId'], 'INVALID_ID');
    await one(CLEAR_EMPLOYEE, { employeeId: toGlobalId('Employee', e.id), policyId: toGlobalId('Department', 3) }, ['policyId'], 'INVALID_ID');
    assert.deepEqual((await payload(CLEAR_EMPLOYEE, { employeeId: toGlobalId('Employee', e.id), policyId: GEO })).userErrors, [], 'removing no override is no error');
  });
});

describe('who may do what', () => {
  const WRITERS: RoleName[] = ['ADMIN', 'SUPER_ADMIN'];
  const OTHERS: RoleName[] = ['DEPARTMENT_MANAGER', 'TEAM_LEADER', 'EMPLOYEE', 'READ_ONLY'];
  const state = () => h.api.db.selectFrom('clock_policies').select(['id', 'enabled', 'updated_at']).orderBy('id').execute();

  for (const role of [...WRITERS, ...OTHERS]) {
    test(`${role}: reads the policies; ${WRITERS.includes(role) ? 'changes them' : 'is refused every write (FORBIDDEN) and nothing changes'}`, async () => {
      const department = await createDepartment(h.api.db);
      const { token, employeeId } = await h.api.signedIn([role], { departmentId: department.id });
      const read = await h.gql('{ clockPolicies { edges { node { kind enabledForCompany } } } }', { token });
      assert.equal(read.errors, undefined, JSON.stringify(read.errors));
      assert.equal(read.data!.clockPolicies.edges.length, 2);

      const before1 = JSON.stringify(await state());
      const writes = [
        await setCompany(COST_CENTER, true, token),
        await h.gql(SET_EMPLOYEE, { token, variables: { input: { employeeId: toGlobalId('Employee', employeeId!), policyId: COST_CENTER, enabled: true } } }),
        await h.gql(CLEAR_EMPLOYEE, { token, variables: { input: { employeeId: toGlobalId('Employee', employeeId!), policyId: COST_CENTER } } }),
      ];
      if (WRITERS.includes(role)) {
        for (const w of writes) assert.deepEqual(Object.values(w.data ?? {})[0]?.userErrors, [], JSON.stringify(w));
        assert.deepEqual((await setCompany(COST_CENTER, false, token)).errors, undefined);
      } else {
        for (const w of writes) assert.equal(w.errors?.[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(w));
        assert.equal(JSON.stringify(await state()), before1);
      }
    });
  }

  test('a department manager sees the overrides of their department only, and not who made them', async () => {
    const mine = await createDepartment(h.api.db);
    const manager = await h.api.signedIn(['DEPARTMENT_MANAGER'], { departmentId: mine.id });
    await makeManagerOf(h.api.db, manager.employeeId!, mine.id);
    const inside = await createEmployee(h.api.db, { department_id: mine.id, name: `Inside ${unique()}` });
    const outside = await createEmployee(h.api.db, { name: `Outside ${unique()}` });
    await setEmployee(inside.id, COST_CENTER, true);
    await setEmployee(outside.id, COST_CENTER, true);
    const res = await h.gql('{ clockPolicies { edges { node { kind changedBy { id } overrides(first: 100) { edges { node { employeeName } } } } } } }', { token: manager.token });
    const cost = res.data!.clockPolicies.edges[1].node;
    const names = cost.overrides.edges.map((e: any) => e.node.employeeName);
    assert.ok(names.includes(inside.name) && !names.includes(outside.name), names.join(', '));
    assert.equal(cost.changedBy, null);
    assert.ok(res.errors?.every((e) => e.extensions?.code === 'FORBIDDEN'), 'only the account fields are refused');
  });
});

test('50 employees with their policies: one REST call for the list, one for every policy of all of them, one for the policies', async () => {
  const department = await createDepartment(h.api.db, `Batch policies ${unique()}`);
  for (let i = 0; i < 50; i++) await createAccount(h.api.db, { departmentId: department.id });
  const from = h.calls.length;
  const data = await gqlOk(`query($d: ID!) { employees(first: 50, filter: { departmentId: $d }) { edges { node { name
    clockPolicies { enabled source policy { name enabledForCompany } } } } } }`, { d: toGlobalId('Department', department.id) });
  assert.equal(data.employees.edges.length, 50);
  assert.ok(data.employees.edges.every((e: any) => e.node.clockPolicies.length === 2 && e.node.clockPolicies[0].policy.name === 'Geo policy'));
  const paths = pathsSince(h, from);
  const count = (p: string) => paths.filter((x) => x === p).length;
  assert.equal(count('GET /employees'), 1, paths.join(', '));
  assert.equal(count('GET /clock-policies/effective'), 1, paths.join(', '));
  assert.equal(count('GET /clock-policies'), 1, paths.join(', '));
  assert.ok(paths.length <= 4, `at most one more call (the enabled modules): ${paths.join(', ')}`);
});
