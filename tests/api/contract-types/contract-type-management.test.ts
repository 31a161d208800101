/**
 * Contract types (core §5, §7, §8): create, read, edit, delete, with their conflicts and malformed input.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ALL, http, type RefusalCase } from '../../support/http.ts';
import { assertRejected } from '../../support/assert-rejected.ts';
import { unique } from '../../support/factories.ts';

let t: TestApp;
let admin: { token: string; employeeId: number | null };

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });

const { call, get, list, refuseAll } = http(() => t, () => admin.token);

// ---------------------------------------------------------------------------------------------------------------
describe('contract types', () => {
  interface ContractType { id: number; name: string; endNoticeDays: number; employeeCount: number }
  const state = () => t.db.selectFrom('contract_types').selectAll().orderBy('id').execute();

  test('create (201), read, list by name, edit (204), unknown id 404', async () => {
    const tag = unique();
    const res = await call('POST', '/api/contract-types', { name: `  Permanent ${tag} `, endNoticeDays: 60 });
    assert.equal(res.statusCode, 201, res.body);
    const ct = res.json() as ContractType;
    assert.deepEqual(ct, { id: ct.id, name: `Permanent ${tag}`, endNoticeDays: 60, employeeCount: 0 });
    const fixed = (await call('POST', '/api/contract-types', { name: `Fixed term ${tag}` })).json() as ContractType;
    assert.equal(fixed.endNoticeDays, 0, 'days of end notice default to 0');
    assert.deepEqual((await get(`/api/contract-types/${ct.id}`)).json(), ct);
    const names = (await list<ContractType>(`/api/contract-types?${ALL}`)).map((c) => c.name);
    assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    assert.ok(names.includes(`Fixed term ${tag}`) && names.includes(`Permanent ${tag}`));
    assert.equal((await call('PUT', `/api/contract-types/${ct.id}`, { name: `Open-ended ${tag}`, endNoticeDays: 90 })).statusCode, 204);
    assert.deepEqual((await get(`/api/contract-types/${ct.id}`)).json(), { ...ct, name: `Open-ended ${tag}`, endNoticeDays: 90 });
    assert.equal((await call('PUT', `/api/contract-types/${ct.id}`, { endNoticeDays: 15 })).statusCode, 204);
    assert.equal((await get(`/api/contract-types/${ct.id}`)).json().name, `Open-ended ${tag}`, 'a partial edit keeps the name');
    assert.equal((await get('/api/contract-types/999999')).statusCode, 404);
    assert.equal((await call('PUT', '/api/contract-types/999999', { endNoticeDays: 1 })).statusCode, 404);
    assert.equal((await call('DELETE', '/api/contract-types/999999')).statusCode, 404);
  });

  test('an empty edit changes nothing: 204 for an existing contract type, 404 for an unknown one (never 500)', async () => {
    const ct = (await call('POST', '/api/contract-types', { name: `Empty edit ${unique()}`, endNoticeDays: 7 })).json() as ContractType;
    const existing = await call('PUT', `/api/contract-types/${ct.id}`, {});
    assert.equal(existing.statusCode, 204, existing.body);
    assert.deepEqual((await get(`/api/contract-types/${ct.id}`)).json(), ct);
    const unknown = await call('PUT', '/api/contract-types/999999', {});
    assert.equal(unknown.statusCode, 404, unknown.body);
  });

  test('names are unique (409 naming name), without regard to case', async () => {
    const name = `Intern ${unique()}`;
    assert.equal((await call('POST', '/api/contract-types', { name })).statusCode, 201);
    const other = (await call('POST', '/api/contract-types', { name: `Other ${unique()}` })).json() as ContractType;
    const before1 = JSON.stringify(await state());
    assertRejected(await call('POST', '/api/contract-types', { name: name.toUpperCase() }), 409, 'name', 'CONTRACT_TYPE_NAME_TAKEN');
    assertRejected(await call('PUT', `/api/contract-types/${other.id}`, { name: ` ${name} ` }), 409, 'name');
    assert.equal(JSON.stringify(await state()), before1);
  });

  test('delete is refused with 409 and the message of core §8 while an employee holds it; afterwards 204', async () => {
    const ct = (await call('POST', '/api/contract-types', { name: `Held ${unique()}` })).json() as ContractType;
    const e = await call('POST', '/api/employees', { name: `Holder ${unique()}`, contractType: { id: ct.id } });
    assert.equal(e.statusCode, 201, e.body);
    assert.equal((await get(`/api/contract-types/${ct.id}`)).json().employeeCount, 1);
    const refused = await call('DELETE', `/api/contract-types/${ct.id}`);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().code, 'CONTRACT_TYPE_IN_USE');
    assert.match(refused.json().message, /cannot remove a contract type that has employees/i);
    assert.equal((await get(`/api/contract-types/${ct.id}`)).statusCode, 200, 'still there');
    assert.deepEqual((await get(`/api/employees/${e.json().id}`)).json().contractType, { id: ct.id });
    assert.equal((await call('PUT', `/api/employees/${e.json().id}`, { contractType: null })).statusCode, 204);
    assert.equal((await call('DELETE', `/api/contract-types/${ct.id}`)).statusCode, 204);
    assert.equal((await get(`/api/contract-types/${ct.id}`)).statusCode, 404);
  });

  test('malformed input on POST and PUT', async (ctx) => {
    const ct = (await call('POST', '/api/contract-types', { name: `Target ${unique()}` })).json() as ContractType;
    const cases: RefusalCase[] = [
      { label: 'blank name', body: { name: ' ' }, field: 'name' },
      { label: 'name too long', body: { name: 'x'.repeat(81) }, field: 'name' },
      { label: 'name as a number', body: { name: 3 }, field: 'name' },
      { label: 'days negative', body: { name: `N ${unique()}`, endNoticeDays: -1 }, field: 'endNoticeDays' },
      { label: 'days over a year', body: { name: `N ${unique()}`, endNoticeDays: 366 }, field: 'endNoticeDays' },
      { label: 'days as a string', body: { name: `N ${unique()}`, endNoticeDays: '30' }, field: 'endNoticeDays' },
      { label: 'days as a fraction', body: { name: `N ${unique()}`, endNoticeDays: 1.5 }, field: 'endNoticeDays' },
      { label: 'unknown field', body: { name: `N ${unique()}`, paid: true }, field: 'paid' },
    ];
    await refuseAll(ctx, 'POST', '/api/contract-types', [...cases, { label: 'missing name', body: { endNoticeDays: 3 }, field: 'name' }], state);
    await refuseAll(ctx, 'PUT', `/api/contract-types/${ct.id}`, [...cases, { label: 'id not a number', url: '/api/contract-types/x', body: { endNoticeDays: 1 }, field: 'id' }], state);
  });
});

