/**
 * The rules a request meets between being asked and being taken (core §3, §4; TIME-AND-ATTENDANCE.md §5): each
 * limit of its type named (409 ABSENCE_LIMIT), the levels that decide it and its proof, edits that resubmit, who may
 * cancel when, requests for several employees at once, the day counts, the team's overlaps and the payroll lock.
 * The API's clock is pinned to Monday 10 March 2031, 10:00 (Lisbon).
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { assertRejected } from '../../support/assert-rejected.ts';
import { createDepartment, createEmployee, makeManagerOf, unique } from '../../support/factories.ts';
import { expectStatus, http } from '../../support/http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: { token: string };
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });
beforeEach(() => { t.clock.offsetMs = Date.parse('2031-03-10T10:00:00Z') - Date.now(); });

const { get, post, put, call } = http(() => t, () => admin.token);
type Who = { token: string; employeeId: number | null };
type Period = { validFrom: string; validTo: string; [k: string]: unknown };
const span = (validFrom: string, validTo = validFrom): Period => ({ validFrom, validTo });

async function newType(body: Record<string, unknown> = {}): Promise<{ id: number; name: string }> {
  return expectStatus(await post('/api/absences-types/', { name: `Limits ${unique()}`, approval: 'NONE', ...body }), 201).json();
}
/** A department with its manager and two workers, all signed in. */
async function team() {
  const dep = (await createDepartment(t.db)).id;
  const manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: dep });
  await makeManagerOf(t.db, manager.employeeId!, dep);
  return { dep, manager, worker: await t.signedIn(['EMPLOYEE'], { departmentId: dep }), colleague: await t.signedIn(['EMPLOYEE'], { departmentId: dep }) };
}
const ask = (who: Who, absenceTypeId: number, periods: Period[], extra: Record<string, unknown> = {}) =>
  post('/api/absence-requests/', { absenceTypeId, periods, ...extra }, who.token);
