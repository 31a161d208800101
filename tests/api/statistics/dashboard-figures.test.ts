/**
 * The dashboards' figures (core §3 KPIs; issue #17): `GET /statistics/today`, `/statistics/attendance-trend`,
 * `/statistics/inconsistency-types` and `GET /employees/{id}/kpi`.
 *
 * "Now" is fixed: Wednesday 12 March 2031, 11:00 in Lisbon (UTC+0 in March); its week runs Monday 10 to Sunday 16.
 * Each test reads through the manager of a department of its own, so it sees its own people only. Inconsistencies are
 * written as the engine stores them (inconsistency-fixtures.ts); clocks and absences go through the API.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import type { InconsistencyType } from '../../../domain/index.ts';
import { createDepartment, createEmployee, makeManagerOf, unique } from '../../support/factories.ts';
import { expectStatus, http } from '../../support/http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { raise } from '../inconsistencies/inconsistency-fixtures.ts';

const NOW = '2031-03-12T11:00:00Z';
const TODAY = '2031-03-12';

interface Point { date: string; present: number; absent: number; excused: number; late: number }

let t: TestApp;
let admin: { token: string };
let absenceType: number;

const { get, post, put, del } = http(() => t, () => admin.token);
const at = (iso: string) => { t.clock.offsetMs = Date.parse(iso) - Date.now(); };

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  absenceType = expectStatus(await post('/api/absences-types/', { name: `Figures ${unique()}`, approval: 'HR' }), 201).json().id;
});
after(async () => { await t?.close(); });
beforeEach(() => { at(NOW); });

/** A department of its own, its manager's token, and a way to add people to it. */
async function team() {
  const department = (await createDepartment(t.db)).id;
  const manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: department });
  await makeManagerOf(t.db, manager.employeeId!, department);
  const person = async (extra: Record<string, unknown> = {}) => (await createEmployee(t.db, { department_id: department, ...extra })).id;
  return { department, token: manager.token, managerId: manager.employeeId!, person };
}
async function clock(employeeId: number, type: 'IN' | 'OUT', instant: string): Promise<number> {
  return expectStatus(await post('/api/clocks/admin', { employeeId, type, instant, comment: 'figures test', confirmed: true }), 201).json().id;
}
async function request(employeeId: number, from: string, to = from): Promise<number> {
  return expectStatus(await post('/api/absence-requests/', { requesterId: employeeId, absenceTypeId: absenceType, periods: [{ validFrom: from, validTo: to }] }), 201).json().id;
}
const approve = async (id: number) => { expectStatus(await put(`/api/absence-requests/${id}`, { adminStatus: 'APPROVED' }), 204); return id; };
/**
 * A finding of today as the engine stores it when it computes the day: the workday is stored as computed now, so a
 * read that brings today up to date (the trend, today's figures) leaves it as it is.
 */
async function found(employeeId: number, date: string, type: InconsistencyType) {
  await t.db.insertInto('workdays').values({
    employee_id: employeeId, date, kind: 'WORK', time_zone: 'Europe/Lisbon', scheduled_minutes: 480, expected_minutes: 480, absence_minutes: 0,
    worked_minutes: 0, break_minutes: 0, extra_minutes: 0, night_minutes: 0, balance_minutes: 0, extra: '[]', expected: '[]', pairs: '[]',
    closed: false, computed_at: new Date(NOW),
  }).onConflict((c) => c.doNothing()).execute();
  return raise(t.db, employeeId, date, type);
}
const resolve = async (id: number, resolution: 'AUTO' | 'MANUAL') =>
  t.db.updateTable('inconsistencies').set({ status: 'RESOLVED', resolution }).where('id', '=', id).execute();
const read = async <T>(url: string, token: string): Promise<T> => expectStatus(await get(url, token), 200).json();
const trend = (token: string, days = 7) => read<Point[]>(`/api/statistics/attendance-trend?days=${days}`, token);
const pointOf = (points: Point[], date: string) => {
  const p = points.find((x) => x.date === date);
  assert.ok(p, `a point for ${date}`);
  return p;
};

