import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import ExcelJS from 'exceljs';
import { toGlobalId } from '../../gateway/src/platform/relay.ts';
import { createDepartment, createEmployee } from '../support/factories.ts';
import { pathsSince, startHarness, type Harness } from './harness.ts';
import { png } from '../support/png.ts';

let h: Harness;
let admin: { token: string };
before(async () => {
  h = await startHarness();
  admin = await h.api.signedIn(['ADMIN']);
});
after(async () => { await h.close(); });

/** A GraphQL multipart request (the multipart request specification) with one file in `variables.input.file`. */
async function uploadPicture(employeeId: string, content: Buffer, type: string, token = admin.token) {
  const form = new FormData();
  form.append('operations', JSON.stringify({
    query: 'mutation($input: UploadEmployeePictureInput!) { uploadEmployeePicture(input: $input) { employee { hasPicture pictureUrl } userErrors { field message code } } }',
    variables: { input: { employeeId, file: null } },
  }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array(content)], { type }), 'photo.png');
  const res = await h.fetch('/graphql', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
  return (await res.json()) as { data?: any; errors?: unknown };
}

test('uploadEmployeePicture forwards the file to the API; pictureUrl serves it to a bearer token only', async () => {
  const employee = await createEmployee(h.api.db);
  const id = toGlobalId('Employee', employee.id);
  const before = await h.gql('query($id: ID!) { node(id: $id) { ... on Employee { hasPicture pictureUrl } } }', { token: admin.token, variables: { id } });
  assert.deepEqual(before.data?.node, { hasPicture: false, pictureUrl: null });

  const image = png();
  const res = await uploadPicture(id, image, 'image/png');
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const { employee: uploaded, userErrors } = res.data.uploadEmployeePicture;
  assert.deepEqual(userErrors, []);
  assert.equal(uploaded.hasPicture, true);
  // The version (the photo file's id) changes with each new photo, so no cache shows an old one.
  assert.match(uploaded.pictureUrl, new RegExp(`^/graphql/files/employees/${employee.id}/picture\\?v=\\d+$`));

  const picture = await h.fetch(uploaded.pictureUrl, { headers: { authorization: `Bearer ${admin.token}` } });
  assert.equal(picture.status, 200);
  assert.equal(picture.headers.get('content-type'), 'image/png');
  assert.equal(picture.headers.get('cache-control'), 'private, no-cache');
  assert.deepEqual(Buffer.from(await picture.arrayBuffer()), image);
  const etag = picture.headers.get('etag')!;
  assert.ok(etag);
  assert.equal((await h.fetch(uploaded.pictureUrl, { headers: { authorization: `Bearer ${admin.token}`, 'if-none-match': etag } })).status, 304);

  // No cookie or query token is ever read: without the header the answer is 401, whatever the browser sends along.
  const anonymous = await h.fetch(`${uploaded.pictureUrl}&token=${admin.token}`, { headers: { cookie: `token=${admin.token}` } });
  assert.equal(anonymous.status, 401);
  assert.equal((await h.fetch(uploaded.pictureUrl, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` } })).status, 405);
  const someoneElse = await h.api.signedIn(['EMPLOYEE']);
  assert.equal((await h.fetch(uploaded.pictureUrl, { headers: { authorization: `Bearer ${someoneElse.token}` } })).status, 404, 'the API scopes: not visible is not found');
  const none = await createEmployee(h.api.db);
  assert.equal((await h.fetch(`/graphql/files/employees/${none.id}/picture`, { headers: { authorization: `Bearer ${admin.token}` } })).status, 404);
});

test('uploadEmployeePicture: a file that is not an image is a userError on the file field', async () => {
  const employee = await createEmployee(h.api.db);
  const res = await uploadPicture(toGlobalId('Employee', employee.id), Buffer.from('not an image at all'), 'image/png');
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const { userErrors } = res.data.uploadEmployeePicture;
  assert.equal(userErrors.length, 1, JSON.stringify(userErrors));
  assert.deepEqual(userErrors[0].field, ['file']);
});

async function workbookRows(dataUrl: string): Promise<unknown[][]> {
  const match = /^data:application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet;base64,(.+)$/.exec(dataUrl);
  assert.ok(match, dataUrl.slice(0, 100));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(match[1], 'base64') as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

test('exportEmployees and exportDepartments return the API\'s .xlsx, which a real reader opens', async () => {
  const dep = await createDepartment(h.api.db, 'Export dept');
  await createEmployee(h.api.db, { name: 'Exportado Silva', department_id: dep.id, employee_number: 'X-1' });
  await createEmployee(h.api.db, { name: 'Not in the filter' });
  const res = await h.gql(`mutation($input: ExportEmployeesInput!) { exportEmployees(input: $input) { file { fileName mimeType byteSize dataUrl contentBase64 } userErrors { field message } } }`, {
    token: admin.token, variables: { input: { filter: { search: 'exportado', departmentId: toGlobalId('Department', dep.id) }, orderBy: [{ field: 'NAME' }] } },
  });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const { file, userErrors } = res.data!.exportEmployees;
  assert.deepEqual(userErrors, []);
  assert.match(file.fileName, /^employees-\d{4}-\d{2}-\d{2}\.xlsx$/);
  assert.equal(file.mimeType, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  assert.equal(Buffer.from(file.contentBase64, 'base64').length, file.byteSize);
  const rows = await workbookRows(file.dataUrl);
  assert.deepEqual(rows[0].slice(0, 4), ['Number', 'Name', 'E-mail', 'Department']);
  assert.equal(rows.length, 2, JSON.stringify(rows));
  assert.deepEqual([rows[1][0], rows[1][1], rows[1][3]], ['X-1', 'Exportado Silva', 'Export dept']);

  const deps = await h.gql('mutation { exportDepartments { file { fileName dataUrl } userErrors { message } } }', { token: admin.token });
  assert.equal(deps.errors, undefined, JSON.stringify(deps.errors));
  const depRows = await workbookRows(deps.data!.exportDepartments.file.dataUrl);
  assert.ok(depRows.some((r) => r[0] === 'Export dept' && r[2] === 1), JSON.stringify(depRows));
});

test('a read-only user reads the organisation but every write is refused before any REST call', async () => {
  const readOnly = await h.api.signedIn(['READ_ONLY']);
  const read = await h.gql('{ employees(first: 2) { totalCount } departments { totalCount } contractTypes { totalCount } holidays { totalCount } holidayPolicy { isActive } insurances { totalCount } }', { token: readOnly.token });
  assert.equal(read.errors, undefined, JSON.stringify(read.errors));

  const id = toGlobalId('Employee', 1);
  const writes = [
    `createEmployee(input: { name: "X" }) { userErrors { code } }`, `updateEmployee(input: { id: "${id}", name: "X" }) { userErrors { code } }`,
    `deleteEmployee(input: { id: "${id}" }) { userErrors { code } }`, `createDepartment(input: { name: "X" }) { userErrors { code } }`,
    `updateDepartment(input: { id: "${toGlobalId('Department', 1)}", name: "X" }) { userErrors { code } }`, `deleteDepartment(input: { id: "${toGlobalId('Department', 1)}" }) { userErrors { code } }`,
    `createContractType(input: { name: "X" }) { userErrors { code } }`, `deleteContractType(input: { id: "${toGlobalId('ContractType', 1)}" }) { userErrors { code } }`,
    `createHoliday(input: { holidayDate: "2030-01-01" }) { userErrors { code } }`, `setHolidayPolicy(input: { isActive: false }) { userErrors { code } }`,
    `registerHolidayYear(input: { yearPeriod: 2030, holidayDays: 1 }) { userErrors { code } }`,
    `setYearlyTimeSetting(input: { employeeId: "${id}", yearPeriod: 2030, holidayDays: 1 }) { userErrors { code } }`,
    `createInsurances(input: { insurances: [{ name: "X", type: WORK_INSURANCE }] }) { userErrors { code } }`,
    `assignInsurance(input: { insuranceId: "${toGlobalId('Insurance', 1)}", employeeIds: ["${id}"] }) { userErrors { code } }`,
    `deleteInsurance(input: { id: "${toGlobalId('Insurance', 1)}" }) { userErrors { code } }`,
  ];
  const from = h.calls.length;
  const res = await h.gql(`mutation { ${writes.join('\n')} }`, { token: readOnly.token });
  assert.equal(res.errors?.length, writes.length, JSON.stringify(res.errors));
  assert.ok(res.errors!.every((e) => e.extensions?.code === 'FORBIDDEN'));
  assert.ok(Object.values(res.data ?? {}).every((v) => v === null));
  assert.deepEqual(pathsSince(h, from).map((p) => p.replace(/\d+/g, 'N')), ['GET /permissions/N/employee'], 'only the caller\'s authorities');
});
