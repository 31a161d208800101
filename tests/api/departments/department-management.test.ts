/**
 * Departments (issue 5, core §5, §7): CRUD, the one/many manager rule in both directions, name conflicts,
 * delete refused while employees remain, count, export, the department's employees and active count, the
 * manager's scope everywhere, and malformed input.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { createAccount, createDepartment, createEmployee, makeManagerOf, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ALL, http } from '../../support/http.ts';
import { assertRejected } from '../../support/assert-rejected.ts';

let t: TestApp;
let admin: { token: string };

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });

const FAR = '2099-12-31';

const { get, post, put, del } = http(() => t, () => admin.token);

interface Department { id: number; name: string; manager: { id: number } | null; managerList: { id: number }[] | null; assignedManagers: number[] }
async function list<T = Department>(url: string, token = admin.token): Promise<T[]> {
  const res = await get(url, token);
  assert.ok(res.statusCode === 200 || res.statusCode === 204, `${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.statusCode === 204 ? [] : res.json().content;
}
async function department(id: number): Promise<Department | undefined> {
  return (await list(`/api/departments?ids=${id}`))[0];
}
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

async function readXlsx(res: LightMyRequestResponse) {
  assert.equal(res.statusCode, 200, res.body.slice(0, 300));
  assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => { rows.push((row.values as unknown[]).slice(1)); });
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
describe('create, read, edit, delete', () => {
  test('POST with one assigned manager gives `manager`; with two a `managerList` and no `manager`; with none neither', async () => {
    const [a, b] = [await createEmployee(t.db), await createEmployee(t.db)];
    const one = await post('/api/departments', { name: `One ${unique()}`, assignedManagers: [a.id] });
    assert.equal(one.statusCode, 201, one.body);
    assert.deepEqual({ ...(one.json() as Department), id: 0 }, { id: 0, name: one.json().name, manager: { id: a.id }, managerList: null, assignedManagers: [a.id] });
    const two = await post('/api/departments', { name: `Two ${unique()}`, assignedManagers: [b.id, a.id, b.id] });
    assert.equal(two.statusCode, 201, two.body);
    assert.equal(two.json().manager, null);
    assert.deepEqual(sorted(two.json().managerList.map((m: { id: number }) => m.id)), sorted([a.id, b.id]), 'duplicates collapse');
    assert.deepEqual(sorted(two.json().assignedManagers), sorted([a.id, b.id]));
    const none = await post('/api/departments', { name: `None ${unique()}` });
    assert.equal(none.statusCode, 201, none.body);
    assert.equal(none.json().manager, null);
    assert.equal(none.json().managerList, null);
    assert.deepEqual(none.json().assignedManagers, []);
    assert.deepEqual(await department(two.json().id), two.json(), 'GET reads back the same');
  });

  test('managers may also be sent as `manager` or `managerList`; one in a list comes back as a single manager', async () => {
    const [a, b] = [await createEmployee(t.db), await createEmployee(t.db)];
    const asManager = await post('/api/departments', { name: `M ${unique()}`, manager: { id: a.id } });
    assert.equal(asManager.statusCode, 201, asManager.body);
    assert.deepEqual(asManager.json().manager, { id: a.id });
    assert.equal(asManager.json().managerList, null);
    const asList = await post('/api/departments', { name: `L ${unique()}`, managerList: [{ id: a.id }, { id: b.id }] });
    assert.equal(asList.json().manager, null);
    assert.deepEqual(sorted(asList.json().managerList.map((m: { id: number }) => m.id)), sorted([a.id, b.id]));
    const listOfOne = await post('/api/departments', { name: `L1 ${unique()}`, managerList: [{ id: b.id }] });
    assert.deepEqual(listOfOne.json().manager, { id: b.id });
    assert.equal(listOfOne.json().managerList, null);
  });

  test('PUT moves between the shapes: many → one → none → many; a rename keeps the managers', async () => {
    const [a, b, c] = [await createEmployee(t.db), await createEmployee(t.db), await createEmployee(t.db)];
    const d = (await post('/api/departments', { name: `Shift ${unique()}`, assignedManagers: [a.id, b.id] })).json();
    assert.equal((await put(`/api/departments/${d.id}`, { assignedManagers: [c.id] })).statusCode, 204);
    let now = (await department(d.id))!;
    assert.deepEqual(now.manager, { id: c.id });
    assert.equal(now.managerList, null);
    const renamed = `Renamed ${unique()}`;
    const rename = await put(`/api/departments/${d.id}`, { name: `  ${renamed} ` });
    assert.equal(rename.statusCode, 204, rename.body);
    now = (await department(d.id))!;
    assert.equal(now.name, renamed, 'the name is trimmed');
    assert.deepEqual(now.manager, { id: c.id }, 'a rename keeps the managers');
    assert.equal((await put(`/api/departments/${d.id}`, { manager: null })).statusCode, 204);
    now = (await department(d.id))!;
    assert.equal(now.manager, null);
    assert.equal(now.managerList, null);
    assert.deepEqual(now.assignedManagers, []);
    assert.equal((await put(`/api/departments/${d.id}`, { managerList: [{ id: a.id }, { id: c.id }] })).statusCode, 204);
    now = (await department(d.id))!;
    assert.equal(now.manager, null);
    assert.deepEqual(sorted(now.managerList!.map((m) => m.id)), sorted([a.id, c.id]));
    assert.equal((await put(`/api/departments/${d.id}`, { assignedManagers: [] })).statusCode, 204);
    assert.deepEqual((await department(d.id))!.assignedManagers, []);
  });

  test('the manager assigned through the API gets the department in scope at once, and loses it when removed', async () => {
    const d = (await post('/api/departments', { name: `Scope ${unique()}` })).json();
    const worker = await createEmployee(t.db, { department_id: d.id });
    const manager = await t.signedIn(['DEPARTMENT_MANAGER']);
    assert.equal((await get(`/api/departments/${d.id}/employees`, manager.token)).statusCode, 403);
    assert.equal((await put(`/api/departments/${d.id}`, { assignedManagers: [manager.employeeId!] })).statusCode, 204);
    const seen = await list<{ id: number }>(`/api/departments/${d.id}/employees`, manager.token);
    assert.deepEqual(seen.map((e) => e.id), [worker.id]);
    assert.equal((await put(`/api/departments/${d.id}`, { assignedManagers: [] })).statusCode, 204);
    assert.equal((await get(`/api/departments/${d.id}/employees`, manager.token)).statusCode, 403);
  });

  test('names are unique without regard to case or surrounding spaces: 409 naming name, on create and on rename', async () => {
    const name = `Finance ${unique()}`;
    const first = await post('/api/departments', { name });
    assert.equal(first.statusCode, 201, first.body);
    const count = async () => (await get('/api/departments/count')).json().count as number;
    const before1 = await count();
    assertRejected(await post('/api/departments', { name: `  ${name.toUpperCase()} ` }), 409, 'name', 'DEPARTMENT_NAME_TAKEN');
    assert.equal(await count(), before1, 'nothing created');
    const other = (await post('/api/departments', { name: `Other ${unique()}` })).json();
    const a = await createEmployee(t.db);
    assertRejected(await put(`/api/departments/${other.id}`, { name: name.toLowerCase(), assignedManagers: [a.id] }), 409, 'name');
    const kept = (await department(other.id))!;
    assert.equal(kept.name, other.name);
    assert.deepEqual(kept.assignedManagers, [], 'nothing half-written');
    assert.equal((await put(`/api/departments/${first.json().id}`, { name: name.toUpperCase() })).statusCode, 204, 'a department may change the case of its own name');
  });

  test('delete is refused (409) while employees remain; empty it deletes (204), then 404', async () => {
    const d = (await post('/api/departments', { name: `Doomed ${unique()}` })).json();
    const worker = await createEmployee(t.db, { department_id: d.id });
    const boss = await createEmployee(t.db);
    await makeManagerOf(t.db, boss.id, d.id);
    const refused = await del(`/api/departments/${d.id}`);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().code, 'DEPARTMENT_HAS_EMPLOYEES');
    assert.match(refused.json().message, /1 employee/);
    assert.ok(await department(d.id), 'still there');
    assert.equal((await put(`/api/employees/${worker.id}`, { department: null })).statusCode, 204);
    assert.equal((await del(`/api/departments/${d.id}`)).statusCode, 204);
    assert.equal(await department(d.id), undefined);
    assert.deepEqual(await t.db.selectFrom('department_managers').select('employee_id').where('department_id', '=', d.id).execute(), []);
    assert.equal((await del(`/api/departments/${d.id}`)).statusCode, 404);
    assert.equal((await put(`/api/departments/${d.id}`, { name: 'x' })).statusCode, 404);
  });

  test('list: search, sort, paging, ids', async () => {
    const tag = unique();
    for (const n of ['Beta', 'Alpha', 'Gamma']) await post('/api/departments', { name: `${n} Q${tag}` });
    assert.deepEqual((await list(`/api/departments?search=q${tag}`)).map((d) => d.name), [`Alpha Q${tag}`, `Beta Q${tag}`, `Gamma Q${tag}`]);
    assert.deepEqual((await list(`/api/departments?search=q${tag}&sort=name,desc`)).map((d) => d.name), [`Gamma Q${tag}`, `Beta Q${tag}`, `Alpha Q${tag}`]);
    const page = await get(`/api/departments?search=q${tag}&size=2&page=1`);
    assert.deepEqual(page.json().page, { number: 1, size: 2, totalElements: 3, totalPages: 2 });
    assert.deepEqual(page.json().content.map((d: Department) => d.name), [`Gamma Q${tag}`]);
    assert.equal((await get(`/api/departments?search=q${tag}&size=2&page=2`)).statusCode, 204);
    assertRejected(await get('/api/departments?sort=budget,asc'), 400, 'sort');
  });

  test('count is the number of departments', async () => {
    const res = await get('/api/departments/count');
    assert.equal(res.statusCode, 200);
    const rows = await t.db.selectFrom('departments').select('id').execute();
    assert.deepEqual(res.json(), { count: rows.length });
    await createDepartment(t.db);
    assert.equal((await get('/api/departments/count')).json().count, rows.length + 1);
  });

  test('export: a real .xlsx with name, managers and employee count', async () => {
    const boss = await createEmployee(t.db, { name: `Zed Boss ${unique()}` });
    const boss2 = await createEmployee(t.db, { name: `Amy Boss ${unique()}` });
    const d = (await post('/api/departments', { name: `Exported ${unique()}`, assignedManagers: [boss.id, boss2.id] })).json();
    await createEmployee(t.db, { department_id: d.id });
    await createEmployee(t.db, { department_id: d.id });
    const res = await t.request({ method: 'POST', url: '/api/departments/export', token: admin.token });
    assert.match(String(res.headers['content-disposition']), /attachment; filename="departments-.+\.xlsx"/);
    const rows = await readXlsx(res);
    assert.deepEqual(rows[0], ['Name', 'Managers', 'Employees']);
    assert.deepEqual(rows.find((r) => r[0] === d.name), [d.name, `${boss2.name}, ${boss.name}`, 2]);
    assert.equal(rows.length - 1, (await get('/api/departments/count')).json().count);
    // In the caller's language (#11 item 10): headers and file name.
    const pt = await t.request({ method: 'POST', url: '/api/departments/export', token: admin.token, headers: { 'accept-language': 'pt' } });
    assert.match(String(pt.headers['content-disposition']), /filename="departamentos-.+\.xlsx"/);
    assert.deepEqual((await readXlsx(pt))[0], ['Nome', 'Responsáveis', 'Colaboradores']);
    const fr = await t.request({ method: 'POST', url: '/api/departments/export', token: admin.token, headers: { 'accept-language': 'fr' } });
    assert.deepEqual((await readXlsx(fr))[0], ['Nom', 'Responsables', 'Employés']);
  });

  test('/departments/{id}/employees lists that department only (enabled filter, search); count-active counts the enabled', async () => {
    const d = await createDepartment(t.db);
    const elsewhere = await createDepartment(t.db);
    const on = await createEmployee(t.db, { name: `On ${unique()}`, department_id: d.id, end_date: FAR });
    const off = await createEmployee(t.db, { name: `Off ${unique()}`, department_id: d.id, end_date: '2001-01-01', start_date: '2000-01-01' });
    const accountOn = await createEmployee(t.db, { name: `Acc ${unique()}`, department_id: d.id });
    await createAccount(t.db, { employeeId: accountOn.id });
    await createEmployee(t.db, { department_id: elsewhere.id, end_date: FAR });
    const all = await list<{ id: number }>(`/api/departments/${d.id}/employees?${ALL}`);
    assert.deepEqual(sorted(all.map((e) => e.id)), sorted([on.id, off.id, accountOn.id]));
    assert.deepEqual(sorted((await list<{ id: number }>(`/api/departments/${d.id}/employees?enabled=true`)).map((e) => e.id)), sorted([on.id, accountOn.id]));
    assert.deepEqual((await list<{ id: number }>(`/api/departments/${d.id}/employees?enabled=false`)).map((e) => e.id), [off.id]);
    assert.deepEqual((await list<{ id: number }>(`/api/departments/${d.id}/employees?search=${encodeURIComponent(on.name)}`)).map((e) => e.id), [on.id]);
    const count = await get(`/api/departments/${d.id}/count-active`);
    assert.equal(count.statusCode, 200);
    assert.deepEqual(count.json(), { count: 2 });
    const empty = await createDepartment(t.db);
    assert.equal((await get(`/api/departments/${empty.id}/employees`)).statusCode, 204);
    assert.deepEqual((await get(`/api/departments/${empty.id}/count-active`)).json(), { count: 0 });
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('a department manager sees only their departments, everywhere', () => {
  let mine1: { id: number; name: string };
  let mine2: { id: number; name: string };
  let theirs: { id: number; name: string };
  let manager: { token: string; employeeId: number | null };
  const people: Record<string, number> = {};

  before(async () => {
    mine1 = await createDepartment(t.db, `Mine One ${unique()}`);
    mine2 = await createDepartment(t.db, `Mine Two ${unique()}`);
    theirs = await createDepartment(t.db, `Theirs ${unique()}`);
    manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: mine1.id });
    await makeManagerOf(t.db, manager.employeeId!, mine1.id);
    await makeManagerOf(t.db, manager.employeeId!, mine2.id);
    people.in1 = (await createEmployee(t.db, { department_id: mine1.id, end_date: FAR })).id;
    people.in2 = (await createEmployee(t.db, { department_id: mine2.id, end_date: FAR })).id;
    people.out = (await createEmployee(t.db, { department_id: theirs.id, end_date: FAR, birth_date: '1990-01-01' })).id;
  });

  test('GET /departments, count and export list only the managed departments', async () => {
    assert.deepEqual((await list(`/api/departments?${ALL}`, manager.token)).map((d) => d.name).sort(), [mine1.name, mine2.name].sort());
    assert.deepEqual((await get('/api/departments/count', manager.token)).json(), { count: 2 });
    const rows = await readXlsx(await t.request({ method: 'POST', url: '/api/departments/export', token: manager.token }));
    assert.deepEqual(rows.slice(1).map((r) => r[0]).sort(), [mine1.name, mine2.name].sort());
    assert.equal(await list(`/api/departments?ids=${theirs.id}`, manager.token).then((r) => r.length), 0, 'ids cannot reach another department');
  });

  test('another department\'s employees and count-active → 403; their own → 200', async () => {
    for (const url of [`/api/departments/${theirs.id}/employees`, `/api/departments/${theirs.id}/count-active`]) {
      const res = await get(url, manager.token);
      assert.equal(res.statusCode, 403, `${url}: ${res.body}`);
      assert.equal(res.json().code, 'FORBIDDEN');
    }
    assert.deepEqual((await list<{ id: number }>(`/api/departments/${mine2.id}/employees`, manager.token)).map((e) => e.id), [people.in2]);
    assert.equal((await get(`/api/departments/${mine1.id}/count-active`, manager.token)).json().count, 2, 'the employee and the manager');
  });

  test('employee lists, reads, counts and insights leave out the other department', async () => {
    const seen = (await list<{ id: number }>(`/api/employees?${ALL}`, manager.token)).map((e) => e.id);
    assert.deepEqual(sorted(seen), sorted([people.in1, people.in2, manager.employeeId!]));
    assert.equal((await get(`/api/employees?departmentId=${theirs.id}`, manager.token)).statusCode, 204);
    assert.equal((await get(`/api/employees/${people.out}`, manager.token)).statusCode, 404);
    assert.equal((await get(`/api/employees/${people.in1}`, manager.token)).statusCode, 200);
    assert.deepEqual((await get('/api/employees/count-active', manager.token)).json(), { count: 3 });
    const ending = await list<{ employeeId: number }>(`/api/employees/ending-contract?days=366&${ALL}`, manager.token);
    assert.ok(!ending.some((e) => e.employeeId === people.out));
    const anniversaries = await list<{ employeeId: number }>(`/api/employees/anniversaries/${theirs.id}?days=366`, manager.token);
    assert.deepEqual(anniversaries, [], 'another department\'s anniversaries are not shown');
  });

  test('a manager writes no departments: POST, PUT, DELETE → 403 and nothing changes', async () => {
    const before1 = JSON.stringify(await t.db.selectFrom('departments').selectAll().orderBy('id').execute());
    assert.equal((await post('/api/departments', { name: `Nope ${unique()}` }, manager.token)).statusCode, 403);
    assert.equal((await put(`/api/departments/${mine1.id}`, { name: `Nope ${unique()}` }, manager.token)).statusCode, 403);
    assert.equal((await del(`/api/departments/${mine2.id}`, manager.token)).statusCode, 403);
    assert.equal(JSON.stringify(await t.db.selectFrom('departments').selectAll().orderBy('id').execute()), before1);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('malformed input', () => {
  const snapshot = async () => JSON.stringify({
    departments: await t.db.selectFrom('departments').selectAll().orderBy('id').execute(),
    managers: await t.db.selectFrom('department_managers').selectAll().orderBy('department_id').orderBy('employee_id').execute(),
  });
  interface Case { label: string; body: unknown; field: string; url?: string; raw?: string }
  const common = (e: number): Case[] => [
    { label: 'blank name', body: { name: '  ' }, field: 'name' },
    { label: 'name too long', body: { name: 'x'.repeat(121) }, field: 'name' },
    { label: 'name as a number', body: { name: 7 }, field: 'name' },
    { label: 'unknown field', body: { name: `N ${unique()}`, budget: 10 }, field: 'budget' },
    { label: 'assignedManagers as a string', body: { name: `N ${unique()}`, assignedManagers: '1,2' }, field: 'assignedManagers' },
    { label: 'manager id as a string', body: { name: `N ${unique()}`, assignedManagers: ['1'] }, field: 'assignedManagers[0]' },
    { label: 'manager id 0', body: { name: `N ${unique()}`, assignedManagers: [e, 0] }, field: 'assignedManagers[1]' },
    { label: 'unknown manager', body: { name: `N ${unique()}`, assignedManagers: [e, 999999] }, field: 'assignedManagers[1]' },
    { label: 'manager as a number', body: { name: `N ${unique()}`, manager: 5 }, field: 'manager' },
    { label: 'managerList item without id', body: { name: `N ${unique()}`, managerList: [{}] }, field: 'managerList[0].id' },
    { label: 'unknown manager sent as manager', body: { name: `N ${unique()}`, manager: { id: 999999 } }, field: 'manager.id' },
    { label: 'unknown manager sent in managerList', body: { name: `N ${unique()}`, managerList: [{ id: e }, { id: 999999 }] }, field: 'managerList[1].id' },
  ];

  test('POST /departments', async (ctx) => {
    const e = (await createEmployee(t.db)).id;
    const cases: Case[] = [
      { label: 'bad JSON', body: null, raw: '{"name":', field: 'body' },
      { label: 'missing name', body: { assignedManagers: [] }, field: 'name' },
      ...common(e),
    ];
    for (const c of cases) {
      const before1 = await snapshot();
      const res = c.raw !== undefined
        ? await t.request({ method: 'POST', url: '/api/departments', token: admin.token, payload: c.raw, headers: { 'content-type': 'application/json' } })
        : await post('/api/departments', c.body);
      await ctx.test(`${c.label} → 400 naming ${c.field}`, () => assertRejected(res, 400, c.field));
      assert.equal(await snapshot(), before1, `${c.label}: something was written`);
    }
  });

  test('PUT /departments/{id}', async (ctx) => {
    const e = (await createEmployee(t.db)).id;
    const d = (await post('/api/departments', { name: `Target ${unique()}`, assignedManagers: [e] })).json();
    const cases: Case[] = [
      ...common(e),
      { label: 'id not a number', url: '/api/departments/x', body: { name: 'x' }, field: 'id' },
      // the rename passes and the manager fails: the transaction must undo the rename
      { label: 'rename with an unknown manager', body: { name: `Half ${unique()}`, assignedManagers: [999999] }, field: 'assignedManagers[0]' },
    ];
    for (const c of cases) {
      const before1 = await snapshot();
      const res = await put(c.url ?? `/api/departments/${d.id}`, c.body);
      await ctx.test(`${c.label} → 400 naming ${c.field}`, () => assertRejected(res, 400, c.field));
      assert.equal(await snapshot(), before1, `${c.label}: something was written`);
    }
  });

  test('list and department employees queries', async (ctx) => {
    const d = await createDepartment(t.db);
    const cases: [string, string, string][] = [
      ['unknown parameter', '/api/departments?manager=1', 'manager'],
      ['page as text', '/api/departments?page=first', 'page'],
      ['enabled as text', `/api/departments/${d.id}/employees?enabled=maybe`, 'enabled'],
      ['department id as text', '/api/departments/abc/employees', 'id'],
      ['count-active id as text', '/api/departments/abc/count-active', 'id'],
      ['delete id as text', '/api/departments/abc', 'id'],
    ];
    for (const [label, url, field] of cases) {
      const res = url.endsWith('/abc') ? await del(url) : await get(url);
      await ctx.test(`${label} → 400 naming ${field}`, () => assertRejected(res, 400, field));
    }
  });
});
