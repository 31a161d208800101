/**
 * Absence types and their subtypes (core §3, §7; issue #16 item 1): the list (Holidays first, Falta shown as missed
 * work), create / edit / delete with their refusals, subtypes replaced as a whole list and protected while requests
 * use them, the .xlsx export in the caller's language, and the work-holiday switch that counts calendar days.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertRejected } from '../../support/assert-rejected.ts';
import { createEmployee, unique } from '../../support/factories.ts';
import { ALL, expectStatus, http } from '../../support/http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: { token: string };
let worker: number;
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  worker = (await createEmployee(t.db)).id;
});
after(async () => { await t?.close(); });

const { get, post, put, del, list } = http(() => t, () => admin.token);

interface TypeDto { id: number; name: string; code: string; missedWork: boolean; approval: string; calendarDays: boolean; yearlyDaysAllowed: number | null; requestCount: number; subtypes: { id: number; name: string; requestCount: number }[] }

async function newType(body: Record<string, unknown> = {}): Promise<TypeDto> {
  const res = expectStatus(await post('/api/absences-types/', { name: `Leave ${unique()}`, approval: 'NONE', ...body }), 201);
  return res.json();
}
const readType = async (id: number): Promise<TypeDto> => expectStatus(await get(`/api/absences-types/${id}`), 200).json();
/** A request of `typeId` for the worker (recorded by the administrator), answered as created. */
async function request(typeId: number, from: string, to: string, extra: Record<string, unknown> = {}) {
  return expectStatus(await post('/api/absence-requests/', { requesterId: worker, absenceTypeId: typeId, periods: [{ validFrom: from, validTo: to }], ...extra }), 201).json();
}