describe('GET /statistics/today', () => {
  test('late clocks and missing clocks still to review, people absent today and with an absence this week', async () => {
    const { token, person } = await team();
    const [late, lateArchived, lateYesterday, missing, missingYesterday, missingOlder] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => person()));
    await found(late, TODAY, 'LATE_CLOCK');
    await resolve((await found(lateArchived, TODAY, 'LATE_CLOCK')).id, 'MANUAL');
    await raise(t.db, lateYesterday, '2031-03-11', 'LATE_CLOCK');
    await found(missing, TODAY, 'CLOCK_MISSING');
    await raise(t.db, missingYesterday, '2031-03-11', 'CLOCK_MISSING');
    await raise(t.db, missingOlder, '2031-03-10', 'CLOCK_MISSING');

    const [away, asked, friday, nextWeek, cancelled, lastWeek] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => person()));
    await approve(await request(away, '2031-03-11', '2031-03-13'));
    await request(asked, TODAY); // waiting for a decision: not away today, but booked this week
    await approve(await request(friday, '2031-03-14'));
    await approve(await request(nextWeek, '2031-03-17'));
    expectStatus(await del(`/api/absence-requests/${await approve(await request(cancelled, '2031-03-13'))}?reason=plans%20changed`), 204);
    await approve(await request(lastWeek, '2031-03-06', '2031-03-07'));

    assert.deepEqual(await read('/api/statistics/today', token), { lateClocks: 1, missingClocks: 2, absences: 1, absencesThisWeek: 3 });
  });

  test('someone of another department counts for nobody else, and an administrator sees them all', async () => {
    const mine = await team();
    const theirs = await team();
    await found(await theirs.person(), TODAY, 'LATE_CLOCK');
    await approve(await request(await theirs.person(), TODAY));
    assert.deepEqual(await read('/api/statistics/today', mine.token), { lateClocks: 0, missingClocks: 0, absences: 0, absencesThisWeek: 0 });
    assert.deepEqual(await read('/api/statistics/today', theirs.token), { lateClocks: 1, missingClocks: 0, absences: 1, absencesThisWeek: 1 });
    const all = await read<{ lateClocks: number; absences: number }>('/api/statistics/today', admin.token);
    assert.ok(all.lateClocks >= 1 && all.absences >= 1);
  });

  test('a leaver\'s open problems and absences no longer count today', async () => {
    const { token, person } = await team();
    const left = await person({ end_date: '2031-03-11' });
    await found(left, TODAY, 'LATE_CLOCK');
    assert.equal((await read<{ lateClocks: number }>('/api/statistics/today', token)).lateClocks, 0);
  });
});

