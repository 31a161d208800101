/**
 * Employees (issue 5, core §3–§5, §7): every field of the record, the enabled/disabled rule, search, filters,
 * paging, sort, the photo, the .xlsx export, the insight lists, delete, and malformed input on every write.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { createAccount, createDepartment, createEmployee, makeManagerOf, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ALL, http } from '../../support/http.ts';
import { png } from '../../support/png.ts';
import { assertRejected } from '../../support/assert-rejected.ts';

let t: TestApp;
let admin: { token: string; accountId: number; employeeId: number | null };

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------
const DAY = 86_400_000;
/** today ± n days, as the API's clock sees it (UTC date) */
const day = (n = 0) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
/** the same calendar day as `day(n)`, `years` years earlier */
const yearsAgo = (years: number, n = 0) => {
  const d = new Date(Date.now() + n * DAY);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};
const FAR = '2099-12-31';

const { get, post, put, del } = http(() => t, () => admin.token);

interface Employee { id: number; name: string; enabled: boolean; [k: string]: unknown }
async function list(url: string, token = admin.token): Promise<Employee[]> {
  const res = await get(url, token);
  assert.ok(res.statusCode === 200 || res.statusCode === 204, `${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.statusCode === 204 ? [] : res.json().content;
}
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

async function createContractType(name = `Contract ${unique()}`) {
  return t.db.insertInto('contract_types').values({ name, end_notice_days: 30 }).returning(['id', 'name']).executeTakeFirstOrThrow();
}

async function upload(url: string, field: string, content: Buffer, filename = 'photo.png', type = 'image/png', token = admin.token) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(content)], { type }), filename);
  const encoded = new Response(form);
  return t.request({
    method: 'POST', url, token, payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}
const MB = 1024 * 1024;

async function readXlsx(res: LightMyRequestResponse): Promise<(string | number | boolean | null)[][]> {
  assert.equal(res.statusCode, 200, res.body.slice(0, 300));
  assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  assert.match(String(res.headers['content-disposition']), /attachment; filename=".+\.xlsx"/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  assert.ok(sheet, 'the workbook has a sheet');
  const rows: (string | number | boolean | null)[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === undefined ? null : v as string | number | boolean | null)));
  });
  return rows;
}

/** Every field of core §3 the API takes, filled. */
function fullEmployee(department: { id: number } | null, contractType: { id: number } | null) {
  const tag = unique();
  return {
    name: `Ana Full ${tag}`,
    email: `ana.${tag}@pontual.test`,
    department,
    contractType,
    address: { streetLine1: 'Rua Augusta 10', streetLine2: '2º Esq.', city: 'Lisboa', state: 'Lisboa', zipCode: '1100-053', country: 'PT' },
    birthDate: '1990-04-17',
    identityValidityDate: '2031-01-31',
    driversValidityDate: '2032-02-29',
    startDate: '2020-03-01',
    endDate: FAR,
    startDateOnCompany: '2019-09-15',
    residentialCardValidityDate: '2030-06-30',
    passportValidityDate: '2033-12-01',
    gender: 'FEMALE',
    maritalStatus: 'UNION',
    dependents: 2,
    driversLicense: `DL-${tag}`,
    identityNumber: `ID-${tag}`,
    taxId: `TX-${tag}`,
    socialSecurityNumber: `SS-${tag}`,
    jobTitle: 'Payroll analyst',
    phone: '+351 210 000 001',
    alternativePhone: '(351) 910-000-002',
    personalEmail: `ana.home.${tag}@mail.test`,
    employeeNumber: `N-${tag}`,
    seniorityMonths: 61,
    emergencyContact: { name: 'Rui Full', phone: '+351 930 000 003', relation: 'Partner' },
    language: 'pt',
    readOnly: true,
    loginEnabled: false,
    foreignLanguage: ['en', 'fr', 'es'],
    qualificationLevel: 'LEVEL-6',
    educationAreas: ['BUSINESS_SCIENCES', 'MATHEMATICS_STATISTICS', 'LAW'],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Create, read, edit
// ---------------------------------------------------------------------------------------------------------------
describe('create, read back, edit', () => {
  test('POST /employees with every field of core §3 answers 201 with the record, and GET returns the same', async () => {
    const dep = await createDepartment(t.db);
    const ct = await createContractType();
    const input = fullEmployee({ id: dep.id }, { id: ct.id });
    const res = await post('/api/employees', input);
    assert.equal(res.statusCode, 201, res.body);
    const created = res.json();
    assert.equal(typeof created.id, 'number');
    const { address, foreignLanguage, ...rest } = input;
    for (const [k, v] of Object.entries(rest)) assert.deepEqual(created[k], v, `field ${k}`);
    assert.equal(typeof created.address.id, 'number');
    assert.deepEqual({ ...created.address, id: undefined }, { ...address, id: undefined });
    assert.equal(created.foreignLanguage, 'en,fr,es', 'a list is kept comma-joined');
    assert.equal(created.hasPicture, false);
    assert.equal(created.accountId, null);
    assert.equal(created.enabled, true, 'an end date in the future keeps the employee enabled');
    assert.ok(!Number.isNaN(Date.parse(created.entered)));

    const read = await get(`/api/employees/${created.id}`);
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json(), created);
    const stored = await t.db.selectFrom('employees').select(['foreign_language', 'department_id', 'contract_type_id']).where('id', '=', created.id).executeTakeFirstOrThrow();
    assert.deepEqual(stored, { foreign_language: 'en,fr,es', department_id: dep.id, contract_type_id: ct.id });
  });

  test('department and contract type are null when none is chosen (omitted or sent as null)', async () => {
    const omitted = await post('/api/employees', { name: `Bare ${unique()}` });
    assert.equal(omitted.statusCode, 201, omitted.body);
    assert.equal(omitted.json().department, null);
    assert.equal(omitted.json().contractType, null);
    assert.equal(omitted.json().address, null);
    assert.deepEqual(omitted.json().educationAreas, []);
    assert.deepEqual(omitted.json().emergencyContact, { name: null, phone: null, relation: null });
    const nulls = await post('/api/employees', { name: `Nulls ${unique()}`, department: null, contractType: null, address: null });
    assert.equal(nulls.statusCode, 201, nulls.body);
    assert.equal(nulls.json().department, null);
    assert.equal(nulls.json().contractType, null);
  });

  test('foreignLanguage as comma-joined text is stored comma-joined, trimmed; empty text clears it', async () => {
    const res = await post('/api/employees', { name: `Polyglot ${unique()}`, foreignLanguage: ' de , it,, nl ' });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().foreignLanguage, 'de,it,nl');
    const id = res.json().id;
    assert.equal((await put(`/api/employees/${id}`, { foreignLanguage: ['pt'] })).statusCode, 204);
    assert.equal((await get(`/api/employees/${id}`)).json().foreignLanguage, 'pt');
    assert.equal((await put(`/api/employees/${id}`, { foreignLanguage: '' })).statusCode, 204);
    assert.equal((await get(`/api/employees/${id}`)).json().foreignLanguage, null);
  });

  test('PUT edits only the fields sent (204); null clears a field and removes the address', async () => {
    const dep = await createDepartment(t.db);
    const created = (await post('/api/employees', fullEmployee({ id: dep.id }, null))).json();
    const other = await createDepartment(t.db);
    const res = await put(`/api/employees/${created.id}`, {
      name: '  Ana Edited  ', jobTitle: 'Head of payroll', department: { id: other.id }, maritalStatus: 'MARRIED',
      address: { streetLine1: 'Avenida 1', city: 'Porto', country: 'PT' }, educationAreas: ['COMPUTING'],
    });
    assert.equal(res.statusCode, 204, res.body);
    assert.equal(res.body, '');
    const after1 = (await get(`/api/employees/${created.id}`)).json();
    assert.equal(after1.name, 'Ana Edited', 'the name is trimmed');
    assert.equal(after1.jobTitle, 'Head of payroll');
    assert.deepEqual(after1.department, { id: other.id });
    assert.equal(after1.maritalStatus, 'MARRIED');
    assert.deepEqual(after1.educationAreas, ['COMPUTING']);
    assert.equal(after1.address.id, created.address.id, 'the same address row is edited');
    assert.equal(after1.address.city, 'Porto');
    assert.equal(after1.address.streetLine2, null, 'address fields not sent are cleared (the address is replaced)');
    assert.equal(after1.email, created.email, 'fields not sent are kept');
    assert.equal(after1.birthDate, created.birthDate);

    const cleared = await put(`/api/employees/${created.id}`, { address: null, emergencyContact: null, department: null, phone: null });
    assert.equal(cleared.statusCode, 204, cleared.body);
    const after2 = (await get(`/api/employees/${created.id}`)).json();
    assert.equal(after2.address, null);
    assert.equal(after2.department, null);
    assert.equal(after2.phone, null);
    assert.deepEqual(after2.emergencyContact, { name: null, phone: null, relation: null });
    const orphan = await t.db.selectFrom('addresses').select('id').where('id', '=', created.address.id).executeTakeFirst();
    assert.equal(orphan, undefined, 'the cleared address row is deleted');
  });

  test('an unknown employee: GET and PUT answer 404', async () => {
    assert.equal((await get('/api/employees/999999')).statusCode, 404);
    const res = await put('/api/employees/999999', { jobTitle: 'x' });
    assert.equal(res.statusCode, 404, res.body);
    assert.equal(res.json().code, 'NOT_FOUND');
  });

  test('employee numbers are unique: 409 on create and on edit, naming employeeNumber; re-saving the own number is fine', async () => {
    const number = `U-${unique()}`;
    const first = await post('/api/employees', { name: `First ${unique()}`, employeeNumber: number });
    assert.equal(first.statusCode, 201, first.body);
    const before = await t.db.selectFrom('employees').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assertRejected(await post('/api/employees', { name: `Second ${unique()}`, employeeNumber: number }), 409, 'employeeNumber', 'EMPLOYEE_NUMBER_TAKEN');
    const after1 = await t.db.selectFrom('employees').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(after1.n), Number(before.n), 'nothing created');
    const second = (await post('/api/employees', { name: `Second ${unique()}` })).json();
    assertRejected(await put(`/api/employees/${second.id}`, { employeeNumber: number, jobTitle: 'thief' }), 409, 'employeeNumber');
    const kept = (await get(`/api/employees/${second.id}`)).json();
    assert.equal(kept.employeeNumber, null);
    assert.equal(kept.jobTitle, null, 'nothing half-written');
    assert.equal((await put(`/api/employees/${first.json().id}`, { employeeNumber: number, jobTitle: 'same' })).statusCode, 204);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Enabled / disabled (core §4)
// ---------------------------------------------------------------------------------------------------------------
describe('enabled and disabled (core §4)', () => {
  let dep: { id: number };
  const people: Record<string, number> = {};

  before(async () => {
    dep = await createDepartment(t.db);
    const withAccount = async (label: string, enabled: boolean, endDate: string | null) => {
      const e = await createEmployee(t.db, { name: `${label} ${unique()}`, department_id: dep.id, end_date: endDate });
      await createAccount(t.db, { employeeId: e.id, enabled });
      people[label] = e.id;
    };
    await withAccount('EndedYesterday', true, day(-1)); // end date passed → disabled, whatever the account
    await withAccount('EndsToday', true, day(0)); // not passed yet → enabled
    await withAccount('NoEndAccountOff', false, null); // no end date, account disabled → disabled
    await withAccount('NoEndAccountOn', true, null); // no end date, account enabled → enabled
    await withAccount('FutureEndAccountOff', false, day(30)); // end date decides → enabled
    people.NoEndNoAccount = (await createEmployee(t.db, { name: `NoEndNoAccount ${unique()}`, department_id: dep.id })).id;
  });

  const expected = { EndedYesterday: false, EndsToday: true, NoEndAccountOff: false, NoEndAccountOn: true, FutureEndAccountOff: true, NoEndNoAccount: false };

  test('each employee shows the enabled flag of the rule', async () => {
    for (const [label, enabled] of Object.entries(expected)) {
      const res = await get(`/api/employees/${people[label]}`);
      assert.equal(res.json().enabled, enabled, label);
    }
  });

  test('GET /employees?enabled= and /employees/active?inactive= split the department along the rule', async () => {
    const enabledIds = Object.entries(expected).filter(([, v]) => v).map(([k]) => people[k]).sort();
    const disabledIds = Object.entries(expected).filter(([, v]) => !v).map(([k]) => people[k]).sort();
    assert.deepEqual(ids(await list(`/api/employees?departmentId=${dep.id}&enabled=true&${ALL}`)).sort(), enabledIds);
    assert.deepEqual(ids(await list(`/api/employees?departmentId=${dep.id}&enabled=false&${ALL}`)).sort(), disabledIds);
    assert.equal((await list(`/api/employees?departmentId=${dep.id}&${ALL}`)).length, 6, 'no filter: both');
    const active = ids(await list(`/api/employees/active?${ALL}`));
    const inactive = ids(await list(`/api/employees/active?inactive=true&${ALL}`));
    const activeFalse = ids(await list(`/api/employees/active?inactive=false&${ALL}`));
    for (const id of enabledIds) {
      assert.ok(active.includes(id) && activeFalse.includes(id), `${id} in the active list`);
      assert.ok(!inactive.includes(id), `${id} not in the inactive list`);
    }
    for (const id of disabledIds) {
      assert.ok(inactive.includes(id), `${id} in the inactive list`);
      assert.ok(!active.includes(id), `${id} not in the active list`);
    }
  });

  test('saving an end date in the past moves the employee to the disabled list; clearing it moves them back', async () => {
    const id = people.NoEndAccountOn;
    assert.equal((await put(`/api/employees/${id}`, { startDate: day(-400), endDate: day(-2) })).statusCode, 204);
    assert.ok(ids(await list(`/api/employees/active?inactive=true&${ALL}`)).includes(id));
    assert.ok(!ids(await list(`/api/employees/active?${ALL}`)).includes(id));
    assert.equal((await get(`/api/employees/${id}`)).json().enabled, false);
    assert.equal((await put(`/api/employees/${id}`, { endDate: null })).statusCode, 204);
    assert.equal((await get(`/api/employees/${id}`)).json().enabled, true);
    assert.ok(ids(await list(`/api/employees/active?${ALL}`)).includes(id));
  });

  test('disabling the account of an employee without end date moves them to the disabled list', async () => {
    const id = people.NoEndAccountOn;
    await t.db.updateTable('accounts').set({ enabled: false }).where('employee_id', '=', id).execute();
    try {
      assert.equal((await get(`/api/employees/${id}`)).json().enabled, false);
      assert.ok(ids(await list(`/api/employees?enabled=false&departmentId=${dep.id}`)).includes(id));
    } finally {
      await t.db.updateTable('accounts').set({ enabled: true }).where('employee_id', '=', id).execute();
    }
  });

  test('as days pass, an end date of today becomes a disabled employee (server clock one day ahead)', async () => {
    const id = people.EndsToday;
    t.clock.offsetMs = DAY + 60_000;
    try {
      const res = await get(`/api/employees/${id}`);
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().enabled, false);
      assert.ok(ids(await list(`/api/employees/active?inactive=true&${ALL}`)).includes(id));
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Search, filters, paging, sort
// ---------------------------------------------------------------------------------------------------------------
describe('search, filters, paging, sort', () => {
  let dep: { id: number };
  let ct: { id: number };
  const tag = unique();
  const made: { id: number; name: string; number: string }[] = [];

  before(async () => {
    dep = await createDepartment(t.db);
    ct = await createContractType();
    const names = ['Carla', 'alberto', 'Bruno', 'Diana', 'Eva'];
    for (const [i, n] of names.entries()) {
      const name = `${n} Sz${tag}`;
      const number = `SN${tag}-${5 - i}`;
      const e = await createEmployee(t.db, {
        name, email: `${n.toLowerCase()}.${tag}@search.test`, employee_number: number, department_id: dep.id,
        contract_type_id: i % 2 === 0 ? ct.id : null, start_date: `2020-01-0${i + 1}`, end_date: FAR,
      });
      made.push({ id: e.id, name, number });
    }
  });

  test('search finds by name (any case), e-mail and employee number', async () => {
    assert.deepEqual((await list(`/api/employees?search=DIANA%20sz${tag}`)).map((e) => e.name), [`Diana Sz${tag}`]);
    assert.deepEqual((await list(`/api/employees?search=bruno.${tag}@search`)).map((e) => e.name), [`Bruno Sz${tag}`]);
    assert.deepEqual((await list(`/api/employees?search=sn${tag}-1`)).map((e) => e.name), [`Eva Sz${tag}`]);
    assert.equal((await list(`/api/employees?search=Sz${tag}&${ALL}`)).length, 5);
    const res = await get(`/api/employees?search=nobody-${tag}`);
    assert.equal(res.statusCode, 204, 'no match is an empty list (204)');
    assert.equal(res.body, '');
  });

  test('search treats % and _ literally', async () => {
    assert.equal((await get('/api/employees?search=%25')).statusCode, 204, '"%" does not match everyone');
    assert.equal((await get(`/api/employees?search=Sz${tag.slice(0, 2)}__${tag.slice(4)}`)).statusCode, 204, '"_" is not a wildcard');
  });

  test('filters by department and contract type, combined with search', async () => {
    assert.equal((await list(`/api/employees?departmentId=${dep.id}&${ALL}`)).length, 5);
    const withCt = await list(`/api/employees?contractTypeId=${ct.id}&${ALL}`);
    assert.deepEqual(withCt.map((e) => e.name).sort(), [`Carla Sz${tag}`, `Bruno Sz${tag}`, `Eva Sz${tag}`].sort());
    assert.ok(withCt.every((e) => (e.contractType as { id: number }).id === ct.id));
    assert.deepEqual((await list(`/api/employees?departmentId=${dep.id}&contractTypeId=${ct.id}&search=eva`)).map((e) => e.name), [`Eva Sz${tag}`]);
    assert.equal((await get(`/api/employees?departmentId=999999`)).statusCode, 204);
  });

  test('paging: page and size give the slice and the totals; past the end is 204', async () => {
    const q = `/api/employees?departmentId=${dep.id}&sort=employeeNumber,asc&size=2`;
    const p0 = await get(`${q}&page=0`);
    assert.equal(p0.statusCode, 200);
    assert.deepEqual(p0.json().page, { number: 0, size: 2, totalElements: 5, totalPages: 3 });
    assert.deepEqual(p0.json().content.map((e: Employee) => e.employeeNumber), [`SN${tag}-1`, `SN${tag}-2`]);
    const p1 = await get(`${q}&page=1`);
    assert.deepEqual(p1.json().content.map((e: Employee) => e.employeeNumber), [`SN${tag}-3`, `SN${tag}-4`]);
    const p2 = await get(`${q}&page=2`);
    assert.deepEqual(p2.json().content.map((e: Employee) => e.employeeNumber), [`SN${tag}-5`]);
    assert.equal(p2.json().page.number, 2);
    assert.equal((await get(`${q}&page=3`)).statusCode, 204);
    const huge = await get(`/api/employees?departmentId=${dep.id}&size=2147483647`);
    assert.equal(huge.statusCode, 200);
    assert.equal(huge.json().content.length, 5);
  });

  test('sort by employee number, start date, name, both directions', async () => {
    const base = `/api/employees?departmentId=${dep.id}&${ALL}`;
    const byName = (await list(`${base}&sort=name,asc`)).map((e) => e.name);
    assert.deepEqual((await list(`${base}&sort=name,desc`)).map((e) => e.name), [...byName].reverse());
    assert.deepEqual((await list(`${base}&sort=employeeNumber,asc`)).map((e) => e.employeeNumber), made.map((m) => m.number).sort());
    assert.deepEqual((await list(`${base}&sort=startDate,desc`)).map((e) => e.startDate), ['2020-01-05', '2020-01-04', '2020-01-03', '2020-01-02', '2020-01-01']);
    assertRejected(await get(`${base}&sort=salary,asc`), 400, 'sort');
    assertRejected(await get(`${base}&sort=name,sideways`), 400, 'sort');
  });

  test('the default order is by name, ignoring case ("alberto" before "Bruno")', async () => {
    const base = `/api/employees?departmentId=${dep.id}&${ALL}`;
    const expected = ['alberto', 'bruno', 'carla', 'diana', 'eva'];
    assert.deepEqual((await list(base)).map((e) => e.name.split(' ')[0].toLowerCase()), expected);
    assert.deepEqual((await list(`${base}&sort=name,asc`)).map((e) => e.name.split(' ')[0].toLowerCase()), expected);
  });

  test('names sort as people read them: accented letters beside their base letter ("Léa" between "Lea" and "Lucas")', async () => {
    const d = await createDepartment(t.db);
    for (const n of ['Lucas', 'Léa', 'Zélia', 'lea', 'Élodie', 'Eva', 'Ânia', 'Bruno']) {
      await createEmployee(t.db, { name: n, department_id: d.id, end_date: FAR });
    }
    const base = `/api/employees?departmentId=${d.id}&${ALL}`;
    const expected = ['Ânia', 'Bruno', 'Élodie', 'Eva', 'lea', 'Léa', 'Lucas', 'Zélia'];
    const names = (await list(base)).map((e) => e.name);
    // "lea" and "Léa" share a sort key: either order between them is right, nothing else may move
    assert.deepEqual(names.map((n) => n.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()), expected.map((n) => n.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()));
    assert.ok(names.indexOf('Léa') < names.indexOf('Lucas') && names.indexOf('Élodie') < names.indexOf('Eva') && names.indexOf('Ânia') < names.indexOf('Bruno'));
    assert.deepEqual((await list(`${base}&sort=name,desc`)).map((e) => e.name).indexOf('Zélia'), 0);
  });

  test('ids batch lookup returns exactly those employees', async () => {
    const wanted = [made[0].id, made[3].id];
    assert.deepEqual(ids(await list(`/api/employees?ids=${wanted.join(',')}`)).sort(), [...wanted].sort());
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Picture
// ---------------------------------------------------------------------------------------------------------------
describe('picture', () => {
  const pictures = () => t.db.selectFrom('stored_files').select(['id', 'sha256']).where('kind', '=', 'employee-picture').orderBy('id').execute();

  test('404 when none; a real PNG is stored and served back byte for byte; a new one replaces it', async () => {
    const e = await createEmployee(t.db);
    const none = await get(`/api/employees/${e.id}/picture`);
    assert.equal(none.statusCode, 404);
    assert.equal(none.json().code, 'NOT_FOUND');
    const red = png([255, 0, 0, 255]);
    const res = await upload(`/api/employees/${e.id}/picture`, 'picture', red);
    assert.equal(res.statusCode, 204, res.body);
    const got = await get(`/api/employees/${e.id}/picture`);
    assert.equal(got.statusCode, 200);
    assert.equal(got.headers['content-type'], 'image/png');
    assert.deepEqual(got.rawPayload, red);
    assert.equal((await get(`/api/employees/${e.id}`)).json().hasPicture, true);

    const filesBefore = (await pictures()).length;
    const green = png([0, 255, 0, 255]);
    assert.equal((await upload(`/api/employees/${e.id}/picture`, 'picture', green, 'other-name.jpg', 'image/jpeg')).statusCode, 204);
    const again = await get(`/api/employees/${e.id}/picture`);
    assert.equal(again.headers['content-type'], 'image/png', 'the type comes from the content, not the name or declared type');
    assert.deepEqual(again.rawPayload, green);
    assert.equal((await pictures()).length, filesBefore, 'the old picture is removed');
  });

  test('too large (1.6 MB) → 413 and the previous picture stays', async () => {
    const e = await createEmployee(t.db);
    const blue = png([0, 0, 255, 255]);
    assert.equal((await upload(`/api/employees/${e.id}/picture`, 'picture', blue)).statusCode, 204);
    const before1 = await pictures();
    const big = await upload(`/api/employees/${e.id}/picture`, 'picture', png([1, 1, 1, 255], { padding: 1.6 * MB }));
    assert.equal(big.statusCode, 413, big.body.slice(0, 300));
    assert.equal(big.json().status, 413);
    assert.deepEqual(await pictures(), before1);
    assert.deepEqual((await get(`/api/employees/${e.id}/picture`)).rawPayload, blue);
  });

  test('not an image (text named .png, SVG, empty, wrong field, JSON) → 4xx naming "picture"; nothing stored, still 404', async () => {
    const e = await createEmployee(t.db);
    const url = `/api/employees/${e.id}/picture`;
    const before1 = await pictures();
    assertRejected(await upload(url, 'picture', Buffer.from('not a picture at all\n'.repeat(30))), 400, 'picture', 'UNSUPPORTED_FILE_TYPE');
    assertRejected(await upload(url, 'picture', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'p.svg', 'image/svg+xml'), 400, 'picture');
    assertRejected(await upload(url, 'picture', Buffer.alloc(0)), 400, 'picture');
    assertRejected(await upload(url, 'photo', png([9, 9, 9, 255])), 400, 'picture');
    assertRejected(await t.request({ method: 'POST', url, token: admin.token, payload: { picture: 'iVBORw0KGgo=' } }), 415, 'picture');
    assert.deepEqual(await pictures(), before1);
    assert.equal((await get(url)).statusCode, 404);
    assert.equal((await get(`/api/employees/${e.id}`)).json().hasPicture, false);
  });

  test('uploading for an unknown employee → 404, nothing stored', async () => {
    const before1 = await pictures();
    assert.equal((await upload('/api/employees/999999/picture', 'picture', png([2, 2, 2, 255]))).statusCode, 404);
    assert.deepEqual(await pictures(), before1);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------------------------
describe('POST /employees/export', () => {
  test('returns a real .xlsx with the filtered list; the row carries department and contract type names', async () => {
    const dep = await createDepartment(t.db, `Export Dep ${unique()}`);
    const ct = await createContractType(`Export CT ${unique()}`);
    const tag = unique();
    const created = await post('/api/employees', {
      name: `Xavier Export ${tag}`, email: `x.${tag}@export.test`, employeeNumber: `X-${tag}`, department: { id: dep.id },
      contractType: { id: ct.id }, jobTitle: 'Exporter', phone: '+351 1', startDate: '2021-05-01', endDate: FAR,
    });
    assert.equal(created.statusCode, 201, created.body);
    await post('/api/employees', { name: `Yvonne Export ${tag}`, department: { id: dep.id }, endDate: day(-1), startDate: '2020-01-01' });
    await post('/api/employees', { name: `Someone Else ${unique()}`, department: { id: dep.id } });

    const rows = await readXlsx(await post('/api/employees/export', { search: `Export ${tag}` }));
    assert.deepEqual(rows[0], ['Number', 'Name', 'E-mail', 'Department', 'Contract type', 'Job title', 'Phone', 'Start date', 'End date', 'Enabled']);
    assert.equal(rows.length, 3, 'header and the two matching employees');
    const x = rows.find((r) => r[1] === `Xavier Export ${tag}`);
    assert.ok(x, 'the row is in the workbook');
    // Dates are real Excel dates (shown DD/MM/YYYY), not text (#11 item 10).
    assert.deepEqual(x, [`X-${tag}`, `Xavier Export ${tag}`, `x.${tag}@export.test`, dep.name, ct.name, 'Exporter', '+351 1',
      new Date('2021-05-01T00:00:00Z'), new Date(`${FAR}T00:00:00Z`), 'Yes']);
    assert.equal(rows.find((r) => r[1] === `Yvonne Export ${tag}`)?.[9], 'No');

    const enabledOnly = await readXlsx(await post('/api/employees/export', { search: `Export ${tag}`, enabled: true }));
    assert.deepEqual(enabledOnly.slice(1).map((r) => r[1]), [`Xavier Export ${tag}`]);
    const byDep = await readXlsx(await post('/api/employees/export', { departmentId: dep.id, sort: 'name,desc' }));
    assert.equal(byDep.length, 4);
    assert.deepEqual(byDep.slice(1).map((r) => r[1]), byDep.slice(1).map((r) => String(r[1])).sort().reverse());
  });

  test("in the caller's language (Accept-Language): headers, sheet, file name and yes/no; dates are Excel dates shown DD/MM/YYYY", async () => {
    const tag = unique();
    await post('/api/employees', { name: `Zélia Lang ${tag}`, startDate: '2024-02-29', endDate: FAR });
    const res = await t.request({ method: 'POST', url: '/api/employees/export', token: admin.token, payload: { search: `Lang ${tag}` }, headers: { 'accept-language': 'pt-PT,pt;q=0.9' } });
    assert.match(String(res.headers['content-disposition']), /filename="colaboradores-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    assert.equal(sheet.name, 'Colaboradores');
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1),
      ['Número', 'Nome', 'E-mail', 'Departamento', 'Tipo de contrato', 'Função', 'Telefone', 'Data de início', 'Data de fim', 'Ativo']);
    const start = sheet.getRow(2).getCell(8);
    assert.deepEqual(start.value, new Date('2024-02-29T00:00:00Z'));
    assert.equal(start.numFmt, 'dd/mm/yyyy');
    assert.equal(sheet.getRow(2).getCell(10).value, 'Sim');
    const fr = await readXlsx(await t.request({ method: 'POST', url: '/api/employees/export', token: admin.token, payload: { search: `Lang ${tag}` }, headers: { 'accept-language': 'fr' } }));
    assert.equal(fr[0][1], 'Nom');
    assert.equal(fr[1][9], 'Oui');
  });

  test('the filters are optional: a POST without a body exports everyone (the body is documented as optional)', async () => {
    const e = await createEmployee(t.db);
    const res = await t.request({ method: 'POST', url: '/api/employees/export', token: admin.token });
    const names = (await readXlsx(res)).map((r) => r[1]);
    assert.ok(names.includes(e.name));
  });

  test('an empty filter exports everyone the caller may see; a manager only their departments', async () => {
    const mine = await createDepartment(t.db);
    const theirs = await createDepartment(t.db);
    const inMine = await createEmployee(t.db, { department_id: mine.id });
    const inTheirs = await createEmployee(t.db, { department_id: theirs.id });
    const all = await readXlsx(await post('/api/employees/export', {}));
    const allNames = all.map((r) => r[1]);
    assert.ok(allNames.includes(inMine.name) && allNames.includes(inTheirs.name));
    const manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: mine.id });
    await makeManagerOf(t.db, manager.employeeId!, mine.id);
    const scoped = (await readXlsx(await post('/api/employees/export', {}, manager.token))).map((r) => r[1]);
    assert.ok(scoped.includes(inMine.name));
    assert.ok(!scoped.includes(inTheirs.name), 'another department is not exported to a manager');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Insight lists
// ---------------------------------------------------------------------------------------------------------------
describe('anniversaries, count-active, ending documents', () => {
  interface Anniversary { employeeId: number; type: string; date: string; years: number; daysUntil: number; departmentId: number | null }
  interface Ending { employeeId: number; document: string; date: string; daysUntil: number }

  test('anniversaries: birthdays and work anniversaries within the window, enabled employees only', async () => {
    const dep = await createDepartment(t.db);
    const birthday = await createEmployee(t.db, { department_id: dep.id, birth_date: yearsAgo(30, 5), end_date: FAR });
    const work = await createEmployee(t.db, { department_id: dep.id, start_date_on_company: yearsAgo(3, 12), start_date: '2001-01-01', end_date: FAR });
    const disabled = await createEmployee(t.db, { department_id: dep.id, birth_date: yearsAgo(40, 2), end_date: day(-1), start_date: '2000-01-01' });
    const far = await createEmployee(t.db, { department_id: dep.id, birth_date: yearsAgo(25, 60), end_date: FAR });

    const all = await list(`/api/employees/anniversaries?${ALL}`) as unknown as Anniversary[];
    const b = all.find((a) => a.employeeId === birthday.id);
    assert.deepEqual(b && { type: b.type, years: b.years, daysUntil: b.daysUntil, date: b.date, departmentId: b.departmentId },
      { type: 'BIRTHDAY', years: 30, daysUntil: 5, date: day(5), departmentId: dep.id });
    const w = all.find((a) => a.employeeId === work.id);
    assert.deepEqual(w && { type: w.type, years: w.years, daysUntil: w.daysUntil }, { type: 'WORK', years: 3, daysUntil: 12 });
    assert.ok(!all.some((a) => a.employeeId === disabled.id), 'a disabled employee has no anniversary');
    assert.ok(!all.some((a) => a.employeeId === far.id), '60 days away is outside the default window of 30');
    for (let i = 1; i < all.length; i++) assert.ok(all[i - 1].daysUntil <= all[i].daysUntil, 'soonest first');

    const wide = await list(`/api/employees/anniversaries?days=90&${ALL}`) as unknown as Anniversary[];
    assert.ok(wide.some((a) => a.employeeId === far.id), 'days=90 widens the window');
    const narrow = await list(`/api/employees/anniversaries?days=7&${ALL}`) as unknown as Anniversary[];
    assert.ok(narrow.some((a) => a.employeeId === birthday.id));
    assert.ok(!narrow.some((a) => a.employeeId === work.id), 'days=7 leaves out the one in 12 days');

    const byDep = await list(`/api/employees/anniversaries/${dep.id}?days=90&${ALL}`) as unknown as Anniversary[];
    assert.deepEqual([...new Set(byDep.map((a) => a.employeeId))].sort(), [birthday.id, work.id, far.id].sort());
    const otherDep = await createDepartment(t.db);
    assert.equal((await get(`/api/employees/anniversaries/${otherDep.id}`)).statusCode, 204);
    assertRejected(await get('/api/employees/anniversaries?days=367'), 400, 'days');
    assertRejected(await get('/api/employees/anniversaries?days=soon'), 400, 'days');
  });

  test('count-active counts enabled employees only, and moves with them', async () => {
    const count = async () => {
      const res = await get('/api/employees/count-active');
      assert.equal(res.statusCode, 200);
      return res.json().count as number;
    };
    const expectedNow = Number((await t.db.selectFrom('employees as e').leftJoin('accounts as ac', 'ac.employee_id', 'e.id')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where((eb) => eb.or([eb('e.end_date', '>=', day(0)), eb.and([eb('e.end_date', 'is', null), eb('ac.enabled', '=', true)])]))
      .executeTakeFirstOrThrow()).n);
    const start = await count();
    assert.equal(start, expectedNow);
    const e = await createEmployee(t.db, { end_date: FAR });
    assert.equal(await count(), start + 1);
    await createEmployee(t.db, { end_date: day(-3) });
    assert.equal(await count(), start + 1, 'a disabled employee is not counted');
    assert.equal((await put(`/api/employees/${e.id}`, { endDate: day(-1) })).statusCode, 204);
    assert.equal(await count(), start);
  });

  test('ending-contract, -drivers-license, -identification-validity and -documents list what ends within the window', async () => {
    const e = await createEmployee(t.db, {
      end_date: day(10), drivers_validity_date: day(20), identity_validity_date: day(3),
      passport_validity_date: day(-5), residential_card_validity_date: day(25),
    });
    const later = await createEmployee(t.db, { end_date: day(100), identity_validity_date: day(45), drivers_validity_date: day(45) });
    const gone = await createEmployee(t.db, { end_date: day(-1), identity_validity_date: day(2), drivers_validity_date: day(2) });
    const fetch = async (path: string, query = '') => (await list(`/api/employees/${path}?${ALL}${query}`)) as unknown as Ending[];
    const of = (rows: Ending[], id: number) => rows.filter((r) => r.employeeId === id).map((r) => `${r.document}@${r.daysUntil}`).sort();

    const contract = await fetch('ending-contract');
    assert.deepEqual(of(contract, e.id), ['CONTRACT@10']);
    assert.deepEqual(of(contract, later.id), [], 'outside the default 30 days');
    assert.deepEqual(of(await fetch('ending-contract', '&days=5'), e.id), [], 'days=5 leaves out 10 days away');
    assert.deepEqual(of(await fetch('ending-contract', '&days=120'), later.id), ['CONTRACT@100']);

    assert.deepEqual(of(await fetch('ending-drivers-license'), e.id), ['DRIVERS_LICENSE@20']);
    assert.deepEqual(of(await fetch('ending-drivers-license', '&days=60'), later.id), ['DRIVERS_LICENSE@45']);
    assert.deepEqual(of(await fetch('ending-identification-validity'), e.id), ['IDENTITY@3']);
    const docs = await fetch('ending-documents');
    assert.deepEqual(of(docs, e.id), ['IDENTITY@3', 'PASSPORT@-5', 'RESIDENTIAL_CARD@25'].sort(), 'an expired passport is listed too');
    const mine = docs.filter((r) => r.employeeId === e.id);
    assert.equal(mine.find((r) => r.document === 'PASSPORT')?.date, day(-5));
    for (let i = 1; i < docs.length; i++) assert.ok(docs[i - 1].date <= docs[i].date, 'earliest first');
    for (const path of ['ending-drivers-license', 'ending-identification-validity', 'ending-documents']) {
      assert.deepEqual(of(await fetch(path, '&days=60'), gone.id), [], `${path}: a disabled employee is not listed`);
    }
    assertRejected(await get('/api/employees/ending-documents?days=-1'), 400, 'days');
    assertRejected(await get('/api/employees/ending-contract?window=3'), 400, 'window');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Delete
// ---------------------------------------------------------------------------------------------------------------
describe('DELETE /employees/{id}', () => {
  test('removes the employee, their account (whose token stops working), address and manager links', async () => {
    const dep = await createDepartment(t.db);
    const victim = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: dep.id });
    await makeManagerOf(t.db, victim.employeeId!, dep.id);
    assert.equal((await put(`/api/employees/${victim.employeeId}`, { address: { city: 'Faro' } })).statusCode, 204);
    assert.equal((await upload(`/api/employees/${victim.employeeId}/picture`, 'picture', png([5, 5, 5, 255]))).statusCode, 204);
    const row = await t.db.selectFrom('employees').select(['address_id', 'picture_file_id']).where('id', '=', victim.employeeId!).executeTakeFirstOrThrow();
    assert.equal((await get(`/api/employees/${victim.employeeId}`, victim.token)).statusCode, 200);

    const res = await del(`/api/employees/${victim.employeeId}`);
    assert.equal(res.statusCode, 204, res.body);
    assert.equal((await get(`/api/employees/${victim.employeeId}`)).statusCode, 404);
    assert.equal(await t.db.selectFrom('accounts').select('id').where('id', '=', victim.accountId).executeTakeFirst(), undefined, 'account removed');
    assert.equal(await t.db.selectFrom('addresses').select('id').where('id', '=', row.address_id!).executeTakeFirst(), undefined, 'address removed');
    assert.equal(await t.db.selectFrom('stored_files').select('id').where('id', '=', row.picture_file_id!).executeTakeFirst(), undefined, 'picture removed');
    const d = (await get(`/api/departments?ids=${dep.id}`)).json().content[0];
    assert.deepEqual(d.assignedManagers, []);
    assert.equal(d.manager, null);
    assert.equal((await get(`/api/employees/${victim.employeeId}`, victim.token)).statusCode, 401, 'the deleted account cannot use its token');
    assert.equal((await del(`/api/employees/${victim.employeeId}`)).statusCode, 404, 'deleting again is 404');
  });

  test('not your own record: 409 and nothing removed', async () => {
    const res = await del(`/api/employees/${admin.employeeId}`);
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().code, 'OWN_ACCOUNT');
    assert.equal((await get(`/api/employees/${admin.employeeId}`)).statusCode, 200);
    assert.ok(await t.db.selectFrom('accounts').select('id').where('id', '=', admin.accountId).executeTakeFirst());
  });

  test('an employee with insurance and yearly time settings is deleted with them', async () => {
    const e = await createEmployee(t.db);
    const ins = await t.db.insertInto('insurance').values({ name: `Ins ${unique()}`, type: 'health_insurance' }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('employee_insurance').values({ insurance_id: ins.id, employee_id: e.id }).execute();
    await t.db.insertInto('employee_yearly_time').values({ employee_id: e.id, year: 2030, holiday_days: 22 }).execute();
    assert.equal((await del(`/api/employees/${e.id}`)).statusCode, 204);
    assert.equal((await get(`/api/employees/${e.id}`)).statusCode, 404);
  });

  test('id that is not a number → 400 naming id', async () => {
    assertRejected(await del('/api/employees/abc'), 400, 'id');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Malformed input on every employee write: 400 naming the field, never 500, nothing written
// ---------------------------------------------------------------------------------------------------------------
describe('malformed input', () => {
  const snapshot = async () => JSON.stringify({
    employees: await t.db.selectFrom('employees').selectAll().orderBy('id').execute(),
    addresses: await t.db.selectFrom('addresses').selectAll().orderBy('id').execute(),
  });
  interface Case { label: string; body: unknown; field: string; status?: number; url?: string; raw?: string }

  const create: Case[] = [
    { label: 'bad JSON', body: null, raw: '{"name": "x",', field: 'body' },
    { label: 'missing name', body: { email: 'a@b.test' }, field: 'name' },
    { label: 'blank name', body: { name: '   ' }, field: 'name' },
    { label: 'name as a number', body: { name: 42 }, field: 'name' },
    { label: 'unknown field', body: { name: 'X', salary: 1000 }, field: 'salary' },
    { label: 'enabled is not an input', body: { name: 'X', enabled: true }, field: 'enabled' },
    { label: 'e-mail malformed', body: { name: 'X', email: 'not-an-email' }, field: 'email' },
    { label: 'birth date 2023-02-30', body: { name: 'X', birthDate: '2023-02-30' }, field: 'birthDate' },
    { label: 'start date month 13', body: { name: 'X', startDate: '2023-13-01' }, field: 'startDate' },
    { label: 'end date in DD/MM/YYYY', body: { name: 'X', endDate: '31/12/2030' }, field: 'endDate' },
    { label: 'passport date as a timestamp', body: { name: 'X', passportValidityDate: 1700000000000 }, field: 'passportValidityDate' },
    { label: 'identity date with a time', body: { name: 'X', identityValidityDate: '2030-01-01T10:00:00Z' }, field: 'identityValidityDate' },
    { label: 'end before start', body: { name: 'X', startDate: '2024-05-01', endDate: '2024-04-30' }, field: 'endDate' },
    { label: 'birth date in the future', body: { name: 'X', birthDate: day(10) }, field: 'birthDate' },
    { label: 'unknown gender', body: { name: 'X', gender: 'OTHER' }, field: 'gender' },
    { label: 'unknown marital status', body: { name: 'X', maritalStatus: 'ENGAGED' }, field: 'maritalStatus' },
    { label: 'unknown qualification level', body: { name: 'X', qualificationLevel: 'LEVEL-9' }, field: 'qualificationLevel' },
    { label: 'unknown language', body: { name: 'X', language: 'de' }, field: 'language' },
    { label: 'unknown education area', body: { name: 'X', educationAreas: ['COMPUTING', 'MAGIC'] }, field: 'educationAreas[1]' },
    { label: 'education areas repeated', body: { name: 'X', educationAreas: ['LAW', 'LAW'] }, field: 'educationAreas' },
    { label: 'education areas as text', body: { name: 'X', educationAreas: 'LAW' }, field: 'educationAreas' },
    { label: 'dependents as a string', body: { name: 'X', dependents: '2' }, field: 'dependents' },
    { label: 'dependents negative', body: { name: 'X', dependents: -1 }, field: 'dependents' },
    { label: 'seniority as a fraction', body: { name: 'X', seniorityMonths: 1.5 }, field: 'seniorityMonths' },
    { label: 'phone with letters', body: { name: 'X', phone: 'call me' }, field: 'phone' },
    { label: 'readOnly as a string', body: { name: 'X', readOnly: 'yes' }, field: 'readOnly' },
    { label: 'foreignLanguage as a number', body: { name: 'X', foreignLanguage: 5 }, field: 'foreignLanguage' },
    { label: 'department as a number', body: { name: 'X', department: 5 }, field: 'department' },
    { label: 'department id as a string', body: { name: 'X', department: { id: '1' } }, field: 'department.id' },
    { label: 'unknown department', body: { name: 'X', department: { id: 999999 } }, field: 'department.id' },
    { label: 'unknown contract type', body: { name: 'X', contractType: { id: 999999 } }, field: 'contractType.id' },
    { label: 'address with an unknown field', body: { name: 'X', address: { city: 'Lisboa', planet: 'Earth' } }, field: 'address.planet' },
    { label: 'address country not a code', body: { name: 'X', address: { country: 'Portugal' } }, field: 'address.country' },
    { label: 'emergency phone with letters', body: { name: 'X', emergencyContact: { phone: 'abc' } }, field: 'emergencyContact.phone' },
    { label: 'employee number empty', body: { name: 'X', employeeNumber: '' }, field: 'employeeNumber' },
    { label: 'an array instead of an object', body: [{ name: 'X' }], field: 'body' },
  ];

  test('POST /employees', async (ctx) => {
    for (const c of create) {
      const before1 = await snapshot();
      const res = c.raw !== undefined
        ? await t.request({ method: 'POST', url: '/api/employees', token: admin.token, payload: c.raw, headers: { 'content-type': 'application/json' } })
        : await post('/api/employees', c.body);
      await ctx.test(`${c.label} → ${c.status ?? 400} naming ${c.field}`, () => assertRejected(res, c.status ?? 400, c.field));
      assert.equal(await snapshot(), before1, `${c.label}: something was written`);
    }
  });

  test('PUT /employees/{id}', async (ctx) => {
    const target = (await post('/api/employees', { name: `Target ${unique()}`, startDate: '2024-01-10', address: { city: 'Braga' } })).json();
    const cases: Case[] = [
      ...create.filter((c) => !['missing name', 'end before start', 'bad JSON'].includes(c.label)),
      { label: 'name null', body: { name: null }, field: 'name' },
      { label: 'end date before the stored start date', body: { endDate: '2024-01-09' }, field: 'endDate' },
      { label: 'id not a number', url: '/api/employees/abc', body: { jobTitle: 'x' }, field: 'id' },
      { label: 'id 0', url: '/api/employees/0', body: { jobTitle: 'x' }, field: 'id' },
      // schema-valid, refused after the address could have been written: the transaction must undo it
      { label: 'new address with an unknown department', body: { address: { city: 'Coimbra' }, department: { id: 999999 } }, field: 'department.id' },
    ];
    for (const c of cases) {
      const before1 = await snapshot();
      const res = await put(c.url ?? `/api/employees/${target.id}`, c.body);
      await ctx.test(`${c.label} → ${c.status ?? 400} naming ${c.field}`, () => assertRejected(res, c.status ?? 400, c.field));
      assert.equal(await snapshot(), before1, `${c.label}: something was written`);
    }
  });

  test('list and export queries: wrong types and unknown parameters → 400 naming them', async (ctx) => {
    const cases: [string, LightMyRequestResponse, string][] = [
      ['enabled=maybe', await get('/api/employees?enabled=maybe'), 'enabled'],
      ['departmentId=x', await get('/api/employees?departmentId=x'), 'departmentId'],
      ['unknown parameter', await get('/api/employees?salary=1'), 'salary'],
      ['size=0', await get('/api/employees?size=0'), 'size'],
      ['page=-1', await get('/api/employees?page=-1'), 'page'],
      ['ids=a,b', await get('/api/employees?ids=a,b'), 'ids'],
      ['inactive=perhaps', await get('/api/employees/active?inactive=perhaps'), 'inactive'],
      ['active with a search', await get('/api/employees/active?search=x'), 'search'],
      ['export: enabled as a string', await post('/api/employees/export', { enabled: 'yes' }), 'enabled'],
      ['export: unknown field', await post('/api/employees/export', { columns: ['name'] }), 'columns'],
      ['export: unknown sort', await post('/api/employees/export', { sort: 'salary,asc' }), 'sort'],
    ];
    for (const [label, res, field] of cases) await ctx.test(`${label} → 400 naming ${field}`, () => assertRejected(res, 400, field));
  });
});
