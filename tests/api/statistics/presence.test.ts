/**
 * Who is in now (core §3 presence; issue #17): `GET /statistics/employees-presences` and `/statistics/presence-counts`
 * as the dashboards show them. PRESENT when the last clock of the last 16 hours is an IN, EXCUSED when an approved
 * absence covers today (and nothing says they came in), ABSENT otherwise; late when today's IN came after the start
 * and its tolerance (TIME-AND-ATTENDANCE.md §3 LATE_CLOCK). Present first, then excused, then absent, each by name.
 *
 * "Now" is fixed: Wednesday 12 March 2031, 11:00 in Lisbon (UTC+0 in March). Each test works in a department of its
 * own and reads it with `departmentId`, so the tests do not see each other's people.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { createDepartment, createEmployee, makeManagerOf, unique } from '../../support/factories.ts';
import { expectStatus, http } from '../../support/http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

const NOW = '2031-03-12T11:00:00Z';
const TODAY = '2031-03-12';

interface Row { employeeId: number; name: string; departmentId: number | null; presence: string; lastClockType: string | null; lastClockAt: string | null; lateToday: boolean }
interface Counts { present: number; absent: number; excused: number; late: number; total: number }

let t: TestApp;
let admin: { token: string };
let absenceType: number;

const { get, post, put, del, list } = http(() => t, () => admin.token);
const at = (iso: string) => { t.clock.offsetMs = Date.parse(iso) - Date.now(); };

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  absenceType = expectStatus(await post('/api/absences-types/', { name: `Presence ${unique()}`, approval: 'HR' }), 201).json().id;
});
after(async () => { await t?.close(); });
beforeEach(() => { at(NOW); });

/** A department of its own and a way to add people to it by name. */
async function team() {
  const department = (await createDepartment(t.db)).id;
  const tag = unique();
  const person = async (name: string, extra: Record<string, unknown> = {}) =>
    (await createEmployee(t.db, { name: `${tag} ${name}`, department_id: department, ...extra })).id;
  return { department, tag, person };
}

async function clock(employeeId: number, type: 'IN' | 'OUT', instant: string, extra: Record<string, unknown> = {}): Promise<number> {
  return expectStatus(await post('/api/clocks/admin', { employeeId, type, instant, comment: 'presence test', confirmed: true, ...extra }), 201).json().id;
}
async function approvedAbsence(employeeId: number, from: string, to = from): Promise<number> {
  const id = expectStatus(await post('/api/absence-requests/', { requesterId: employeeId, absenceTypeId: absenceType, periods: [{ validFrom: from, validTo: to }] }), 201).json().id;
  expectStatus(await put(`/api/absence-requests/${id}`, { adminStatus: 'APPROVED' }), 204);
  return id;
}
const board = (query: string, token = admin.token) => list<Row>(`/api/statistics/employees-presences?size=2147483647&${query}`, token);
const counts = async (query: string, token = admin.token): Promise<Counts> =>
  expectStatus(await get(`/api/statistics/presence-counts?${query}`, token), 200).json();
const rowOf = (rows: Row[], id: number) => {
  const row = rows.find((r) => r.employeeId === id);
  assert.ok(row, `employee ${id} is on the board`);
  return row;
};
const presenceOf = async (department: number, id: number) => rowOf(await board(`departmentId=${department}`), id);

