/**
 * The demo company a newcomer finds after `npm start`: sites to clock at, week schedules, and a current schedule for
 * everyone but the two demo accounts the browser tests assign one to; `npm run seed` re-creates it over itself.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { reseedDemo, seedDemo } from '../../../api/src/seed/demo-seed.ts';
import { DEMO_PASSWORD } from '../../../api/src/seed/demo-data.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ALL, http } from '../../support/http.ts';

/** A Wednesday: the seeding week starts on Monday 23 November. */
const NOW = new Date('2026-11-25T10:00:00Z');

interface Assignment { employeeId: number; scheduleName: string; validFrom: string; validTo: string | null }
interface ExpectedDay { date: string; source: string; restDay: boolean; expectedMinutes: number; timetable: { dayStart?: string; dayEnd?: string; breakStart?: string } | null }

let t: TestApp;
let token: string;
let people: { id: number; name: string; department: string }[];
const { get, list } = http(() => t, () => token);
const idOf = (name: string) => people.find((p) => p.name === name)!.id;

async function seeded(seed: () => Promise<void>) {
  await seed();
  token = await t.login('admin@demo.test', DEMO_PASSWORD);
  people = await t.db.selectFrom('employees as e').innerJoin('departments as d', 'd.id', 'e.department_id')
    .select(['e.id', 'e.name', 'd.name as department']).orderBy('e.id').execute();
}

async function currentAssignments(): Promise<Assignment[]> {
  const res = await get(`/api/schedule-assignments?employeeIds=${people.map((p) => p.id).join(',')}&current=true`);
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

async function expectedDays(name: string, from: string, to: string): Promise<ExpectedDay[]> {
  const res = await get(`/api/expected-days?employeeIds=${idOf(name)}&from=${from}&to=${to}`);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { days: ExpectedDay[] }[])[0].days;
}

before(async () => {
  t = await startTestApp();
  t.clock.offsetMs = NOW.getTime() - Date.now();
  await seeded(() => seedDemo(t.db, NOW));
});
after(async () => { await t?.close(); });

describe('the demo company', () => {
  test('has three sites to clock at, each with its fence and time zone', async () => {
    const sites = await list<{ name: string; radius: number; timeZone: string; latitude: number; longitude: number }>(`/api/sites?${ALL}`);
    assert.deepEqual(sites.map((s) => [s.name, s.radius, s.timeZone]), [
      ['Lisbon HQ', 150, 'Europe/Lisbon'], ['Paris Office', 100, 'Europe/Paris'], ['Porto Warehouse', 300, 'Europe/Lisbon'],
    ]);
    assert.deepEqual([sites[0].latitude, sites[0].longitude], [38.7205, -9.1456]);
  });

  test('has five week schedules, each worked by someone', async () => {
    const schedules = await list<{ name: string; employeeCount: number; exceptions: unknown[] }>(`/api/schedules?${ALL}`);
    assert.deepEqual(schedules.map((s) => s.name).sort(), [
      'Flexible engineering', 'Office 09:00–18:00', 'Paris office part-time', 'Warehouse early shift', 'Warehouse night shift',
    ]);
    for (const s of schedules) assert.ok(s.employeeCount > 0, `${s.name} has holders`);
    assert.equal(schedules.find((s) => s.name === 'Flexible engineering')!.exceptions.length, 1);
  });

  test('gives every employee one current schedule, by department, except the demo employee and manager', async () => {
    const current = await currentAssignments();
    const withoutSchedule = people.filter((p) => !current.some((a) => a.employeeId === p.id)).map((p) => p.name);
    assert.deepEqual(withoutSchedule.sort(), ['Eduardo Silva', 'Miguel Costa']);
    assert.equal(current.length, people.length - 2, 'one each');
    const of = (department: string) => new Set(current.filter((a) => people.find((p) => p.id === a.employeeId)!.department === department).map((a) => a.scheduleName));
    assert.deepEqual(of('Operations'), new Set(['Warehouse early shift', 'Warehouse night shift']));
    assert.deepEqual(of('Engineering'), new Set(['Flexible engineering']));
    assert.ok(current.every((a) => a.validTo === null && a.validFrom >= '2025-01-01'), 'from their start or 1 January of last year, open');
  });

  test("the demo employee's office hours expected 09:00–18:00 on Mondays, and ended the Sunday before the seeding week", async () => {
    const days = await expectedDays('Eduardo Silva', '2026-11-16', '2026-11-23');
    const monday = days[0];
    assert.equal(monday.source, 'ASSIGNMENT');
    assert.deepEqual([monday.timetable?.dayStart, monday.timetable?.dayEnd, monday.timetable?.breakStart, monday.expectedMinutes], ['09:00', '18:00', '13:00', 480]);
    assert.equal(days[6].restDay, true, 'Sunday 22 November is a rest day');
    assert.equal(days[7].source, 'NONE', 'nothing from Monday 23 November: the browser tests assign from there');
  });

  test('engineers rest on Christmas Eve, an exception of their flexible schedule', async () => {
    const engineer = people.find((p) => p.department === 'Engineering')!.name;
    const [eve, christmas] = await expectedDays(engineer, '2026-12-24', '2026-12-25');
    assert.deepEqual([eve.source, eve.expectedMinutes], ['EXCEPTION', 0]);
    assert.equal(christmas.expectedMinutes, 0, 'Christmas is a public holiday');
  });

  test('`npm run seed` re-creates it over itself', async () => {
    await seeded(() => reseedDemo(t.db, NOW));
    const sites = await list<{ name: string }>(`/api/sites?${ALL}`);
    assert.equal(sites.length, 3);
    assert.equal((await list(`/api/schedules?${ALL}`)).length, 5);
    assert.equal((await currentAssignments()).length, people.length - 2);
  });
});
