/**
 * The schedule editor's what-if through the graph (issue #14 item 6): previewWeekSchedule answers the holders' days
 * before and after as Workdays, each with its employee through the loader, and totals by inconsistency type; the
 * refusals of updateWeekSchedule come back as userErrors on the input's fields; administrators only; nothing saved.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { unique } from '../support/factories.ts';
import { gid, type Harness, pathsSince, startHarness } from './harness.ts';

let h: Harness;
let admin: string;
before(async () => {
  h = await startHarness();
  admin = (await h.api.signedIn(['ADMIN'])).token;
});
after(async () => { await h.close(); });

const NINE_TO_SIX = { type: 'FIXED', dayStart: '09:00', dayEnd: '18:00', breakStart: '13:00', breakEnd: '14:00', breakDuration: 60 };
/** The GraphQL input of a week: Monday as `monday`, Tuesday–Friday as `day`, the weekend at rest. */
const week = (day: Record<string, unknown>, monday = day) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, timetable: weekday % 6 === 0 ? { type: 'REST' } : weekday === 1 ? monday : day }));

async function rest(method: string, url: string, payload?: unknown) {
  const r = await h.api.request({ method: method as 'POST', url, payload: payload as never, token: admin });
  assert.ok(r.statusCode < 300, `${method} ${url}: ${r.body}`);
  return r.statusCode === 204 ? null : r.json();
}

/** A schedule 09:00–18:00 on weekdays held by `count` new employees since January. */
async function heldSchedule(count: number) {
  const name = `Preview ${unique()}`;
  const s = await rest('POST', '/api/schedules', { name, days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...(weekday % 6 === 0 ? { type: 'REST' } : NINE_TO_SIX) })) });
  const people: number[] = [];
  for (let i = 0; i < count; i++) {
    const person = await h.api.signedIn(['EMPLOYEE']);
    await rest('POST', `/api/employees/${person.employeeId}/schedules`, { scheduleId: s.id, validFrom: '2026-01-01' });
    people.push(person.employeeId!);
  }
  return { id: s.id as number, name, people };
}

const PREVIEW = `mutation($input: PreviewWeekScheduleInput!) {
  previewWeekSchedule(input: $input) {
    preview {
      from to holders previewed
      totals { raised { type count } resolved { type count } expectedMinutesDelta extraMinutesDelta }
      changes {
        employee { id name } employeeName date raised resolved
        before { kind expectedMinutes balanceMinutes pairs { start } inconsistencies { databaseId type status explanation { rule message } } }
        after { kind expectedMinutes balanceMinutes inconsistencies { type } }
      }
    }
    userErrors { field message code }
  } }`;

test('making Monday a rest day: each holder\'s past Mondays lose their ABSENT and 8 hours of expected work, with the employee resolved in one batch; nothing is saved', async () => {
  const schedule = await heldSchedule(2);
  // Thursday 19 March 2026: the default period is 6–19 March, with Mondays 9 and 16 and nobody clocked
  h.api.clock.offsetMs = Date.parse('2026-03-19T12:00:00Z') - Date.now();
  const from = h.calls.length;
  const res = await h.gql(PREVIEW, { token: admin, variables: { input: { id: gid('WeekSchedule', schedule.id), schedule: { name: schedule.name, days: week(NINE_TO_SIX, { type: 'REST' }) } } } });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const payload = res.data?.previewWeekSchedule;
  assert.deepEqual(payload.userErrors, []);
  const p = payload.preview;
  assert.deepEqual([p.from, p.to, p.holders, p.previewed], ['2026-03-06', '2026-03-19', 2, 2]);
  assert.deepEqual(p.totals, { raised: [], resolved: [{ type: 'ABSENT', count: 4 }], expectedMinutesDelta: -1920, extraMinutesDelta: 0 });
  assert.deepEqual(p.changes.map((c: { date: string }) => c.date).sort(), ['2026-03-09', '2026-03-09', '2026-03-16', '2026-03-16']);
  const first = p.changes[0];
  assert.equal(first.employee.name, first.employeeName);
  assert.deepEqual([first.before.kind, first.before.expectedMinutes, first.after.kind, first.after.expectedMinutes], ['WORK', 480, 'REST', 0]);
  assert.deepEqual([first.raised, first.resolved], [[], ['ABSENT']]);
  assert.deepEqual(first.before.inconsistencies, [{ databaseId: 0, type: 'ABSENT', status: 'PENDING', explanation: { rule: 'NO_CLOCK_ON_WORKDAY', message: 'No clock on a workday expected from 09:00 to 18:00' } }]);
  assert.deepEqual(first.before.pairs, [], 'a preview does not carry pairs');
  assert.deepEqual(first.after.inconsistencies, []);
  const calls = pathsSince(h, from);
  assert.deepEqual(calls.filter((c) => c.startsWith('POST')), [`POST /schedules/${schedule.id}/preview`]);
  assert.ok(calls.filter((c) => c.startsWith('GET /employees')).length <= 1, `the employees in one batch: ${calls.join(', ')}`);

  const saved = await rest('GET', `/api/schedules/${schedule.id}`);
  assert.equal(saved.days[1].type, 'FIXED', 'the schedule is unchanged');
});

test('refusals of the save are userErrors on the input\'s fields; the period names its own field', async () => {
  const schedule = await heldSchedule(0);
  const input = (over: Record<string, unknown>) => ({ input: { id: gid('WeekSchedule', schedule.id), schedule: { name: schedule.name, days: week(NINE_TO_SIX) }, ...over } });
  const broken = await h.gql(PREVIEW, { token: admin, variables: input({ schedule: { name: schedule.name, days: week({ ...NINE_TO_SIX, dayEnd: null }) } }) });
  assert.equal(broken.errors, undefined, JSON.stringify(broken.errors));
  assert.equal(broken.data?.previewWeekSchedule.preview, null);
  assert.ok(broken.data?.previewWeekSchedule.userErrors.some((e: { field: string[] }) => e.field.join('.') === 'schedule.days.1.timetable.dayEnd'),
    JSON.stringify(broken.data?.previewWeekSchedule.userErrors));
  const period = await h.gql(PREVIEW, { token: admin, variables: input({ from: '2026-03-10', to: '2026-03-01' }) });
  assert.deepEqual(period.data?.previewWeekSchedule.userErrors.map((e: { field: string[]; code: string }) => [e.field, e.code]), [[['to'], 'VALIDATION_FAILED']]);
  const missing = await h.gql(PREVIEW, { token: admin, variables: { input: { id: gid('WeekSchedule', 2147483647), schedule: { name: 'X', days: week(NINE_TO_SIX) } } } });
  assert.equal(missing.data?.previewWeekSchedule.userErrors[0].code, 'NOT_FOUND');
});

test('only those who may save schedules may preview them: a manager and READ_ONLY are refused before any REST call', async () => {
  const schedule = await heldSchedule(0);
  const variables = { input: { id: gid('WeekSchedule', schedule.id), schedule: { name: schedule.name, days: week(NINE_TO_SIX) } } };
  for (const role of ['DEPARTMENT_MANAGER', 'READ_ONLY', 'EMPLOYEE'] as const) {
    const caller = await h.api.signedIn([role]);
    const from = h.calls.length;
    const res = await h.gql(PREVIEW, { token: caller.token, variables });
    assert.equal(res.errors?.[0].extensions?.code, 'FORBIDDEN', `${role}: ${JSON.stringify(res)}`);
    assert.equal(res.data?.previewWeekSchedule, null);
    assert.deepEqual(pathsSince(h, from).filter((c) => c.includes('/preview')), [], `${role}: no preview asked`);
  }
});
