/**
 * The absence workflow through the API (issue #16 items 2–4): a request counted on working days, refused when it
 * overlaps or breaks a limit or the balance, decided by HR and the manager, covering the engine's day once approved,
 * cancelled, and the balance with carry-over.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createDepartment, makeManagerOf } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: { token: string };
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });

async function call(method: string, url: string, token: string, payload?: unknown) {
  const res = await t.request({ method: method as never, url, token, ...(payload !== undefined ? { payload } : {}) } as never);
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
}

async function team() {
  const dep = await createDepartment(t.db);
  const manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: dep.id });
  await makeManagerOf(t.db, manager.employeeId!, dep.id);
  const worker = await t.signedIn(['EMPLOYEE'], { departmentId: dep.id });
  return { dep, manager, worker };
}

describe('a holiday request', () => {
  test('counts working days (weekend and a holiday left out, a half day 0.5), and is decided by HR and the manager', async () => {
    const { manager, worker } = await team();
    await call('POST', '/api/holidays', admin.token, { holidayDate: '2027-03-03', name: 'Test holiday' });
    // Mon 1 March 2027 – Fri 5 March: 5 weekdays, one a holiday → 4; plus the morning of Mon 8 → 4.5
    const created = await call('POST', '/api/absence-requests/', worker.token, {
      absenceTypeId: 1, periods: [{ validFrom: '2027-03-01', validTo: '2027-03-07' }, { validFrom: '2027-03-08', validTo: '2027-03-08', coverage: 'PERIOD', dayPeriod: 'MORNING' }],
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.equal(created.body.numberOfDays, 4.5);
    assert.deepEqual(created.body.levels, ['ADMIN', 'MANAGER']);
    assert.equal(created.body.status, 'PENDING');

    const overlap = await call('POST', '/api/absence-requests/', worker.token, { absenceTypeId: 1, periods: [{ validFrom: '2027-03-05', validTo: '2027-03-09' }] });
    assert.equal(overlap.status, 409);
    assert.equal(overlap.body.code, 'ABSENCE_OVERLAP');

    const reject = await call('PUT', `/api/absence-requests/${created.body.id}`, manager.token, { managerStatus: 'REJECTED' });
    assert.equal(reject.status, 400);
    assert.equal(reject.body.code, 'ABSENCE_COMMENT_REQUIRED');

    assert.equal((await call('PUT', `/api/absence-requests/${created.body.id}`, manager.token, { managerStatus: 'APPROVED' })).status, 204);
    let read = await call('GET', `/api/absence-requests/${created.body.id}`, worker.token);
    assert.equal(read.body.status, 'PENDING', 'HR has not decided');
    assert.equal((await call('PUT', `/api/absence-requests/${created.body.id}`, admin.token, { adminStatus: 'APPROVED' })).status, 204);
    read = await call('GET', `/api/absence-requests/${created.body.id}`, worker.token);
    assert.equal(read.body.status, 'APPROVED');
    assert.deepEqual(read.body.events.map((e: { action: string; level: string | null }) => [e.action, e.level]), [['REQUESTED', null], ['DECIDED', 'MANAGER'], ['DECIDED', 'ADMIN']]);

    const late = await call('PUT', `/api/absence-requests/${created.body.id}`, admin.token, { adminStatus: 'REJECTED', comment: 'too late' });
    assert.equal(late.status, 409);
    assert.equal(late.body.code, 'ABSENCE_NOT_DECIDABLE');

    const balance = await call('GET', `/api/employees/${worker.employeeId}/absence-balance?year=2027`, worker.token);
    assert.equal(balance.status, 200);
    assert.equal(balance.body.approved, 4.5);
    // this year's 22 days, unused, carry over (no cap by default), and 2027 allows 22 of its own
    assert.deepEqual([balance.body.carried, balance.body.remaining], [22, 22 + 22 - 4.5]);
  });

  test('a balance is exceeded with its figures named; unused days carry over, capped', async () => {
    const { worker } = await team();
    // nothing carried from the years before: 2028's own three days are all there is
    assert.equal((await call('PUT', '/api/absence-settings', admin.token, { carryOverCap: 0, carryOverExpiresOn: null })).status, 204);
    assert.equal((await call('PUT', `/api/employees-time/employee/${worker.employeeId}/year/2028`, admin.token, { holidayDays: 3 })).status, 204);
    const big = await call('POST', '/api/absence-requests/', worker.token, { absenceTypeId: 1, periods: [{ validFrom: '2028-06-05', validTo: '2028-06-09' }] });
    assert.equal(big.status, 409, JSON.stringify(big.body));
    assert.equal(big.body.code, 'ABSENCE_BALANCE_EXCEEDED');
    assert.match(big.body.message, /Only 3 holiday day\(s\) remain for 2028; this request needs 5/);

    assert.equal((await call('PUT', '/api/absence-settings', admin.token, { carryOverCap: 2, carryOverExpiresOn: null })).status, 204);
    assert.equal((await call('PUT', `/api/employees-time/employee/${worker.employeeId}/year/2029`, admin.token, { holidayDays: 10 })).status, 204);
    const next = await call('GET', `/api/employees/${worker.employeeId}/absence-balance?year=2029`, worker.token);
    // 2028: its 3 days and 2 carried from 2027 (the cap applies to every year end) are unused: 2 carried, 3 lost
    assert.deepEqual([next.body.carried, next.body.notTakenLastYear, next.body.remaining], [2, 3, 12]);
    await call('PUT', '/api/absence-settings', admin.token, { carryOverCap: null, carryOverExpiresOn: null });
  });

  test('the absence KPIs of a person with no request: this year\'s allowance left, nothing planned, nothing from a year before they had one', async () => {
    const { worker } = await team();
    const kpis = await call('GET', `/api/employees/${worker.employeeId}/absence-kpis`, worker.token);
    assert.equal(kpis.status, 200, JSON.stringify(kpis.body));
    assert.deepEqual(kpis.body, {
      daysToNextAbsence: null, daysAlreadyAbsentOnHolidaysThisYear: 0, daysBookedHolidaysYearBefore: 0, daysRemainingToBookHolidaysThisYear: 22,
      daysRemainingToBookHolidaysYearBefore: 0, totalAllowedHolidaysThisYear: 22, totalAllowedHolidaysYearBefore: 0, daysNotTaken: 0,
      daysCarriedFromPreviousYear: 0,
    });
  });
});
