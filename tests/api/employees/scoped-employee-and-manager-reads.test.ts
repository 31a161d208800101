import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createDepartment, createEmployee, makeManagerOf } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
before(async () => { t = await startTestApp(); });
after(async () => { await t.close(); });

test('employees are scoped: admin all, manager their departments, employee themselves', async () => {
  const sales = await createDepartment(t.db, 'Sales');
  const ops = await createDepartment(t.db, 'Ops');
  const inSales = await createEmployee(t.db, { name: 'Zoe Sales', department_id: sales.id });
  await createEmployee(t.db, { name: 'Yann Ops', department_id: ops.id });
  const admin = await t.signedIn(['ADMIN']);
  const manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: sales.id });
  await makeManagerOf(t.db, manager.employeeId!, sales.id);
  const employee = await t.signedIn(['EMPLOYEE'], { departmentId: sales.id });

  const names = async (token: string, query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/employees?size=100${query}`, token });
    return res.statusCode === 204 ? [] : res.json().content.map((e: { name: string }) => e.name);
  };
  assert.ok((await names(admin.token)).includes('Yann Ops'));
  const managerSees = await names(manager.token);
  assert.ok(managerSees.includes('Zoe Sales'));
  assert.ok(!managerSees.includes('Yann Ops'));
  assert.equal((await names(employee.token)).length, 1);
  assert.deepEqual(await names(admin.token, `&ids=${inSales.id}`), ['Zoe Sales']);
  assert.deepEqual(await names(admin.token, '&search=yann'), ['Yann Ops']);

  const other = await t.request({ method: 'GET', url: `/api/employees/${inSales.id}`, token: employee.token });
  assert.equal(other.statusCode, 404, 'an employee cannot read a colleague');
  const depts = await t.request({ method: 'GET', url: '/api/departments?size=50', token: manager.token });
  assert.deepEqual(depts.json().content.map((d: { name: string }) => d.name), ['Sales']);
  assert.deepEqual(depts.json().content[0].manager, { id: manager.employeeId });
});

test('a department with two managers has a managerList and no single manager', async () => {
  const d = await createDepartment(t.db);
  const a = await createEmployee(t.db);
  const b = await createEmployee(t.db);
  await makeManagerOf(t.db, a.id, d.id);
  await makeManagerOf(t.db, b.id, d.id);
  const admin = await t.signedIn(['ADMIN']);
  const res = await t.request({ method: 'GET', url: `/api/departments?ids=${d.id}`, token: admin.token });
  const dept = res.json().content[0];
  assert.equal(dept.manager, null);
  assert.deepEqual(dept.managerList.map((m: { id: number }) => m.id).sort(), [a.id, b.id].sort());
});