describe('clocks make people present', () => {
  test('someone who clocked IN is PRESENT with that clock; after an OUT they are ABSENT, the OUT their last clock', async () => {
    const { department, person } = await team();
    const ana = await person('Ana');
    await clock(ana, 'IN', '2031-03-12T08:00:00Z');
    const { name, ...row } = await presenceOf(department, ana);
    assert.match(name, / Ana$/);
    assert.deepEqual(row, {
      employeeId: ana, departmentId: department,
      presence: 'PRESENT', lastClockType: 'IN', lastClockAt: '2031-03-12T08:00:00.000Z', lateToday: false,
    });
    await clock(ana, 'OUT', '2031-03-12T10:30:00Z');
    const after = await presenceOf(department, ana);
    assert.deepEqual([after.presence, after.lastClockType, after.lastClockAt], ['ABSENT', 'OUT', '2031-03-12T10:30:00.000Z']);
    await clock(ana, 'IN', '2031-03-12T10:45:00Z');
    assert.equal((await presenceOf(department, ana)).presence, 'PRESENT', 'back from a break: in again');
  });

  test('someone who never clocked is ABSENT with no last clock', async () => {
    const { department, person } = await team();
    const bruno = await person('Bruno');
    const row = await presenceOf(department, bruno);
    assert.deepEqual([row.presence, row.lastClockType, row.lastClockAt, row.lateToday], ['ABSENT', null, null, false]);
  });

  test('an IN more than 16 hours old no longer counts; one of 15 hours does (a night shift still in)', async () => {
    const { department, person } = await team();
    const stale = await person('Stale');
    const night = await person('Night');
    await clock(stale, 'IN', '2031-03-11T18:59:00Z'); // 16 h 01 min before now
    await clock(night, 'IN', '2031-03-11T20:00:00Z'); // 15 h before now
    const rows = await board(`departmentId=${department}`);
    assert.deepEqual([rowOf(rows, stale).presence, rowOf(rows, stale).lastClockType, rowOf(rows, stale).lastClockAt], ['ABSENT', null, null]);
    assert.deepEqual([rowOf(rows, night).presence, rowOf(rows, night).lastClockAt], ['PRESENT', '2031-03-11T20:00:00.000Z']);
    at('2031-03-12T12:01:00Z');
    assert.equal((await presenceOf(department, night)).presence, 'ABSENT', '16 h after the IN, the night-shift worker is no longer counted in');
  });

  test('a deleted clock no longer counts: the person is back to what their other clocks say', async () => {
    const { department, person } = await team();
    const carla = await person('Carla');
    const dora = await person('Dora');
    const wrong = await clock(carla, 'IN', '2031-03-12T09:00:00Z');
    await clock(dora, 'IN', '2031-03-12T08:00:00Z');
    const wrongOut = await clock(dora, 'OUT', '2031-03-12T09:30:00Z');
    expectStatus(await del(`/api/clocks/${wrong}?reason=wrong%20person`), 204);
    expectStatus(await del(`/api/clocks/${wrongOut}?reason=pressed%20by%20mistake`), 204);
    const rows = await board(`departmentId=${department}`);
    assert.deepEqual([rowOf(rows, carla).presence, rowOf(rows, carla).lastClockType], ['ABSENT', null]);
    assert.deepEqual([rowOf(rows, dora).presence, rowOf(rows, dora).lastClockType, rowOf(rows, dora).lastClockAt], ['PRESENT', 'IN', '2031-03-12T08:00:00.000Z']);
  });

  test('a corrected clock counts as corrected (an IN turned into an OUT)', async () => {
    const { department, person } = await team();
    const eva = await person('Eva');
    await clock(eva, 'IN', '2031-03-12T08:00:00Z');
    const id = await clock(eva, 'IN', '2031-03-12T10:00:00Z');
    expectStatus(await put(`/api/clocks/${id}`, { type: 'OUT', comment: 'it was her leaving' }), 204);
    const row = await presenceOf(department, eva);
    assert.deepEqual([row.presence, row.lastClockType], ['ABSENT', 'OUT']);
  });
});

describe('absences excuse', () => {
  test('an approved absence over today makes someone who did not clock EXCUSED; clocking IN anyway makes them PRESENT; a pending request excuses nobody', async () => {
    const { department, person } = await team();
    const away = await person('Away');
    const cameIn = await person('CameIn');
    const asked = await person('Asked');
    const yesterday = await person('Yesterday');
    await approvedAbsence(away, '2031-03-10', '2031-03-14');
    await approvedAbsence(cameIn, TODAY);
    await approvedAbsence(yesterday, '2031-03-11');
    expectStatus(await post('/api/absence-requests/', { requesterId: asked, absenceTypeId: absenceType, periods: [{ validFrom: TODAY, validTo: TODAY }] }), 201);
    await clock(cameIn, 'IN', '2031-03-12T09:00:00Z');
    const rows = await board(`departmentId=${department}`);
    assert.equal(rowOf(rows, away).presence, 'EXCUSED');
    assert.equal(rowOf(rows, cameIn).presence, 'PRESENT');
    assert.equal(rowOf(rows, asked).presence, 'ABSENT', 'a request still waiting covers nothing');
    assert.equal(rowOf(rows, yesterday).presence, 'ABSENT', 'yesterday\'s absence does not excuse today');
    assert.deepEqual(await counts(`departmentId=${department}`), { present: 1, absent: 2, excused: 1, late: 0, total: 4 });
  });

  test('a cancelled absence excuses nobody any more', async () => {
    const { department, person } = await team();
    const fay = await person('Fay');
    const id = await approvedAbsence(fay, TODAY);
    assert.equal((await presenceOf(department, fay)).presence, 'EXCUSED');
    expectStatus(await del(`/api/absence-requests/${id}?reason=came%20after%20all`), 204);
    assert.equal((await presenceOf(department, fay)).presence, 'ABSENT');
  });
});