const asked = async (who: Who, typeId: number, periods: Period[], extra: Record<string, unknown> = {}) => expectStatus(await ask(who, typeId, periods, extra), 201).json();
const recordFor = (employeeId: number, typeId: number, periods: Period[]) => asked(admin as Who, typeId, periods, { requesterId: employeeId });
const read = async (id: number) => expectStatus(await get(`/api/absence-requests/${id}`), 200).json();
const decideAs = (who: Who, id: number, body: Record<string, unknown>) => put(`/api/absence-requests/${id}`, body, who.token);
const limit = (res: Parameters<typeof assertRejected>[0], field: string, message: string) => {
  assertRejected(res, 409, field, 'ABSENCE_LIMIT');
  assert.equal(res.json().message, message);
};
const count = async () => (await t.db.selectFrom('absence_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('each limit of a type is named', () => {
  test('consecutiveDaysAllowed: a period of more working days is refused naming it; a weekend inside does not count', async () => {
    const { worker } = await team();
    const type = await newType({ consecutiveDaysAllowed: 3 });
    limit(await ask(worker, type.id, [span('2031-04-14'), span('2031-04-07', '2031-04-10')]), 'periods[1]', `${type.name} allows at most 3 consecutive days; this request has 4`);
    await asked(worker, type.id, [span('2031-04-07', '2031-04-09')]);
    await asked(worker, type.id, [span('2031-04-18', '2031-04-22')]); // Friday, weekend, Monday, Tuesday: 3 working days
  });

  test('consecutiveDaysAllowed: one period across the year end is one stretch, not two', async () => {
    const { worker } = await team();
    const type = await newType({ consecutiveDaysAllowed: 4 });
    // Monday 29 December 2031 – Friday 2 January 2032: 5 working days, 3 + 2 on either side of 31/12
    limit(await ask(worker, type.id, [span('2031-12-29', '2032-01-02')]), 'periods[0]', `${type.name} allows at most 4 consecutive days; this request has 5`);
  });

  test('yearlyDaysAllowed: the days of a year\'s open and approved requests add up; a cancelled one frees its days; next year counts apart', async () => {
    const { worker } = await team();
    const type = await newType({ yearlyDaysAllowed: 5 });
    const first = await asked(worker, type.id, [span('2031-04-07', '2031-04-09')]);
    limit(await ask(worker, type.id, [span('2031-05-05', '2031-05-07')]), 'periods', `${type.name} allows 5 days a year; with this request 6 would be used`);
    await asked(worker, type.id, [span('2031-05-05', '2031-05-06')]);
    await asked(worker, type.id, [span('2032-05-03', '2032-05-07')]);
    expectStatus(await call('DELETE', `/api/absence-requests/${first.id}`, undefined, worker.token), 204);
    await asked(worker, type.id, [span('2031-06-02', '2031-06-04')]);
  });

  test('yearlyPeriodsAllowed: the third request of a year is refused', async () => {
    const { worker } = await team();
    const type = await newType({ yearlyPeriodsAllowed: 2 });
    await asked(worker, type.id, [span('2031-04-07')]);
    await asked(worker, type.id, [span('2031-04-14')]);
    limit(await ask(worker, type.id, [span('2031-04-21')]), 'periods', `${type.name} allows 2 requests a year; this would be number 3`);
  });

  test('deadlineLeave: one\'s own request needs the notice; an administrator or a manager recording it for someone is exempt', async () => {
    const { manager, worker } = await team();
    const type = await newType({ deadlineLeave: 10 });
    limit(await ask(worker, type.id, [span('2031-03-17')]), 'periods[0].validFrom', `${type.name} must be requested 10 day(s) in advance, by 07/03/2031`);
    await asked(worker, type.id, [span('2031-03-20')]);
    await recordFor(worker.employeeId!, type.id, [span('2031-03-11')]);
    await asked(manager, type.id, [span('2031-03-12')], { requesterId: worker.employeeId });
  });

  test('deadlineLeave names the period that starts too soon, whichever its place in the list', async () => {
    const { worker } = await team();
    const type = await newType({ deadlineLeave: 10 });
    const res = await ask(worker, type.id, [span('2031-05-05'), span('2031-03-12')]);
    assertRejected(res, 409, 'periods[1].validFrom', 'ABSENCE_LIMIT');
  });

  test('requestDateLimitCurrent: after the date, one\'s own request for that year is refused; next year or recorded by HR is not', async () => {
    const { worker } = await team();
    const type = await newType({ requestDateLimitCurrent: '2031-03-01' });
    limit(await ask(worker, type.id, [span('2031-06-02')]), 'periods', `${type.name} for this year can be requested until 01/03/2031`);
    await asked(worker, type.id, [span('2032-06-01')]);
    await recordFor(worker.employeeId!, type.id, [span('2031-06-02')]);
  });
});