describe('GET /statistics/attendance-trend', () => {
  test('one point per day, oldest first, today last: clocks count present (once per person), ABSENT absent, approved absences excused, LATE_CLOCK late', async () => {
    const { token, person } = await team();
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => person()));
    await clock(a, 'IN', '2031-03-10T09:00:00Z');
    await clock(a, 'OUT', '2031-03-10T17:00:00Z');
    await clock(b, 'IN', '2031-03-10T09:10:00Z');
    const removed = await clock(b, 'IN', '2031-03-09T10:00:00Z');
    expectStatus(await del(`/api/clocks/${removed}?reason=not%20a%20working%20day`), 204);
    await clock(b, 'IN', '2031-03-12T08:55:00Z');
    await raise(t.db, c, '2031-03-11', 'ABSENT');
    await resolve((await raise(t.db, c, '2031-03-10', 'ABSENT')).id, 'AUTO'); // a later clock explained it
    await resolve((await raise(t.db, d, '2031-03-11', 'ABSENT')).id, 'MANUAL'); // archived: still absent that day
    await found(a, TODAY, 'LATE_CLOCK');
    await approve(await request(d, '2031-03-10'));
    await request(c, TODAY); // waiting: excuses nothing

    const points = await trend(token, 7);
    assert.deepEqual(points.map((p) => p.date), ['2031-03-06', '2031-03-07', '2031-03-08', '2031-03-09', '2031-03-10', '2031-03-11', '2031-03-12']);
    assert.deepEqual(pointOf(points, '2031-03-09'), { date: '2031-03-09', present: 0, absent: 0, excused: 0, late: 0 }, 'a deleted clock counts nobody');
    assert.deepEqual(pointOf(points, '2031-03-10'), { date: '2031-03-10', present: 2, absent: 0, excused: 1, late: 0 });
    assert.deepEqual(pointOf(points, '2031-03-11'), { date: '2031-03-11', present: 0, absent: 2, excused: 0, late: 0 });
    assert.deepEqual(pointOf(points, TODAY), { date: TODAY, present: 1, absent: 0, excused: 0, late: 1 });
  });

  test('`days` points: 1 is today alone, 92 reaches back 91 days; 30 by default', async () => {
    const { token } = await team();
    const one = await trend(token, 1);
    assert.deepEqual(one.map((p) => p.date), [TODAY]);
    const long = await trend(token, 92);
    assert.equal(long.length, 92);
    assert.deepEqual([long[0].date, long[91].date], ['2030-12-11', TODAY]);
    const byDefault = await read<Point[]>('/api/statistics/attendance-trend', token);
    assert.deepEqual([byDefault.length, byDefault[0].date, byDefault[29].date], [30, '2031-02-11', TODAY]);
  });

  test('the day follows the company\'s time zone: 23:30 UTC on a summer evening is the next day in Lisbon', async () => {
    const { token, person } = await team();
    const a = await person();
    at('2031-07-02T08:00:00Z');
    await clock(a, 'IN', '2031-07-01T23:30:00Z'); // 00:30 on 2 July in Lisbon (UTC+1)
    const points = await trend(token, 2);
    assert.deepEqual(points.map((p) => [p.date, p.present]), [['2031-07-01', 0], ['2031-07-02', 1]]);
  });

  test('someone hired during the period counts on the days they clocked', async () => {
    const { token, person } = await team();
    const hired = await person({ start_date: '2031-03-11' });
    await clock(hired, 'IN', '2031-03-11T09:00:00Z');
    await clock(hired, 'OUT', '2031-03-11T17:00:00Z');
    assert.equal(pointOf(await trend(token, 7), '2031-03-11').present, 1);
  });

  test('one person late twice in a day (arrival and break) is one late person', async () => {
    const { token, person } = await team();
    const a = await person();
    await raise(t.db, a, '2031-03-11', 'LATE_CLOCK');
    await raise(t.db, a, '2031-03-11', 'LATE_CLOCK');
    assert.equal(pointOf(await trend(token, 7), '2031-03-11').late, 1);
  });

  test('the trend\'s today counts someone who has not come in as absent, as count-absent does', async () => {
    const { token, person, department } = await team();
    const a = await person();
    const schedule = expectStatus(await post('/api/schedules', {
      name: `Figures ${unique()}`,
      days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...(weekday % 6 === 0 ? { type: 'REST' } : { type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', toleranceAfterStart: 15 }) })),
    }), 201).json().id;
    expectStatus(await post(`/api/employees/${a}/schedules`, { scheduleId: schedule, validFrom: '2031-01-01' }), 201);
    const absentOnTrend = pointOf(await trend(token, 1), TODAY).absent;
    const countAbsent = (await read<{ count: number }>(`/api/departments/${department}/count-absent`, token));
    assert.equal(absentOnTrend, Number(countAbsent.count ?? countAbsent));
    assert.equal(absentOnTrend, 1);
  });
});

describe('GET /statistics/inconsistency-types', () => {
  test('the most frequent types of the period first (ties by name), without those a recompute resolved or older than the period', async () => {
    const { token, person } = await team();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => person()));
    const seed: [number, string, InconsistencyType][] = [
      [a, TODAY, 'CLOCK_MISSING'], [b, '2031-03-11', 'CLOCK_MISSING'], [c, '2031-02-11', 'CLOCK_MISSING'],
      [a, '2031-03-10', 'LATE_CLOCK'], [b, '2031-03-10', 'LATE_CLOCK'],
      [c, '2031-03-05', 'ABSENT'], [a, '2031-03-05', 'DAY_OFF'],
      [a, '2031-02-10', 'NO_CLOCK'], [b, '2031-02-10', 'NO_CLOCK'], [c, '2031-02-10', 'NO_CLOCK'], [a, '2031-02-09', 'NO_CLOCK'], // before the 30 days
    ];
    for (const [who, date, type] of seed) await raise(t.db, who, date, type);
    for (const who of [a, b, c]) await resolve((await found(who, TODAY, 'EARLY_CLOCK')).id, 'AUTO');
    await resolve((await found(c, TODAY, 'ABSENT')).id, 'MANUAL'); // archived by a person: it happened

    assert.deepEqual(await read('/api/statistics/inconsistency-types?days=30', token), [
      { type: 'CLOCK_MISSING', count: 3 }, { type: 'ABSENT', count: 2 }, { type: 'LATE_CLOCK', count: 2 }, { type: 'DAY_OFF', count: 1 },
    ]);
    assert.deepEqual(await read('/api/statistics/inconsistency-types?days=30&size=2', token), [{ type: 'CLOCK_MISSING', count: 3 }, { type: 'ABSENT', count: 2 }]);
    assert.deepEqual(await read('/api/statistics/inconsistency-types?days=1', token), [{ type: 'ABSENT', count: 1 }, { type: 'CLOCK_MISSING', count: 1 }]);
    const year = await read<{ type: string; count: number }[]>('/api/statistics/inconsistency-types?days=366&size=7', token);
    assert.deepEqual(year[0], { type: 'NO_CLOCK', count: 4 });
    assert.deepEqual(await read('/api/statistics/inconsistency-types?days=30', (await team()).token), [], 'another department\'s manager sees none of it');
  });
});

