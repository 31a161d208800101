/**
 * What-if for extra-hour rules (issue #14 item 6): `POST /extra-hours-policies/preview` answers what creating or
 * editing a rule would do to the hours of the employees it concerns — by the same engine, written nowhere — and
 * refuses what the real create or edit would refuse.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { http } from '../../support/http.ts';
import { assertRejected } from '../../support/assert-rejected.ts';
import { unique } from '../../support/factories.ts';

let t: TestApp;
let admin: { token: string };
let me: { token: string; employeeId: number };
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  me = (await t.signedIn(['EMPLOYEE'])) as { token: string; employeeId: number };
  const days = [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday % 6 === 0 ? { weekday, type: 'REST' } : { weekday, type: 'FIXED', dayStart: '09:00', dayEnd: '18:00' }));
  const s = await call('POST', '/api/schedules', { name: `Preview ${unique()}`, days });
  assert.equal(s.statusCode, 201, s.body);
  assert.equal((await call('POST', `/api/employees/${me.employeeId}/schedules`, { scheduleId: s.json().id, validFrom: '2026-01-01' })).statusCode, 201);
  // Tuesday 5 May 2026, 09:00–20:00 in Lisbon (summer time)
  for (const [type, instant] of [['IN', '2026-05-05T08:00:00Z'], ['OUT', '2026-05-05T19:00:00Z']] as const) {
    t.clock.offsetMs = Date.parse(instant) - Date.now();
    assert.equal((await call('POST', '/api/clocks/admin', { employeeId: me.employeeId, type, instant, comment: 'test', confirmed: true })).statusCode, 201);
  }
  t.clock.offsetMs = Date.parse('2026-05-09T12:00:00Z') - Date.now();
});
after(async () => { await t?.close(); });

const { call } = http(() => t, () => admin.token);
const PERIOD = { from: '2026-05-04', to: '2026-05-08' };
const preview = (body: object, token = admin.token) => t.request({ method: 'POST', url: '/api/extra-hours-policies/preview', token, payload: { ...PERIOD, ...body } });
const stored = async () => ({
  rules: (await sql<{ n: number }>`select count(*)::int as n from extra_hour_rules`.execute(t.db)).rows[0].n,
  night: (await sql<{ start_minute: number }>`select start_minute from extra_hour_rules where id = 1`.execute(t.db)).rows[0].start_minute,
  events: (await sql<{ n: number }>`select count(*)::int as n from extra_hour_rule_events`.execute(t.db)).rows[0].n,
});
const myChange = (body: { changes: { employeeId: number; date: string; before: Record<string, unknown>; after: Record<string, unknown> }[] }) =>
  body.changes.filter((c) => c.employeeId === me.employeeId);

describe('a rule previewed', () => {
  test('a new evening band for one employee splits their two extra hours, and nothing is written', async () => {
    const before = await stored();
    const r = await preview({ rule: { name: 'Evening', categoryLevel: 'EMPLOYEE', categoryValue: me.employeeId, start: 18 * 60, end: 19 * 60 } });
    assert.equal(r.statusCode, 200, r.body);
    const body = r.json();
    assert.equal(body.holders, 1, 'the rule concerns one employee');
    const [day] = myChange(body);
    assert.equal(day.date, '2026-05-05');
    assert.deepEqual(day.before.extra, [{ bandId: 0, title: 'Extra', minutes: 120 }]);
    assert.deepEqual((day.after.extra as { title: string; minutes: number }[]).map((e) => [e.title, e.minutes]), [['Evening', 60], ['Extra', 60]]);
    assert.equal(body.totals.extraMinutesDelta, 0, 'the total is the same, split differently');
    assert.deepEqual(await stored(), before);
  });

  test('moving the night rule to 19:00 counts an hour of night on the late day, for everyone it concerns', async () => {
    const before = await stored();
    const r = await preview({ id: 1, rule: { name: 'Night hours', categoryLevel: 'ANY', night: true, start: 19 * 60, end: 7 * 60 } });
    assert.equal(r.statusCode, 200, r.body);
    const [day] = myChange(r.json());
    assert.deepEqual([day.before.nightMinutes, day.after.nightMinutes], [0, 60]);
    assert.deepEqual(await stored(), before, 'the night rule still starts at 22:00');
  });

  test('refused as the real edit would be: a band without its end, an unknown rule, a period too long', async () => {
    assertRejected(await preview({ rule: { name: 'Half', categoryLevel: 'ANY', start: 600 } }), 400, 'end');
    assert.equal((await preview({ id: 999999, rule: { name: 'Ghost', categoryLevel: 'ANY' } })).statusCode, 404);
    assertRejected(await preview({ rule: { name: 'Long', categoryLevel: 'ANY' }, from: '2026-03-01', to: '2026-05-08' }), 400, 'to');
    assertRejected(await preview({ rule: { name: 'Typo', categoryLevel: 'ANY', colour: 'red' } }), 400, 'rule.colour');
  });

  test('an employee may not preview a rule', async () => {
    assert.equal((await preview({ rule: { name: 'Mine', categoryLevel: 'ANY' } }, me.token)).statusCode, 403);
  });
});
