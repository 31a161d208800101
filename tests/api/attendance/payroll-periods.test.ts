/**
 * Payroll period lock (issue #14 item 7): periods end on the 28th (configurable 1–28); an administrator closes one
 * that has ended, and its clocks become read-only (409 PERIOD_CLOSED, translated) along with the workdays computed for
 * it, until an administrator reopens it with a reason; the trail keeps who, when and why.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { http } from '../../support/http.ts';
import { assertRejected } from '../../support/assert-rejected.ts';
import { unique } from '../../support/factories.ts';

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

test('the year\'s periods end on the 28th and are open until closed', async () => {
  const r = await call('GET', '/api/payroll-periods?year=2026');
  assert.equal(r.statusCode, 200, r.body);
  const { endDay, periods } = r.json();
  assert.equal(endDay, 28);
  assert.equal(periods.length, 12);
  assert.deepEqual(periods[0], { start: '2025-12-29', end: '2026-01-28', status: 'OPEN', events: [] });
  assert.deepEqual([periods[2].start, periods[2].end], ['2026-03-01', '2026-03-28'], 'February has 28 days: the March period starts on the 1st');
  assertRejected(await call('GET', '/api/payroll-periods?year=nope'), 400, 'year');
});

test('a closed period refuses clocks, corrections and deletions in it until reopened with a reason; its workdays stay as computed', async () => {
  const person = await t.signedIn(['EMPLOYEE']);
  const s = await call('POST', '/api/schedules', { name: `Lock ${unique()}`, days: week({ type: 'FIXED', dayStart: '09:00', dayEnd: '17:00' }) });
  await call('POST', `/api/employees/${person.employeeId}/schedules`, { scheduleId: s.json().id, validFrom: '2026-01-01' });
  at('2026-02-10T20:00:00Z');
  const made = await call('POST', '/api/clocks/admin', { employeeId: person.employeeId, type: 'IN', instant: '2026-02-10T09:30:00Z', comment: 'forgot', confirmed: true });
  assert.equal(made.statusCode, 201, made.body);
  const clockId = made.json().id;
  at('2026-02-20T12:00:00Z');
  assertRejected(await call('POST', '/api/payroll-periods/close', { date: '2026-02-10' }), 400, 'date');

  at('2026-03-05T12:00:00Z');
  const closed = await call('POST', '/api/payroll-periods/close', { date: '2026-02-10' });
  assert.equal(closed.statusCode, 200, closed.body);
  const feb = closed.json().periods.find((p: { end: string }) => p.end === '2026-02-28');
  assert.equal(feb.status, 'CLOSED');
  assert.deepEqual(feb.events.map((e: { action: string; reason: string | null }) => [e.action, e.reason]), [['CLOSE', null]]);
  assert.ok(feb.events[0].byName, 'who closed it');

  const day = async () => (await call('GET', `/api/attendances?from=2026-02-10&to=2026-02-10&employeeId=${person.employeeId}`)).json().content[0].days[0];
  const settled = await day();
  assert.equal(settled.kind, 'WORK', 'the period was settled before closing');
  const late = await call('POST', '/api/clocks/admin', { employeeId: person.employeeId, type: 'OUT', instant: '2026-02-10T17:00:00Z', comment: 'late', confirmed: true });
  assertRejected(late, 409, null, 'PERIOD_CLOSED');
  assert.equal(late.json().message, 'The payroll period from 2026-01-29 to 2026-02-28 is closed; an administrator must reopen it first');
  const pt = await t.request({ method: 'PUT', url: `/api/clocks/${clockId}`, token: admin.token, payload: { instant: '2026-02-10T09:00:00Z', comment: 'fix' }, headers: { 'accept-language': 'pt' } });
  assertRejected(pt, 409, null, 'PERIOD_CLOSED');
  assert.equal(pt.json().message, 'O período de processamento de 2026-01-29 a 2026-02-28 está fechado; um administrador tem de o reabrir primeiro');
  assertRejected(await t.request({ method: 'DELETE', url: `/api/clocks/${clockId}?reason=dup`, token: admin.token }), 409, null, 'PERIOD_CLOSED');
  // moving a clock INTO a closed period is refused as well
  const now = await call('POST', '/api/clocks/admin', { employeeId: person.employeeId, type: 'OUT', instant: '2026-03-04T17:00:00Z', comment: 'ok', confirmed: true });
  assert.equal(now.statusCode, 201, now.body);
  assertRejected(await call('PUT', `/api/clocks/${now.json().id}`, { instant: '2026-02-27T17:00:00Z', comment: 'wrong month' }), 409, null, 'PERIOD_CLOSED');
  assert.deepEqual(await day(), settled, 'the closed day is read as it was computed');

  assertRejected(await call('PUT', '/api/payroll-periods/settings', { endDay: 20 }), 409, null, 'PERIOD_CLOSED');
  assertRejected(await call('POST', '/api/payroll-periods/reopen', { date: '2026-02-10', reason: '  ' }), 400, 'reason');
  const reopened = await call('POST', '/api/payroll-periods/reopen', { date: '2026-02-10', reason: 'payroll found a missing OUT' });
  assert.equal(reopened.statusCode, 200, reopened.body);
  const again = reopened.json().periods.find((p: { end: string }) => p.end === '2026-02-28');
  assert.deepEqual(again.events.map((e: { action: string; reason: string | null }) => [e.action, e.reason]), [['CLOSE', null], ['REOPEN', 'payroll found a missing OUT']]);
  const fixed = await call('POST', '/api/clocks/admin', { employeeId: person.employeeId, type: 'OUT', instant: '2026-02-10T17:00:00Z', comment: 'late', confirmed: true });
  assert.equal(fixed.statusCode, 201, fixed.body);
  assert.equal((await day()).workedMinutes, 450, 'recomputed once reopened');
  const moved = await call('PUT', '/api/payroll-periods/settings', { endDay: 20 });
  assert.equal(moved.statusCode, 200, moved.body);
  assert.equal(moved.json().endDay, 20);
  assertRejected(await call('PUT', '/api/payroll-periods/settings', { endDay: 31 }), 400, 'endDay');
  await call('PUT', '/api/payroll-periods/settings', { endDay: 28 });
});

test('only a company-wide administrator closes and reopens; everyone who reads clocks reads the periods', async () => {
  for (const role of ['EMPLOYEE', 'DEPARTMENT_MANAGER', 'READ_ONLY'] as const) {
    const who = await t.signedIn([role]);
    assert.equal((await t.request({ method: 'GET', url: '/api/payroll-periods', token: who.token })).statusCode, 200, role);
    assert.equal((await t.request({ method: 'POST', url: '/api/payroll-periods/close', token: who.token, payload: { date: '2025-01-10' } })).statusCode, 403, role);
    assert.equal((await t.request({ method: 'POST', url: '/api/payroll-periods/reopen', token: who.token, payload: { date: '2025-01-10', reason: 'x' } })).statusCode, 403, role);
    assert.equal((await t.request({ method: 'PUT', url: '/api/payroll-periods/settings', token: who.token, payload: { endDay: 10 } })).statusCode, 403, role);
  }
  assertRejected(await call('POST', '/api/payroll-periods/close', { date: '2025-02-30' }), 400, 'date');
  assertRejected(await call('POST', '/api/payroll-periods/close', {}), 400, 'date');
  assert.equal((await t.request({ method: 'GET', url: '/api/payroll-periods' })).statusCode, 401);
});