describe('GET /employees/{id}/kpi', () => {
  test('today\'s clocks, pending inconsistencies, requests waiting, the next absence and the holiday figures of the balance', async () => {
    const department = (await createDepartment(t.db)).id;
    const employee = await t.signedIn(['EMPLOYEE'], { departmentId: department });
    const me = employee.employeeId!;
    expectStatus(await put(`/api/employees-time/employee/${me}/year/2031`, { holidayDays: 22 }), 204);
    await clock(me, 'IN', '2031-03-11T09:00:00Z');
    await clock(me, 'OUT', '2031-03-11T17:00:00Z');
    await clock(me, 'IN', '2031-03-12T08:00:00Z');
    await clock(me, 'OUT', '2031-03-12T09:00:00Z');
    const mistake = await clock(me, 'IN', '2031-03-12T09:30:00Z');
    expectStatus(await del(`/api/clocks/${mistake}?reason=double%20badge`), 204);
    // The engine judges those days (clocks without a timetable are DAY_OFF); the grid brings them up to date.
    expectStatus(await get(`/api/attendances?from=2031-03-09&to=${TODAY}&employeeId=${me}`), 200);
    const badge = async () => (await read<{ count: number }>('/api/inconsistencies/count', employee.token)).count;
    const kpiOf = () => read<Record<string, number | null>>(`/api/employees/${me}/kpi`, employee.token);
    const before = await kpiOf();
    assert.equal(before.inconsistencies, await badge(), 'the KPI says what the header badge says');

    await raise(t.db, me, '2031-03-05', 'LATE_CLOCK');
    await raise(t.db, me, '2031-03-06', 'CLOCK_MISSING');
    await resolve((await raise(t.db, me, '2031-03-04', 'DAY_OFF')).id, 'MANUAL');
    await request(me, '2031-04-01', '2031-04-02');
    await approve(await request(me, '2031-03-17'));

    const kpi = await kpiOf();
    assert.deepEqual([kpi.clocksToday, kpi.inconsistencies, kpi.absenceRequests, kpi.daysToNextAbsence], [2, before.inconsistencies! + 2, 1, 5]);
    assert.equal(kpi.inconsistencies, await badge());
    assert.equal(kpi.totalAllowedHolidaysThisYear, 22);
    assert.equal((await get(`/api/employees/${me}/kpi`, (await team()).token)).statusCode, 404, 'another department\'s manager is told 404');
    const balance = await read<Record<string, number | null>>(`/api/employees/${me}/absence-kpis`, admin.token);
    for (const key of ['daysAlreadyAbsentOnHolidaysThisYear', 'daysBookedHolidaysYearBefore', 'daysRemainingToBookHolidaysThisYear',
      'daysRemainingToBookHolidaysYearBefore', 'totalAllowedHolidaysThisYear', 'totalAllowedHolidaysYearBefore', 'daysNotTaken', 'daysCarriedFromPreviousYear']) {
      assert.equal(typeof kpi[key], 'number', `${key} is a number`);
      if (key in balance) assert.equal(kpi[key], balance[key], `${key}: the KPI says what the balance says`);
    }
  });

  test('someone with nothing yet: zeros and no next absence', async () => {
    const { token, person } = await team();
    const kpi = await read<Record<string, number | null>>(`/api/employees/${await person()}/kpi`, token);
    assert.deepEqual([kpi.clocksToday, kpi.inconsistencies, kpi.absenceRequests, kpi.daysToNextAbsence], [0, 0, 0, null]);
  });

  test('an employee reads their own KPIs; yesterday\'s clocks are not today\'s once the day turns', async () => {
    const department = (await createDepartment(t.db)).id;
    const me = await t.signedIn(['EMPLOYEE'], { departmentId: department });
    await clock(me.employeeId!, 'IN', '2031-03-12T08:00:00Z');
    assert.equal((await read<{ clocksToday: number }>(`/api/employees/${me.employeeId}/kpi`, me.token)).clocksToday, 1);
    at('2031-03-13T00:30:00Z');
    assert.equal((await read<{ clocksToday: number }>(`/api/employees/${me.employeeId}/kpi`, me.token)).clocksToday, 0);
  });
});
