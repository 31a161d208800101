/**
 * Assigning schedules to employees (core §3): periods never overlap (409 naming the clashing one), an open period
 * can be ended by the next, and what applies on each day says why (assignment, exception, holiday, none).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { http } from '../../support/http.ts';
import { createEmployee, unique } from '../../support/factories.ts';

let t: TestApp;
let admin: { token: string };
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });
const { call, get } = http(() => t, () => admin.token);

const office = { type: 'FIXED', dayStart: '09:00', dayEnd: '17:00', breakDuration: 60 };
const week = (day: Record<string, unknown>) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...(weekday % 6 === 0 ? { type: 'REST' } : day) }));
const schedule = async (name: string, body: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/schedules', { name: `${name} ${unique()}`, days: week(office), ...body });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { id: number; name: string };
};

describe('schedule assignments', () => {
  test('a clash answers 409 naming the period, in the caller\'s language; endPrevious ends the open one the day before', async () => {
    const e = await createEmployee(t.db);
    const a = await schedule('Day');
    const b = await schedule('Late');
    const first = await call('POST', `/api/employees/${e.id}/schedules`, { scheduleId: a.id, validFrom: '2026-01-05' });
    assert.equal(first.statusCode, 201, first.body);
    const clash = await call('POST', `/api/employees/${e.id}/schedules`, { scheduleId: b.id, validFrom: '2026-03-02', validTo: '2026-03-31' });
    assert.equal(clash.statusCode, 409);
    assert.equal(clash.json().code, 'SCHEDULE_ASSIGNMENT_OVERLAPS');
    assert.equal(clash.json().message, `The period overlaps the assignment of "${a.name}" from 2026-01-05 with no end date`);
    const fr = await t.request({ method: 'POST', url: `/api/employees/${e.id}/schedules`, token: admin.token, headers: { 'accept-language': 'fr' }, payload: { scheduleId: b.id, validFrom: '2026-03-02' } });
    assert.equal(fr.json().message, `La période chevauche l'affectation de « ${a.name} » à partir du 2026-01-05, sans date de fin`);
    const moved = await call('POST', `/api/employees/${e.id}/schedules`, { scheduleId: b.id, validFrom: '2026-03-02', endPrevious: true });
    assert.equal(moved.statusCode, 201, moved.body);
    assert.deepEqual(moved.json().ended, [first.json().assignment.id]);
    const periods = (await get(`/api/employees/${e.id}/schedules`)).json().content as { scheduleName: string; validFrom: string; validTo: string | null }[];
    assert.deepEqual(periods.map((p) => [p.scheduleName, p.validFrom, p.validTo]), [[b.name, '2026-03-02', null], [a.name, '2026-01-05', '2026-03-01']]);
    // endPrevious never shortens a period that would leave days uncovered, nor one that starts inside the new one
    const inside = await call('POST', `/api/employees/${e.id}/schedules`, { scheduleId: a.id, validFrom: '2026-02-01', validTo: '2026-02-10', endPrevious: true });
    assert.equal(inside.statusCode, 409);
    assert.match(inside.json().message, /from 2026-01-05 to 2026-03-01/);
  });

  test('ending, reopening and removing an assignment; a period ending before it starts is refused naming validTo', async () => {
    const e = await createEmployee(t.db);
    const a = await schedule('Shop');
    const bad = await call('POST', `/api/employees/${e.id}/schedules`, { scheduleId: a.id, validFrom: '2026-05-01', validTo: '2026-04-30' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().subErrors[0].field, 'validTo');
    const unknown = await call('POST', `/api/employees/${e.id}/schedules`, { scheduleId: 999999, validFrom: '2026-05-01' });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().subErrors[0].field, 'scheduleId');
    const x = (await call('POST', `/api/employees/${e.id}/schedules`, { scheduleId: a.id, validFrom: '2026-05-01' })).json().assignment as { id: number };
    const later = (await call('POST', `/api/employees/${e.id}/schedules`, { scheduleId: a.id, validFrom: '2026-01-01', validTo: '2026-04-30' })).json().assignment as { id: number };
    const ended = await call('PUT', `/api/employees/${e.id}/schedules/${x.id}`, { validTo: '2026-06-30' });
    assert.equal(ended.statusCode, 200, ended.body);
    assert.equal(ended.json().validTo, '2026-06-30');
    const stretch = await call('PUT', `/api/employees/${e.id}/schedules/${later.id}`, { validTo: null });
    assert.equal(stretch.statusCode, 409, 'reopening the earlier period would overlap May–June');
    const filtered = (await get(`/api/employees/${e.id}/schedules?from=2026-06-01&to=2026-12-31`)).json().content as { id: number }[];
    assert.deepEqual(filtered.map((p) => p.id), [x.id], 'only periods overlapping [from, to]');
    assert.equal((await call('DELETE', `/api/employees/${e.id}/schedules?assignmentId=${x.id}`)).statusCode, 204);
    assert.equal((await call('DELETE', `/api/employees/${e.id}/schedules/${x.id}`)).statusCode, 404);
  });

  test('expected days say what applies and why: assignment, exception, public holiday, ignored holiday, none', async () => {
    const e = await createEmployee(t.db);
    await t.db.insertInto('holidays').values({ holiday_date: '2026-12-08', name: `Immaculate ${unique()}` }).onConflict((oc) => oc.doNothing()).execute();
    const a = await schedule('Winter', { exceptions: [{ startDate: '2026-12-09', endDate: '2026-12-09', timetable: { type: 'FREE', durationInMinutes: 240 } }] });
    const b = await schedule('Holidays ignored', { ignoreHolidays: true });
    await call('POST', `/api/employees/${e.id}/schedules`, { scheduleId: a.id, validFrom: '2026-12-07', validTo: '2026-12-09' });
    await call('POST', `/api/employees/${e.id}/schedules`, { scheduleId: b.id, validFrom: '2026-12-11' });
    const res = await get(`/api/employees/${e.id}/expected-days?from=2026-12-07&to=2026-12-14`);
    assert.equal(res.statusCode, 200, res.body);
    const days = (res.json() as { date: string; source: string; restDay: boolean; publicHoliday: boolean; expectedMinutes: number }[])
      .map((d) => `${d.date} ${d.source} ${d.restDay ? 'rest' : d.expectedMinutes}${d.publicHoliday ? ' holiday' : ''}`);
    assert.deepEqual(days, [
      '2026-12-07 ASSIGNMENT 420', // Monday 09:00–17:00 less an hour's break
      '2026-12-08 ASSIGNMENT rest holiday',
      '2026-12-09 EXCEPTION 240',
      '2026-12-10 NONE rest',
      '2026-12-11 ASSIGNMENT 420',
      '2026-12-12 ASSIGNMENT rest', // Saturday
      '2026-12-13 ASSIGNMENT rest',
      '2026-12-14 ASSIGNMENT 420',
    ]);
    const tooLong = await get(`/api/employees/${e.id}/expected-days?from=2026-01-01&to=2026-12-31`);
    assert.equal(tooLong.statusCode, 400);
    assert.equal(tooLong.json().subErrors[0].field, 'to');
  });

  test('the batch reads answer several employees in one call, the same as one by one', async () => {
    const [e1, e2, e3] = [await createEmployee(t.db), await createEmployee(t.db), await createEmployee(t.db)];
    const a = await schedule('Batch A');
    const b = await schedule('Batch B', { days: week({ type: 'FREE', durationInMinutes: 300 }) });
    await call('POST', `/api/employees/${e1.id}/schedules`, { scheduleId: a.id, validFrom: '2027-01-01', validTo: '2027-01-31' });
    await call('POST', `/api/employees/${e1.id}/schedules`, { scheduleId: b.id, validFrom: '2027-02-01' });
    await call('POST', `/api/employees/${e2.id}/schedules`, { scheduleId: b.id, validFrom: '2027-01-15' });
    const list = await get(`/api/schedule-assignments?employeeIds=${e1.id},${e2.id},${e3.id}&from=2027-01-20`);
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual((list.json() as { employeeId: number; scheduleName: string; validFrom: string }[]).map((r) => [r.employeeId, r.scheduleName, r.validFrom]), [
      [e1.id, b.name, '2027-02-01'], [e1.id, a.name, '2027-01-01'], [e2.id, b.name, '2027-01-15'],
    ]);
    const byId = await get(`/api/schedule-assignments?ids=${(list.json() as { id: number }[])[1].id}`);
    assert.deepEqual((byId.json() as { scheduleName: string }[]).map((r) => r.scheduleName), [a.name]);
    const batch = await get(`/api/expected-days?employeeIds=${e1.id},${e2.id},${e3.id}&from=2027-01-29&to=2027-02-01`);
    assert.equal(batch.statusCode, 200, batch.body);
    const rows = batch.json() as { employeeId: number; days: unknown[] }[];
    assert.deepEqual(rows.map((r) => r.employeeId), [e1.id, e2.id, e3.id]);
    for (const row of rows) {
      assert.deepEqual(row.days, (await get(`/api/employees/${row.employeeId}/expected-days?from=2027-01-29&to=2027-02-01`)).json());
    }
    const monday = (rows[0].days as { date: string; expectedMinutes: number }[]).map((d) => `${d.date} ${d.expectedMinutes}`);
    assert.deepEqual(monday, ['2027-01-29 420', '2027-01-30 0', '2027-01-31 0', '2027-02-01 300']);
    const reversed = await get(`/api/expected-days?employeeIds=${e1.id}&from=2027-02-01&to=2027-01-01`);
    assert.equal(reversed.statusCode, 400);
    assert.equal(reversed.json().subErrors[0].field, 'to');
    await call('POST', `/api/employees/${e3.id}/schedules`, { scheduleId: a.id, validFrom: '2000-01-01', validTo: '2000-12-31' });
    await call('POST', `/api/employees/${e3.id}/schedules`, { scheduleId: b.id, validFrom: '2001-01-01' });
    const current = await get(`/api/schedule-assignments?employeeIds=${e3.id}&current=true`);
    assert.deepEqual((current.json() as { validFrom: string }[]).map((r) => r.validFrom), ['2001-01-01'], 'only the one covering today');
  });

  test('assigning a schedule to several employees is all or nothing: one clash names the employee and assigns no one', async () => {
    const [e1, e2, e3] = [await createEmployee(t.db), await createEmployee(t.db), await createEmployee(t.db)];
    const old = await schedule('Old');
    const next = await schedule('Next');
    await call('POST', `/api/employees/${e1.id}/schedules`, { scheduleId: old.id, validFrom: '2027-01-01' });
    await call('POST', `/api/employees/${e3.id}/schedules`, { scheduleId: old.id, validFrom: '2027-04-01', validTo: '2027-04-30' });
    const clash = await call('POST', `/api/schedules/${next.id}/employees`, { employeeIds: [e1.id, e2.id, e3.id], validFrom: '2027-03-15', endPrevious: true });
    assert.equal(clash.statusCode, 409, clash.body);
    assert.equal(clash.json().subErrors[0].field, 'employeeIds[2]');
    const held = async (id: number) => {
      const res = await get(`/api/employees/${id}/schedules`);
      return (res.statusCode === 204 ? [] : res.json().content) as { scheduleName: string; validTo: string | null }[];
    };
    assert.deepEqual((await held(e2.id)).length, 0, 'nothing half written');
    assert.equal((await held(e1.id))[0].validTo, null, 'the open assignment was not ended');
    const ok = await call('POST', `/api/schedules/${next.id}/employees`, { employeeIds: [e1.id, e2.id], validFrom: '2027-03-15', endPrevious: true });
    assert.equal(ok.statusCode, 201, ok.body);
    assert.deepEqual((ok.json().assignments as { employeeId: number; scheduleName: string }[]).map((a) => [a.employeeId, a.scheduleName]), [[e1.id, next.name], [e2.id, next.name]]);
    assert.deepEqual((await held(e1.id)).map((a) => [a.scheduleName, a.validTo]), [[next.name, null], [old.name, '2027-03-14']]);
    const unknown = await call('POST', `/api/schedules/${next.id}/employees`, { employeeIds: [e2.id, 2_000_000_000], validFrom: '2028-01-01' });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().subErrors[0].field, 'employeeIds[1]');
  });

  test('two saves racing for overlapping periods: exactly one wins (the employee row is locked)', async () => {
    const e = await createEmployee(t.db);
    const a = await schedule('Race');
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) =>
      call('POST', `/api/employees/${e.id}/schedules`, { scheduleId: a.id, validFrom: `2026-0${(i % 3) + 1}-01` })));
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [201, 409, 409, 409, 409, 409]);
    const rows = await t.db.selectFrom('employee_schedules').selectAll().where('employee_id', '=', e.id).execute();
    assert.equal(rows.length, 1);
  });
});
