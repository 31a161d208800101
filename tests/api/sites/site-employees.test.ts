/**
 * Who works at a site (`GET /sites/{id}/employees`): the holders of every schedule that names the site — as a day's
 * work location, an exception's, or the schedule's remote-work site — whose assignment is current or future, by name.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { http } from '../../support/http.ts';
import { createEmployee, unique } from '../../support/factories.ts';
import { assertRejected } from '../../support/assert-rejected.ts';
import { companyToday } from '../../../api/src/schedules/assignment.repository.ts';
import { addDaysIso } from '../../../domain/dates.rules.ts';

let t: TestApp;
let admin: { token: string };
let today: string;
const day = (n: number) => addDaysIso(today, n);
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  today = await companyToday(t.db, new Date());
});
after(async () => { await t?.close(); });
const { call, get } = http(() => t, () => admin.token);

const site = async () => {
  const res = await call('POST', '/api/sites', { name: `Site ${unique()}`, y: 38.72, x: -9.14 });
  assert.equal(res.statusCode, 201, res.body);
  return (res.json() as { id: number }).id;
};
const week = (day: Record<string, unknown>) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...(weekday % 6 === 0 ? { type: 'REST' } : day) }));
const office = { type: 'FIXED', dayStart: '09:00', dayEnd: '17:00' };
const schedule = async (body: Record<string, unknown>) => {
  const res = await call('POST', '/api/schedules', { name: `Schedule ${unique()}`, days: week(office), ...body });
  assert.equal(res.statusCode, 201, res.body);
  return res.json() as { id: number; name: string };
};
const assign = async (employeeId: number, scheduleId: number, validFrom: string, validTo?: string) => {
  const res = await call('POST', `/api/employees/${employeeId}/schedules`, { scheduleId, validFrom, validTo });
  assert.equal(res.statusCode, 201, res.body);
};
type Holder = { employeeId: number; name: string; scheduleName: string; validFrom: string; validTo: string | null };
const holders = async (siteId: number, query = '') => {
  const res = await get(`/api/sites/${siteId}/employees${query}`);
  return res.statusCode === 204 ? { content: [] as Holder[], total: 0 } : { content: res.json().content as Holder[], total: res.json().page.totalElements as number };
};

describe('the employees of a site', () => {
  test('holders of schedules working there by a day, an exception or remote work; ended assignments and other sites left out', async () => {
    const here = await site();
    const elsewhere = await site();
    const byDay = await schedule({ days: week({ ...office, workLocationIds: [here] }) });
    const byException = await schedule({ exceptions: [{ name: 'Stocktake', startDate: '2026-12-30', endDate: '2026-12-30', timetable: { ...office, workLocationIds: [here] } }] });
    const remote = await schedule({ remoteWorkSiteId: here });
    const other = await schedule({ days: week({ ...office, workLocationIds: [elsewhere] }) });
    const [ana, bruno, carla, diogo, eva] = await Promise.all(['Ana', 'Bruno', 'Carla', 'Diogo', 'Eva'].map((n) => createEmployee(t.db, { name: `${n} ${unique()}` })));
    await assign(ana.id, byDay.id, day(-100));
    await assign(bruno.id, byException.id, day(20));
    await assign(carla.id, remote.id, day(-100), day(0));
    await assign(diogo.id, byDay.id, day(-100), day(-1));
    await assign(eva.id, other.id, day(-100));
    const { content, total } = await holders(here);
    assert.deepEqual(content.map((h) => [h.name, h.scheduleName, h.validFrom, h.validTo]), [
      [ana.name, byDay.name, day(-100), null],
      [bruno.name, byException.name, day(20), null],
      [carla.name, remote.name, day(-100), day(0)],
    ], 'Diogo\'s assignment ended yesterday; Eva works elsewhere');
    assert.equal(total, 3);
    const second = await holders(here, '?page=1&size=2');
    assert.deepEqual(second.content.map((h) => h.name), [carla.name]);
    assert.deepEqual((await holders(elsewhere)).content.map((h) => h.name), [eva.name]);
  });

  test('a site nobody works at answers 204; an unknown site 404', async () => {
    assert.equal((await get(`/api/sites/${await site()}/employees`)).statusCode, 204);
    assertRejected(await get('/api/sites/999999/employees'), 404, null, 'NOT_FOUND');
  });
});