describe('late', () => {
  const NINE_TO_SIX = { type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', breakStart: '13:00', breakEnd: '14:00', breakDuration: 60, toleranceAfterStart: 15, toleranceBeforeEnd: 15 };

  test('an IN after 09:00 + 15 min of tolerance sets lateToday and the late count; 09:15 is on time; leaving clears lateToday', async () => {
    const { department, person } = await team();
    const schedule = expectStatus(await post('/api/schedules', {
      name: `Presence ${unique()}`, days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...(weekday % 6 === 0 ? { type: 'REST' } : NINE_TO_SIX) })),
    }), 201).json().id;
    const late = await person('Late');
    const onTime = await person('OnTime');
    for (const id of [late, onTime]) expectStatus(await post(`/api/employees/${id}/schedules`, { scheduleId: schedule, validFrom: '2031-01-01' }), 201);
    await clock(late, 'IN', '2031-03-12T09:40:00Z');
    await clock(onTime, 'IN', '2031-03-12T09:15:00Z');
    // The workday is recomputed just after the clock (the drainer); the board shows it within moments.
    let c = await counts(`departmentId=${department}`);
    for (let i = 0; i < 40 && c.late === 0; i++) {
      await new Promise((r) => setTimeout(r, 50));
      c = await counts(`departmentId=${department}`);
    }
    assert.deepEqual(c, { present: 2, absent: 0, excused: 0, late: 1, total: 2 });
    const rows = await board(`departmentId=${department}`);
    assert.equal(rowOf(rows, late).lateToday, true);
    assert.equal(rowOf(rows, onTime).lateToday, false, 'arriving exactly at the tolerance is on time');
    await clock(late, 'OUT', '2031-03-12T10:50:00Z');
    const gone = await presenceOf(department, late);
    assert.deepEqual([gone.presence, gone.lateToday], ['ABSENT', false]);
    assert.equal((await counts(`departmentId=${department}`)).late, 0, '"late" counts those present who came late');
  });
});

describe('whose board', () => {
  test('a manager\'s board holds their department and themselves; a team leader\'s their department; an employee\'s only themselves', async () => {
    const mine = await team();
    const other = await team();
    const manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: other.department });
    await makeManagerOf(t.db, manager.employeeId!, mine.department);
    const worker = await t.signedIn(['EMPLOYEE'], { departmentId: mine.department });
    const leader = await t.signedIn(['TEAM_LEADER'], { departmentId: mine.department });
    const colleague = await mine.person('Colleague');
    const stranger = await other.person('Stranger');
    await clock(colleague, 'IN', '2031-03-12T08:30:00Z');
    await clock(stranger, 'IN', '2031-03-12T08:30:00Z');

    const ids = async (token: string, query = '') => (await board(query, token)).map((r) => r.employeeId).sort((a, b) => a - b);
    const sorted = (...xs: number[]) => xs.sort((a, b) => a - b);
    assert.deepEqual(await ids(manager.token), sorted(manager.employeeId!, worker.employeeId!, leader.employeeId!, colleague));
    assert.deepEqual(await ids(manager.token, 'forDepartmentsIManage=true'), sorted(manager.employeeId!, worker.employeeId!, leader.employeeId!, colleague));
    assert.deepEqual(await ids(manager.token, `departmentId=${mine.department}`), sorted(worker.employeeId!, leader.employeeId!, colleague));
    assert.deepEqual(await ids(leader.token), sorted(worker.employeeId!, leader.employeeId!, colleague));
    assert.deepEqual(await ids(worker.token), [worker.employeeId!]);
    assert.deepEqual(await counts('', manager.token), { present: 1, absent: 3, excused: 0, late: 0, total: 4 });
    assert.deepEqual(await counts('', worker.token), { present: 0, absent: 1, excused: 0, late: 0, total: 1 });
  });
});

