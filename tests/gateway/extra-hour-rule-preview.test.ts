/**
 * The what-if of an extra-hour rule through the graph (issue #14 item 6): previewExtraHourRule answers the concerned
 * employees' days before and after (the same SchedulePreview as the schedule editor's), a save's refusals come back
 * as userErrors on the input's fields, only administrators may ask, and nothing is saved.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { unique } from '../support/factories.ts';
import { gid, type Harness, startHarness } from './harness.ts';

let h: Harness;
let admin: string;
let employeeId: number;
before(async () => {
  h = await startHarness();
  admin = (await h.api.signedIn(['ADMIN'])).token;
  employeeId = (await h.api.signedIn(['EMPLOYEE'])).employeeId!;
  const days = [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday % 6 === 0 ? { weekday, type: 'REST' } : { weekday, type: 'FIXED', dayStart: '09:00', dayEnd: '18:00' }));
  const s = await rest('POST', '/api/schedules', { name: `Rule preview ${unique()}`, days });
  await rest('POST', `/api/employees/${employeeId}/schedules`, { scheduleId: s.id, validFrom: '2026-01-01' });
  // a Tuesday from 09:00 to 20:00, Lisbon summer time
  await rest('POST', '/api/clocks/admin', { employeeId, type: 'IN', instant: '2026-05-05T08:00:00Z', comment: 'test', confirmed: true });
  await rest('POST', '/api/clocks/admin', { employeeId, type: 'OUT', instant: '2026-05-05T19:00:00Z', comment: 'test', confirmed: true });
});
after(async () => { await h.close(); });

async function rest(method: string, url: string, payload?: unknown) {
  const r = await h.api.request({ method: method as 'POST', url, payload: payload as never, token: admin });
  assert.ok(r.statusCode < 300, `${method} ${url}: ${r.body}`);
  return r.statusCode === 204 ? null : r.json();
}
const PREVIEW = `mutation($input: PreviewExtraHourRuleInput!) { previewExtraHourRule(input: $input) {
  preview { holders changes { date employee { name } before { extraMinutes nightMinutes } after { extraMinutes nightMinutes } } totals { extraMinutesDelta } }
  userErrors { field code message } } }`;
const evening = (over: Record<string, unknown> = {}) => ({
  from: '2026-05-04', to: '2026-05-08',
  rule: { name: 'Evening', category: { level: 'EMPLOYEE', id: gid('Employee', employeeId) }, start: '18:00', end: '19:00', ...over },
});

test('moving the night rule to 19:00 previews an hour of night on the late day; nothing saved', async () => {
  const res = await h.gql(PREVIEW, { token: admin, variables: { input: { ...evening({ name: 'Night hours', category: { level: 'ANY' }, night: true, start: '19:00', end: '07:00' }), id: gid('ExtraHourRule', 1) } } });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const { preview, userErrors } = res.data?.previewExtraHourRule;
  assert.deepEqual(userErrors, []);
  const day = preview.changes.find((c: { date: string }) => c.date === '2026-05-05');
  assert.ok(day, JSON.stringify(preview.changes));
  assert.ok(day.employee.name);
  assert.deepEqual([day.before.nightMinutes, day.after.nightMinutes], [0, 60]);
  const night = await rest('GET', '/api/extra-hours-policies/1');
  assert.equal(night.start, 22 * 60, 'the night rule is unchanged');
});

test('a band without its end is a userError on rule.end; a READ_ONLY caller is refused', async () => {
  const res = await h.gql(PREVIEW, { token: admin, variables: { input: evening({ end: null }) } });
  assert.deepEqual(res.data?.previewExtraHourRule.userErrors.map((e: { field: string[] }) => e.field), [['rule', 'end']]);
  const readOnly = (await h.api.signedIn(['READ_ONLY'])).token;
  const refused = await h.gql(PREVIEW, { token: readOnly, variables: { input: evening() } });
  assert.equal(refused.errors?.[0]?.extensions?.code, 'FORBIDDEN');
});
