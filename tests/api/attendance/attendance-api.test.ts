/**
 * The attendance engine behind the API (issue #14 items 2, 3, 5): clocks recompute their workdays (queued with the
 * clock, drained in batches), corrections recompute in their own transaction, inconsistencies keep their identity
 * and lifecycle (AUTO resolved and kept, reopened, a person's decision never undone), GET /attendances scoped like
 * clocks and refusing bad periods.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { http } from '../../support/http.ts';
import { assertRejected } from '../../support/assert-rejected.ts';
import { createDepartment, makeManagerOf, unique } from '../../support/factories.ts';

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
const NINE_TO_SIX = { type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', breakStart: '13:00', breakEnd: '14:00', breakDuration: 60, toleranceAfterStart: 15, toleranceBeforeEnd: 15 };

async function scheduleFor(employeeId: number, day: Record<string, unknown> = NINE_TO_SIX) {
  const s = await call('POST', '/api/schedules', { name: `Attendance ${unique()}`, days: week(day) });
  assert.equal(s.statusCode, 201, s.body);
  const a = await call('POST', `/api/employees/${employeeId}/schedules`, { scheduleId: s.json().id, validFrom: '2026-01-01' });
  assert.equal(a.statusCode, 201, a.body);
}
const person = async () => t.signedIn(['EMPLOYEE']) as Promise<{ token: string; employeeId: number }>;
async function clockAt(employeeId: number, type: 'IN' | 'OUT', iso: string) {
  at(iso);
  const r = await call('POST', '/api/clocks/admin', { employeeId, type, comment: 'test', confirmed: true, instant: iso });
  assert.equal(r.statusCode, 201, r.body);
  return r.json().id as number;
}
async function attendance(query: string, token = admin.token) {
  const r = await t.request({ method: 'GET', url: `/api/attendances?${query}`, token });
  return r;
}
const day = async (employeeId: number, date: string) => {
  const r = await attendance(`from=${date}&to=${date}&employeeId=${employeeId}`);
  assert.equal(r.statusCode, 200, r.body);
  return r.json().content[0].days[0];
};
const problems = (d: { inconsistencies: { type: string; status: string; anchor: string }[] }) =>
  d.inconsistencies.map((i) => `${i.type}:${i.status}`).sort();

describe('workdays from clocks', () => {
  test('a late arrival and a long break are explained; the day\'s hours are computed; the clock queued its recompute', async () => {
    const me = await person();
    await scheduleFor(me.employeeId);
    // Tuesday 2026-03-10, Lisbon is UTC+0
    const inId = await clockAt(me.employeeId, 'IN', '2026-03-10T09:27:00Z');
    await clockAt(me.employeeId, 'OUT', '2026-03-10T13:00:00Z');
    await clockAt(me.employeeId, 'IN', '2026-03-10T14:20:00Z');
    await clockAt(me.employeeId, 'OUT', '2026-03-10T18:05:00Z');
    at('2026-03-11T12:00:00Z');
    const d = await day(me.employeeId, '2026-03-10');
    assert.equal(d.kind, 'WORK');
    assert.equal(d.workedMinutes, 213 + 225);
    assert.equal(d.expectedMinutes, 480);
    assert.equal(d.balanceMinutes, 438 - 480);
    assert.equal(d.breakMinutes, 80);
    const late = d.inconsistencies.find((i: { anchor: string }) => i.anchor === `in:${inId}`);
    assert.ok(late, JSON.stringify(d.inconsistencies));
    assert.equal(late.type, 'LATE_CLOCK');
    assert.equal(late.minutes, 27);
    assert.equal(late.explanation.message, 'Clocked in at 09:27; the day starts at 09:00 with 15 minutes of tolerance');
    assert.ok(d.inconsistencies.some((i: { type: string; anchor: string }) => i.type === 'LATE_CLOCK' && i.anchor.startsWith('break:')), 'the 80-minute break is a late return');
  });

  test('a workday with no clock becomes ABSENT; a correction that adds the clocks resolves it AUTO and keeps the row', async () => {
    const me = await person();
    await scheduleFor(me.employeeId);
    at('2026-03-12T20:00:00Z');
    const before = await day(me.employeeId, '2026-03-12');
    assert.deepEqual(problems(before), ['ABSENT:PENDING']);
    const inId = await clockAt(me.employeeId, 'IN', '2026-03-12T09:00:00Z');
    const outId = await clockAt(me.employeeId, 'OUT', '2026-03-12T18:00:00Z');
    at('2026-03-12T20:00:00Z');
    const after = await day(me.employeeId, '2026-03-12');
    assert.deepEqual(problems(after), ['ABSENT:RESOLVED']);
    assert.equal(after.inconsistencies[0].resolution, 'AUTO');
    assert.equal(after.workedMinutes, 540);
    // the manager moves the IN to 09:40 with a reason: the day is recomputed in the correction's transaction
    const fix = await call('PUT', `/api/clocks/${inId}`, { instant: '2026-03-12T09:40:00Z', comment: 'badge reader was late' });
    assert.equal(fix.statusCode, 204, fix.body);
    const rows = await t.db.selectFrom('inconsistencies').select(['type', 'status', 'anchor']).where('employee_id', '=', me.employeeId).where('date', '=', '2026-03-12').orderBy('id').execute();
    assert.deepEqual(rows.map((r) => `${r.type}:${r.status}:${r.anchor}`), ['ABSENT:RESOLVED:day', `LATE_CLOCK:PENDING:in:${inId}`]);
    // deleting the OUT leaves the IN unpaired once the longest shift has passed
    const del = await t.request({ method: 'DELETE', url: `/api/clocks/${outId}?reason=${encodeURIComponent('double badge')}`, token: admin.token });
    assert.equal(del.statusCode, 204, del.body);
    at('2026-03-13T12:00:00Z');
    const later = await day(me.employeeId, '2026-03-12');
    assert.ok(later.inconsistencies.some((i: { type: string; status: string }) => i.type === 'CLOCK_MISSING' && i.status === 'PENDING'), JSON.stringify(later.inconsistencies));
    const events = await t.db.selectFrom('inconsistency_events as e').innerJoin('inconsistencies as i', 'i.id', 'e.inconsistency_id')
      .select(['i.type', 'e.action']).where('i.employee_id', '=', me.employeeId).where('i.date', '=', '2026-03-12').orderBy('e.id').execute();
    assert.deepEqual(events.filter((e) => e.type === 'ABSENT').map((e) => e.action), ['RAISED', 'AUTO_RESOLVED'], JSON.stringify(events));
  });

  test('an inconsistency a person archived is never reopened by a recompute', async () => {
    const me = await person();
    await scheduleFor(me.employeeId);
    const inId = await clockAt(me.employeeId, 'IN', '2026-03-16T09:30:00Z');
    await clockAt(me.employeeId, 'OUT', '2026-03-16T18:00:00Z');
    at('2026-03-17T09:00:00Z');
    const d = await day(me.employeeId, '2026-03-16');
    const late = d.inconsistencies.find((i: { anchor: string }) => i.anchor === `in:${inId}`);
    await t.db.updateTable('inconsistencies').set({ status: 'RESOLVED', resolution: 'MANUAL', resolved_at: new Date() }).where('id', '=', late.id).execute();
    const fix = await call('PUT', `/api/clocks/${inId}`, { instant: '2026-03-16T09:45:00Z', comment: 'later still' });
    assert.equal(fix.statusCode, 204, fix.body);
    const row = await t.db.selectFrom('inconsistencies').select(['status', 'resolution', 'minutes']).where('id', '=', late.id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { status: 'RESOLVED', resolution: 'MANUAL', minutes: 30 }, 'the archived row keeps its decision and figures');
  });

  test('a night shift\'s morning OUT stays on the evening\'s workday, with its night minutes', async () => {
    const me = await person();
    await scheduleFor(me.employeeId, { type: 'FIXED', dayStart: '22:00', dayEnd: '06:00', nightShift: true });
    await clockAt(me.employeeId, 'IN', '2026-03-10T22:00:00Z');
    await clockAt(me.employeeId, 'OUT', '2026-03-11T06:00:00Z');
    at('2026-03-11T12:00:00Z');
    const r = await attendance(`from=2026-03-10&to=2026-03-11&employeeId=${me.employeeId}`);
    const [tue, wed] = r.json().content[0].days;
    assert.deepEqual([tue.workedMinutes, tue.nightMinutes, tue.inconsistencies.length], [480, 480, 0]);
    assert.equal(wed.workedMinutes, 0);
    assert.equal(r.json().content[0].totals.workedMinutes, 480);
  });
});

describe('what-if', () => {
  test('POST /clocks/simulation says what the clock would do to the day, and writes nothing', async () => {
    const me = await person();
    await scheduleFor(me.employeeId);
    await clockAt(me.employeeId, 'IN', '2026-03-18T09:00:00Z');
    at('2026-03-18T19:00:00Z');
    const stored = async () => ({
      clocks: (await t.db.selectFrom('clocks').select('id').where('employee_id', '=', me.employeeId).execute()).length,
      problems: (await t.db.selectFrom('inconsistencies').select('id').where('employee_id', '=', me.employeeId).execute()).length,
    });
    await day(me.employeeId, '2026-03-17'); // recomputes what the IN queued, so the count below is settled
    await day(me.employeeId, '2026-03-18');
    const before = await stored();
    const r = await call('POST', '/api/clocks/simulation', { employeeId: me.employeeId, type: 'OUT', instant: '2026-03-18T12:00:00Z' });
    assert.equal(r.statusCode, 200, r.body);
    const change = r.json().impact.find((c: { date: string }) => c.date === '2026-03-18');
    assert.ok(change, r.body);
    assert.deepEqual([change.before.workedMinutes, change.before.openSince, change.before.inconsistencies.length], [0, '2026-03-18T09:00:00.000Z', 0], 'still at work before');
    assert.equal(change.after.workedMinutes, 180);
    assert.deepEqual(change.after.inconsistencies.map((i: { type: string; anchor: string; minutes: number }) => [i.type, i.anchor, i.minutes]), [['NO_CLOCK', 'segment:SECOND', 240]],
      'leaving at 12:00 leaves the afternoon unclocked');
    assert.deepEqual(await stored(), before, 'nothing written');
  });
});

describe('exports', () => {
  test('one line per employee and day as xlsx (a real workbook), csv and JSON Lines; headers in the caller\'s language; scoped', async () => {
    const me = await person();
    await scheduleFor(me.employeeId);
    await clockAt(me.employeeId, 'IN', '2026-03-24T09:20:00Z');
    await clockAt(me.employeeId, 'OUT', '2026-03-24T18:00:00Z');
    at('2026-03-26T12:00:00Z');
    const url = (format: string) => `/api/attendances/export?from=2026-03-23&to=2026-03-25&employeeId=${me.employeeId}&format=${format}`;
    const jsonl = await t.request({ method: 'POST', url: url('jsonl'), token: admin.token });
    assert.equal(jsonl.statusCode, 200, jsonl.body);
    assert.match(String(jsonl.headers['content-type']), /application\/jsonl/);
    const lines = jsonl.body.trim().split('\n').map((l) => JSON.parse(l));
    assert.deepEqual(lines.map((l) => [l.date, l.kind, l.workedMinutes, l.pendingInconsistencies]), [
      ['2026-03-23', 'WORK', 0, ['ABSENT']],
      ['2026-03-24', 'WORK', 520, ['LATE_CLOCK']],
      ['2026-03-25', 'WORK', 0, ['ABSENT']],
    ]);
    const csv = await t.request({ method: 'POST', url: url('csv'), token: admin.token, headers: { 'accept-language': 'pt' } });
    const rows = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    assert.equal(rows.length, 4);
    assert.match(rows[0], /^Colaborador,Departamento,Data,Dia,Previsto \(min\),Trabalhado \(min\)/);
    assert.match(rows[2], /,2026-03-24,dia de trabalho,480,520,/);
    const xlsx = await t.request({ method: 'POST', url: url('xlsx'), token: admin.token });
    assert.equal(xlsx.statusCode, 200);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    assert.equal(sheet.name, 'Attendance');
    assert.equal(sheet.rowCount, 4);
    assert.equal(sheet.getRow(3).getCell(6).value, 520);
    const other = await person();
    const own = await t.request({ method: 'POST', url: `/api/attendances/export?from=2026-03-23&to=2026-03-23&employeeId=${me.employeeId}&format=jsonl`, token: other.token });
    assert.equal(own.statusCode, 200);
    assert.equal(own.body, '', 'another employee\'s days are not exported to an employee');
    assertRejected(await t.request({ method: 'POST', url: url('pdf'), token: admin.token }), 400, 'format');
    assertRejected(await t.request({ method: 'POST', url: '/api/attendances/export?from=2026-03-23&to=2026-01-01', token: admin.token }), 400, 'to');
  });
});

describe('GET /attendances: scope and refusals', () => {
  test('a manager reads their department\'s people only; an employee only themselves; READ_ONLY reads', async () => {
    const dep = await createDepartment(t.db, `Att ${unique()}`);
    const other = await createDepartment(t.db, `Att other ${unique()}`);
    const mine = await t.signedIn(['EMPLOYEE'], { departmentId: dep.id });
    const stranger = await t.signedIn(['EMPLOYEE'], { departmentId: other.id });
    const manager = await t.signedIn(['DEPARTMENT_MANAGER']);
    await makeManagerOf(t.db, manager.employeeId!, dep.id);
    const seen = await attendance(`from=2026-03-02&to=2026-03-03&departmentId=${dep.id}`, manager.token);
    assert.equal(seen.statusCode, 200, seen.body);
    assert.deepEqual(seen.json().content.map((r: { employeeId: number }) => r.employeeId), [mine.employeeId]);
    const blocked = await attendance(`from=2026-03-02&to=2026-03-03&employeeId=${stranger.employeeId}`, manager.token);
    assert.deepEqual(blocked.json().content, [], 'another department\'s employee is not reachable by id');
    const own = await attendance('from=2026-03-02&to=2026-03-03', mine.token);
    assert.deepEqual(own.json().content.map((r: { employeeId: number }) => r.employeeId), [mine.employeeId]);
    const readOnly = await t.signedIn(['READ_ONLY']);
    assert.equal((await attendance('from=2026-03-02&to=2026-03-02&size=1', readOnly.token)).statusCode, 200);
  });

  test('bad periods are refused naming the field', async () => {
    assertRejected(await attendance('from=2026-03-10&to=2026-03-01'), 400, 'to');
    assertRejected(await attendance('from=2026-01-01&to=2026-04-01'), 400, 'to');
    assertRejected(await attendance('from=nope&to=2026-03-01'), 400, 'from');
    assertRejected(await attendance('to=2026-03-01'), 400, 'from');
    assertRejected(await attendance('from=2026-03-01&to=2026-03-02&size=5000'), 400, 'size');
    assert.equal((await t.request({ method: 'GET', url: '/api/attendances?from=2026-03-01&to=2026-03-02' })).statusCode, 401);
  });
});
