import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createDepartment, createEmployee, makeManagerOf } from '../support/factories.ts';
import { startHarness, pathsSince, type Harness } from './harness.ts';

let h: Harness;
let admin: { token: string; employeeId: number | null };
before(async () => { h = await startHarness(); });
after(async () => { await h.close(); });

export const FIFTY_EMPLOYEES = `query EmployeeList {
  employees(first: 50, orderBy: [{ field: ID }]) {
    totalCount
    pageInfo { hasNextPage }
    edges { node { id name department { name manager { id name } managers { id } hasManagerList } contractType { name } } }
  }
}`;

const queried = (h: Harness, from: number) => h.calls.slice(from).map((c) => decodeURIComponent(c.path));

test('50 employees with department, manager(s) and contract type: one REST call per entity type', async () => {
  const departments = await Promise.all(Array.from({ length: 6 }, (_, i) => createDepartment(h.api.db, `Org dept ${i}`)));
  const contracts = await Promise.all(['Permanent', 'Fixed term', 'Intern'].map((name) => h.api.db.insertInto('contract_types')
    .values({ name, end_notice_days: 15 }).returning('id').executeTakeFirstOrThrow()));
  for (let i = 0; i < 50; i++) {
    await createEmployee(h.api.db, { department_id: departments[i % 6].id, contract_type_id: contracts[i % 3].id, start_date: '2020-01-01' });
  }
  admin = await h.api.signedIn(['ADMIN']);
  // Managers created after the 50, so none of them is listed and all must be fetched: one manager for even departments, two for odd.
  for (const [i, dep] of departments.entries()) {
    for (let m = 0; m < 1 + (i % 2); m++) await makeManagerOf(h.api.db, (await createEmployee(h.api.db)).id, dep.id);
  }

  const from = h.calls.length;
  const res = await h.gql(FIFTY_EMPLOYEES, { token: admin.token });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const edges = res.data?.employees.edges as any[];
  assert.equal(edges.length, 50);
  assert.equal(res.data?.employees.pageInfo.hasNextPage, true);
  for (const { node } of edges) {
    assert.ok(node.contractType.name);
    const several = node.department.managers.length === 2;
    assert.equal(node.department.hasManagerList, several);
    assert.equal(node.department.manager === null, several, 'manager only when exactly one is assigned');
    if (!several) assert.equal(node.department.manager.id, node.department.managers[0].id);
  }

  const queries = queried(h, from);
  const count = (predicate: (p: string) => boolean) => queries.filter(predicate).length;
  assert.equal(count((p) => p.startsWith('/employees?') && !p.includes('ids=')), 1, 'the list');
  assert.equal(count((p) => p.startsWith('/employees?ids=')), 1, 'managers, in one batch');
  assert.equal(count((p) => p.startsWith('/departments')), 1, 'departments, in one batch');
  assert.equal(count((p) => p.startsWith('/contract-types')), 1, 'contract types, in one batch');
  assert.equal(count((p) => p.startsWith('/permissions/')), 0, 'the caller\'s authorities come with the first call');
  assert.equal(queries.length, 4, queries.join(', '));
  const managerBatch = queries.find((p) => p.startsWith('/employees?ids='))!;
  assert.equal(managerBatch.split('ids=')[1].split('&')[0].split(',').length, 9, 'nine distinct managers, asked once each');
});

test('insurances of a page of employees: the policies, then one call per policy held, whatever the rows', async () => {
  const created = await h.api.request({ method: 'POST', url: '/api/insurance/1', token: admin.token, payload: [
    { name: 'Health A', type: 'health_insurance' }, { name: 'Work B', type: 'work_insurance' }, { name: 'Nobody holds it', type: 'work_insurance' },
  ] });
  const [a, b] = created.json() as { id: number }[];
  const ids = (await h.api.db.selectFrom('employees').select('id').orderBy('id').limit(30).execute()).map((e) => e.id);
  await h.api.request({ method: 'POST', url: `/api/insurance/${a.id}/multi`, token: admin.token, payload: { employeeIds: ids.slice(0, 20) } });
  await h.api.request({ method: 'POST', url: `/api/insurance/${b.id}/multi`, token: admin.token, payload: { employeeIds: ids.slice(10, 30) } });

  const from = h.calls.length;
  const res = await h.gql('{ employees(first: 40, orderBy: [{ field: ID }]) { edges { node { databaseId insurances { name type } } } } }', { token: admin.token });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const byId = new Map((res.data?.employees.edges as any[]).map((e) => [e.node.databaseId, e.node.insurances.map((i: any) => i.name).sort()]));
  assert.deepEqual(byId.get(ids[0]), ['Health A']);
  assert.deepEqual(byId.get(ids[15]), ['Health A', 'Work B']);
  assert.deepEqual(byId.get(ids[25]), ['Work B']);
  assert.deepEqual(byId.get(ids[35]) ?? [], []);
  assert.equal(res.data?.employees.edges[0].node.insurances[0].type, 'HEALTH_INSURANCE');
  const paths = pathsSince(h, from);
  assert.deepEqual(paths.filter((p) => p.includes('/insurance')).sort(),
    ['GET /insurance', `GET /insurance/${a.id}/employee`, `GET /insurance/${b.id}/employee`].sort(), 'the unheld policy costs nothing');
});

