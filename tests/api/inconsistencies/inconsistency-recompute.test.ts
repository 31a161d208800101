/**
 * People's decisions survive the engine (TIME-AND-ATTENDANCE.md §3: "a person's decision is never undone by a
 * recomputation"): the engine raises inconsistencies from real clocks, a person archives or justifies them, then a
 * clock correction recomputes the day — the archived one stays archived, the justification stays. Also the
 * dashboards' counts that read the engine's day (count-absent, count-late, count-missing).
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { createDepartment, makeManagerOf, unique } from '../../support/factories.ts';
import { http } from '../../support/http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { pendingCount } from './inconsistency-fixtures.ts';

let t: TestApp;
let admin: { token: string };
let depA: number;
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  depA = (await createDepartment(t.db)).id;
});
after(async () => { await t?.close(); });
beforeEach(() => { t.clock.offsetMs = 0; });

const { call, get, put } = http(() => t, () => admin.token);
const at = (iso: string) => { t.clock.offsetMs = Date.parse(iso) - Date.now(); };
const NINE_TO_SIX = { type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', breakStart: '13:00', breakEnd: '14:00', breakDuration: 60, toleranceAfterStart: 15, toleranceBeforeEnd: 15 };

/** An employee of department A on a 09:00–18:00 week (Lisbon, UTC+0 in March). */
async function person() {
  const p = await t.signedIn(['EMPLOYEE'], { departmentId: depA }) as { token: string; employeeId: number };
  const s = await call('POST', '/api/schedules', { name: `Review ${unique()}`, days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...(weekday % 6 === 0 ? { type: 'REST' } : NINE_TO_SIX) })) });
  assert.equal(s.statusCode, 201, s.body);
  assert.equal((await call('POST', `/api/employees/${p.employeeId}/schedules`, { scheduleId: s.json().id, validFrom: '2026-01-01' })).statusCode, 201);
  return p;
}
async function clockAt(employeeId: number, type: 'IN' | 'OUT', iso: string) {
  at(iso);
  const r = await call('POST', '/api/clocks/admin', { employeeId, type, comment: 'test', confirmed: true, instant: iso });
  assert.equal(r.statusCode, 201, r.body);
  return r.json().id as number;
}
/** The day as the attendance grid computes it (a read brings it up to date). */
async function computeDay(employeeId: number, date: string) {
  const r = await get(`/api/attendances?from=${date}&to=${date}&employeeId=${employeeId}`);
  assert.equal(r.statusCode, 200, r.body);
}
const lateOf = async (employeeId: number, date: string) => (await get(`/api/employees/${employeeId}/inconsistencies?from=${date}&to=${date}&type=LATE_CLOCK`)).json().content[0];

