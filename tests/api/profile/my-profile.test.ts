/**
 * "My profile" (issue #11 item 5): an employee reads their own record with the names an employee cannot look up
 * themselves (department, contract type, managers), changes their contact details, language and photo, and nothing
 * else. Bad input is a 400 naming the field, with nothing written.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { FIELD_LIMITS as L } from '../../../domain/index.ts';
import { createAccount, createDepartment, createEmployee, makeManagerOf } from '../../support/factories.ts';
import { expectStatus, http } from '../../support/http.ts';
import { png } from '../../support/png.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: { token: string };
let me: { token: string; employeeId: number | null };
let departmentId: number;
let contractTypeId: number;
let managerId: number;

const { get, put, del, refuseAll } = http(() => t, () => me.token);

async function uploadPicture(content: Buffer, type: string, token = me.token) {
  const form = new FormData();
  form.append('picture', new Blob([new Uint8Array(content)], { type }), 'me.bin');
  const req = new Request('http://x/', { method: 'POST', body: form });
  return t.request({ method: 'POST', url: '/api/profile/picture', token,
    headers: { 'content-type': req.headers.get('content-type')! }, payload: Buffer.from(await req.arrayBuffer()) });
}

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  const department = await createDepartment(t.db, 'Operations');
  departmentId = department.id;
  contractTypeId = (await t.db.insertInto('contract_types').values({ name: 'Permanent' }).returning('id').executeTakeFirstOrThrow()).id;
  managerId = (await createEmployee(t.db, { name: 'Marta Manager', department_id: departmentId })).id;
  await makeManagerOf(t.db, managerId, departmentId);
  me = await t.signedIn(['EMPLOYEE'], { departmentId });
  await t.db.updateTable('employees').set({
    name: 'Eva Employee', job_title: 'Operator', employee_number: 'E-77', contract_type_id: contractTypeId, start_date: '2024-02-01',
  }).where('id', '=', me.employeeId!).execute();
});
after(async () => { await t?.close(); });

describe('reading', () => {
  test('shows the department, contract type and managers by name, which an employee cannot look up themselves', async () => {
    const profile = expectStatus(await get('/api/profile'), 200).json();
    assert.equal(profile.employeeId, me.employeeId);
    assert.equal(profile.name, 'Eva Employee');
    assert.deepEqual(profile.department, { id: departmentId, name: 'Operations' });
    assert.deepEqual(profile.contractType, { id: contractTypeId, name: 'Permanent' });
    assert.deepEqual(profile.managers, [{ id: managerId, name: 'Marta Manager' }]);
    assert.equal(profile.jobTitle, 'Operator');
    assert.equal(profile.employeeNumber, 'E-77');
    assert.equal(profile.startDate, '2024-02-01');
    assert.equal(profile.editable, true);
    expectStatus(await get(`/api/departments?ids=${departmentId}`), 403, 'the employee cannot read departments directly');
  });

  test('a manager of their own department is not listed as their own manager', async () => {
    const boss = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId });
    await makeManagerOf(t.db, boss.employeeId!, departmentId);
    const profile = expectStatus(await get('/api/profile', boss.token), 200).json();
    assert.deepEqual(profile.managers.map((m: { name: string }) => m.name), ['Marta Manager']);
  });

  test('an account without an employee record gets 404 NO_EMPLOYEE_RECORD, in the caller\'s language', async () => {
    const account = await createAccount(t.db, { roles: ['ADMIN'], employeeId: null });
    const token = await t.login(account.username!);
    for (const [method, url] of [['GET', '/api/profile'], ['PUT', '/api/profile'], ['DELETE', '/api/profile/picture']] as const) {
      const res = await t.request({ method, url, token, ...(method === 'PUT' ? { payload: { phone: '123' } } : {}) });
      assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
      assert.equal(res.json().code, 'NO_EMPLOYEE_RECORD');
    }
    const pt = await t.request({ method: 'GET', url: '/api/profile', token, headers: { 'accept-language': 'pt' } });
    assert.equal(pt.json().message, 'A sua conta não está associada a uma ficha de colaborador');
  });
});

describe('changing', () => {
  test('the fields sent change, absent ones stay, null clears; the administrator sees the change', async () => {
    expectStatus(await put('/api/profile', {
      phone: '+351 912 345 678', alternativePhone: '21 000 0000', personalEmail: 'eva@home.test', language: 'pt',
      address: { streetLine1: 'Rua Augusta 1', city: 'Lisboa', zipCode: '1100-048', country: 'PT' },
      emergencyContact: { name: 'João', phone: '+351 913 000 000', relation: 'Brother' },
    }), 204);
    expectStatus(await put('/api/profile', { alternativePhone: null }), 204);
    const profile = expectStatus(await get('/api/profile'), 200).json();
    assert.equal(profile.phone, '+351 912 345 678');
    assert.equal(profile.alternativePhone, null);
    assert.equal(profile.personalEmail, 'eva@home.test');
    assert.equal(profile.language, 'pt');
    assert.deepEqual(profile.address, { streetLine1: 'Rua Augusta 1', streetLine2: null, city: 'Lisboa', state: null, zipCode: '1100-048', country: 'PT' });
    assert.deepEqual(profile.emergencyContact, { name: 'João', phone: '+351 913 000 000', relation: 'Brother' });
    assert.equal(profile.name, 'Eva Employee', 'nothing else changed');
    const seen = expectStatus(await get(`/api/employees/${me.employeeId}`, admin.token), 200).json();
    assert.equal(seen.phone, '+351 912 345 678');
    assert.equal(seen.address.city, 'Lisboa');
  });

  test('clearing the address removes its row', async () => {
    expectStatus(await put('/api/profile', { address: { city: 'Porto' } }), 204);
    const { address_id: addressId } = await t.db.selectFrom('employees').select('address_id').where('id', '=', me.employeeId!).executeTakeFirstOrThrow();
    assert.ok(addressId);
    expectStatus(await put('/api/profile', { address: null }), 204);
    assert.equal((await get('/api/profile')).json().address, null);
    assert.equal(await t.db.selectFrom('addresses').select('id').where('id', '=', addressId).executeTakeFirst(), undefined);
  });
});

describe('bad input: PUT /profile', () => {
  const state = () => Promise.all([
    t.db.selectFrom('employees').selectAll().orderBy('id').execute(),
    t.db.selectFrom('addresses').selectAll().orderBy('id').execute(),
  ]);
  test('each malformed body is refused naming its field', async (ctx) => {
    await refuseAll(ctx, 'PUT', '/api/profile', [
      { label: 'a phone too long', body: { phone: '1'.repeat(L.phone + 1) }, field: 'phone' },
      { label: 'a phone with letters', body: { phone: 'call me' }, field: 'phone' },
      { label: 'a phone as a number', body: { phone: 912345678 }, field: 'phone' },
      { label: 'an alternative phone with letters', body: { alternativePhone: 'abc' }, field: 'alternativePhone' },
      { label: 'a personal e-mail that is not one', body: { personalEmail: 'eva-at-home' }, field: 'personalEmail' },
      { label: 'a personal e-mail too long', body: { personalEmail: `${'a'.repeat(L.email)}@x.test` }, field: 'personalEmail' },
      { label: 'a city too long', body: { address: { city: 'x'.repeat(L.city + 1) } }, field: 'address.city' },
      { label: 'a street too long', body: { address: { streetLine1: 'x'.repeat(L.street + 1) } }, field: 'address.streetLine1' },
      { label: 'a country that is not a code', body: { address: { country: 'Portugal' } }, field: 'address.country' },
      { label: 'an unknown address field', body: { address: { planet: 'Earth' } }, field: 'address.planet' },
      { label: 'an emergency contact name too long', body: { emergencyContact: { name: 'x'.repeat(L.emergencyContactName + 1) } }, field: 'emergencyContact.name' },
      { label: 'an emergency phone with letters', body: { emergencyContact: { phone: 'mum' } }, field: 'emergencyContact.phone' },
      { label: 'an emergency relation too long', body: { emergencyContact: { relation: 'x'.repeat(L.emergencyRelation + 1) } }, field: 'emergencyContact.relation' },
      { label: 'a language the product does not speak', body: { language: 'de' }, field: 'language' },
      { label: 'the name, which only HR changes', body: { name: 'Someone Else' }, field: 'name' },
      { label: 'the work e-mail', body: { email: 'boss@x.test' }, field: 'email' },
      { label: 'the department', body: { department: { id: 1 } }, field: 'department' },
      { label: 'the job title', body: { jobTitle: 'CEO' }, field: 'jobTitle' },
      { label: 'the read-only flag', body: { readOnly: false }, field: 'readOnly' },
      { label: 'a list for a body', body: [{ phone: '1' }], field: 'body' },
    ], state);
  });
});

describe('the photo', () => {
  test('uploaded, served to the employee by the employee photo route, replaced and removed with its stored file', async () => {
    expectStatus(await uploadPicture(png([1, 2, 3, 255], { width: 3, height: 3 }), 'image/png'), 204);
    const first = expectStatus(await get('/api/profile'), 200).json();
    assert.equal(first.hasPicture, true);
    const served = expectStatus(await get(`/api/employees/${me.employeeId}/picture`), 200);
    assert.equal(served.headers['content-type'], 'image/png');
    expectStatus(await uploadPicture(png([9, 9, 9, 255], { width: 2, height: 2 }), 'image/png'), 204);
    const second = (await get('/api/profile')).json();
    assert.notEqual(second.pictureVersion, first.pictureVersion, 'a new photo has a new version');
    assert.equal(await t.db.selectFrom('stored_files').select('id').where('id', '=', first.pictureVersion).executeTakeFirst(), undefined, 'the old file is gone');
    expectStatus(await del('/api/profile/picture'), 204);
    const third = (await get('/api/profile')).json();
    assert.equal(third.hasPicture, false);
    assert.equal(third.pictureVersion, null);
    assert.equal(await t.db.selectFrom('stored_files').select('id').where('id', '=', second.pictureVersion).executeTakeFirst(), undefined);
    expectStatus(await get(`/api/employees/${me.employeeId}/picture`), 404);
    expectStatus(await del('/api/profile/picture'), 204, 'removing no photo is not an error');
  });

  test('a file that is not an image is refused by its content, whatever it claims, and nothing is stored', async () => {
    const files = () => t.db.selectFrom('stored_files').select('id').orderBy('id').execute();
    const before = await files();
    const res = await uploadPicture(Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    assert.ok([400, 415].includes(res.statusCode), res.body);
    assert.equal(res.json().code, 'UNSUPPORTED_FILE_TYPE');
    const tooBig = await uploadPicture(png([1, 1, 1, 255], { padding: 1_600_000 }), 'image/png');
    assert.equal(tooBig.statusCode, 413, tooBig.body);
    assert.deepEqual(await files(), before);
  });
});
