/**
 * The schedule editor's what-if (issue #14 item 6): POST /schedules/{id}/preview says what a schedule change would do
 * to the hours and inconsistencies of its holders' days, computed by the same engine in a transaction always rolled
 * back — the real validation answers, nothing is written, at most 500 holders, administrators only.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { http } from '../../support/http.ts';
import { assertRejected } from '../../support/assert-rejected.ts';
import { unique } from '../../support/factories.ts';
import type { RoleName } from '../../../domain/roles.ts';

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
const NINE_TO_SIX = { type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', breakStart: '13:00', breakEnd: '14:00', breakDuration: 60, toleranceAfterStart: 15, toleranceBeforeEnd: 15 };
/** Monday–Friday as given (Monday as `monday` when given), the weekend at rest. */
const week = (day: Record<string, unknown>, monday = day) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...(weekday % 6 === 0 ? { type: 'REST' } : weekday === 1 ? monday : day) }));
/** Thursday 19 March 2026, midday in Lisbon (UTC+0): the default period is Friday 6 to Thursday 19. */
const TODAY = '2026-03-19T12:00:00Z';

async function newSchedule(name = `Preview ${unique()}`) {
  const s = await call('POST', '/api/schedules', { name, days: week(NINE_TO_SIX) });
  assert.equal(s.statusCode, 201, s.body);
  return { id: s.json().id as number, name };
}
async function assign(employeeId: number, scheduleId: number, validFrom = '2026-01-01', validTo?: string) {
  const a = await call('POST', `/api/employees/${employeeId}/schedules`, { scheduleId, validFrom, ...(validTo ? { validTo } : {}) });
  assert.equal(a.statusCode, 201, a.body);
}
const person = async () => (await t.signedIn(['EMPLOYEE'])).employeeId!;
async function clockAt(employeeId: number, type: 'IN' | 'OUT', iso: string) {
  at(iso);
  const r = await call('POST', '/api/clocks/admin', { employeeId, type, comment: 'test', confirmed: true, instant: iso });
  assert.equal(r.statusCode, 201, r.body);
}
const preview = (id: number, body: Record<string, unknown>, token = admin.token) => call('POST', `/api/schedules/${id}/preview`, body, token);

/** What is stored about an employee's days and a schedule, to compare before and after a preview. */
async function stored(employeeIds: number[], scheduleId: number) {
  const [workdays, inconsistencies, events, queue, schedule, timetables] = await Promise.all([
    t.db.selectFrom('workdays').selectAll().where('employee_id', 'in', employeeIds).orderBy('employee_id').orderBy('date').execute(),
    t.db.selectFrom('inconsistencies').selectAll().where('employee_id', 'in', employeeIds).orderBy('id').execute(),
    t.db.selectFrom('inconsistency_events as e').innerJoin('inconsistencies as i', 'i.id', 'e.inconsistency_id').select(['e.id', 'e.action'])
      .where('i.employee_id', 'in', employeeIds).orderBy('e.id').execute(),
    t.db.selectFrom('workday_queue').selectAll().where('employee_id', 'in', employeeIds).execute(),
    t.db.selectFrom('week_schedules').selectAll().where('id', '=', scheduleId).execute(),
    t.db.selectFrom('schedule_timetables').selectAll().where('schedule_id', '=', scheduleId).orderBy('id').execute(),
  ]);
  return JSON.stringify({ workdays, inconsistencies, events, queue, schedule, timetables });
}

interface Day { date: string; kind: string; expectedMinutes: number; extraMinutes: number; workedMinutes: number; balanceMinutes: number; inconsistencies: { type: string; anchor: string; explanation: { message: string } }[] }
interface Change { employeeId: number; employeeName: string; date: string; before: Day; after: Day; raised: string[]; resolved: string[] }

