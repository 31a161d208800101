/**
 * Recording clocks (core §4, §7, §8; issue #13): the server's instant and local time, the two confirmations
 * (same type as the previous clock, an OUT in the middle of the expected work, a night shift included), the geofence
 * under the geo policy, idempotent retries, offline clocks, clocks recorded for someone, and concurrency decided in
 * the database.
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
/** Moves the API's clock to `iso` (tokens keep real time). */
const at = (iso: string) => { t.clock.offsetMs = Date.parse(iso) - Date.now(); };
const clock = (token: string, body: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  t.request({ method: 'POST', url: '/api/clocks/', token, payload: body, headers });
const count = async (employeeId: number) => Number((await t.db.selectFrom('clocks').select((eb) => eb.fn.countAll().as('n')).where('employee_id', '=', employeeId).executeTakeFirstOrThrow()).n);

const week = (day: Record<string, unknown>) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...(weekday % 6 === 0 ? { type: 'REST' } : day) }));
async function scheduleFor(employeeId: number, day: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const s = await call('POST', '/api/schedules', { name: `Clock schedule ${unique()}`, days: week(day), ...extra });
  assert.equal(s.statusCode, 201, s.body);
  const a = await call('POST', `/api/employees/${employeeId}/schedules`, { scheduleId: s.json().id, validFrom: '2026-01-01' });
  assert.equal(a.statusCode, 201, a.body);
  return s.json() as { id: number; name: string };
}
const person = async () => t.signedIn(['EMPLOYEE']) as Promise<{ token: string; employeeId: number }>;