describe('who decides', () => {
  test('approval NONE: approved at once, no level to decide', async () => {
    const { worker } = await team();
    const r = await asked(worker, (await newType()).id, [span('2031-04-07')]);
    assert.deepEqual([r.status, r.levels, typeof r.approvedOn], ['APPROVED', [], 'string']);
  });

  test('approval MANAGER: decided by the department\'s manager; with nobody managing the department HR decides alone', async () => {
    const type = await newType({ approval: 'MANAGER' });
    const { manager, worker } = await team();
    const managed = await asked(worker, type.id, [span('2031-04-07')]);
    assert.deepEqual([managed.levels, managed.manager], [['MANAGER'], { id: manager.employeeId }]);
    assertRejected(await decideAs(admin as Who, managed.id, { adminStatus: 'APPROVED' }), 409, null, 'ABSENCE_LEVEL_NOT_NEEDED');
    expectStatus(await decideAs(manager, managed.id, { managerStatus: 'APPROVED' }), 204);
    assert.equal((await read(managed.id)).status, 'APPROVED');

    const alone = await t.signedIn(['EMPLOYEE'], { departmentId: (await createDepartment(t.db)).id });
    const unmanaged = await asked(alone, type.id, [span('2031-04-07')]);
    assert.deepEqual([unmanaged.levels, unmanaged.manager, unmanaged.status], [['ADMIN'], null, 'PENDING']);
    expectStatus(await decideAs(admin as Who, unmanaged.id, { adminStatus: 'APPROVED' }), 204);
    assert.equal((await read(unmanaged.id)).status, 'APPROVED');
  });

  test('justificationNeeded: approved, it waits for its proof (PENDING_JUST); the manager judges it, UNJUSTIFIED only with a comment', async () => {
    const { manager, worker } = await team();
    const type = await newType({ approval: 'HR', justificationNeeded: true });
    const [a, b] = [await asked(worker, type.id, [span('2031-04-07')]), await asked(worker, type.id, [span('2031-04-08')])];
    assertRejected(await decideAs(manager, a.id, { managerStatus: 'JUSTIFIED' }), 409, null, 'ABSENCE_NOT_DECIDABLE');
    for (const r of [a, b]) expectStatus(await decideAs(admin as Who, r.id, { adminStatus: 'APPROVED' }), 204);
    assert.deepEqual([(await read(a.id)).status, (await read(a.id)).justification], ['PENDING_JUST', 'PENDING_JUST']);
    assertRejected(await decideAs(admin as Who, a.id, { adminStatus: 'REJECTED', comment: 'no' }), 409, null, 'ABSENCE_NOT_DECIDABLE');

    expectStatus(await decideAs(manager, a.id, { managerStatus: 'JUSTIFIED' }), 204);
    assert.equal((await read(a.id)).status, 'JUSTIFIED');
    assertRejected(await decideAs(manager, b.id, { managerStatus: 'UNJUSTIFIED' }), 400, 'comment', 'ABSENCE_COMMENT_REQUIRED');
    expectStatus(await decideAs(manager, b.id, { managerStatus: 'UNJUSTIFIED', comment: 'the certificate is for another day' }), 204);
    const judged = await read(b.id);
    assert.deepEqual([judged.status, judged.comment, judged.events.at(-1).action], ['UNJUSTIFIED', 'the certificate is for another day', 'JUSTIFIED']);
  });

  test('editing an approved request resubmits it: PENDING at every level again, the trail says EDITED', async () => {
    const { manager, worker } = await team();
    const type = await newType({ approval: 'BOTH' });
    const r = await asked(worker, type.id, [span('2031-04-07', '2031-04-08')]);
    expectStatus(await decideAs(manager, r.id, { managerStatus: 'APPROVED' }), 204);
    expectStatus(await decideAs(admin as Who, r.id, { adminStatus: 'APPROVED' }), 204);
    assert.equal((await read(r.id)).status, 'APPROVED');
    expectStatus(await decideAs(worker, r.id, { periods: [span('2031-04-07', '2031-04-09')], userComment: 'one more day' }), 204);
    const edited = await read(r.id);
    assert.deepEqual([edited.status, edited.adminStatus, edited.managerStatus, edited.approvedOn, edited.numberOfDays], ['PENDING', 'PENDING', 'PENDING', null, 3]);
    assert.deepEqual(edited.events.map((e: { action: string }) => e.action), ['REQUESTED', 'DECIDED', 'DECIDED', 'EDITED']);
  });
});