describe('the board as a list', () => {
  test('present first, then excused, then absent, each by name; the counts equal the rows; pages hold the same order', async () => {
    const { department, tag, person } = await team();
    const carla = await person('Carla');
    const alberto = await person('Alberto');
    const bruno = await person('Bruno');
    const abel = await person('Abel');
    const dora = await person('Dora');
    await clock(carla, 'IN', '2031-03-12T08:00:00Z');
    await clock(alberto, 'IN', '2031-03-12T08:10:00Z');
    await approvedAbsence(bruno, TODAY);
    await clock(dora, 'IN', '2031-03-12T07:00:00Z');
    await clock(dora, 'OUT', '2031-03-12T10:00:00Z');
    const rows = await board(`departmentId=${department}`);
    assert.deepEqual(rows.map((r) => [r.name, r.presence]), [
      [`${tag} Alberto`, 'PRESENT'], [`${tag} Carla`, 'PRESENT'], [`${tag} Bruno`, 'EXCUSED'], [`${tag} Abel`, 'ABSENT'], [`${tag} Dora`, 'ABSENT'],
    ]);
    assert.ok(rows.every((r) => r.departmentId === department));
    assert.equal(abel, rows[3].employeeId);

    const c = await counts(`departmentId=${department}`);
    const tally = (p: string) => rows.filter((r) => r.presence === p).length;
    assert.deepEqual(c, { present: tally('PRESENT'), absent: tally('ABSENT'), excused: tally('EXCUSED'), late: rows.filter((r) => r.lateToday).length, total: rows.length });
    assert.deepEqual(c, { present: 2, absent: 2, excused: 1, late: 0, total: 5 });

    const page = expectStatus(await get(`/api/statistics/employees-presences?departmentId=${department}&size=2&page=1`), 200).json();
    assert.deepEqual(page.content.map((r: Row) => r.name), [`${tag} Bruno`, `${tag} Abel`]);
    assert.deepEqual(page.page, { number: 1, size: 2, totalElements: 5, totalPages: 3 });
    const past = await get(`/api/statistics/employees-presences?departmentId=${department}&size=2&page=3`);
    assert.equal(past.statusCode, 204, 'a page past the end is empty');
  });

  test('an empty department answers 204 and zero counts', async () => {
    const { department } = await team();
    assert.equal((await get(`/api/statistics/employees-presences?departmentId=${department}`)).statusCode, 204);
    assert.deepEqual(await counts(`departmentId=${department}`), { present: 0, absent: 0, excused: 0, late: 0, total: 0 });
  });

  test('a leaver (end date before today) and someone not yet started are not listed; someone whose last day is today is', async () => {
    const { department, person } = await team();
    const left = await person('Left', { end_date: '2031-03-11' });
    const lastDay = await person('LastDay', { end_date: TODAY });
    const starting = await person('Starting', { start_date: '2031-03-13' });
    const started = await person('Started', { start_date: TODAY });
    await clock(lastDay, 'IN', '2031-03-12T08:00:00Z');
    const ids = (await board(`departmentId=${department}`)).map((r) => r.employeeId);
    assert.ok(!ids.includes(left), 'the leaver is not listed');
    assert.ok(!ids.includes(starting), 'the future hire is not listed');
    assert.ok(ids.includes(lastDay) && ids.includes(started));
    assert.equal((await counts(`departmentId=${department}`)).total, 2);
  });

  test('names sort as people read them: lower case and accented names beside their base letter', async () => {
    const { department, tag, person } = await team();
    await person('Zé');
    await person('álvaro');
    await person('Élia');
    await person('bruno');
    const names = (await board(`departmentId=${department}`)).map((r) => r.name.slice(tag.length + 1));
    assert.deepEqual(names, ['álvaro', 'bruno', 'Élia', 'Zé']);
  });
});

describe('campaigns', () => {
  test('campaignId keeps only the people whose last clock carries that campaign, on the board and in the counts', async () => {
    const { department, person } = await team();
    const campaign = 700 + Math.floor(Math.random() * 1000);
    const onIt = await person('OnIt');
    const elsewhere = await person('Elsewhere');
    const leftIt = await person('LeftIt');
    const both = await person('Both');
    await clock(onIt, 'IN', '2031-03-12T08:00:00Z', { campaignIds: [campaign] });
    await clock(elsewhere, 'IN', '2031-03-12T08:00:00Z', { campaignIds: [campaign + 1] });
    await clock(leftIt, 'IN', '2031-03-12T08:00:00Z', { campaignIds: [campaign] });
    await clock(leftIt, 'OUT', '2031-03-12T10:00:00Z');
    await clock(both, 'IN', '2031-03-12T08:00:00Z', { campaignIds: [campaign + 1, campaign] });
    await person('NeverClocked');
    const rows = await board(`departmentId=${department}&campaignId=${campaign}`);
    assert.deepEqual(rows.map((r) => r.employeeId).sort((a, b) => a - b), [onIt, both].sort((a, b) => a - b));
    assert.ok(rows.every((r) => r.presence === 'PRESENT'));
    assert.deepEqual(await counts(`departmentId=${department}&campaignId=${campaign}`), { present: 2, absent: 0, excused: 0, late: 0, total: 2 });
    assert.equal((await get(`/api/statistics/employees-presences?departmentId=${department}&campaignId=${campaign + 500}`)).statusCode, 204);
  });
});