describe('what a schedule change would do', () => {
  test('making Monday a rest day resolves a past Monday\'s ABSENT, raises DAY_OFF where a Monday was worked, and writes nothing', async () => {
    const schedule = await newSchedule();
    const holder = await person();
    const other = await person();
    const formerHolder = await person();
    await assign(holder, schedule.id);
    await assign(formerHolder, schedule.id, '2026-01-01', '2026-02-28');
    await assign(other, (await newSchedule()).id);
    // Monday 9 March nobody clocks (ABSENT); Monday 16 March the holder works 09:00–18:00
    await clockAt(holder, 'IN', '2026-03-16T09:00:00Z');
    await clockAt(holder, 'OUT', '2026-03-16T18:00:00Z');
    at(TODAY);
    // the days are computed and stored (as the attendance screen would) before the preview
    const grid = await t.request({ method: 'GET', url: `/api/attendances?from=2026-03-06&to=2026-03-19&employeeIds=${holder},${other}`, token: admin.token });
    assert.equal(grid.statusCode, 200, grid.body);
    const beforePreview = await stored([holder, other, formerHolder], schedule.id);
    assert.equal(JSON.parse(beforePreview).workdays.length, 28, 'the two people\'s days are stored');

    const r = await preview(schedule.id, { name: schedule.name, days: week(NINE_TO_SIX, { type: 'REST' }) });
    assert.equal(r.statusCode, 200, r.body);
    const answer = r.json() as { from: string; to: string; holders: number; previewed: number; changes: Change[]; totals: Record<string, unknown> };
    assert.deepEqual([answer.from, answer.to], ['2026-03-06', '2026-03-19'], 'the 14 days ending today');
    assert.deepEqual([answer.holders, answer.previewed], [1, 1], 'an assignment that ended before the period holds nothing');
    assert.deepEqual(answer.changes.map((c) => [c.employeeId, c.date]), [[holder, '2026-03-09'], [holder, '2026-03-16']], 'only the Mondays differ');
    const [absentMonday, workedMonday] = answer.changes;
    assert.deepEqual([absentMonday.before.kind, absentMonday.before.expectedMinutes, absentMonday.after.kind, absentMonday.after.expectedMinutes], ['WORK', 480, 'REST', 0]);
    assert.deepEqual(absentMonday.resolved, ['ABSENT']);
    assert.deepEqual(absentMonday.raised, []);
    assert.equal(absentMonday.before.inconsistencies[0].explanation.message, 'No clock on a workday expected from 09:00 to 18:00');
    assert.deepEqual(absentMonday.after.inconsistencies, []);
    assert.deepEqual([absentMonday.before.balanceMinutes, absentMonday.after.balanceMinutes], [-480, 0]);
    assert.ok(absentMonday.employeeName.startsWith('Employee '), absentMonday.employeeName);
    assert.deepEqual(workedMonday.raised, ['DAY_OFF']);
    assert.equal(workedMonday.after.workedMinutes, 540);
    assert.equal(workedMonday.after.extraMinutes, 540, 'every minute worked on a rest day is extra');
    assert.deepEqual(answer.totals, {
      raised: { DAY_OFF: 1 }, resolved: { ABSENT: 1 },
      expectedMinutesDelta: -960, extraMinutesDelta: 540 - workedMonday.before.extraMinutes,
    });

    assert.equal(await stored([holder, other, formerHolder], schedule.id), beforePreview, 'workdays, inconsistencies and the schedule are as they were');
    const kept = await call('GET', `/api/schedules/${schedule.id}`);
    assert.equal(kept.json().days[1].type, 'FIXED', 'Monday is still a workday');
  });

  test('the same schedule changes nothing; a period can be chosen, and an end left out takes 14 days', async () => {
    const schedule = await newSchedule();
    const holder = await person();
    await assign(holder, schedule.id);
    at(TODAY);
    const same = await preview(schedule.id, { name: schedule.name, days: week(NINE_TO_SIX) });
    assert.equal(same.statusCode, 200, same.body);
    assert.deepEqual(same.json().changes, []);
    assert.deepEqual(same.json().totals, { raised: {}, resolved: {}, expectedMinutesDelta: 0, extraMinutesDelta: 0 });
    // from 10:00 to 18:00 over Monday 2 – Friday 6 March: an hour less expected each day, and the ABSENTs stay
    const later = await preview(schedule.id, { name: schedule.name, days: week({ ...NINE_TO_SIX, dayStart: '10:00' }), from: '2026-03-02', to: '2026-03-06' });
    assert.equal(later.statusCode, 200, later.body);
    const changes = later.json().changes as Change[];
    assert.deepEqual(changes.map((c) => [c.date, c.before.expectedMinutes, c.after.expectedMinutes]),
      ['02', '03', '04', '05', '06'].map((d) => [`2026-03-${d}`, 480, 420]));
    assert.deepEqual(later.json().totals.expectedMinutesDelta, -300);
    assert.deepEqual(later.json().totals.raised, {}, 'the ABSENT keeps its identity: neither raised nor resolved');
    const onlyFrom = await preview(schedule.id, { name: schedule.name, days: week(NINE_TO_SIX), from: '2026-02-01' });
    assert.deepEqual([onlyFrom.json().from, onlyFrom.json().to], ['2026-02-01', '2026-02-14']);
    const onlyTo = await preview(schedule.id, { name: schedule.name, days: week(NINE_TO_SIX), to: '2026-02-14' });
    assert.deepEqual([onlyTo.json().from, onlyTo.json().to], ['2026-02-01', '2026-02-14']);
  });

  test('at most 500 holders are previewed, the first by name; the answer says how many hold it', async () => {
    const schedule = await newSchedule();
    const prefix = `Limit ${unique()}`;
    const employees = await t.db.insertInto('employees')
      .values(Array.from({ length: 502 }, (_, i) => ({ name: `${prefix} ${String(i).padStart(3, '0')}`, email: `${unique()}${i}@test.test` })))
      .returning(['id', 'name']).execute();
    await t.db.insertInto('employee_schedules')
      .values(employees.map((e) => ({ employee_id: e.id, schedule_id: schedule.id, valid_from: '2026-01-01', valid_to: null, created_by_account_id: null }))).execute();
    at(TODAY);
    const r = await preview(schedule.id, { name: schedule.name, days: week(NINE_TO_SIX, { type: 'REST' }), from: '2026-03-16', to: '2026-03-16' });
    assert.equal(r.statusCode, 200, r.body);
    const answer = r.json() as { holders: number; previewed: number; changes: Change[]; totals: { resolved: Record<string, number> } };
    assert.deepEqual([answer.holders, answer.previewed], [502, 500]);
    assert.equal(answer.changes.length, 500);
    assert.equal(answer.changes[0].employeeName, `${prefix} 000`);
    assert.equal(answer.changes[499].employeeName, `${prefix} 499`);
    assert.deepEqual(answer.totals.resolved, { ABSENT: 500 });
  });
});

