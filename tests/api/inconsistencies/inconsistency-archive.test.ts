/**
 * Archiving inconsistencies (core §4 "PENDING to RESOLVED when archived: single, several, all selected or by period";
 * issue #15): one, several by id (all or nothing), a period (one statement, with a dry run), a delete that archives;
 * who, when and why kept with a trail event; the pending count falling; closed payroll periods refused.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { assertRejected } from '../../support/assert-rejected.ts';
import { createDepartment, createEmployee, makeManagerOf } from '../../support/factories.ts';
import { http } from '../../support/http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { closePeriod, pendingCount, raise, raiseMany, reopenPeriods, states } from './inconsistency-fixtures.ts';

let t: TestApp;
let admin: { token: string; accountId: number };
let manager: { token: string; accountId: number; employeeId: number | null };
let depA: number;
let depB: number;
let inA: number;
let inB: number;
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  depA = (await createDepartment(t.db)).id;
  depB = (await createDepartment(t.db)).id;
  inA = (await createEmployee(t.db, { department_id: depA })).id;
  inB = (await createEmployee(t.db, { department_id: depB })).id;
  manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: depA });
  await makeManagerOf(t.db, manager.employeeId!, depA);
});
after(async () => { await t?.close(); });
beforeEach(async () => {
  await reopenPeriods(t.db);
  await t.db.deleteFrom('inconsistencies').execute();
});

const { put, del, get } = http(() => t, () => admin.token);
const events = async (id: number) => (await get(`/api/inconsistencies/${id}`)).json().events.map((e: { action: string; reason: string | null; by: { name: string } | null }) => `${e.action}:${e.reason}:${e.by?.name ? 'named' : 'nobody'}`);

describe('archiving one', () => {
  test('PUT /inconsistencies/{id}: RESOLVED, MANUAL, by whom, when and why; the pending count falls; a second archive is 409', async () => {
    const [a, b] = await raiseMany(t.db, [inA], [['2026-03-02', 'LATE_CLOCK'], ['2026-03-03', 'ABSENT']]);
    assert.equal(await pendingCount(t, admin.token), 2);
    assert.equal((await put(`/api/inconsistencies/${a.id}`, { comment: ' the bus was on strike ' })).statusCode, 204);
    assert.equal(await pendingCount(t, admin.token), 1);
    const item = (await get(`/api/inconsistencies/${a.id}`)).json();
    assert.equal(item.status, 'RESOLVED');
    assert.equal(item.resolution, 'MANUAL');
    assert.equal(item.resolutionReason, 'the bus was on strike');
    assert.equal(item.resolvedBy.accountId, admin.accountId);
    assert.ok(Date.now() - Date.parse(item.resolvedAt) < 60_000);
    assert.deepEqual(await events(a.id), ['ARCHIVED:the bus was on strike:named']);
    const again = await put(`/api/inconsistencies/${a.id}`, {});
    assertRejected(again, 409, null, 'INCONSISTENCY_ARCHIVED');
    assert.equal(again.json().message, 'The inconsistency is archived already');
    // no body at all archives too, without a reason
    assert.equal((await t.request({ method: 'PUT', url: `/api/inconsistencies/${b.id}`, token: admin.token })).statusCode, 204);
    assert.deepEqual((await states(t.db, [b.id]))[0].resolution_reason, null);
    assert.equal(await pendingCount(t, admin.token), 0);
  });

  test('an inconsistency a recompute resolved cannot be archived: 409 INCONSISTENCY_ARCHIVED saying so, in the caller\'s language', async () => {
    const a = await raise(t.db, inA, '2026-03-04');
    await t.db.updateTable('inconsistencies').set({ status: 'RESOLVED', resolution: 'AUTO', resolved_at: new Date() }).where('id', '=', a.id).execute();
    const res = await t.request({ method: 'PUT', url: `/api/inconsistencies/${a.id}`, token: admin.token, payload: {}, headers: { 'accept-language': 'pt' } });
    assertRejected(res, 409, null, 'INCONSISTENCY_ARCHIVED');
    assert.equal(res.json().message, 'A inconsistência já não se aplica: um novo cálculo resolveu-a');
  });

  test('DELETE archives with the reason "deleted" (or the one given) and keeps the row and its trail', async () => {
    const [a, b] = await raiseMany(t.db, [inA], [['2026-03-05', 'CLOCK_MISSING'], ['2026-03-06', 'DAY_OFF']]);
    assert.equal((await del(`/api/inconsistencies/${a.id}`)).statusCode, 204);
    assert.equal((await del(`/api/inconsistencies/${b.id}?reason=${encodeURIComponent('raised twice')}`)).statusCode, 204);
    assert.deepEqual((await states(t.db, [a.id, b.id])).map((r) => `${r.status}:${r.resolution}:${r.resolution_reason}`), ['RESOLVED:MANUAL:deleted', 'RESOLVED:MANUAL:raised twice']);
    assert.deepEqual(await events(a.id), ['DELETED:deleted:named']);
    assertRejected(await del(`/api/inconsistencies/${a.id}`), 409, null, 'INCONSISTENCY_ARCHIVED');
    assert.equal(await pendingCount(t, admin.token), 0);
  });

  test('404 for an id that does not exist; 409 PERIOD_CLOSED inside a closed payroll period, and nothing changes', async () => {
    assertRejected(await put('/api/inconsistencies/2147483647', {}), 404, null, 'NOT_FOUND');
    const a = await raise(t.db, inA, '2026-02-10');
    await closePeriod(t.db, '2026-01-29', '2026-02-28');
    assertRejected(await put(`/api/inconsistencies/${a.id}`, {}), 409, null, 'PERIOD_CLOSED');
    assertRejected(await del(`/api/inconsistencies/${a.id}`), 409, null, 'PERIOD_CLOSED');
    assert.deepEqual((await states(t.db, [a.id])).map((r) => r.status), ['PENDING']);
  });
});

describe('archiving several by id, all or nothing', () => {
  test('PUT /inconsistencies {ids}: every one archived in one call, with the count; the badge falls by as many', async () => {
    const rows = await raiseMany(t.db, [inA, inB], [['2026-03-09', 'LATE_CLOCK'], ['2026-03-10', 'EARLY_CLOCK'], ['2026-03-11', 'NO_CLOCK']]);
    const res = await put('/api/inconsistencies', { ids: rows.slice(0, 4).map((r) => r.id), comment: 'reviewed' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { count: 4, dryRun: false });
    assert.equal(await pendingCount(t, admin.token), 2);
    // the specification's field name, one id
    const one = await put('/api/inconsistencies', { inconsistencyId: rows[4].id });
    assert.deepEqual(one.json(), { count: 1, dryRun: false });
    assert.equal(await pendingCount(t, admin.token), 1);
  });

  test('one already archived, one unknown, one in a closed period: nothing is archived and the refusal names ids[i]', async () => {
    const [a, b, c] = await raiseMany(t.db, [inA], [['2026-03-12', 'LATE_CLOCK'], ['2026-03-13', 'LATE_CLOCK'], ['2026-02-12', 'LATE_CLOCK']]);
    await put(`/api/inconsistencies/${b.id}`, {});
    assertRejected(await put('/api/inconsistencies', { ids: [a.id, b.id] }), 409, 'ids[1]', 'INCONSISTENCY_ARCHIVED');
    assertRejected(await put('/api/inconsistencies', { ids: [a.id, 2147483000, b.id] }), 404, 'ids[1]', 'NOT_FOUND');
    await closePeriod(t.db, '2026-01-29', '2026-02-28');
    assertRejected(await put('/api/inconsistencies', { ids: [a.id, c.id] }), 409, 'ids[1]', 'PERIOD_CLOSED');
    assert.deepEqual((await states(t.db, [a.id, c.id])).map((r) => r.status), ['PENDING', 'PENDING']);
  });

  test('a manager crafting ids of another department archives nothing: 404 naming it, their own department\'s left pending too', async () => {
    const mine = await raise(t.db, inA, '2026-03-16');
    const theirs = await raise(t.db, inB, '2026-03-16');
    const own = await raise(t.db, manager.employeeId!, '2026-03-16');
    assertRejected(await put('/api/inconsistencies', { ids: [mine.id, theirs.id] }, manager.token), 404, 'ids[1]');
    // a manager does not archive their own inconsistencies either (they are under my-inconsistencies)
    assertRejected(await put('/api/inconsistencies', { ids: [own.id] }, manager.token), 404, 'ids[0]');
    assert.deepEqual((await states(t.db, [mine.id, theirs.id, own.id])).map((r) => r.status), ['PENDING', 'PENDING', 'PENDING']);
    assert.deepEqual((await put('/api/inconsistencies', { ids: [mine.id] }, manager.token)).json(), { count: 1, dryRun: false });
  });

  test('10,000 ids in one call archive in one transaction', async () => {
    const employee = (await createEmployee(t.db, { department_id: depA })).id;
    const inserted = await t.db.insertInto('inconsistencies').values(Array.from({ length: 10_000 }, (_, i) => ({
      employee_id: employee, date: '2026-04-01', type: 'LATE_CLOCK', status: 'PENDING', anchor: `bulk:${i}`, created_at: new Date(),
    }))).returning('id').execute();
    const started = performance.now();
    const res = await put('/api/inconsistencies', { ids: inserted.map((r) => r.id) });
    const ms = performance.now() - started;
    assert.deepEqual(res.json(), { count: 10_000, dryRun: false });
    const trail = await t.db.selectFrom('inconsistency_events').select((eb) => eb.fn.countAll<number>().as('n')).where('action', '=', 'ARCHIVED').executeTakeFirstOrThrow();
    assert.equal(Number(trail.n), 10_000);
    assert.ok(ms < 15_000, `${Math.round(ms)} ms`);
  });
});

describe('archiving a period', () => {
  test('PUT /inconsistencies/dates: the dry run counts, the archive takes exactly those, in the caller\'s scope only', async () => {
    await raiseMany(t.db, [inA, inB], [['2026-03-02', 'LATE_CLOCK'], ['2026-03-20', 'ABSENT'], ['2026-04-02', 'LATE_CLOCK']]);
    const own = await raise(t.db, manager.employeeId!, '2026-03-05');
    const march = { from: '2026-03-01', to: '2026-03-31' };
    assert.deepEqual((await put('/api/inconsistencies/dates?dryRun=true', march, manager.token)).json(), { count: 2, dryRun: true });
    assert.equal(await pendingCount(t, admin.token), 7, 'a dry run archives nothing');
    assert.deepEqual((await put('/api/inconsistencies/dates', { ...march, type: ['ABSENT'] }, manager.token)).json(), { count: 1, dryRun: false });
    assert.deepEqual((await put('/api/inconsistencies/dates', march, manager.token)).json(), { count: 1, dryRun: false });
    assert.equal(await pendingCount(t, admin.token), 5, 'department B, April and the manager\'s own stay pending');
    assert.deepEqual((await states(t.db, [own.id])).map((r) => r.status), ['PENDING']);
    // a crafted department or employee of another department archives nothing
    assert.equal((await put('/api/inconsistencies/dates', { ...march, departmentId: depB }, manager.token)).json().count, 0);
    assert.equal((await put('/api/inconsistencies/dates', { ...march, employeeId: inB }, manager.token)).json().count, 0);
    assert.equal(await pendingCount(t, admin.token), 5);
    // the administrator's takes the company, by department when asked
    assert.equal((await put('/api/inconsistencies/dates', { ...march, departmentId: depB, comment: 'March closed' })).json().count, 2);
    assert.equal(await pendingCount(t, admin.token), 3);
  });

  test('a period holding a closed payroll period\'s pending items is refused whole, dry run included', async () => {
    await raiseMany(t.db, [inA], [['2026-02-20', 'LATE_CLOCK'], ['2026-03-03', 'LATE_CLOCK']]);
    await closePeriod(t.db, '2026-01-29', '2026-02-28');
    const period = { from: '2026-02-01', to: '2026-03-31' };
    assertRejected(await put('/api/inconsistencies/dates?dryRun=true', period), 409, 'from', 'PERIOD_CLOSED');
    assertRejected(await put('/api/inconsistencies/dates', period), 409, 'from', 'PERIOD_CLOSED');
    assert.equal(await pendingCount(t, admin.token), 2);
    assert.equal((await put('/api/inconsistencies/dates', { from: '2026-03-01', to: '2026-03-31' })).json().count, 1);
  });
});

describe('department paths', () => {
  test('PUT /departments/{id}/inconsistencies/{id2} archives one of that department; another\'s is 404 whatever the path', async () => {
    const mine = await raise(t.db, inA, '2026-03-18');
    const theirs = await raise(t.db, inB, '2026-03-18');
    assert.equal((await put(`/api/departments/${depA}/inconsistencies/${mine.id}`, { comment: 'ok' }, manager.token)).statusCode, 204);
    assertRejected(await put(`/api/departments/${depA}/inconsistencies/${theirs.id}`, {}, manager.token), 404, null);
    assertRejected(await put(`/api/departments/${depB}/inconsistencies/${theirs.id}`, {}, manager.token), 404, null);
    assertRejected(await put(`/api/departments/${depA}/inconsistencies/${theirs.id}`, {}), 404, null, 'NOT_FOUND');
    assert.deepEqual((await states(t.db, [mine.id, theirs.id])).map((r) => r.status), ['RESOLVED', 'PENDING']);
  });
});
