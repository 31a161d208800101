/**
 * Week schedules (extended §3, §5): create, read, replace, delete, export; the validation of §5 naming each field;
 * a schedule in use refused with how many hold it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ALL, http } from '../../support/http.ts';
import { createEmployee, unique } from '../../support/factories.ts';

let t: TestApp;
let admin: { token: string };
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });
const { call, get, list } = http(() => t, () => admin.token);

const rest = { type: 'REST' };
const office = { type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', breakStart: '13:00', breakEnd: '14:00', toleranceAfterStart: 10 };
/** A week Monday–Friday as given, weekend at rest. */
export const week = (weekday: Record<string, unknown>) => [0, 1, 2, 3, 4, 5, 6].map((d) => ({ weekday: d, ...(d === 0 || d === 6 ? rest : weekday) }));
export const site = async (name = `Site ${unique()}`) =>
  (await t.db.insertInto('sites').values({ name, latitude: 38.72, longitude: -9.14, time_zone: 'Europe/Lisbon' } as never).returning('id').executeTakeFirstOrThrow() as { id: number }).id;

interface Schedule { id: number; name: string; days: Record<string, unknown>[]; exceptions: Record<string, unknown>[]; employeeCount: number; createdName: string | null }

describe('week schedules', () => {
  test('a flexible schedule with a break and an exception day is saved as sent, with defaults filled and times cut', async () => {
    const lisbon = await site();
    const flexible = {
      type: 'FLEXIBLE', enterMin: '07:30:00', enterMax: '10:00', exitMin: '16:00', exitMax: '20:00', durationInMinutes: 480,
      breakStart: '12:00', breakEnd: '14:30', breakDuration: 60, workLocationIds: [lisbon], toleranceAfterStart: 15,
    };
    const name = `Flexible ${unique()}`;
    const res = await call('POST', '/api/schedules', {
      name, ignoreHolidays: false, calcInterval: 'FIRST_IN_LAST_OUT', days: week(flexible),
      exceptions: [{ name: 'Inventory day', startDate: '2026-12-30', endDate: '2026-12-30', timetable: { type: 'FIXED', dayStart: '08:00', dayEnd: '12:00' } }],
      extraHourDetails: [{ start: '20:00', end: '23:00', enable: true, night: false }],
    });
    assert.equal(res.statusCode, 201, res.body);
    const s = res.json() as Schedule;
    assert.equal(s.name, name);
    assert.equal(s.days.length, 7);
    assert.deepEqual(s.days.map((d) => d.type), ['REST', 'FLEXIBLE', 'FLEXIBLE', 'FLEXIBLE', 'FLEXIBLE', 'FLEXIBLE', 'REST']);
    const monday = s.days[1];
    assert.equal(monday.enterMin, '07:30', 'seconds are cut (extended §5)');
    assert.equal(monday.breakDuration, 60);
    assert.equal(monday.toleranceBeforeStart, 0, 'unset tolerances are 0');
    assert.deepEqual(monday.workLocationIds, [lisbon]);
    assert.equal(monday.expectedMinutes, 480);
    assert.equal(monday.dayStart, undefined, 'a flexible day has no fixed start');
    assert.equal(s.exceptions.length, 1);
    assert.equal(s.exceptions[0].name, 'Inventory day');
    assert.equal((s.exceptions[0].timetable as { expectedMinutes: number }).expectedMinutes, 240);
    assert.equal(s.employeeCount, 0);
    assert.ok(s.createdName, 'who created it is named');
    assert.deepEqual((await get(`/api/schedules/${s.id}`)).json(), s);
    const names = (await list<Schedule>(`/api/schedules?${ALL}`)).map((x) => x.name);
    assert.ok(names.includes(name));
    assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  test('PUT replaces the days and exceptions; a night shift crossing midnight is kept as such', async () => {
    const s = (await call('POST', '/api/schedules', { name: `Office ${unique()}`, days: week(office) })).json() as Schedule;
    const res = await call('PUT', `/api/schedules/${s.id}`, { name: s.name, days: week({ type: 'FIXED', dayStart: '22:00', dayEnd: '06:00', breakDuration: 30 }), exceptions: [] });
    assert.equal(res.statusCode, 200, res.body);
    const night = (res.json() as Schedule).days[1];
    assert.equal(night.nightShift, true, 'a range ending before it starts crosses midnight');
    assert.equal(night.expectedMinutes, 450);
    assert.equal(night.breakStart, null);
  });

  test('extended §5: each refusal names its field, and nothing is written', async () => {
    const before = (await list<Schedule>(`/api/schedules?${ALL}`)).length;
    const cases: [string, Record<string, unknown>, string][] = [
      ['no days chosen', { days: [] }, 'days'],
      ['a weekday twice', { days: [...week(office).slice(0, 6), { weekday: 1, ...office }] }, 'days[6].weekday'],
      ['a weekday missing', { days: week(office).slice(0, 6) }, 'days'],
      ['a time that is not HH:MM', { days: week({ ...office, dayStart: '25:00' }) }, 'days[1].dayStart'],
      ['a fixed day without its end', { days: week({ type: 'FIXED', dayStart: '09:00' }) }, 'days[1].dayEnd'],
      ['a break start without its end', { days: week({ ...office, breakEnd: null }) }, 'days[1].breakEnd'],
      ['a break outside the day', { days: week({ ...office, breakStart: '19:00', breakEnd: '19:30' }) }, 'days[1].breakStart'],
      ['a break longer than its window', { days: week({ ...office, breakDuration: 90 }) }, 'days[1].breakDuration'],
      ['a duration that cannot fit', { days: week({ type: 'FLEXIBLE', enterMin: '08:00', enterMax: '09:00', exitMin: '12:00', exitMax: '13:00', durationInMinutes: 480 }) }, 'days[1].durationInMinutes'],
      ['a flexible day without its duration', { days: week({ type: 'FLEXIBLE', enterMin: '08:00', enterMax: '09:00', exitMin: '12:00', exitMax: '18:00' }) }, 'days[1].durationInMinutes'],
      ['minutes above 1440', { days: week({ ...office, toleranceAfterStart: 1441 }) }, 'days.1.toleranceAfterStart'],
      ['an unknown site', { days: week({ ...office, workLocationIds: [999999] }) }, 'days[1].workLocationIds[0]'],
      ['half an extra-hour band', { days: week(office), extraHourDetails: [{ start: '20:00' }] }, 'extraHourDetails[0].end'],
      ['overlapping exceptions', { days: week(office), exceptions: [
        { startDate: '2026-12-24', endDate: '2026-12-26', timetable: rest }, { startDate: '2026-12-26', endDate: '2026-12-27', timetable: rest }] }, 'exceptions[1].startDate'],
      ['an exception ending before it starts', { days: week(office), exceptions: [{ startDate: '2026-12-24', endDate: '2026-12-20', timetable: rest }] }, 'exceptions[0].endDate'],
      ['an unknown type', { days: week({ type: 'SHIFTY' }) }, 'days.1.type'],
    ];
    for (const [what, body, field] of cases) {
      const res = await call('POST', '/api/schedules', { name: `Bad ${unique()}`, ...body });
      assert.equal(res.statusCode, 400, `${what}: ${res.body}`);
      const fields = (res.json().subErrors as { field: string }[]).map((e) => e.field.replace(/^body\./, '').replace(/^\//, '').replaceAll('/', '.'));
      assert.ok(fields.some((f) => f === field || f.replace(/\[(\d+)\]/g, '.$1') === field.replace(/\[(\d+)\]/g, '.$1')), `${what}: expected ${field} among ${fields.join(', ')}`);
    }
    assert.equal((await list<Schedule>(`/api/schedules?${ALL}`)).length, before, 'nothing half-written');
  });

  test('names are unique ignoring case (409); a schedule held by someone is not deleted (409 with the count); a free one is', async () => {
    const name = `Shop ${unique()}`;
    const s = (await call('POST', '/api/schedules', { name, days: week(office) })).json() as Schedule;
    const dup = await call('POST', '/api/schedules', { name: ` ${name.toUpperCase()} `, days: week(office) });
    assert.equal(dup.statusCode, 409);
    assert.equal(dup.json().code, 'SCHEDULE_NAME_TAKEN');
    for (let i = 0; i < 2; i++) {
      const e = await createEmployee(t.db);
      assert.equal((await call('POST', `/api/employees/${e.id}/schedules`, { scheduleId: s.id, validFrom: '2026-01-01' })).statusCode, 201);
    }
    const refused = await call('DELETE', `/api/schedules/${s.id}`);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().code, 'SCHEDULE_IN_USE');
    assert.match(refused.json().message, /2 employee/);
    const pt = await t.request({ method: 'DELETE', url: `/api/schedules/${s.id}`, token: admin.token, headers: { 'accept-language': 'pt' } });
    assert.match(pt.json().message, /atribuído a 2 colaborador/);
    assert.equal((await get(`/api/schedules/${s.id}`)).statusCode, 200, 'still there');
    const free = (await call('POST', '/api/schedules', { name: `Free ${unique()}`, days: week({ type: 'FREE', durationInMinutes: 240 }) })).json() as Schedule;
    assert.equal((await call('DELETE', `/api/schedules/${free.id}`)).statusCode, 204);
    assert.equal((await get(`/api/schedules/${free.id}`)).statusCode, 404);
  });

  test('the export is a real workbook, one column per weekday, headers in the caller\'s language', async () => {
    const name = `Export ${unique()}`;
    await call('POST', '/api/schedules', { name, days: week(office) });
    const res = await t.request({ method: 'POST', url: '/api/schedules/export', token: admin.token, headers: { 'accept-language': 'pt-PT' } });
    assert.equal(res.statusCode, 200, res.body);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    assert.equal(sheet.name, 'Horários semanais');
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1, 4), ['Nome', 'Domingo', 'Segunda']);
    const row = sheet.getColumn(1).values.findIndex((v) => v === name);
    assert.ok(row > 1, 'the schedule is a row');
    assert.equal(sheet.getRow(row).getCell(2).value, 'Descanso');
    assert.equal(sheet.getRow(row).getCell(3).value, '09:00–18:00 (13:00–14:00)');
  });
});
