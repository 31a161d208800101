import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, createDepartment, createEmployee, makeManagerOf } from '../support/factories.ts';
import { startHarness, pathsSince, type Harness } from './harness.ts';

let h: Harness;
before(async () => { h = await startHarness(); });
after(async () => { await h.close(); });

export const FORTY_EMPLOYEES = `query FortyEmployees {
  employees(first: 40, orderBy: [{ field: ID }]) {
    totalCount
    edges { node { id name department { id name managers { id name } } account { id username } } }
  }
}`;

test('40 employees with department, department managers and account: one REST call per entity type', async () => {
  const departments = await Promise.all(Array.from({ length: 5 }, (_, i) => createDepartment(h.api.db, `Batch dept ${i}`)));
  for (let i = 0; i < 40; i++) await createAccount(h.api.db, { departmentId: departments[i % 5].id });
  const admin = await h.api.signedIn(['ADMIN']);
  // Managers created last, so none is among the 40 listed and all must be fetched.
  for (const dep of departments) {
    for (let m = 0; m < 2; m++) await makeManagerOf(h.api.db, (await createEmployee(h.api.db)).id, dep.id);
  }

  const from = h.calls.length;
  const res = await h.gql(FORTY_EMPLOYEES, { token: admin.token });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const edges = res.data?.employees.edges as any[];
  assert.equal(edges.length, 40);
  assert.ok(edges.every((e) => e.node.department.managers.length === 2 && e.node.account.username));

  const paths = pathsSince(h, from);
  const queries = h.calls.slice(from).map((c) => c.path);
  const count = (predicate: (p: string) => boolean) => queries.filter(predicate).length;
  assert.equal(count((p) => p.startsWith('/employees?') && !p.includes('ids=')), 1, 'the list');
  assert.equal(count((p) => p.startsWith('/employees?ids=')), 1, 'managers, in one batch');
  assert.equal(count((p) => p.startsWith('/departments')), 1, 'departments, in one batch');
  assert.equal(count((p) => p.startsWith('/accounts')), 1, 'accounts, in one batch');
  // The caller's authorities, which the directives need, came back with the first call: no call of their own.
  assert.equal(count((p) => p.startsWith('/permissions/')), 0, 'no call for the caller\'s authorities');
  assert.equal(paths.length, 4, paths.join(', '));
  const managerBatch = queries.find((p) => p.startsWith('/employees?ids='))!;
  assert.equal(decodeURIComponent(managerBatch).split('ids=')[1].split('&')[0].split(',').length, 10, 'ten distinct managers, asked once each');
});

test('identical GETs within one request are made once', async () => {
  const { token } = await h.api.signedIn(['EMPLOYEE']);
  const from = h.calls.length;
  const res = await h.gql('{ a: viewer { roles homePath account { username } } b: viewer { roles } c: company { name } d: company { name } }', { token });
  assert.equal(res.errors, undefined);
  assert.deepEqual(pathsSince(h, from).sort(), ['GET /accounts/' + (await h.api.db.selectFrom('accounts').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id, 'GET /company'].sort());
});