describe('the list', () => {
  test('Holidays (id 1) comes first; only a type named Falta is shown as missed work', async () => {
    const falta = await newType({ name: 'Falta' });
    await newType({ name: `Aardvark ${unique()}` });
    const rows = await list<TypeDto>(`/api/absences-types?${ALL}`);
    assert.deepEqual([rows[0].id, rows[0].name, rows[0].code], [1, 'Holidays', 'HOLIDAYS']);
    assert.deepEqual(rows.filter((r) => r.missedWork).map((r) => r.id), [falta.id]);
    assert.equal(falta.missedWork, true);
  });

  test('after Holidays, the other types are listed by name (as the repository orders them), not by creation', async () => {
    const zeta = await newType({ name: `Zeta ${unique()}` });
    const alpha = await newType({ name: `Alpha ${unique()}` });
    const names = (await list<TypeDto>(`/api/absences-types?${ALL}`)).slice(1).map((r) => r.name);
    assert.ok(names.indexOf(alpha.name) < names.indexOf(zeta.name), names.join(', '));
    assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  test('GET /absences-types/{id} of a type that does not exist is a 404', async () => {
    assertRejected(await get('/api/absences-types/999999'), 404, null, 'NOT_FOUND');
  });
});

describe('create, edit, delete', () => {
  test('a new type gets a code from its name and the defaults; an edit changes only what it sends; a delete removes it', async () => {
    const name = `Sick leave ${unique()}`;
    const created = await newType({ name, approval: undefined, yearlyDaysAllowed: 10.5 });
    assert.equal(created.code, name.toUpperCase().replace(/ /g, '_'));
    assert.deepEqual([created.approval, created.calendarDays, created.yearlyDaysAllowed, created.requestCount, created.subtypes], ['BOTH', false, 10.5, 0, []]);

    expectStatus(await put(`/api/absences-types/${created.id}`, { consecutiveDaysAllowed: 3, justificationNeeded: true }), 204);
    const edited = await readType(created.id);
    assert.deepEqual([edited.name, edited.yearlyDaysAllowed, (edited as never as { consecutiveDaysAllowed: number }).consecutiveDaysAllowed], [name, 10.5, 3]);

    expectStatus(await del(`/api/absences-types/${created.id}`), 204);
    assertRejected(await get(`/api/absences-types/${created.id}`), 404, null, 'NOT_FOUND');
  });

  test('a name already taken (whatever its case and spaces) is a 409 naming the field; a type may keep its own name', async () => {
    const existing = await newType();
    for (const name of [existing.name, ` ${existing.name.toUpperCase()} `]) {
      assertRejected(await post('/api/absences-types/', { name }), 409, 'name', 'ABSENCE_TYPE_NAME_TAKEN');
    }
    const other = await newType();
    assertRejected(await put(`/api/absences-types/${other.id}`, { name: existing.name.toLowerCase() }), 409, 'name', 'ABSENCE_TYPE_NAME_TAKEN');
    expectStatus(await put(`/api/absences-types/${existing.id}`, { name: existing.name }), 204);
    assert.equal((await readType(other.id)).name, other.name);
  });

  test('Holidays can never be deleted (409 ABSENCE_TYPE_PROTECTED) and stays listed', async () => {
    const res = await del('/api/absences-types/1');
    assertRejected(res, 409, null, 'ABSENCE_TYPE_PROTECTED');
    assert.equal(res.json().message, 'The Holidays type cannot be deleted');
    assert.equal((await readType(1)).name, 'Holidays');
  });

  test('a type with requests cannot be deleted (409 ABSENCE_TYPE_IN_USE, with their number), even once they are cancelled', async () => {
    const type = await newType();
    const r = await request(type.id, '2031-02-03', '2031-02-04');
    let res = await del(`/api/absences-types/${type.id}`);
    assertRejected(res, 409, null, 'ABSENCE_TYPE_IN_USE');
    assert.equal(res.json().message, 'The type has 1 absence request(s); it cannot be deleted');
    expectStatus(await del(`/api/absence-requests/${r.id}`), 204);
    res = await del(`/api/absences-types/${type.id}`);
    assertRejected(res, 409, null, 'ABSENCE_TYPE_IN_USE');
    assert.equal((await readType(type.id)).requestCount, 1);
  });
});

describe('subtypes', () => {
  test('the subtypes sent are the whole list: kept by id and renamed, added without an id, the others removed', async () => {
    const type = await newType({ subtypes: [{ name: 'Doctor' }, { name: 'Dentist' }] });
    const doctor = type.subtypes.find((s) => s.name === 'Doctor')!;
    expectStatus(await put(`/api/absences-types/${type.id}`, { subtypes: [{ id: doctor.id, name: 'General practitioner' }, { name: 'Hospital' }] }), 204);
    const after = await readType(type.id);
    assert.deepEqual(after.subtypes.map((s) => s.name).sort(), ['General practitioner', 'Hospital']);
    assert.equal(after.subtypes.find((s) => s.name === 'General practitioner')!.id, doctor.id, 'renamed in place');
    expectStatus(await put(`/api/absences-types/${type.id}`, { name: `${type.name} renamed` }), 204);
    assert.equal((await readType(type.id)).subtypes.length, 2, 'an edit without subtypes keeps them');
    expectStatus(await put(`/api/absences-types/${type.id}`, { subtypes: [] }), 204);
    assert.deepEqual((await readType(type.id)).subtypes, []);
  });

  test('a subtype of another type, or a name repeated, is refused naming the entry', async () => {
    const mine = await newType();
    const theirs = await newType({ subtypes: [{ name: 'Theirs' }] });
    assertRejected(await put(`/api/absences-types/${mine.id}`, { subtypes: [{ id: theirs.subtypes[0].id, name: 'Stolen' }] }), 400, 'subtypes[0].id');
    assertRejected(await put(`/api/absences-types/${mine.id}`, { subtypes: [{ name: 'Same' }, { name: ' same ' }] }), 400, 'subtypes[1].name');
    assert.deepEqual((await readType(theirs.id)).subtypes.map((s) => s.name), ['Theirs']);
  });

  test('a subtype used by a request cannot be removed (409, "Already has absences associated with this subtype.") and nothing of that edit is written', async () => {
    const type = await newType({ subtypes: [{ name: 'Kept' }, { name: 'Used' }], yearlyDaysAllowed: 5 });
    const used = type.subtypes.find((s) => s.name === 'Used')!;
    const kept = type.subtypes.find((s) => s.name === 'Kept')!;
    await request(type.id, '2031-02-10', '2031-02-10', { absenceSubtypeId: used.id });
    const res = await put(`/api/absences-types/${type.id}`, { name: `${type.name} changed`, yearlyDaysAllowed: 9, subtypes: [{ id: kept.id, name: 'Kept renamed' }] });
    assertRejected(res, 409, 'subtypes', 'ABSENCE_SUBTYPE_IN_USE');
    assert.equal(res.json().message, 'Already has absences associated with this subtype.');
    const after = await readType(type.id);
    assert.deepEqual([after.name, after.yearlyDaysAllowed], [type.name, 5], 'the type\'s other changes were not written');
    assert.deepEqual(after.subtypes.map((s) => [s.name, s.requestCount]).sort(), [['Kept', 0], ['Used', 1]]);
    const pt = await t.request({ method: 'PUT', url: `/api/absences-types/${type.id}`, token: admin.token, payload: { subtypes: [] }, headers: { 'accept-language': 'pt' } });
    assert.equal(pt.json().message, 'Já existem ausências associadas a este subtipo.');
  });

  test('a request with a subtype of another type is refused naming absenceSubtypeId', async () => {
    const a = await newType();
    const b = await newType({ subtypes: [{ name: 'Only B' }] });
    const res = await post('/api/absence-requests/', { requesterId: worker, absenceTypeId: a.id, absenceSubtypeId: b.subtypes[0].id, periods: [{ validFrom: '2031-02-12', validTo: '2031-02-12' }] });
    assertRejected(res, 400, 'absenceSubtypeId');
  });
});

describe('the .xlsx export', () => {
  async function workbook(language: string) {
    const res = await t.request({ method: 'POST', url: '/api/absences-types/export', token: admin.token, headers: { 'accept-language': language } });
    assert.equal(res.statusCode, 200, res.body.slice(0, 200));
    assert.match(String(res.headers['content-type']), /spreadsheetml\.sheet/);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { sheet: book.worksheets[0], disposition: String(res.headers['content-disposition']) };
  }
  const cells = (row: { values: unknown }) => (row.values as unknown[]).slice(1);

  test('in English: a sheet "Absence types", its headers, Holidays first with its 22 days and a type\'s request count', async () => {
    const type = await newType({ name: `Exported ${unique()}`, yearlyPeriodsAllowed: 4 });
    await request(type.id, '2031-02-17', '2031-02-17');
    const { sheet, disposition } = await workbook('en');
    assert.match(disposition, /filename="absence-types-\d{4}-\d{2}-\d{2}\.xlsx"/);
    assert.equal(sheet.name, 'Absence types');
    assert.deepEqual(cells(sheet.getRow(1)), ['Name', 'Code', 'Days a year', 'Requests a year', 'Consecutive days', 'Proof needed', 'Approved by', 'Requests']);
    assert.deepEqual(cells(sheet.getRow(2)).slice(0, 3), ['Holidays', 'HOLIDAYS', 22]);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => cells(sheet.getRow(i + 2)));
    const mine = rows.find((r) => r[0] === type.name)!;
    assert.ok(mine, 'the new type is exported');
    assert.deepEqual([mine[3], mine[5], mine[6], mine[7]], [4, false, 'NONE', 1]);
    assert.equal(sheet.rowCount - 1, (await list(`/api/absences-types?${ALL}`)).length, 'one row per type');
  });

  test('in Portuguese: the sheet and headers are translated', async () => {
    const { sheet, disposition } = await workbook('pt-PT,pt;q=0.9');
    assert.match(disposition, /filename="tipos-de-ausencia-/);
    assert.equal(sheet.name, 'Tipos de ausência');
    assert.deepEqual(cells(sheet.getRow(1)).slice(0, 3), ['Nome', 'Código', 'Dias por ano']);
  });
});

describe('work-holiday: counting calendar days', () => {
  test('switched on, a type counts rest days and public holidays (a week = 7); switched off, working days again (5, less a holiday)', async () => {
    const type = await newType();
    assert.deepEqual(expectStatus(await get(`/api/absences-types/work-holiday/${type.id}`), 200).json(), { id: type.id, countsHolidays: false });
    for (const date of ['2031-03-19', '2031-03-26']) expectStatus(await post('/api/holidays', { holidayDate: date, name: `Work-holiday ${unique()}` }), 201);

    assert.deepEqual(expectStatus(await post(`/api/absences-types/work-holiday/${type.id}`, { countsHolidays: true }), 200).json(), { id: type.id, countsHolidays: true });
    assert.equal((await readType(type.id)).calendarDays, true);
    // Monday 17 – Sunday 23 March 2031, Wednesday 19 a public holiday
    assert.equal((await request(type.id, '2031-03-17', '2031-03-23')).numberOfDays, 7);
    assert.equal((await request(type.id, '2031-03-29', '2031-03-30')).numberOfDays, 2, 'a weekend alone counts');

    expectStatus(await post(`/api/absences-types/work-holiday/${type.id}`, { countsHolidays: false }), 200);
    // Monday 24 – Friday 28 March 2031, Wednesday 26 a public holiday
    assert.equal((await request(type.id, '2031-03-24', '2031-03-28')).numberOfDays, 4);
    assert.equal((await request(type.id, '2031-03-10', '2031-03-16')).numberOfDays, 5, 'Monday to Sunday: the weekend left out');
    const res = await post('/api/absence-requests/', { requesterId: worker, absenceTypeId: type.id, periods: [{ validFrom: '2031-04-05', validTo: '2031-04-06' }] });
    assertRejected(res, 400, 'periods[0]', 'ABSENCE_NO_WORKING_DAY');
  });

  test('work-holiday of a type that does not exist is a 404', async () => {
    assertRejected(await get('/api/absences-types/work-holiday/999999'), 404, null, 'NOT_FOUND');
    assertRejected(await post('/api/absences-types/work-holiday/999999', { countsHolidays: true }), 404, null, 'NOT_FOUND');
  });
});
