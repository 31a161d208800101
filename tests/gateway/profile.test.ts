/**
 * My profile through GraphQL (issue #11 item 5): `myProfile` names the department an employee cannot read through
 * `Department` (the reason "My account" showed "—"), `updateMyProfile` changes contact details and language with
 * userErrors on its fields, the photo mutations go through the API's pipeline, READ_ONLY is refused, and an account
 * without an employee record has no profile.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createAccount, createDepartment, createEmployee, makeManagerOf } from '../support/factories.ts';
import { png } from '../support/png.ts';
import { dataOf, startHarness, type Harness } from './harness.ts';

let h: Harness;
let worker: { token: string; employeeId: number | null };
let departmentId: number;

const PROFILE = `id employeeId name department { databaseId name } managers { name } phone language pictureUrl editable`;

before(async () => {
  h = await startHarness();
  const department = await createDepartment(h.api.db, 'Operations');
  departmentId = department.id;
  const boss = await createEmployee(h.api.db, { name: 'Marta Manager', department_id: departmentId });
  await makeManagerOf(h.api.db, boss.id, departmentId);
  worker = await h.api.signedIn(['EMPLOYEE'], { departmentId });
});
after(async () => { await h.close(); });

async function uploadPicture(content: Buffer, type: string, token = worker.token) {
  const form = new FormData();
  form.append('operations', JSON.stringify({
    query: 'mutation($input: UploadMyProfilePictureInput!) { uploadMyProfilePicture(input: $input) { profile { hasPicture pictureUrl } userErrors { field message code } } }',
    variables: { input: { file: null } },
  }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(content)], { type }), 'me.png');
  const res = await h.fetch('/graphql', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  return (await res.json()) as { data?: any; errors?: unknown };
}

test('an employee\'s profile names their department and managers, which the Department type does not show them', async () => {
  const data = dataOf(await h.gql(`{ myProfile { ${PROFILE} } }`, { token: worker.token }));
  assert.equal(data.myProfile.employeeId, worker.employeeId);
  assert.deepEqual(data.myProfile.department, { databaseId: departmentId, name: 'Operations' });
  assert.deepEqual(data.myProfile.managers, [{ name: 'Marta Manager' }]);
  assert.equal(data.myProfile.editable, true);
  assert.equal(data.myProfile.pictureUrl, null);
  const viaEmployee = await h.gql('{ viewer { employee { department { name } } } }', { token: worker.token });
  assert.equal(viaEmployee.data?.viewer?.employee?.department ?? null, null, 'an employee reads no department list');
});

test('updateMyProfile changes the phone and language and answers the new profile; bad values are userErrors on their field', async () => {
  const mutation = `mutation($input: UpdateMyProfileInput!) { updateMyProfile(input: $input) { profile { ${PROFILE} } userErrors { field code } } }`;
  const ok = dataOf(await h.gql(mutation, { token: worker.token, variables: { input: { phone: '+351 910 000 111', language: 'pt' } } }));
  assert.deepEqual(ok.updateMyProfile.userErrors, []);
  assert.equal(ok.updateMyProfile.profile.phone, '+351 910 000 111');
  assert.equal(ok.updateMyProfile.profile.language, 'pt');
  const bad = dataOf(await h.gql(mutation, { token: worker.token, variables: { input: { phone: 'call me', address: { country: 'Portugal' }, language: 'de' } } }));
  assert.equal(bad.updateMyProfile.profile, null);
  const fields = bad.updateMyProfile.userErrors.map((e: { field: string[] }) => e.field.join('.')).sort();
  assert.deepEqual(fields, ['address.country', 'language', 'phone']);
  const still = dataOf(await h.gql('{ myProfile { phone language } }', { token: worker.token }));
  assert.deepEqual(still.myProfile, { phone: '+351 910 000 111', language: 'pt' });
});

test('the photo is uploaded and removed; its address changes with each photo and serves it to the bearer', async () => {
  const first = await uploadPicture(png([250, 0, 0, 255], { width: 2, height: 2 }), 'image/png');
  assert.deepEqual(first.data.uploadMyProfilePicture.userErrors, [], JSON.stringify(first));
  const url = first.data.uploadMyProfilePicture.profile.pictureUrl as string;
  assert.match(url, new RegExp(`^/graphql/files/employees/${worker.employeeId}/picture\\?v=\\d+$`));
  const image = await h.fetch(url, { headers: { authorization: `Bearer ${worker.token}` } });
  assert.equal(image.status, 200);
  assert.equal(image.headers.get('content-type'), 'image/png');
  const second = await uploadPicture(png([0, 250, 0, 255], { width: 2, height: 2 }), 'image/png');
  assert.notEqual(second.data.uploadMyProfilePicture.profile.pictureUrl, url);
  const notImage = await uploadPicture(Buffer.from('plain text'), 'image/png');
  assert.deepEqual(notImage.data.uploadMyProfilePicture.userErrors.map((e: { field: string[]; code: string }) => [e.field?.join('.'), e.code]),
    [['file', 'UNSUPPORTED_FILE_TYPE']]);
  const removed = dataOf(await h.gql('mutation { removeMyProfilePicture { profile { hasPicture pictureUrl } userErrors { code } } }', { token: worker.token }));
  assert.deepEqual(removed.removeMyProfilePicture, { profile: { hasPicture: false, pictureUrl: null }, userErrors: [] });
});

test('READ_ONLY reads their profile as not editable and is refused any change', async () => {
  const consultant = await h.api.signedIn(['READ_ONLY']);
  const data = dataOf(await h.gql('{ myProfile { editable } }', { token: consultant.token }));
  assert.equal(data.myProfile.editable, false);
  const res = await h.gql('mutation { updateMyProfile(input: { phone: "123" }) { profile { phone } userErrors { code } } }', { token: consultant.token });
  assert.equal(res.errors?.[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(res));
  const removal = await h.gql('mutation { removeMyProfilePicture { userErrors { code } } }', { token: consultant.token });
  assert.equal(removal.errors?.[0]?.extensions?.code, 'FORBIDDEN');
});

test('an account without an employee record has no profile, and a change says why', async () => {
  const account = await createAccount(h.api.db, { roles: ['ADMIN'], employeeId: null });
  const token = await h.api.login(account.username!);
  assert.equal(dataOf(await h.gql('{ myProfile { id } }', { token })).myProfile, null);
  const res = dataOf(await h.gql('mutation { updateMyProfile(input: { phone: "123" }) { profile { id } userErrors { code message } } }', { token }));
  assert.deepEqual(res.updateMyProfile.userErrors.map((e: { code: string }) => e.code), ['NO_EMPLOYEE_RECORD']);
});

test('anonymous callers are told to sign in', async () => {
  const res = await h.gql('{ myProfile { id } }');
  assert.equal(res.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
});
