/**
 * What keeps stored workdays true without anyone reading them (issue #14 item 2): an assignment, a schedule edit, a
 * holiday or the holiday policy recompute exactly the stored workdays they touch — at once when few, through the
 * queue when many —; closed payroll periods keep theirs; the hourly job closes ended days (ABSENT becomes final);
 * the jobs run through pg-boss on this database.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { http } from '../../support/http.ts';
import { unique } from '../../support/factories.ts';
import { closeEndedDays, drainWorkdayQueue } from '../../../api/src/attendance/recompute.service.ts';
import { INLINE_LIMIT } from '../../../api/src/attendance/workday-triggers.ts';
import { startJobs } from '../../../api/src/platform/jobs.ts';

let t: TestApp;
let admin: { token: string };
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });
beforeEach(() => { t.clock.offsetMs = 0; });

const { call } = http(() => t, () => admin.token);
const at = (iso: string) => { t.clock.offsetMs = Date.parse(iso) - Date.now(); };
const week = (day: Record<string, unknown>) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...(weekday % 6 === 0 ? { type: 'REST' } : day) }));
const NINE_TO_SIX = { type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', breakStart: '13:00', breakEnd: '14:00', breakDuration: 60 };

async function newSchedule(day: Record<string, unknown> = NINE_TO_SIX) {
  const s = await call('POST', '/api/schedules', { name: `Triggers ${unique()}`, days: week(day) });
  assert.equal(s.statusCode, 201, s.body);
  return s.json().id as number;
}
async function assign(employeeId: number, scheduleId: number, validFrom = '2026-01-01') {
  const a = await call('POST', `/api/employees/${employeeId}/schedules`, { scheduleId, validFrom });
  assert.equal(a.statusCode, 201, a.body);
  return a.json().assignment.id as number;
}
const person = async () => (await t.signedIn(['EMPLOYEE'])) as { token: string; employeeId: number };
/** Reads the days through the API, which stores them. */
async function read(employeeId: number, from: string, to: string) {
  const r = await t.request({ method: 'GET', url: `/api/attendances?from=${from}&to=${to}&employeeId=${employeeId}`, token: admin.token });
  assert.equal(r.statusCode, 200, r.body);
}
/** The stored row as it is, not as a read would freshen it. */
async function stored(employeeId: number, date: string) {
  const { rows: [row] } = await sql<{ kind: string; expected_minutes: number; absent: string | null }>`
    select w.kind, w.expected_minutes,
      (select i.status || case when i.final then ':final' else '' end from inconsistencies i where i.employee_id = w.employee_id and i.date = w.date and i.type = 'ABSENT') as absent
    from workdays w where w.employee_id = ${employeeId} and w.date = ${date}::date`.execute(t.db);
  return row;
}
const queued = async (employeeId: number) =>
  (await sql<{ n: number }>`select count(*)::int as n from workday_queue where employee_id = ${employeeId}`.execute(t.db)).rows[0].n;

