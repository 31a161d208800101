/**
 * Insurance (core §5, §7, §8): policies and who holds them, with their conflicts and malformed input.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createEmployee, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ALL, http } from '../../support/http.ts';
import { assertRejected } from '../../support/assert-rejected.ts';

let t: TestApp;
let admin: { token: string; employeeId: number | null };

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });

const { call, get, list, refuseAll } = http(() => t, () => admin.token);

// ---------------------------------------------------------------------------------------------------------------
describe('insurance', () => {
  interface Insurance { id: number; name: string; type: string; provider: string | null; policyNumber: string | null; validFrom: string | null; validTo: string | null; employeeCount: number }
  const state = async () => ({
    insurance: await t.db.selectFrom('insurance').selectAll().orderBy('id').execute(),
    holders: await t.db.selectFrom('employee_insurance').selectAll().orderBy('insurance_id').orderBy('employee_id').execute(),
  });
  const create = async (items: unknown[]) => {
    const res = await call('POST', '/api/insurance/1', items);
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as Insurance[];
  };
  const holders = async (id: number) => (await list<{ id: number }>(`/api/insurance/${id}/employee?${ALL}`)).map((e) => e.id).sort((a, b) => a - b);

  test('POST /insurance/1 creates the listed policies (health and work) and answers them; GET lists them', async () => {
    const tag = unique();
    const made = await create([
      { name: `Health ${tag}`, type: 'health_insurance', provider: 'Médis', policyNumber: 'H-1', validFrom: '2026-01-01', validTo: '2026-12-31' },
      { name: `Work ${tag}`, type: 'work_insurance' },
    ]);
    assert.equal(made.length, 2);
    assert.deepEqual(made[0], { id: made[0].id, name: `Health ${tag}`, type: 'health_insurance', provider: 'Médis', policyNumber: 'H-1', validFrom: '2026-01-01', validTo: '2026-12-31', employeeCount: 0 });
    assert.deepEqual({ ...made[1], id: 0 }, { id: 0, name: `Work ${tag}`, type: 'work_insurance', provider: null, policyNumber: null, validFrom: null, validTo: null, employeeCount: 0 });
    const all = await list<Insurance>(`/api/insurance?${ALL}`);
    assert.ok(made.every((m) => all.some((a) => a.id === m.id)));
    assert.deepEqual((await list<Insurance>(`/api/insurance?ids=${made[1].id}`)).map((i) => i.name), [`Work ${tag}`]);
  });

  test('PUT edits a policy (204); unknown 404', async () => {
    const [p] = await create([{ name: `Edit ${unique()}`, type: 'health_insurance', validFrom: '2026-01-01' }]);
    assert.equal((await call('PUT', `/api/insurance/${p.id}`, { type: 'work_insurance', provider: 'Fidelidade', validTo: '2027-01-01' })).statusCode, 204);
    const now = (await list<Insurance>(`/api/insurance?ids=${p.id}`))[0];
    assert.deepEqual(now, { ...p, type: 'work_insurance', provider: 'Fidelidade', validTo: '2027-01-01' });
    assert.equal((await call('PUT', '/api/insurance/999999', { name: 'x' })).statusCode, 404);
  });

  test('assign one (POST /insurance/{id}/{employeeId}), several (/multi), list holders, unassign; delete refused while assigned', async () => {
    const [p] = await create([{ name: `Assigned ${unique()}`, type: 'health_insurance' }]);
    const [a, b, c] = [await createEmployee(t.db), await createEmployee(t.db), await createEmployee(t.db)];
    assert.equal((await get(`/api/insurance/${p.id}/employee`)).statusCode, 204, 'no holders yet');
    assert.equal((await call('POST', `/api/insurance/${p.id}/${a.id}`)).statusCode, 204);
    assert.equal((await call('POST', `/api/insurance/${p.id}/${a.id}`)).statusCode, 204, 'assigning twice is harmless');
    assert.deepEqual(await holders(p.id), [a.id]);
    assert.equal((await call('POST', `/api/insurance/${p.id}/multi`, { employeeIds: [b.id, c.id, b.id, a.id] })).statusCode, 204);
    assert.deepEqual(await holders(p.id), [a.id, b.id, c.id].sort((x, y) => x - y));
    assert.equal((await list<Insurance>(`/api/insurance?ids=${p.id}`))[0].employeeCount, 3);

    const refused = await call('DELETE', `/api/insurance/${p.id}`);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().code, 'INSURANCE_IN_USE');
    assert.match(refused.json().message, /cannot remove an insurance that has employees/i);
    assert.equal((await list<Insurance>(`/api/insurance?ids=${p.id}`)).length, 1, 'still there');

    for (const e of [a, b, c]) assert.equal((await call('DELETE', `/api/insurance/${p.id}/${e.id}`)).statusCode, 204);
    assert.equal((await call('DELETE', `/api/insurance/${p.id}/${a.id}`)).statusCode, 404, 'not assigned any more');
    assert.equal((await call('DELETE', `/api/insurance/${p.id}`)).statusCode, 204);
    assert.equal((await list<Insurance>(`/api/insurance?ids=${p.id}`)).length, 0);
    assert.equal((await call('DELETE', `/api/insurance/${p.id}`)).statusCode, 404);
  });

  test('unknown insurance or employee: 404 (single) or 400 naming the employee (multi), nothing assigned', async (ctx) => {
    const [p] = await create([{ name: `Lonely ${unique()}`, type: 'work_insurance' }]);
    const e = await createEmployee(t.db);
    const before1 = JSON.stringify(await state());
    assert.equal((await call('POST', `/api/insurance/999999/${e.id}`)).statusCode, 404);
    assert.equal((await call('POST', `/api/insurance/${p.id}/999999`)).statusCode, 404);
    assert.equal((await call('POST', '/api/insurance/999999/multi', { employeeIds: [e.id] })).statusCode, 404);
    assert.equal((await get('/api/insurance/999999/employee')).statusCode, 404);
    assert.equal(JSON.stringify(await state()), before1);
    await refuseAll(ctx, 'POST', `/api/insurance/${p.id}/multi`, [
      { label: 'an unknown employee among known ones', body: { employeeIds: [e.id, 999999] }, field: 'employeeIds[1]' },
      { label: 'empty list', body: { employeeIds: [] }, field: 'employeeIds' },
      { label: 'ids as strings', body: { employeeIds: [String(e.id)] }, field: 'employeeIds[0]' },
      { label: 'missing employeeIds', body: {}, field: 'employeeIds' },
      { label: 'unknown field', body: { employeeIds: [e.id], replace: true }, field: 'replace' },
    ], state);
  });

  test('malformed input on create and edit: types other than health and work insurance, bad dates, all or none', async (ctx) => {
    const valid = { name: `Valid ${unique()}`, type: 'health_insurance' };
    await refuseAll(ctx, 'POST', '/api/insurance/1', [
      { label: 'type life_insurance', body: [{ name: 'Life', type: 'life_insurance' }], field: '[0].type' },
      { label: 'missing type', body: [{ name: 'No type' }], field: '[0].type' },
      { label: 'missing name', body: [{ type: 'work_insurance' }], field: '[0].name' },
      { label: 'second item invalid: nothing created', body: [valid, { name: 'Bad', type: 'car_insurance' }], field: '[1].type' },
      { label: 'validTo before validFrom in the second item', body: [valid, { name: 'Back', type: 'work_insurance', validFrom: '2026-05-01', validTo: '2026-04-30' }], field: '[1].validTo' },
      { label: 'date 2023-02-30', body: [{ ...valid, validFrom: '2023-02-30' }], field: '[0].validFrom' },
      { label: 'unknown field', body: [{ ...valid, premium: 10 }], field: '[0].premium' },
      { label: 'an object instead of a list', body: valid, field: 'body' },
      { label: 'empty list', body: [], field: 'body' },
      { label: 'company id 2', url: '/api/insurance/2', body: [valid], field: 'id' },
    ], state);
    const [p] = await create([{ name: `Target ${unique()}`, type: 'health_insurance', validFrom: '2026-03-01' }]);
    await refuseAll(ctx, 'PUT', `/api/insurance/${p.id}`, [
      { label: 'type life_insurance', body: { type: 'life_insurance' }, field: 'type' },
      { label: 'validTo before the stored validFrom', body: { validTo: '2026-02-28' }, field: 'validTo' },
      { label: 'date 2023-02-30', body: { validTo: '2023-02-30' }, field: 'validTo' },
      { label: 'blank name', body: { name: '  ' }, field: 'name' },
      { label: 'unknown field', body: { premium: 10 }, field: 'premium' },
      { label: 'id not a number', url: '/api/insurance/x', body: { name: 'x' }, field: 'id' },
    ], state);
  });
});
