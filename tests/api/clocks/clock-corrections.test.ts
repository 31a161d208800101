/**
 * Corrections never lose history (issue #13 item 2): an edit keeps the original values, who, when and why; a delete is
 * a mark with the same trail; a batch is all or nothing. Lists by period, by employee and by department, and the
 * export.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { http } from '../../support/http.ts';
import { assertRejected } from '../../support/assert-rejected.ts';
import { createDepartment, makeManagerOf } from '../../support/factories.ts';

let t: TestApp;
let admin: { token: string; accountId: number; employeeId: number | null };
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  await t.db.updateTable('employees').set({ name: 'Ana Admin' }).where('id', '=', admin.employeeId!).execute();
});
after(async () => { await t?.close(); });
const { call, get, list } = http(() => t, () => admin.token);

interface Clock {
  id: number; type: string; instant: string; time: string; edited: boolean; deleted: boolean; tag: string | null;
  original: { type: string; instant: string } | null;
  edits: { action: string; before: { type: string; time: string }; after: { type: string; time: string } | null; reason: string; byName: string | null }[];
}
async function recorded(employeeId: number, type: string, instant: string): Promise<Clock> {
  const res = await call('POST', '/api/clocks/admin', { employeeId, type, instant, comment: 'seed', confirmed: true });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}
const read = async (id: number) => (await get(`/api/clocks/${id}`)).json() as Clock;

describe('corrections', () => {
  test('an edit keeps the original and the trail (who, when, why); a second edit keeps the first original', async () => {
    const e = await t.signedIn(['EMPLOYEE']);
    const c = await recorded(e.employeeId!, 'IN', '2026-03-02T09:27:00Z');
    assertRejected(await call('PUT', `/api/clocks/${c.id}`, { instant: '2026-03-02T09:00:00Z', comment: '   ' }), 400, 'comment');
    assertRejected(await call('PUT', `/api/clocks/${c.id}`, { instant: '2999-03-02T09:00:00Z', comment: 'x' }), 400, 'instant');
    const res = await call('PUT', `/api/clocks/${c.id}`, { instant: '2026-03-02T09:00:00Z', comment: 'Badge reader was down' });
    assert.equal(res.statusCode, 204, res.body);
    await call('PUT', `/api/clocks/${c.id}`, { type: 'OUT', comment: 'It was the OUT' });
    const now = await read(c.id);
    assert.deepEqual([now.type, now.time, now.edited, now.original], ['OUT', '09:00:00', true, { type: 'IN', instant: '2026-03-02T09:27:00.000Z' }]);
    assert.deepEqual(now.edits.map((x) => [x.action, x.before.type, x.before.time, x.after?.type, x.after?.time, x.reason, x.byName]), [
      ['EDIT', 'IN', '09:27:00', 'IN', '09:00:00', 'Badge reader was down', 'Ana Admin'],
      ['EDIT', 'IN', '09:00:00', 'OUT', '09:00:00', 'It was the OUT', 'Ana Admin'],
    ]);
    const own = (await call('GET', `/api/clocks/${c.id}`, undefined, e.token)).json() as Clock;
    assert.equal(own.edits.length, 2, 'the employee sees the trail of their clock');
  });

  test('a delete needs a reason, hides the clock unless showAll, keeps it with the trail, and refuses later edits', async () => {
    const e = await t.signedIn(['EMPLOYEE']);
    const c = await recorded(e.employeeId!, 'IN', '2026-03-03T08:00:00Z');
    assertRejected(await call('DELETE', `/api/clocks/${c.id}`), 400, 'reason');
    assert.equal((await call('DELETE', `/api/clocks/${c.id}?reason=Duplicate`)).statusCode, 204);
    assert.deepEqual(await list(`/api/employees/${e.employeeId}/clocks`), []);
    const all = await list<Clock>(`/api/employees/${e.employeeId}/clocks?showAll=true`);
    assert.deepEqual(all.map((x) => [x.id, x.deleted, x.edits[0].action, x.edits[0].reason]), [[c.id, true, 'DELETE', 'Duplicate']]);
    assertRejected(await call('PUT', `/api/clocks/${c.id}`, { comment: 'x', tag: 'y' }), 409, null, 'CLOCK_DELETED');
    const again = await t.request({ method: 'DELETE', url: `/api/clocks/${c.id}`, token: admin.token, payload: { reason: 'again' } });
    assertRejected(again, 409, null, 'CLOCK_DELETED');
  });

  test('a batch is all or nothing, and a refusal names the item', async () => {
    const e = await t.signedIn(['EMPLOYEE']);
    const a = await recorded(e.employeeId!, 'IN', '2026-03-04T08:00:00Z');
    const b = await recorded(e.employeeId!, 'OUT', '2026-03-04T17:00:00Z');
    const bad = await call('PATCH', '/api/clocks', [{ id: a.id, tag: 'A', comment: 'ok' }, { id: b.id, tag: 'B', comment: '' }]);
    assertRejected(bad, 400, '[1].comment');
    assert.deepEqual([(await read(a.id)).tag, (await read(a.id)).edited], [null, false], 'the first correction was not kept');
    const unknown = await call('PATCH', '/api/clocks', [{ id: a.id, tag: 'A', comment: 'ok' }, { id: 99_999_999, comment: 'ok' }]);
    assertRejected(unknown, 404, '[1].id', 'NOT_FOUND');
    assert.equal((await read(a.id)).tag, null);
    assert.equal((await call('PATCH', '/api/clocks', [{ id: a.id, tag: 'A', comment: 'ok' }, { id: b.id, tag: 'B', comment: 'ok' }])).statusCode, 204);
    assert.deepEqual([(await read(a.id)).tag, (await read(b.id)).tag], ['A', 'B']);
  });

  test('a manager corrects their department\'s clocks, not another department\'s, nor their own', async () => {
    const dep = await createDepartment(t.db);
    const other = await createDepartment(t.db);
    const manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: dep.id });
    await makeManagerOf(t.db, manager.employeeId!, dep.id);
    const mine = await t.signedIn(['EMPLOYEE'], { departmentId: dep.id });
    const theirs = await t.signedIn(['EMPLOYEE'], { departmentId: other.id });
    const c1 = await recorded(mine.employeeId!, 'IN', '2026-03-05T08:00:00Z');
    const c2 = await recorded(theirs.employeeId!, 'IN', '2026-03-05T08:00:00Z');
    const c3 = await recorded(manager.employeeId!, 'IN', '2026-03-05T08:00:00Z');
    assert.equal((await call('PUT', `/api/departments/${dep.id}/clocks/${c1.id}`, { tag: 'ok', comment: 'fix' }, manager.token)).statusCode, 204);
    for (const [method, url] of [
      ['PUT', `/api/clocks/${c2.id}`], ['PUT', `/api/departments/${dep.id}/clocks/${c2.id}`], ['PUT', `/api/departments/${other.id}/clocks/${c2.id}`],
      ['PUT', `/api/clocks/${c3.id}`], ['DELETE', `/api/clocks/${c2.id}?reason=x`], ['GET', `/api/departments/${other.id}/clocks`],
    ] as const) {
      const res = await call(method, url, method === 'PUT' ? { tag: 'no', comment: 'x' } : undefined, manager.token);
      assert.equal(res.statusCode, 404, `${method} ${url}: ${res.body}`);
    }
    assert.deepEqual([(await read(c2.id)).edited, (await read(c2.id)).deleted, (await read(c3.id)).edited], [false, false, false]);
    const listed = await list<Clock & { employeeId: number }>(`/api/departments/${dep.id}/clocks`, manager.token);
    assert.deepEqual(listed.map((x) => x.id).sort(), [c1.id, c3.id].sort(), 'the department\'s clocks, the manager\'s own included');
  });
});

describe('lists and export', () => {
  test('by period (dates in the company\'s zone or instants), newest first; by instant between needs both ends', async () => {
    const e = await t.signedIn(['EMPLOYEE']);
    const ids = [];
    for (const instant of ['2026-06-01T07:00:00Z', '2026-06-01T16:00:00Z', '2026-06-02T07:00:00Z', '2026-06-02T23:30:00Z']) {
      ids.push((await recorded(e.employeeId!, ids.length % 2 ? 'OUT' : 'IN', instant)).id);
    }
    const june1 = await list<Clock>(`/api/employees/${e.employeeId}/clocks?from=2026-06-01&to=2026-06-01`);
    assert.deepEqual(june1.map((x) => x.id), [ids[1], ids[0]]);
    const june2 = await list<Clock>(`/api/clocks?employeeIds=${e.employeeId}&from=2026-06-02&to=2026-06-02`);
    assert.deepEqual(june2.map((x) => x.id), [ids[2]], '23:30Z is 00:30 on 3 June in Lisbon (summer time)');
    const between = await list<Clock>(`/api/clocks/clocksByInstantBetween?employeeIds=${e.employeeId}&from=2026-06-01T16:00:00Z&to=2026-06-02T23:30:00Z`);
    assert.deepEqual(between.map((x) => x.id), [ids[2], ids[1]], 'from included, to excluded');
    assertRejected(await get('/api/clocks/clocksByInstantBetween?from=2026-06-01'), 400, 'to');
    assertRejected(await get('/api/clocks?from=yesterday'), 400, 'from');
    const other = await t.signedIn(['EMPLOYEE']);
    assertRejected(await call('GET', `/api/employees/${e.employeeId}/clocks`, undefined, other.token), 404, null, 'NOT_FOUND');
    assert.deepEqual(await list(`/api/clocks`, other.token), [], 'an employee lists only their own');
  });

  test('the export is a real workbook, in the caller\'s language', async () => {
    const e = await t.signedIn(['EMPLOYEE']);
    await t.db.updateTable('employees').set({ name: 'Bruno Export' }).where('id', '=', e.employeeId!).execute();
    await recorded(e.employeeId!, 'IN', '2026-08-03T07:15:00Z');
    const res = await t.request({ method: 'POST', url: `/api/clocks/export?employeeIds=${e.employeeId}`, token: admin.token, headers: { 'accept-language': 'pt' } });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-disposition']), /marcacoes-/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Marcações')!;
    assert.equal(sheet.getRow(1).getCell(1).value, 'Colaborador');
    assert.deepEqual([sheet.getRow(2).getCell(1).value, sheet.getRow(2).getCell(3).value, sheet.getRow(2).getCell(4).value], ['Bruno Export', '08:15:00', 'IN']);
  });
});