describe('refusals: the real validation, bad periods, not found; never a 500 and nothing written', () => {
  test('a schedule the PUT would refuse is refused the same way, naming the field, and nothing is written', async () => {
    const schedule = await newSchedule();
    const holder = await person();
    await assign(holder, schedule.id);
    at(TODAY);
    const state = await stored([holder], schedule.id);
    assertRejected(await preview(schedule.id, { name: schedule.name, days: week({ ...NINE_TO_SIX, dayEnd: null }) }), 400, 'days[1].dayEnd');
    assertRejected(await preview(schedule.id, { name: schedule.name, days: week(NINE_TO_SIX).slice(0, 6) }), 400, 'days');
    assertRejected(await preview(schedule.id, { name: schedule.name, days: week({ ...NINE_TO_SIX, workLocationIds: [999999] }) }), 400, 'days[1].workLocationIds[0]');
    const taken = await newSchedule();
    assertRejected(await preview(schedule.id, { name: taken.name, days: week(NINE_TO_SIX) }), 409, 'name', 'SCHEDULE_NAME_TAKEN');
    assertRejected(await preview(schedule.id, { name: schedule.name, days: week(NINE_TO_SIX), colour: 'red' }), 400, 'colour');
    assert.equal(await stored([holder], schedule.id), state);
  });

  test('bad periods name `to` (or the date field at fault); an unknown schedule is a 404', async () => {
    const schedule = await newSchedule();
    at(TODAY);
    const body = { name: schedule.name, days: week(NINE_TO_SIX) };
    assertRejected(await preview(schedule.id, { ...body, from: '2026-03-10', to: '2026-03-01' }), 400, 'to');
    assertRejected(await preview(schedule.id, { ...body, from: '2026-03-01', to: '2026-04-01' }), 400, 'to');
    assertRejected(await preview(schedule.id, { ...body, from: '2026-01-15' , to: '2026-03-19' }), 400, 'to');
    assertRejected(await preview(schedule.id, { ...body, from: '19/03/2026' }), 400, 'from');
    assertRejected(await preview(schedule.id, { ...body, to: '2026-02-30' }), 400, 'to');
    const month = await preview(schedule.id, { ...body, from: '2026-03-01', to: '2026-03-31' });
    assert.equal(month.statusCode, 200, '31 days are allowed');
    assertRejected(await preview(2147483647, body), 404, null, 'NOT_FOUND');
  });
});

describe('who may preview: those who may replace the schedule', () => {
  const CELLS: [who: RoleName | 'anonymous', status: number][] = [
    ['anonymous', 401], ['ADMIN', 200], ['SUPER_ADMIN', 200], ['DEPARTMENT_MANAGER', 403], ['TEAM_LEADER', 403], ['EMPLOYEE', 403], ['READ_ONLY', 403],
  ];
  for (const [who, status] of CELLS) {
    test(`${who} → ${status}`, async () => {
      const schedule = await newSchedule();
      const token = who === 'anonymous' ? undefined : (await t.signedIn([who])).token;
      const r = await t.request({ method: 'POST', url: `/api/schedules/${schedule.id}/preview`, token, payload: { name: schedule.name, days: week(NINE_TO_SIX) } });
      assert.equal(r.statusCode, status, r.body);
    });
  }
});