describe('own clocks', () => {
  test('the instant is the server\'s, the local date and time the company\'s zone; the type follows the previous clock', async () => {
    const me = await person();
    at('2026-07-14T08:03:27Z');
    const first = await clock(me.token, { clientId: unique(), deviceUuid: 'tablet-7', tag: 'front door' });
    assert.equal(first.statusCode, 201, first.body);
    const c = first.json();
    assert.deepEqual([c.type, c.instant.slice(0, 19), c.date, c.time, c.timeZone, c.registered, c.identification, c.geofence, c.deviceUuid, c.tag],
      ['IN', '2026-07-14T08:03:27', '2026-07-14', '09:03:27', 'Europe/Lisbon', 'WEB', 'userpass', 'NOT_REQUIRED', 'tablet-7', 'front door']);
    at('2026-07-14T12:00:00Z');
    const second = await clock(me.token);
    assert.equal(second.json().type, 'OUT', 'an OUT follows an IN when no type is sent');
  });

  test('the same type twice asks for confirmation (409, translated); confirmed, it is recorded with the reason', async () => {
    const me = await person();
    at('2026-07-15T08:00:00Z');
    assert.equal((await clock(me.token, { type: 'IN' })).statusCode, 201);
    at('2026-07-15T08:05:00Z');
    const again = await clock(me.token, { type: 'IN' });
    assertRejected(again, 409, null, 'SAME_TYPE_AS_PREVIOUS');
    assert.equal(again.json().message, 'Last clock was IN, clock out first');
    const pt = await clock(me.token, { type: 'IN' }, { 'accept-language': 'pt' });
    assert.equal(pt.json().message, 'A última marcação foi uma entrada; marque primeiro a saída');
    assert.equal(await count(me.employeeId), 1, 'nothing stored until confirmed');
    const confirmed = await clock(me.token, { type: 'IN', confirmed: ['SAME_TYPE_AS_PREVIOUS'] });
    assert.equal(confirmed.statusCode, 201, confirmed.body);
    assert.deepEqual(confirmed.json().confirmed, ['SAME_TYPE_AS_PREVIOUS']);
  });

  test('an OUT in the middle of the expected work asks for confirmation; within the end tolerance it does not', async () => {
    const me = await person();
    await scheduleFor(me.employeeId, { type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', toleranceBeforeEnd: 10 });
    at('2026-03-10T08:58:00Z'); // Tuesday, Lisbon is UTC+0 in March
    assert.equal((await clock(me.token, { type: 'IN' })).statusCode, 201);
    at('2026-03-10T15:30:00Z');
    const early = await clock(me.token, { type: 'OUT' });
    assertRejected(early, 409, null, 'DURING_SHIFT');
    assert.equal(early.json().message, 'Your expected work lasts until 18:00; confirm to clock out now');
    const fr = await clock(me.token, { type: 'OUT' }, { 'accept-language': 'fr' });
    assert.equal(fr.json().message, 'Votre travail prévu dure jusqu\'à 18:00 ; confirmez pour pointer la sortie maintenant');
    const confirmed = await clock(me.token, { type: 'OUT', confirmed: true });
    assert.deepEqual(confirmed.json().confirmed, ['DURING_SHIFT'], 'only the reason that applied is kept');
    at('2026-03-11T08:59:00Z');
    await clock(me.token, { type: 'IN' });
    at('2026-03-11T17:51:00Z');
    assert.equal((await clock(me.token, { type: 'OUT' })).statusCode, 201, '9 minutes early is inside the 10-minute tolerance');
  });

  test('a schedule changed between two clocks applies to the second at once (the timetables are cached by version)', async () => {
    const me = await person();
    const schedule = await scheduleFor(me.employeeId, { type: 'FIXED', dayStart: '09:00', dayEnd: '18:00' });
    at('2026-03-12T08:58:00Z');
    assert.equal((await clock(me.token, { type: 'IN' })).statusCode, 201);
    at('2026-03-12T12:30:00Z');
    assertRejected(await clock(me.token, { type: 'OUT' }), 409, null, 'DURING_SHIFT');
    const put = await call('PUT', `/api/schedules/${schedule.id}`, { name: schedule.name, days: week({ type: 'FIXED', dayStart: '09:00', dayEnd: '12:00' }) });
    assert.equal(put.statusCode, 200, put.body);
    assert.equal((await clock(me.token, { type: 'OUT' })).statusCode, 201, 'the day now ends at 12:00: nothing to confirm');
    at('2026-03-13T08:58:00Z');
    await clock(me.token, { type: 'IN' });
    await call('PUT', `/api/schedules/${schedule.id}`, { name: schedule.name, days: week({ type: 'FIXED', dayStart: '09:00', dayEnd: '18:00' }) });
    at('2026-03-13T12:30:00Z');
    assertRejected(await clock(me.token, { type: 'OUT' }), 409, null, 'DURING_SHIFT');
  });

  test('a night shift: at 02:00 the OUT interrupts the shift that started yesterday at 22:00', async () => {
    const me = await person();
    await scheduleFor(me.employeeId, { type: 'FIXED', dayStart: '22:00', dayEnd: '06:00', nightShift: true });
    at('2026-03-10T21:55:00Z');
    await clock(me.token, { type: 'IN' });
    at('2026-03-11T02:00:00Z');
    const early = await clock(me.token, { type: 'OUT' });
    assertRejected(early, 409, null, 'DURING_SHIFT');
    assert.match(early.json().message, /until 06:00/);
    at('2026-03-11T06:01:00Z');
    assert.equal((await clock(me.token, { type: 'OUT' })).statusCode, 201);
  });

  test('a retried request with the same clientId answers the first clock (200), sequentially and concurrently', async () => {
    const me = await person();
    const id = crypto.randomUUID();
    const first = await clock(me.token, { type: 'IN', clientId: id });
    const retry = await clock(me.token, { type: 'IN', clientId: id });
    assert.deepEqual([first.statusCode, retry.statusCode], [201, 200]);
    assert.equal(retry.json().id, first.json().id);
    const burst = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => clock(me.token, { type: 'OUT', clientId: burst })));
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [200, 200, 200, 200, 200, 201]);
    assert.equal(new Set(answers.map((r) => r.json().id)).size, 1);
    assert.equal(await count(me.employeeId), 2);
  });

  test('two devices clocking IN at once: one IN is accepted, the others are asked to confirm (ordered per employee in the database)', async () => {
    const me = await person();
    const answers = await Promise.all(Array.from({ length: 8 }, () => clock(me.token, { type: 'IN' })));
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [201, 409, 409, 409, 409, 409, 409, 409]);
    assert.equal(await count(me.employeeId), 1);
  });

  test('a dozen confirmed clocks at once are all recorded, numbered in order, alternating IN and OUT', async () => {
    const me = await person();
    const answers = await Promise.all(Array.from({ length: 12 }, () => clock(me.token, { confirmed: true })));
    assert.deepEqual(answers.map((r) => r.statusCode), Array(12).fill(201), answers.map((r) => r.body).join('\n'));
    const rows = await t.db.selectFrom('clocks').select(['seq', 'type', 'instant']).where('employee_id', '=', me.employeeId).orderBy('seq').execute();
    assert.deepEqual(rows.map((r) => r.seq), Array.from({ length: 12 }, (_, i) => i + 1));
    assert.deepEqual(rows.map((r) => r.type), Array.from({ length: 12 }, (_, i) => (i % 2 ? 'OUT' : 'IN')), 'each decided on the one before');
    assert.ok(rows.every((r, i) => i === 0 || new Date(r.instant) >= new Date(rows[i - 1].instant)), 'instants in the order recorded');
  });

  test('a clock overtaken by a later one (it read the time first, the other committed first) follows it, just after it', async () => {
    const me = await person();
    at('2026-07-16T08:00:00Z');
    assert.equal((await clock(me.token)).json().type, 'IN');
    // the OUT that read its time at 12:00:03 is in before the clock that read 12:00:01 (2 s earlier: inside the window)
    at('2026-07-16T12:00:03Z');
    const out = (await clock(me.token)).json();
    assert.equal(out.type, 'OUT');
    at('2026-07-16T12:00:01Z');
    const overtaken = await clock(me.token);
    assert.equal(overtaken.statusCode, 201, overtaken.body);
    const justAfter = new Date(Date.parse(out.instant) + 1).toISOString();
    assert.deepEqual([overtaken.json().type, overtaken.json().instant], ['IN', justAfter], 'decided on the OUT, placed 1 ms after it');
    const rows = await t.db.selectFrom('clocks').select(['seq', 'type']).where('employee_id', '=', me.employeeId).orderBy('instant').execute();
    assert.deepEqual(rows.map((r) => `${r.seq}${r.type}`), ['1IN', '2OUT', '3IN'], 'instants and numbers in one order');
    // a clock recorded for a past instant still follows what came before that instant, not the latest (an OUT)
    at('2026-07-16T17:00:00Z');
    assert.equal((await clock(me.token)).json().type, 'OUT');
    const past = await t.request({ method: 'POST', url: '/api/clocks/admin/', token: admin.token,
      payload: { employeeId: me.employeeId, type: 'OUT', instant: '2026-07-16T10:00:00Z', comment: 'forgot' } });
    assert.equal(past.statusCode, 201, past.body);
    assert.deepEqual(past.json().confirmed, [], 'an OUT after the IN of 08:00 needs no confirmation');
  });

  test('offline: the device\'s time counts, the arrival is kept and a late arrival flagged; impossible times are refused', async () => {
    const me = await person();
    at('2026-05-04T09:40:00Z');
    const late = await clock(me.token, { type: 'IN', offline: true, deviceInstant: '2026-05-04T09:00:00Z', clientId: unique() });
    assert.equal(late.statusCode, 201, late.body);
    const c = late.json();
    assert.deepEqual([c.instant, c.receivedAt.slice(0, 19), c.time, c.offline, c.delayed, c.delaySeconds], ['2026-05-04T09:00:00.000Z', '2026-05-04T09:40:00', '10:00:00', true, true, 2400]);
    assertRejected(await clock(me.token, { offline: true }), 400, 'deviceInstant');
    assertRejected(await clock(me.token, { offline: true, deviceInstant: '2026-05-04T10:00:00Z' }), 400, 'deviceInstant');
    assertRejected(await clock(me.token, { offline: true, deviceInstant: '2026-04-30T09:00:00Z' }), 400, 'deviceInstant');
    assert.equal(await count(me.employeeId), 1);
  });

  test('malformed input is refused naming the field, and nothing is stored', async () => {
    const me = await person();
    for (const [body, field] of [
      [{ type: 'SIDEWAYS' }, 'type'], [{ geoLoc: { latitude: 91, longitude: 0 } }, 'geoLoc.latitude'],
      [{ geoLoc: { latitude: 38 } }, 'geoLoc.longitude'], [{ confirmed: ['MAYBE'] }, 'confirmed'], [{ clientId: '' }, 'clientId'],
      [{ campaignIds: [0] }, 'campaignIds[0]'], [{ instant: '2026-01-01T00:00:00Z' }, 'instant'], [{ tag: 'x'.repeat(101) }, 'tag'],
    ] as const) {
      const res = await clock(me.token, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)} → ${res.body}`);
      assert.ok(res.json().subErrors.some((e: { field: string }) => e.field.startsWith(field)), `${field}: ${res.body}`);
    }
    assert.equal(await count(me.employeeId), 0);
  });
});

describe('the geofence under the geo policy', () => {
  let hq: number;
  before(async () => {
    const res = await call('POST', '/api/sites', { name: `HQ ${unique()}`, y: 38.7205, x: -9.1456, radius: 150 });
    assert.equal(res.statusCode, 201, res.body);
    hq = res.json().id;
    assert.equal((await call('POST', '/api/clock-policies/3/enable', {})).statusCode, 204);
  });
  after(async () => { await call('POST', '/api/clock-policies/3/disable', {}); });

  test('no position: 422 LOCATION_REQUIRED and nothing stored; outside: 422 naming the nearest site and the distance', async () => {
    const me = await person();
    await scheduleFor(me.employeeId, { type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', workLocationIds: [hq] });
    assertRejected(await clock(me.token, { type: 'IN' }), 422, null, 'LOCATION_REQUIRED');
    const far = await clock(me.token, { type: 'IN', geoLoc: { latitude: 38.7295, longitude: -9.1456, accuracy: 20 } });
    assertRejected(far, 422, null, 'OUTSIDE_GEOFENCE');
    assert.match(far.json().message, /^You are 1001 m from HQ .*, outside its 150 m area$/);
    assert.equal(await count(me.employeeId), 0);
  });

  test('inside by the radius plus the accuracy and ~10 m margin; a wild accuracy is credited 100 m at most', async () => {
    const me = await person();
    const north = (meters: number) => ({ latitude: 38.7205 + meters / 111_195, longitude: -9.1456 });
    const edge = await clock(me.token, { type: 'IN', geoLoc: { ...north(158), accuracy: 0 } });
    assert.equal(edge.statusCode, 201, edge.body);
    assert.deepEqual([edge.json().geofence, edge.json().siteId, edge.json().siteDistance, edge.json().timeZone], ['INSIDE', hq, 158, 'Europe/Lisbon']);
    assert.match(edge.json().siteName, /^HQ /, 'the employee reads the site\'s name on their clock');
    const wild = await clock(me.token, { type: 'OUT', geoLoc: { ...north(400), accuracy: 5000 } });
    assertRejected(wild, 422, null, 'OUTSIDE_GEOFENCE');
    const fuzzy = await clock(me.token, { type: 'OUT', geoLoc: { ...north(250), accuracy: 95 } });
    assert.equal(fuzzy.statusCode, 201, fuzzy.body);
  });

  test('an employee\'s override beats the company: off, any position (or none) is recorded and matched to a site for the record', async () => {
    const me = await person();
    assert.equal((await call('POST', `/api/employees/${me.employeeId}/clock-policies/3/disable`, {})).statusCode, 204);
    const none = await clock(me.token, { type: 'IN' });
    assert.equal(none.json().geofence, 'NOT_REQUIRED');
    const there = await clock(me.token, { type: 'OUT', geoLoc: { latitude: 38.7206, longitude: -9.1456 } });
    assert.deepEqual([there.json().geofence, there.json().siteId], ['NOT_REQUIRED', hq]);
  });
});

describe('clocks recorded for someone', () => {
  test('an administrator records with a comment (administrative, no geofence); a manager only for their department\'s people', async () => {
    const dep = await createDepartment(t.db);
    const other = await createDepartment(t.db);
    const manager = await t.signedIn(['DEPARTMENT_MANAGER'], { departmentId: dep.id });
    await makeManagerOf(t.db, manager.employeeId!, dep.id);
    const mine = await t.signedIn(['EMPLOYEE'], { departmentId: dep.id });
    const theirs = await t.signedIn(['EMPLOYEE'], { departmentId: other.id });
    assertRejected(await call('POST', '/api/clocks/admin/', { employeeId: mine.employeeId, type: 'IN' }), 400, 'comment');
    assertRejected(await call('POST', '/api/clocks/admin/', { employeeId: mine.employeeId, type: 'IN', comment: '  ' }), 400, 'comment');
    assertRejected(await call('POST', '/api/clocks/admin/', { employeeId: mine.employeeId, type: 'IN', comment: 'x', instant: '2999-01-01T00:00:00Z' }), 400, 'instant');
    const byAdmin = await call('POST', '/api/clocks/admin/', { employeeId: mine.employeeId, type: 'IN', comment: 'Forgot his badge', instant: '2026-02-02T08:00:00Z' });
    assert.equal(byAdmin.statusCode, 201, byAdmin.body);
    assert.deepEqual([byAdmin.json().administrative, byAdmin.json().geofence, byAdmin.json().registered, byAdmin.json().comment, byAdmin.json().instant],
      [true, 'ADMINISTRATIVE', 'ADMIN', 'Forgot his badge', '2026-02-02T08:00:00.000Z']);
    const ok = await call('POST', '/api/clocks/admin', { employeeId: mine.employeeId, type: 'OUT', comment: 'left early' }, manager.token);
    assert.equal(ok.statusCode, 201, ok.body);
    const elsewhere = await call('POST', '/api/clocks/admin', { employeeId: theirs.employeeId, type: 'IN', comment: 'x' }, manager.token);
    assertRejected(elsewhere, 404, null, 'NOT_FOUND');
    const self = await call('POST', '/api/clocks/admin', { employeeId: manager.employeeId, type: 'IN', comment: 'x' }, manager.token);
    assertRejected(self, 404, null, 'NOT_FOUND');
    assert.equal(await count(theirs.employeeId!), 0);
  });

  test('the simulation answers what a clock would do and writes nothing', async () => {
    const me = await person();
    await clock(me.token, { type: 'IN' });
    const res = await call('POST', '/api/clocks/simulation', { type: 'IN' }, me.token);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json().clock.type, res.json().confirmationsNeeded, res.json().refusal], ['IN', ['SAME_TYPE_AS_PREVIOUS'], null]);
    assert.equal(await count(me.employeeId), 1);
  });
});


