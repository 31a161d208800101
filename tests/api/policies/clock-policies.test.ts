/**
 * Clock policies (extended §3, §4, issue #12): the company switch, per-employee overrides that beat it both ways,
 * removing an override, the employees of a policy with where their state comes from, the one-query lookup the
 * clocks use, and what a department manager may see.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { KyselyPlugin } from 'kysely';
import { effectiveClockPolicies } from '../../../api/src/policies/clock-policy.service.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ALL, expectStatus, http, type RefusalCase } from '../../support/http.ts';
import { createDepartment, createEmployee, makeManagerOf, unique } from '../../support/factories.ts';

const GEO = 3;
const COST_CENTER = 7;

let t: TestApp;
let admin: { token: string; accountId: number };
let manager: { token: string; employeeId: number | null };
let depA: number;
let inA: number;
let inB: number;

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  depA = (await createDepartment(t.db)).id;
  const depB = (await createDepartment(t.db)).id;
  manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: depA });
  await makeManagerOf(t.db, manager.employeeId!, depA);
  inA = (await createEmployee(t.db, { department_id: depA })).id;
  inB = (await createEmployee(t.db, { department_id: depB })).id;
});
after(async () => { await t?.close(); });

const { call, get, list, refuseAll } = http(() => t, () => admin.token);
const post = (url: string, token = admin.token) => call('POST', url, undefined, token);
const company = async (id: number, enabled: boolean) => expectStatus(await post(`/api/clock-policies/${id}/${enabled ? 'enable' : 'disable'}`), 204);

interface Policy { id: number; code: string; name: string; enabled: boolean; overrides: { enabledFor: number; disabledFor: number }; updatedAt: string; updatedByAccountId: number | null }
interface EmployeePolicy { id: number; code: string; companyEnabled: boolean; override: boolean | null; enabled: boolean; source: string }
interface PolicyEmployee { employeeId: number; name: string; enabled: boolean; source: 'EMPLOYEE' | 'COMPANY' }

async function stateOf(employeeId: number, policyId = GEO): Promise<EmployeePolicy> {
  const rows = await list<EmployeePolicy>(`/api/employees/${employeeId}/clock-policies`);
  return rows.find((r) => r.id === policyId)!;
}

describe('the company switch', () => {
  test('the two built-in policies (geo 3, cost center 7) are listed; enable and disable answer 204 and leave a trail', async () => {
    const policies = await list<Policy>('/api/clock-policies');
    assert.deepEqual(policies.map((p) => [p.id, p.code]), [[GEO, 'GEO'], [COST_CENTER, 'COST_CENTER']]);
    assert.ok(policies.every((p) => typeof p.name === 'string' && p.name.length > 0));

    const before1 = Date.now();
    await company(GEO, true);
    const on = (await get(`/api/clock-policies/${GEO}`)).json() as Policy;
    assert.equal(on.enabled, true);
    assert.equal(on.updatedByAccountId, admin.accountId, 'the trail names who changed it');
    assert.ok(Date.parse(on.updatedAt) >= before1 - 1000, `updatedAt ${on.updatedAt}`);
    assert.equal(((await get(`/api/clock-policies/${COST_CENTER}`)).json() as Policy).enabled, false, 'the other policy is untouched');
    await company(GEO, true); // enabling twice is no error
    await company(GEO, false);
    assert.equal(((await get(`/api/clock-policies/${GEO}`)).json() as Policy).enabled, false);
  });

  test('an unknown policy is 404 on every route', async () => {
    for (const res of [
      await get('/api/clock-policies/5'), await get('/api/clock-policies/999999/employees'),
      await post('/api/clock-policies/5/enable'), await post('/api/clock-policies/999999/disable'),
      await post(`/api/employees/${inA}/clock-policies/5/enable`), await post(`/api/employees/${inA}/clock-policies/5/delete`),
    ]) {
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(res.json().code, 'NOT_FOUND');
    }
    const missing = await get('/api/employees/999999/clock-policies');
    assert.equal(missing.statusCode, 404, missing.body);
  });
});

describe('per-employee overrides', () => {
  test('an override beats the company setting both ways, and deleting it returns the employee to the company setting', async () => {
    const e = (await createEmployee(t.db)).id;
    await company(GEO, true);
    assert.deepEqual(await stateOf(e), { id: GEO, code: 'GEO', name: 'Geo policy', companyEnabled: true, override: null, enabled: true, source: 'COMPANY' });

    expectStatus(await post(`/api/employees/${e}/clock-policies/${GEO}/disable`), 204);
    assert.deepEqual(await stateOf(e), { id: GEO, code: 'GEO', name: 'Geo policy', companyEnabled: true, override: false, enabled: false, source: 'EMPLOYEE' });

    await company(GEO, false);
    expectStatus(await post(`/api/employees/${e}/clock-policies/${GEO}/enable`), 204);
    const beaten = await stateOf(e);
    assert.equal(beaten.companyEnabled, false);
    assert.equal(beaten.enabled, true, 'enabled for the employee while the company has it off');
    assert.equal((await stateOf(e, COST_CENTER)).override, null, 'the other policy has no override');

    expectStatus(await post(`/api/employees/${e}/clock-policies/${GEO}/delete`), 204);
    assert.deepEqual(await stateOf(e), { id: GEO, code: 'GEO', name: 'Geo policy', companyEnabled: false, override: null, enabled: false, source: 'COMPANY' });
    await company(GEO, true);
    assert.equal((await stateOf(e)).enabled, true, 'follows the company again');
    await company(GEO, false);

    // Deleting an override that is not there is no error; the removal kept its trail.
    expectStatus(await post(`/api/employees/${e}/clock-policies/${GEO}/delete`), 204);
    expectStatus(await post(`/api/employees/${e}/clock-policies/${COST_CENTER}/delete`), 204);
    const rows = await t.db.selectFrom('employee_clock_policies').selectAll().where('employee_id', '=', e).execute();
    assert.equal(rows.length, 1, 'no row written for a removal of nothing');
    assert.equal(rows[0].enabled, null);
    assert.equal(rows[0].updated_by_account_id, admin.accountId);
  });

  test('the company list counts overrides each way', async () => {
    const counts = async () => ((await get(`/api/clock-policies/${COST_CENTER}`)).json() as Policy).overrides;
    const start = await counts();
    const [a, b, c] = await Promise.all([createEmployee(t.db), createEmployee(t.db), createEmployee(t.db)]);
    await post(`/api/employees/${a.id}/clock-policies/${COST_CENTER}/enable`);
    await post(`/api/employees/${b.id}/clock-policies/${COST_CENTER}/disable`);
    await post(`/api/employees/${c.id}/clock-policies/${COST_CENTER}/disable`);
    assert.deepEqual(await counts(), { enabledFor: start.enabledFor + 1, disabledFor: start.disabledFor + 2 });
    await post(`/api/employees/${c.id}/clock-policies/${COST_CENTER}/delete`);
    await post(`/api/employees/${a.id}/clock-policies/${COST_CENTER}/disable`);
    assert.deepEqual(await counts(), { enabledFor: start.enabledFor, disabledFor: start.disabledFor + 2 });
  });

  test('concurrent changes to one override end in one row, never an error', async () => {
    const e = (await createEmployee(t.db)).id;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post(`/api/employees/${e}/clock-policies/${GEO}/${i % 2 ? 'enable' : 'disable'}`)));
    assert.deepEqual(answers.map((r) => r.statusCode), Array(8).fill(204), answers.map((r) => r.body).join(' '));
    const rows = await t.db.selectFrom('employee_clock_policies').selectAll().where('employee_id', '=', e).execute();
    assert.equal(rows.length, 1);
  });

  test('an employee\'s overrides go with the employee', async () => {
    const e = (await createEmployee(t.db)).id;
    await post(`/api/employees/${e}/clock-policies/${GEO}/enable`);
    expectStatus(await call('DELETE', `/api/employees/${e}`), 204);
    assert.equal((await t.db.selectFrom('employee_clock_policies').select('policy_id').where('employee_id', '=', e).execute()).length, 0);
  });
});

describe('the employees of a policy', () => {
  test('each with what holds and where it comes from; the overridden filter; paging', async () => {
    const tag = unique();
    const ids: number[] = [];
    for (const name of ['Ana', 'Bruno', 'Carla']) ids.push((await createEmployee(t.db, { name: `${name} ${tag}` })).id);
    const [ana, bruno, carla] = ids;
    await company(GEO, true);
    await post(`/api/employees/${bruno}/clock-policies/${GEO}/disable`);
    const url = (q: string) => `/api/clock-policies/${GEO}/employees?ids=${ids.join(',')}&${q}`;

    assert.deepEqual(await list<PolicyEmployee>(url(ALL)), [
      { employeeId: ana, name: `Ana ${tag}`, enabled: true, source: 'COMPANY' },
      { employeeId: bruno, name: `Bruno ${tag}`, enabled: false, source: 'EMPLOYEE' },
      { employeeId: carla, name: `Carla ${tag}`, enabled: true, source: 'COMPANY' },
    ]);
    assert.deepEqual((await list<PolicyEmployee>(url('overridden=true'))).map((r) => r.employeeId), [bruno]);
    assert.deepEqual((await list<PolicyEmployee>(url('overridden=false'))).map((r) => r.employeeId), [ana, carla]);

    const first = expectStatus(await get(url('size=2&page=0')), 200).json();
    assert.deepEqual(first.content.map((r: PolicyEmployee) => r.employeeId), [ana, bruno]);
    assert.deepEqual(first.page, { number: 0, size: 2, totalElements: 3, totalPages: 2 });
    const second = expectStatus(await get(url('size=2&page=1')), 200).json();
    assert.deepEqual(second.content.map((r: PolicyEmployee) => r.employeeId), [carla]);
    assert.equal((await get(url('size=2&page=2'))).statusCode, 204, 'past the end: empty');

    const bySource = await list<PolicyEmployee>(url('sort=source,asc;name,desc'));
    assert.deepEqual(bySource.map((r) => r.employeeId), [bruno, carla, ana], 'overrides first, then by name descending');
    await company(GEO, false);
    assert.deepEqual((await list<PolicyEmployee>(url(ALL))).map((r) => r.enabled), [false, false, false]);
  });
});

describe('effectiveClockPolicies (for the clocks)', () => {
  test('answers for any number of employees in one query', async () => {
    const [a, b, c] = [(await createEmployee(t.db)).id, (await createEmployee(t.db)).id, (await createEmployee(t.db)).id];
    await company(GEO, true);
    await company(COST_CENTER, false);
    await post(`/api/employees/${a}/clock-policies/${GEO}/disable`);
    await post(`/api/employees/${b}/clock-policies/${COST_CENTER}/enable`);
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: (args) => { queries += 1; return args.node; },
      transformResult: async (args) => args.result,
    };
    const result = await effectiveClockPolicies(t.db.withPlugin(counting), [a, b, c, a, 999999]);
    assert.equal(queries, 1, 'one query whatever the number of employees');
    assert.deepEqual([...result.entries()].sort(([x], [y]) => x - y), [
      [a, { geo: false, costCenter: false }],
      [b, { geo: true, costCenter: true }],
      [c, { geo: true, costCenter: false }],
    ], 'an id that is no employee is left out');
    queries = 0;
    assert.equal((await effectiveClockPolicies(t.db.withPlugin(counting), [])).size, 0);
    assert.equal(queries, 0, 'no employees, no query');
    await company(GEO, false);
  });
});

describe('the effective policies of many employees (the gateway\'s batch)', () => {
  test('one call answers every policy of every employee, with the source and the override\'s trail', async () => {
    const [a, b] = [(await createEmployee(t.db)).id, (await createEmployee(t.db)).id];
    await company(GEO, true);
    await company(COST_CENTER, false);
    await post(`/api/employees/${a}/clock-policies/${GEO}/disable`);
    const rows = await list<EmployeePolicy & { employeeId: number; overrideUpdatedAt: string | null; overrideUpdatedByAccountId: number | null }>(
      `/api/clock-policies/effective?employeeIds=${a},${b},999999,${a}`);
    assert.deepEqual(rows.map((r) => [r.employeeId, r.id, r.enabled, r.source, r.override]), [
      [a, GEO, false, 'EMPLOYEE', false], [a, COST_CENTER, false, 'COMPANY', null],
      [b, GEO, true, 'COMPANY', null], [b, COST_CENTER, false, 'COMPANY', null],
    ], 'each employee once, in id order; an id that is no employee is left out');
    const trail = rows[0];
    assert.equal(trail.overrideUpdatedByAccountId, admin.accountId);
    assert.ok(trail.overrideUpdatedAt && Date.now() - Date.parse(trail.overrideUpdatedAt) < 60_000);
    assert.equal(rows[2].overrideUpdatedAt, null, 'never overridden: no trail');
    await post(`/api/employees/${a}/clock-policies/${GEO}/delete`);
    const [removed] = await list<EmployeePolicy & { overrideUpdatedByAccountId: number | null }>(`/api/clock-policies/effective?employeeIds=${a}`);
    assert.deepEqual([removed.source, removed.override, removed.overrideUpdatedByAccountId], ['COMPANY', null, admin.accountId], 'removal keeps who removed it');
    assert.equal((await get('/api/clock-policies/effective?employeeIds=999999')).statusCode, 204);
    await company(GEO, false);
  });
});

describe('malformed requests are 400 naming the field', () => {
  test('ids, query and body', async (ctx) => {
    const state = async () => [
      await t.db.selectFrom('clock_policies').selectAll().orderBy('id').execute(),
      await t.db.selectFrom('employee_clock_policies').selectAll().orderBy('employee_id').orderBy('policy_id').execute(),
    ];
    const cases: (RefusalCase & { method: 'GET' | 'POST' })[] = [
      { method: 'GET', label: 'policy id not a number', url: '/api/clock-policies/x', body: undefined, field: 'id' },
      { method: 'GET', label: 'policy id 0', url: '/api/clock-policies/0/employees', body: undefined, field: 'id' },
      { method: 'GET', label: 'overridden not a boolean', url: `/api/clock-policies/${GEO}/employees?overridden=maybe`, body: undefined, field: 'overridden' },
      { method: 'GET', label: 'unknown query field', url: `/api/clock-policies/${GEO}/employees?department=1`, body: undefined, field: 'department' },
      { method: 'GET', label: 'sort by an unknown field', url: `/api/clock-policies/${GEO}/employees?sort=salary,asc`, body: undefined, field: 'sort' },
      { method: 'GET', label: 'size 0', url: `/api/clock-policies/${GEO}/employees?size=0`, body: undefined, field: 'size' },
      { method: 'GET', label: 'batch without employeeIds', url: '/api/clock-policies/effective', body: undefined, field: 'employeeIds' },
      { method: 'GET', label: 'batch with a non-numeric id', url: '/api/clock-policies/effective?employeeIds=1,x', body: undefined, field: 'employeeIds' },
      { method: 'GET', label: 'employee id too large', url: '/api/employees/99999999999/clock-policies', body: undefined, field: 'id' },
      { method: 'POST', label: 'enable with a body', url: `/api/clock-policies/${GEO}/enable`, body: { enabled: true }, field: 'body' },
      { method: 'POST', label: 'policy id not a number', url: '/api/clock-policies/geo/disable', body: undefined, field: 'id' },
      { method: 'POST', label: 'employee id not a number', url: `/api/employees/me/clock-policies/${GEO}/enable`, body: undefined, field: 'id' },
      { method: 'POST', label: 'policyId not a number', url: `/api/employees/${inA}/clock-policies/geo/enable`, body: undefined, field: 'policyId' },
      { method: 'POST', label: 'override with a body', url: `/api/employees/${inA}/clock-policies/${GEO}/delete`, body: { x: 1 }, field: 'body' },
    ];
    for (const method of ['GET', 'POST'] as const) {
      await refuseAll(ctx, method, '', cases.filter((c) => c.method === method), state);
    }
  });
});

describe('a department manager', () => {
  test('sees only their departments\' people (and themselves) and gets 404 for anyone else', async () => {
    const seen = (await list<PolicyEmployee>(`/api/clock-policies/${GEO}/employees?${ALL}`, manager.token)).map((r) => r.employeeId);
    assert.ok(seen.includes(inA) && seen.includes(manager.employeeId!), `manager sees ${seen}`);
    assert.ok(!seen.includes(inB), 'an employee of another department is not listed');
    assert.ok((await list<PolicyEmployee>(`/api/clock-policies/${GEO}/employees?ids=${inB}`, manager.token)).length === 0);
    expectStatus(await get(`/api/employees/${inA}/clock-policies`, manager.token), 200);
    const outside = await get(`/api/employees/${inB}/clock-policies`, manager.token);
    assert.equal(outside.statusCode, 404, outside.body);
    assert.equal(outside.json().code, 'NOT_FOUND');
  });

  test('counts only the overrides of the people they may see', async () => {
    const before1 = ((await get(`/api/clock-policies/${COST_CENTER}`, manager.token)).json() as Policy).overrides;
    const outsider = (await createEmployee(t.db)).id;
    await post(`/api/employees/${outsider}/clock-policies/${COST_CENTER}/enable`);
    assert.deepEqual(((await get(`/api/clock-policies/${COST_CENTER}`, manager.token)).json() as Policy).overrides, before1);
    const insider = (await createEmployee(t.db, { department_id: depA })).id;
    await post(`/api/employees/${insider}/clock-policies/${COST_CENTER}/enable`);
    assert.equal(((await get(`/api/clock-policies/${COST_CENTER}`, manager.token)).json() as Policy).overrides.enabledFor, before1.enabledFor + 1);
  });
});