describe('changes recompute the stored workdays they touch', () => {
  test('an assignment turns stored days without a schedule into workdays with ABSENT, in its own transaction', async () => {
    const me = await person();
    at('2026-05-08T20:00:00Z');
    await read(me.employeeId, '2026-05-04', '2026-05-08');
    assert.equal((await stored(me.employeeId, '2026-05-05')).kind, 'NO_SCHEDULE');
    await assign(me.employeeId, await newSchedule(), '2026-05-01');
    const row = await stored(me.employeeId, '2026-05-05');
    assert.equal(row.kind, 'WORK');
    assert.equal(row.expected_minutes, 480);
    assert.equal(row.absent, 'PENDING:final');
    assert.equal(await queued(me.employeeId), 0, 'recomputed at once, nothing left queued');
  });

  test('removing the assignment takes the ABSENT away (resolved AUTO, the row kept)', async () => {
    const me = await person();
    at('2026-05-08T20:00:00Z');
    const assignment = await assign(me.employeeId, await newSchedule(), '2026-05-01');
    await read(me.employeeId, '2026-05-04', '2026-05-05');
    assert.equal((await stored(me.employeeId, '2026-05-04')).absent, 'PENDING:final');
    const r = await call('DELETE', `/api/employees/${me.employeeId}/schedules/${assignment}`);
    assert.equal(r.statusCode, 204, r.body);
    const row = await stored(me.employeeId, '2026-05-04');
    assert.equal(row.kind, 'NO_SCHEDULE');
    assert.equal(row.absent, 'RESOLVED:final');
  });

  test('editing a schedule recomputes its holders\' stored days: a workday made a rest day loses its ABSENT', async () => {
    const me = await person();
    const scheduleId = await newSchedule();
    await assign(me.employeeId, scheduleId);
    at('2026-05-08T20:00:00Z');
    await read(me.employeeId, '2026-05-04', '2026-05-04'); // a Monday
    assert.equal((await stored(me.employeeId, '2026-05-04')).absent, 'PENDING:final');
    const days = week(NINE_TO_SIX).map((d) => (d.weekday === 1 ? { weekday: 1, type: 'REST' } : d));
    const r = await call('PUT', `/api/schedules/${scheduleId}`, { name: `Triggers ${unique()}`, days });
    assert.equal(r.statusCode, 200, r.body);
    const row = await stored(me.employeeId, '2026-05-04');
    assert.equal(row.kind, 'REST');
    assert.equal(row.absent, 'RESOLVED:final');
  });

  test('a holiday created on a stored day makes it a HOLIDAY; deleting it brings the ABSENT back', async () => {
    const me = await person();
    await assign(me.employeeId, await newSchedule());
    at('2026-06-20T20:00:00Z');
    await read(me.employeeId, '2026-06-17', '2026-06-17');
    assert.equal((await stored(me.employeeId, '2026-06-17')).kind, 'WORK');
    const h = await call('POST', '/api/holidays', { holidayDate: '2026-06-17', name: 'Triggers day' });
    assert.equal(h.statusCode, 201, h.body);
    assert.equal((await stored(me.employeeId, '2026-06-17')).kind, 'HOLIDAY');
    const off = await call('PUT', '/api/holidaypolicy/1?isActive=false');
    assert.equal(off.statusCode, 204, off.body);
    assert.equal((await stored(me.employeeId, '2026-06-17')).kind, 'WORK', 'the holiday policy turned off');
    assert.equal((await call('PUT', '/api/holidaypolicy/1?isActive=true')).statusCode, 204);
    assert.equal((await stored(me.employeeId, '2026-06-17')).kind, 'HOLIDAY');
    const d = await call('DELETE', `/api/holidays/${h.json().id}`);
    assert.equal(d.statusCode, 204, d.body);
    const row = await stored(me.employeeId, '2026-06-17');
    assert.equal(row.kind, 'WORK');
    assert.equal(row.absent, 'PENDING:final', 'the same ABSENT reopened');
  });

  test('a change touching more stored days than a transaction recomputes goes through the queue, and the drain settles it', async () => {
    const me = await person();
    const scheduleId = await newSchedule();
    await assign(me.employeeId, scheduleId, '2025-01-01');
    at('2026-02-01T12:00:00Z');
    // more than INLINE_LIMIT stored days, in windows the API accepts
    for (let m = 0; m < 12; m++) {
      const from = new Date(Date.UTC(2025, m, 1)).toISOString().slice(0, 10);
      const to = new Date(Date.UTC(2025, m + 1, 0)).toISOString().slice(0, 10);
      await read(me.employeeId, from, to);
    }
    const days = week(NINE_TO_SIX).map((d) => (d.weekday === 2 ? { weekday: 2, type: 'REST' } : d));
    assert.equal((await call('PUT', `/api/schedules/${scheduleId}`, { name: `Triggers ${unique()}`, days })).statusCode, 200);
    assert.ok((await queued(me.employeeId)) > INLINE_LIMIT, 'queued, not recomputed in the request');
    await t.app.inject({ method: 'GET', url: '/api/health' });
    while (await drainWorkdayQueue(t.db, new Date(Date.now() + t.clock.offsetMs), 1000) > 0) { /* until empty */ }
    assert.equal(await queued(me.employeeId), 0);
    assert.equal((await stored(me.employeeId, '2025-03-04')).kind, 'REST', 'a Tuesday');
  });

  test('a closed payroll period keeps its workdays through a schedule change', async () => {
    const me = await person();
    const scheduleId = await newSchedule();
    await assign(me.employeeId, scheduleId, '2026-01-01');
    at('2026-04-10T12:00:00Z');
    await read(me.employeeId, '2026-03-02', '2026-03-03');
    // the period 1–28 March (periods end on the 28th)
    const close = await call('POST', '/api/payroll-periods/close', { date: '2026-03-02' });
    assert.equal(close.statusCode, 200, close.body);
    const days = week(NINE_TO_SIX).map((d) => (d.weekday === 1 ? { weekday: 1, type: 'REST' } : d));
    assert.equal((await call('PUT', `/api/schedules/${scheduleId}`, { name: `Triggers ${unique()}`, days })).statusCode, 200);
    assert.equal((await stored(me.employeeId, '2026-03-02')).kind, 'WORK', 'a Monday of the closed period stays as it was');
    assert.equal(await queued(me.employeeId), 0);
  });
});