test('filters, search and order reach the API; reference lists, insights and counts answer', async () => {
  const dep = await createDepartment(h.api.db, 'Filter dept');
  await createEmployee(h.api.db, { name: 'Zeferino Filtrado', department_id: dep.id, end_date: '2001-01-01', birth_date: '1990-01-01' });
  // enabled (an end date ahead), with a birthday within the year and a contract ending within 30 days
  const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await createEmployee(h.api.db, { name: 'Aniversariante', department_id: dep.id, birth_date: '1990-03-01', end_date: soon });
  const depId = Buffer.from(`Department:${dep.id}`).toString('base64');
  const res = await h.gql(`query($dep: ID!) {
    disabled: employees(first: 5, filter: { departmentId: $dep, enabled: false, search: "zeferino" }, orderBy: [{ field: NAME, direction: DESC }]) { totalCount edges { node { name enabled endDate } } }
    enabled: employees(first: 5, filter: { departmentId: $dep, enabled: true }) { totalCount }
    departments(first: 3, search: "org dept", orderBy: [{ field: NAME, direction: DESC }]) { totalCount edges { node { name activeEmployeeCount employees(first: 0) { totalCount } } } }
    contractTypes(orderBy: [{ field: NAME }]) { edges { node { name endNoticeDays employeeCount } } }
    activeEmployeeCount departmentCount
    anniversaries(days: 366, first: 100) { totalCount edges { node { name type years daysUntil employee { name } } } }
    endingDocuments(kind: CONTRACT, days: 30) { edges { node { name document daysUntil employee { name } } } }
    holidayPolicy { id isActive }
    insurances { totalCount edges { node { name employeeCount employees(first: 1) { totalCount } } } }
  }`, { token: admin.token, variables: { dep: depId } });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const d = res.data!;
  assert.deepEqual(d.disabled.edges.map((e: any) => [e.node.name, e.node.enabled]), [['Zeferino Filtrado', false]]);
  assert.equal(d.enabled.totalCount, 1);
  assert.equal(d.departments.totalCount, 6);
  assert.deepEqual(d.departments.edges.map((e: any) => e.node.name), ['Org dept 5', 'Org dept 4', 'Org dept 3']);
  assert.ok(d.departments.edges.every((e: any) => e.node.employees.totalCount >= 8 && typeof e.node.activeEmployeeCount === 'number'));
  assert.deepEqual(d.contractTypes.edges.map((e: any) => e.node.name), ['Fixed term', 'Intern', 'Permanent']);
  assert.ok(d.contractTypes.edges.every((e: any) => e.node.employeeCount > 0));
  assert.equal(typeof d.activeEmployeeCount, 'number');
  assert.equal(d.departmentCount, 7);
  assert.equal(d.holidayPolicy.isActive, true);
  assert.ok(d.anniversaries.edges.some((e: any) => e.node.name === 'Aniversariante' && e.node.type === 'BIRTHDAY'), JSON.stringify(d.anniversaries));
  assert.ok(d.anniversaries.edges.every((e: any) => e.node.employee.name === e.node.name));
  assert.deepEqual(d.endingDocuments.edges.map((e: any) => [e.node.name, e.node.document, e.node.daysUntil, e.node.employee.name]), [['Aniversariante', 'CONTRACT', 10, 'Aniversariante']]);
  assert.equal(d.insurances.totalCount, 3);
  const health = d.insurances.edges.find((e: any) => e.node.name === 'Health A').node;
  assert.equal(health.employeeCount, 20);
  assert.equal(health.employees.totalCount, 20);
});

test('node() resolves the new types by global id', async () => {
  const ct = await h.api.db.selectFrom('contract_types').select('id').executeTakeFirstOrThrow();
  const ins = await h.api.db.selectFrom('insurance').select('id').executeTakeFirstOrThrow();
  const gid = (t: string, id: number) => Buffer.from(`${t}:${id}`).toString('base64');
  const res = await h.gql(`query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }`, {
    token: admin.token, variables: { ids: [gid('ContractType', ct.id), gid('Insurance', ins.id), gid('HolidayPolicy', 1), gid('ContractType', 999999)] },
  });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  assert.deepEqual(res.data?.nodes.map((n: any) => n?.__typename ?? null), ['ContractType', 'Insurance', 'HolidayPolicy', null]);
});