describe('cancelling', () => {
  test('the requester cancels an approved request before it starts; once started only HR or the manager can', async () => {
    const { worker } = await team();
    const type = await newType();
    const later = await asked(worker, type.id, [span('2031-04-07')]);
    expectStatus(await call('DELETE', `/api/absence-requests/${later.id}?reason=plans%20changed`, undefined, worker.token), 204);
    const cancelled = await read(later.id);
    assert.deepEqual([cancelled.status, cancelled.events.at(-1).action, cancelled.events.at(-1).comment], ['CANCELLED', 'CANCELLED', 'plans changed']);
    assertRejected(await call('DELETE', `/api/absence-requests/${later.id}`, undefined, worker.token), 409, null, 'ABSENCE_CLOSED');

    const started = await recordFor(worker.employeeId!, type.id, [span('2031-03-05', '2031-03-12')]);
    assertRejected(await call('DELETE', `/api/absence-requests/${started.id}`, undefined, worker.token), 409, 'id', 'ABSENCE_CLOSED');
    assert.equal((await read(started.id)).status, 'APPROVED');
    expectStatus(await call('DELETE', `/api/absence-requests/${started.id}`), 204);
    assert.equal((await read(started.id)).status, 'CANCELLED');
    assertRejected(await decideAs(admin as Who, started.id, { userComment: 'too late' }), 409, null, 'ABSENCE_CLOSED');
  });

  test('a department manager is a requester like any other for their own absence: once started it is not theirs to cancel', async () => {
    const { manager } = await team();
    const started = await recordFor(manager.employeeId!, (await newType()).id, [span('2031-03-05', '2031-03-12')]);
    assertRejected(await call('DELETE', `/api/absence-requests/${started.id}`, undefined, manager.token), 409, 'id', 'ABSENCE_CLOSED');
    assert.equal((await read(started.id)).status, 'APPROVED');
  });

  test('DELETE /departments/{id}/absence-requests/{id2}: the manager cancels a request of the department, with the reason in the trail', async () => {
    const { dep, manager, worker } = await team();
    const r = await recordFor(worker.employeeId!, (await newType()).id, [span('2031-03-03', '2031-03-14')]);
    expectStatus(await call('DELETE', `/api/departments/${dep}/absence-requests/${r.id}?reason=closure`, undefined, manager.token), 204);
    const after = await read(r.id);
    assert.deepEqual([after.status, after.events.at(-1).comment, after.events.at(-1).byName !== null], ['CANCELLED', 'closure', true]);
  });
});

describe('several employees at once: POST /absence-requests/multiple', () => {
  test('verify=true answers each one\'s days or problem and writes nothing; verify=false creates all or none', async () => {
    const { manager, worker, colleague } = await team();
    const type = await newType();
    const busy = await recordFor(colleague.employeeId!, type.id, [span('2031-04-09')]);
    const batch = { employeeIds: [worker.employeeId, colleague.employeeId], absenceTypeId: type.id, periods: [span('2031-04-07', '2031-04-13')] };
    const before = await count();
    const verified = expectStatus(await post('/api/absence-requests/multiple?verify=true', batch, manager.token), 200).json();
    assert.deepEqual(verified[0], { employeeId: worker.employeeId, requestId: null, numberOfDays: 5, problem: null });
    assert.deepEqual([verified[1].requestId, verified[1].numberOfDays, verified[1].problem.code], [null, null, 'ABSENCE_OVERLAP']);
    assert.equal(await count(), before, 'a verification writes nothing');

    const refused = await post('/api/absence-requests/multiple', batch, manager.token);
    assertRejected(refused, 409, 'employeeIds[1]', 'ABSENCE_OVERLAP');
    assert.ok(!refused.json().subErrors.some((s: { field: string }) => s.field === 'employeeIds[0]'));
    assert.equal(await count(), before, 'one refused, none created');

    expectStatus(await call('DELETE', `/api/absence-requests/${busy.id}`), 204);
    const created = expectStatus(await post('/api/absence-requests/multiple', batch, manager.token), 201).json();
    assert.deepEqual(created.map((o: { numberOfDays: number; problem: unknown }) => [o.numberOfDays, o.problem]), [[5, null], [5, null]]);
    for (const o of created) assert.equal((await read(o.requestId)).requesterId, o.employeeId);
  });
});