describe('a recompute never undoes a decision', () => {
  test('archived: a correction that recomputes the day (later still) keeps it archived, with its figures updated nowhere', async () => {
    const me = await person();
    const inId = await clockAt(me.employeeId, 'IN', '2026-03-16T09:30:00Z');
    await clockAt(me.employeeId, 'OUT', '2026-03-16T18:00:00Z');
    at('2026-03-17T09:00:00Z');
    await computeDay(me.employeeId, '2026-03-16');
    const late = await lateOf(me.employeeId, '2026-03-16');
    assert.equal(late.minutes, 30);
    assert.match(late.explanation.message, /^Clocked in at 09:30; the day starts at 09:00 with 15 minutes of tolerance/);
    const pending = await pendingCount(t, admin.token);
    assert.equal((await put(`/api/inconsistencies/${late.id}`, { comment: 'talked about it' })).statusCode, 204);
    assert.equal(await pendingCount(t, admin.token), pending - 1);
    assert.equal((await put(`/api/clocks/${inId}`, { instant: '2026-03-16T09:50:00Z', comment: 'the badge was read late' })).statusCode, 204);
    await computeDay(me.employeeId, '2026-03-16');
    const after = (await get(`/api/inconsistencies/${late.id}`)).json();
    assert.deepEqual([after.status, after.resolution, after.resolutionReason, after.minutes], ['RESOLVED', 'MANUAL', 'talked about it', 30]);
    assert.equal(await pendingCount(t, admin.token), pending - 1, 'nothing new raised: the same identity, kept archived');
  });

  test('justified: a recompute that changes its minutes keeps the justification; one that removes it resolves it AUTO, justification kept', async () => {
    const me = await person();
    const inId = await clockAt(me.employeeId, 'IN', '2026-03-18T09:40:00Z');
    await clockAt(me.employeeId, 'OUT', '2026-03-18T18:00:00Z');
    at('2026-03-19T09:00:00Z');
    await computeDay(me.employeeId, '2026-03-18');
    const late = await lateOf(me.employeeId, '2026-03-18');
    assert.equal((await put(`/api/inconsistencies/${late.id}/justification`, { justified: true, comment: 'dentist' }, me.token)).statusCode, 204);
    assert.equal((await put(`/api/clocks/${inId}`, { instant: '2026-03-18T09:45:00Z', comment: 'corrected' })).statusCode, 204);
    let now = (await get(`/api/inconsistencies/${late.id}`)).json();
    assert.deepEqual([now.status, now.minutes, now.justification.justified, now.justification.comment], ['PENDING', 45, true, 'dentist']);
    assert.equal((await put(`/api/clocks/${inId}`, { instant: '2026-03-18T09:00:00Z', comment: 'on time after all' })).statusCode, 204);
    now = (await get(`/api/inconsistencies/${late.id}`)).json();
    assert.deepEqual([now.status, now.resolution, now.justification.comment], ['RESOLVED', 'AUTO', 'dentist']);
    assert.deepEqual(now.events.map((e: { action: string }) => e.action), ['RAISED', 'JUSTIFIED', 'CHANGED', 'AUTO_RESOLVED']);
  });

  test('archived by period, then the engine runs over the period again: nothing reopens', async () => {
    const me = await person();
    await clockAt(me.employeeId, 'IN', '2026-03-24T09:31:00Z');
    await clockAt(me.employeeId, 'OUT', '2026-03-24T17:00:00Z');
    at('2026-03-25T12:00:00Z');
    await computeDay(me.employeeId, '2026-03-24');
    const archived = await put('/api/inconsistencies/dates', { from: '2026-03-24', to: '2026-03-24', employeeId: me.employeeId });
    assert.equal(archived.json().count, 2, 'late and early');
    await t.db.insertInto('workday_queue').values({ employee_id: me.employeeId, date: '2026-03-24' }).execute();
    await computeDay(me.employeeId, '2026-03-24');
    const rows = await t.db.selectFrom('inconsistencies').select(['type', 'status', 'resolution']).where('employee_id', '=', me.employeeId).where('date', '=', '2026-03-24').orderBy('type').execute();
    assert.deepEqual(rows.map((r) => `${r.type}:${r.status}:${r.resolution}`), ['EARLY_CLOCK:RESOLVED:MANUAL', 'LATE_CLOCK:RESOLVED:MANUAL']);
  });
});

describe('the dashboards\' counts', () => {
  test('count-absent brings the day up to date: a person with no clock at 11:00 is absent; count-late and count-missing by period', async () => {
    const manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: depA });
    await makeManagerOf(t.db, manager.employeeId!, depA);
    const absent = await person();
    const late = await person();
    await clockAt(late.employeeId, 'IN', '2026-04-07T09:40:00Z');
    at('2026-04-07T11:00:00Z');
    await computeDay(late.employeeId, '2026-04-07'); // the counts of the list read the engine's stored days
    const counts = async (token: string) => Promise.all([
      get('/api/employees/count-absent', token), get(`/api/departments/${depA}/count-absent`, token),
      get(`/api/departments/${depA}/count-late?from=2026-04-07&to=2026-04-07`, token), get('/api/inconsistencies/count-late?from=2026-04-07&to=2026-04-07', token),
      get(`/api/departments/${depA}/count-missing?from=2026-04-07&to=2026-04-07`, token),
    ]).then((all) => all.map((r) => { assert.equal(r.statusCode, 200, r.body); return r.json().count as number; }));
    const [company, department, depLate, allLate, missing] = await counts(manager.token);
    assert.ok(company >= 1 && department >= 1, `absent: ${company}, ${department}`);
    assert.equal(department, company);
    assert.deepEqual([depLate, allLate, missing], [1, 1, 0]);
    const [, , , , missingLater] = await (async () => { at('2026-04-08T12:00:00Z'); await computeDay(late.employeeId, '2026-04-07'); return counts(manager.token); })();
    assert.equal(missingLater, 1, 'the open IN became missing once the longest shift passed');
    assert.equal((await get(`/api/employees/count-absent?date=2026-04-07`, absent.token)).json().count, 1, 'the employee counts themselves');
    assert.equal((await get(`/api/employees/count-absent?date=2026-04-07`, late.token)).json().count, 0);
  });
});
