/**
 * Reading inconsistencies (issue #15 item 1): the list with its filters (period, status, resolution, types, employee,
 * department, justified, campaigns, ids), paging and sort; the grouped variant by employee; the employee and
 * department lists; the .xlsx export in the caller's language, read back.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { assertRejected } from '../../support/assert-rejected.ts';
import { createDepartment, createEmployee, makeManagerOf } from '../../support/factories.ts';
import { ALL, http } from '../../support/http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { raise, type Raised } from './inconsistency-fixtures.ts';

let t: TestApp;
let admin: { token: string };
let manager: { token: string; employeeId: number | null };
let depA: number;
let depB: number;
let ann: number; // department A
let bob: number; // department A
let cid: number; // department B
const made: Raised[] = [];
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  depA = (await createDepartment(t.db, 'Assembly')).id;
  depB = (await createDepartment(t.db, 'Boxing')).id;
  ann = (await createEmployee(t.db, { department_id: depA, name: 'Ann Alves' })).id;
  bob = (await createEmployee(t.db, { department_id: depA, name: 'Bob Borges' })).id;
  cid = (await createEmployee(t.db, { department_id: depB, name: 'Cid Costa' })).id;
  manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: depA });
  await makeManagerOf(t.db, manager.employeeId!, depA);
  for (const [who, date, type] of [
    [ann, '2026-03-02', 'LATE_CLOCK'], [ann, '2026-03-03', 'LATE_CLOCK'], [ann, '2026-03-04', 'ABSENT'], [bob, '2026-03-02', 'CLOCK_MISSING'],
    [bob, '2026-04-01', 'EARLY_CLOCK'], [cid, '2026-03-05', 'LATE_CLOCK'], [manager.employeeId!, '2026-03-06', 'LATE_CLOCK'],
  ] as const) made.push(await raise(t.db, who, date, type));
  // one archived, one justified, one raised by a clock of campaign 7
  await t.db.updateTable('inconsistencies').set({ status: 'RESOLVED', resolution: 'MANUAL', resolved_at: new Date() }).where('id', '=', made[1].id).execute();
  await t.db.updateTable('inconsistencies').set({ justified: true, justification: 'ok' }).where('id', '=', made[2].id).execute();
  // written directly: through the API the clock would queue its day, and the engine would raise a DAY_OFF beside these
  const clock = await t.db.insertInto('clocks').values({
    employee_id: cid, type: 'IN', instant: new Date('2026-03-05T09:20:00Z'), received_at: new Date(), time_zone: 'Europe/Lisbon', local_date: '2026-03-05',
    local_time: '09:20:00', source: 'ADMIN', identification: 'none', geofence: 'NOT_REQUIRED', seq: 1, campaign_ids: [7],
  } as never).returning('id').executeTakeFirstOrThrow();
  await t.db.updateTable('inconsistencies').set({ explanation: JSON.stringify({ rule: 'TEST', message: 'm', clockIds: [clock.id] }) }).where('id', '=', made[5].id).execute();
});
after(async () => { await t?.close(); });

const { get, list } = http(() => t, () => admin.token);
const idsOf = async (query: string, token = admin.token) => (await list<{ id: number }>(`/api/inconsistencies?${ALL}&${query}`, token)).map((i) => i.id).sort((a, b) => a - b);
const ids = (...k: number[]) => k.map((i) => made[i].id).sort((a, b) => a - b);

describe('GET /inconsistencies', () => {
  test('each filter narrows the list: period, status, resolution, types, employee, department, justified, campaigns, ids', async () => {
    assert.deepEqual(await idsOf(''), ids(0, 1, 2, 3, 4, 5, 6));
    assert.deepEqual(await idsOf('from=2026-03-03&to=2026-03-05'), ids(1, 2, 5));
    assert.deepEqual(await idsOf('status=PENDING'), ids(0, 2, 3, 4, 5, 6));
    assert.deepEqual(await idsOf('status=RESOLVED&resolution=MANUAL'), ids(1));
    assert.deepEqual(await idsOf('type=ABSENT,CLOCK_MISSING'), ids(2, 3));
    assert.deepEqual(await idsOf(`employeeId=${ann}`), ids(0, 1, 2));
    assert.deepEqual(await idsOf(`departmentId=${depB}`), ids(5));
    assert.deepEqual(await idsOf('justified=true'), ids(2));
    assert.deepEqual(await idsOf('justified=false&status=PENDING').then((x) => x.length), 5);
    assert.deepEqual(await idsOf('campaignIds=7,8'), ids(5));
    assert.deepEqual(await idsOf('campaignIds=8'), []);
    assert.deepEqual(await idsOf(`ids=${made[0].id},${made[5].id}`), ids(0, 5));
  });

  test('an item carries its employee and department, explanation, decision and justification', async () => {
    const [item] = await list<Record<string, unknown>>(`/api/inconsistencies?ids=${made[2].id}`);
    assert.deepEqual(item.employee, { id: ann, name: 'Ann Alves', departmentId: depA, departmentName: 'Assembly' });
    assert.deepEqual([item.date, item.type, item.status, item.final, item.minutes], ['2026-03-04', 'ABSENT', 'PENDING', true, 12]);
    assert.equal((item.explanation as { message: string }).message, 'A ABSENT on 2026-03-04');
    assert.deepEqual(item.justification, { justified: true, comment: 'ok', documentId: null, documentName: null, at: null, by: null });
    assert.equal(item.resolvedBy, null);
  });

  test('newest first by default; sort by employee or type; pages of the requested size with the total', async () => {
    const all = await list<{ date: string; id: number }>(`/api/inconsistencies?${ALL}`);
    assert.deepEqual(all.map((i) => i.date), [...all.map((i) => i.date)].sort().reverse());
    const byName = await list<{ employee: { name: string } }>(`/api/inconsistencies?${ALL}&sort=employee,asc&departmentId=${depA}`);
    assert.deepEqual([...new Set(byName.map((i) => i.employee.name))].slice(0, 2), ['Ann Alves', 'Bob Borges']);
    const page = await get('/api/inconsistencies?size=2&page=1&sort=type,asc');
    assert.equal(page.statusCode, 200);
    assert.deepEqual(page.json().page, { number: 1, size: 2, totalElements: 7, totalPages: 4 });
    assert.equal((await get('/api/inconsistencies?page=9')).statusCode, 204);
  });

  test('a manager\'s list is their departments\' work: not another department, not their own (which /employees/{me}/inconsistencies shows)', async () => {
    assert.deepEqual(await idsOf('', manager.token), ids(0, 1, 2, 3, 4));
    assert.deepEqual(await idsOf(`departmentId=${depB}`, manager.token), []);
    assert.deepEqual(await idsOf(`employeeId=${cid}`, manager.token), []);
    // by id (the gateway's batches) they read what they may read, their own included, never department B's
    assert.deepEqual(await idsOf(`ids=${made[6].id},${made[5].id}`, manager.token), ids(6));
    assert.deepEqual((await list<{ id: number }>(`/api/employees/${manager.employeeId}/inconsistencies`, manager.token)).map((i) => i.id), ids(6));
  });

  test('a period is at most 366 days and ends after it starts (400 naming to)', async () => {
    assertRejected(await get('/api/inconsistencies?from=2026-01-01&to=2027-01-02'), 400, 'to');
    assertRejected(await get('/api/inconsistencies?from=2026-03-02&to=2026-03-01'), 400, 'to');
    assert.equal((await get('/api/inconsistencies?from=2026-01-01&to=2027-01-01')).statusCode, 200);
  });
});

describe('GET /inconsistencies/by-employee', () => {
  test('per employee: counts by type and total, by name, paged by employee; sort=total,desc puts the most first', async () => {
    const res = await get('/api/inconsistencies/by-employee?status=PENDING');
    assert.equal(res.statusCode, 200, res.body);
    const { content, page } = res.json();
    assert.equal(page.totalElements, 4);
    assert.deepEqual(content[0].employee, { id: ann, name: 'Ann Alves', departmentId: depA, departmentName: 'Assembly' });
    assert.deepEqual([content[0].total, content[0].counts.LATE_CLOCK, content[0].counts.ABSENT, content[0].counts.HOLIDAY], [2, 1, 1, 0]);
    assert.deepEqual([content[0].firstDate, content[0].lastDate], ['2026-03-02', '2026-03-04']);
    const second = await get('/api/inconsistencies/by-employee?status=PENDING&size=1&page=1&sort=total,desc');
    assert.deepEqual(second.json().content.map((g: { employee: { name: string } }) => g.employee.name), ['Bob Borges']);
    const mine = (await get('/api/inconsistencies/by-employee', manager.token)).json().content;
    assert.deepEqual(mine.map((g: { employee: { id: number } }) => g.employee.id).sort(), [ann, bob].sort());
  });
});

describe('the employee and department paths', () => {
  test('GET /employees/{id}/inconsistencies and /departments/{id}/inconsistencies(/{id2}); another department is 404 for a manager', async () => {
    assert.deepEqual((await list<{ id: number }>(`/api/employees/${ann}/inconsistencies?from=2026-03-03`)).map((i) => i.id).sort(), ids(1, 2));
    assert.deepEqual((await list<{ id: number }>(`/api/departments/${depA}/inconsistencies?from=2026-03-01&to=2026-03-31`, manager.token)).map((i) => i.id).sort(), ids(0, 1, 2, 3));
    const one = await get(`/api/departments/${depA}/inconsistencies/${made[3].id}`, manager.token);
    assert.equal(one.json().id, made[3].id);
    assertRejected(await get(`/api/departments/${depB}/inconsistencies`, manager.token), 404, null, 'NOT_FOUND');
    assertRejected(await get(`/api/departments/${depA}/inconsistencies/${made[5].id}`, manager.token), 404, null);
    assertRejected(await get(`/api/departments/${depB}/inconsistencies/${made[5].id}`, manager.token), 404, null);
    assertRejected(await get(`/api/employees/${cid}/inconsistencies`, manager.token), 404, null);
    assertRejected(await get(`/api/inconsistencies/${made[5].id}`, manager.token), 404, null);
  });

  test('count-late and count-missing: pending of that type in the scope (and department, and period)', async () => {
    const count = async (url: string, token = admin.token) => (await get(url, token)).json().count;
    assert.equal(await count('/api/inconsistencies/count-late'), 3);
    assert.equal(await count('/api/inconsistencies/count-late', manager.token), 1);
    assert.equal(await count('/api/inconsistencies/count-late?from=2026-03-05'), 2);
    assert.equal(await count(`/api/departments/${depA}/count-missing`, manager.token), 1);
    assertRejected(await get(`/api/departments/${depB}/count-late`, manager.token), 404, null);
  });
});

describe('POST /inconsistencies/export', () => {
  for (const [language, sheet, header, type] of [['en', 'Inconsistencies', 'Employee', 'Late'], ['fr', 'Incohérences', 'Employé', 'Retard'], ['pt', 'Inconsistências', 'Colaborador', 'Atraso']] as const) {
    test(`the filtered list as .xlsx in ${language}, read back`, async () => {
      const res = await t.request({ method: 'POST', url: '/api/inconsistencies/export?status=PENDING&type=LATE_CLOCK&sort=employee,asc', token: admin.token, headers: { 'accept-language': language } });
      assert.equal(res.statusCode, 200, res.body.slice(0, 200));
      assert.match(String(res.headers['content-disposition']), /attachment; filename=".+-\d{4}-\d{2}-\d{2}\.xlsx"/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as never);
      const ws = book.getWorksheet(sheet)!;
      assert.equal(ws.getRow(1).getCell(1).value, header);
      const rows = ws.getSheetValues().slice(2) as unknown[][];
      assert.deepEqual(rows.map((r) => [r[1], r[4]]), [['Ann Alves', type], ['Cid Costa', type], [(await t.db.selectFrom('employees').select('name').where('id', '=', manager.employeeId!).executeTakeFirstOrThrow()).name, type]]);
    });
  }

  test('a manager\'s export is their departments\' work, and their own only when they name themselves (my-inconsistencies)', async () => {
    const namesOf = async (query: string) => {
      const res = await t.request({ method: 'POST', url: `/api/inconsistencies/export?${query}`, token: manager.token });
      assert.equal(res.statusCode, 200, res.body.slice(0, 200));
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as never);
      return (book.worksheets[0].getSheetValues().slice(2) as unknown[][]).map((r) => r[1]).sort();
    };
    const self = (await t.db.selectFrom('employees').select('name').where('id', '=', manager.employeeId!).executeTakeFirstOrThrow()).name;
    assert.deepEqual(await namesOf('type=LATE_CLOCK'), ['Ann Alves', 'Ann Alves'], 'department A, pending and archived, without the manager');
    assert.deepEqual(await namesOf(`employeeId=${manager.employeeId}`), [self]);
    assert.deepEqual(await namesOf(`employeeId=${cid}`), [], 'another department\'s employee: nothing');
  });
});