describe('what an approver sees', () => {
  test('GET /absence-requests/overlap/{id} lists the open or approved requests of colleagues on the same days, nobody else\'s', async () => {
    const { worker, colleague } = await team();
    const type = await newType({ approval: 'HR' });
    const mine = await asked(worker, type.id, [span('2031-04-07', '2031-04-11')]);
    const theirs = await asked(colleague, type.id, [span('2031-04-10', '2031-04-15')]);
    const cancelled = await asked(colleague, type.id, [span('2031-04-07')]);
    expectStatus(await call('DELETE', `/api/absence-requests/${cancelled.id}`, undefined, colleague.token), 204);
    await asked(colleague, type.id, [span('2031-04-21')]);
    await recordFor((await createEmployee(t.db, { department_id: (await createDepartment(t.db)).id })).id, type.id, [span('2031-04-08')]);
    const overlaps = expectStatus(await get(`/api/absence-requests/overlap/${mine.id}`), 200).json();
    assert.deepEqual(overlaps.map((o: { id: number; numberOfDays: number; status: string }) => [o.id, o.numberOfDays, o.status]), [[theirs.id, 4, 'PENDING']]);
  });

  test('contDays: per period and in all; contDaysMult: each employee\'s working days, on their own timetable, holidays left out', async () => {
    const { worker, colleague } = await team();
    const r = await asked(worker, (await newType()).id, [span('2031-04-07', '2031-04-13'), { ...span('2031-04-14'), coverage: 'PERIOD', dayPeriod: 'AFTERNOON' }]);
    const days = expectStatus(await get(`/api/absence-requests/${r.id}/contDays`), 200).json();
    assert.deepEqual(days, { id: r.id, numberOfDays: 5.5, periods: [{ validFrom: '2031-04-07', validTo: '2031-04-13', numberOfDays: 5 }, { validFrom: '2031-04-14', validTo: '2031-04-14', numberOfDays: 0.5 }] });

    expectStatus(await post('/api/holidays', { holidayDate: '2031-10-08', name: `Limits ${unique()}` }), 201);
    const days7 = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...(weekday % 6 === 0 || weekday === 1 ? { type: 'REST' } : { type: 'FIXED', dayStart: '09:00', dayEnd: '17:00' }) }));
    const schedule = expectStatus(await post('/api/schedules', { name: `No Mondays ${unique()}`, days: days7 }), 201).json().id;
    expectStatus(await post(`/api/employees/${colleague.employeeId}/schedules`, { scheduleId: schedule, validFrom: '2031-01-01' }), 201);
    const mult = async (q: string) => expectStatus(await get(`/api/absence-requests/contDaysMult?periodsValidFrom=2031-10-06&periodsValidTo=2031-10-12&employeeId=${worker.employeeId},${colleague.employeeId}${q}`), 200).json();
    const byId = (rows: { employeeId: number; numberOfDays: number }[]) => Object.fromEntries(rows.map((x) => [x.employeeId, x.numberOfDays]));
    assert.deepEqual(byId(await mult('')), { [worker.employeeId!]: 4, [colleague.employeeId!]: 3 });
    assert.deepEqual(byId(await mult('&coverage=PERIOD')), { [worker.employeeId!]: 2, [colleague.employeeId!]: 1.5 });
  });
});

describe('the payroll lock', () => {
  test('a request in a closed payroll period is refused (409 PERIOD_CLOSED): created, edited into it, or cancelled while in it', async () => {
    const { worker } = await team();
    const type = await newType();
    const inside = await recordFor(worker.employeeId!, type.id, [span('2031-02-10')]);
    const outside = await recordFor(worker.employeeId!, type.id, [span('2031-03-20')]);
    expectStatus(await post('/api/payroll-periods/close', { date: '2031-02-10' }), 200);
    try {
      assertRejected(await post('/api/absence-requests/', { requesterId: worker.employeeId, absenceTypeId: type.id, periods: [span('2031-02-11')] }), 409, null, 'PERIOD_CLOSED');
      assertRejected(await put(`/api/absence-requests/${outside.id}`, { periods: [span('2031-02-12')] }), 409, null, 'PERIOD_CLOSED');
      assertRejected(await call('DELETE', `/api/absence-requests/${inside.id}`), 409, null, 'PERIOD_CLOSED');
      assert.deepEqual([(await read(inside.id)).status, (await read(outside.id)).firstStartDate], ['APPROVED', '2031-03-20']);
    } finally {
      expectStatus(await post('/api/payroll-periods/reopen', { date: '2031-02-10', reason: 'absence tests done' }), 200);
    }
  });
});