describe('extra-hour rules recompute the hours of the days they touch', () => {
  test('a rule for one employee splits their stored extra at once; disabling and deleting it give it back to the remainder', async () => {
    const me = await person();
    await assign(me.employeeId, await newSchedule({ ...NINE_TO_SIX, breakStart: null, breakEnd: null, breakDuration: 0 }));
    for (const [type, iso] of [['IN', '2026-05-05T08:00:00Z'], ['OUT', '2026-05-05T19:00:00Z']] as const) {
      at(iso);
      assert.equal((await call('POST', '/api/clocks/admin', { employeeId: me.employeeId, type, instant: iso, comment: 'test', confirmed: true })).statusCode, 201);
    }
    at('2026-05-06T12:00:00Z');
    await read(me.employeeId, '2026-05-05', '2026-05-05'); // 09:00–20:00 in Lisbon (summer time)
    const extra = async () => {
      const { rows: [row] } = await sql<{ extra: { title: string; minutes: number }[] | string }>`select extra from workdays where employee_id = ${me.employeeId} and date = '2026-05-05'`.execute(t.db);
      const list = typeof row.extra === 'string' ? JSON.parse(row.extra) : row.extra;
      return Object.fromEntries(list.filter((e: { minutes: number }) => e.minutes > 0).map((e: { title: string; minutes: number }) => [e.title, e.minutes]));
    };
    assert.deepEqual(await extra(), { Extra: 120 });
    const created = await call('POST', '/api/extra-hours-policies', { name: 'Evening', categoryLevel: 'EMPLOYEE', categoryValue: me.employeeId, start: 1080, end: 1140 });
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(await extra(), { Evening: 60, Extra: 60 }, 'recomputed in the rule\'s transaction');
    assert.equal((await call('PUT', `/api/extra-hours-policies/${created.json().id}/false`)).statusCode, 204);
    assert.deepEqual(await extra(), { Extra: 120 });
    assert.equal((await call('PUT', `/api/extra-hours-policies/${created.json().id}/true`)).statusCode, 204);
    assert.deepEqual(await extra(), { Evening: 60, Extra: 60 });
    assert.equal((await call('DELETE', `/api/extra-hours-policies/${created.json().id}`)).statusCode, 204);
    assert.deepEqual(await extra(), { Extra: 120 });
    const { rows: [left] } = await sql<{ n: number }>`select count(*)::int as n from workday_queue where employee_id = ${me.employeeId} and date = '2026-05-05'`.execute(t.db);
    assert.equal(left.n, 0, 'nothing of that day left queued');
  });
});

describe('the hourly close of ended days', () => {
  test('yesterday\'s workday with no clock is stored, closed, with a final ABSENT, without anyone reading it', async () => {
    const me = await person();
    await assign(me.employeeId, await newSchedule());
    const now = new Date('2026-07-08T01:15:00Z'); // Wednesday night; Tuesday 7 and Monday 6 have ended
    const stats = await closeEndedDays(t.db, now);
    assert.ok(stats.employees >= 1);
    const row = await stored(me.employeeId, '2026-07-07');
    assert.equal(row.kind, 'WORK');
    assert.equal(row.absent, 'PENDING:final');
    const again = await closeEndedDays(t.db, now);
    assert.equal(again.employees, 0, 'a second run finds nothing left to close');
  });
});

describe('jobs in the database (pg-boss)', () => {
  test('a job triggered runs once even when triggered twice; a cron schedule is stored', async () => {
    let runs = 0;
    let done!: () => void;
    const ran = new Promise<void>((r) => { done = r; });
    const jobs = await startJobs(t.db, [{ name: 'test.job', cron: '0 3 * * *', run: async () => { runs++; done(); } }], (err) => { throw err; }, { pollingIntervalSeconds: 0.5 });
    try {
      await jobs.trigger('test.job');
      await jobs.trigger('test.job');
      await ran;
      const { rows } = await sql<{ name: string; cron: string }>`select name, cron from pgboss.schedule where name = 'test.job'`.execute(t.db);
      assert.deepEqual(rows.map((r) => [r.name, r.cron]), [['test.job', '0 3 * * *']]);
    } finally {
      await jobs.stop();
    }
    assert.equal(runs, 1);
  });
});
