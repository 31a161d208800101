/**
 * Attendance through the graph (issue #14 item 5): the grid of Query.attendance with workdays, pairs resolved to
 * clocks and explained inconsistencies; Employee.workdays for a page of employees in one REST call per period; scope.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createDepartment, makeManagerOf, unique } from '../support/factories.ts';
import { gid, type Harness, pathsSince, startHarness } from './harness.ts';

let h: Harness;
let admin: string;
before(async () => {
  h = await startHarness();
  admin = (await h.api.signedIn(['ADMIN'])).token;
});
after(async () => { await h.close(); });

const week = (day: Record<string, unknown>) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...(weekday % 6 === 0 ? { type: 'REST' } : day) }));

async function rest(method: string, url: string, payload?: unknown) {
  const r = await h.api.request({ method: method as 'POST', url, payload: payload as never, token: admin });
  assert.ok(r.statusCode < 300, `${method} ${url}: ${r.body}`);
  return r.statusCode === 204 ? null : r.json();
}

async function workerIn(departmentId: number) {
  const person = await h.api.signedIn(['EMPLOYEE'], { departmentId });
  const s = await rest('POST', '/api/schedules', { name: `Att ${unique()}`, days: week({ type: 'FIXED', dayStart: '09:00', dayEnd: '17:00', toleranceAfterStart: 10 }) });
  await rest('POST', `/api/employees/${person.employeeId}/schedules`, { scheduleId: s.id, validFrom: '2026-01-01' });
  return person;
}
async function clockAt(employeeId: number, type: 'IN' | 'OUT', iso: string) {
  h.api.clock.offsetMs = Date.parse(iso) - Date.now() + 1000;
  await rest('POST', '/api/clocks/admin', { employeeId, type, comment: 'test', confirmed: true, instant: iso });
}

const GRID = `query($from: LocalDate!, $to: LocalDate!, $dep: ID) {
  attendance(from: $from, to: $to, departmentId: $dep, first: 10) {
    totalCount
    edges { node {
      employeeName employee { name }
      totals { workedMinutes expectedMinutes balanceMinutes inconsistencies }
      days { date kind workedMinutes expectedMinutes
        pairs { inClock { time type } outClock { time type } }
        inconsistencies { type status minutes final explanation { rule message expectedAt clockAt toleranceMinutes } } }
    } }
  } }`;

test('the grid: workdays with pairs as clocks, an explained late arrival, an ABSENT day, totals; a manager sees their department only', async () => {
  const dep = await createDepartment(h.api.db, `Grid ${unique()}`);
  const other = await createDepartment(h.api.db, `Grid other ${unique()}`);
  const worker = await workerIn(dep.id);
  await workerIn(other.id);
  // Tuesday 10 and Wednesday 11 March 2026, Lisbon is UTC+0
  await clockAt(worker.employeeId!, 'IN', '2026-03-10T09:25:00Z');
  await clockAt(worker.employeeId!, 'OUT', '2026-03-10T17:00:00Z');
  h.api.clock.offsetMs = Date.parse('2026-03-12T08:00:00Z') - Date.now();
  const res = await h.gql(GRID, { token: admin, variables: { from: '2026-03-10', to: '2026-03-11', dep: gid('Department', dep.id) } });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const grid = res.data?.attendance as { totalCount: number; edges: { node: any }[] };
  assert.equal(grid.totalCount, 1);
  const row = grid.edges[0].node;
  assert.equal(row.employee.name, row.employeeName);
  const [tue, wed] = row.days;
  assert.deepEqual([tue.date, tue.kind, tue.workedMinutes, tue.expectedMinutes], ['2026-03-10', 'WORK', 455, 480]);
  assert.deepEqual(tue.pairs, [{ inClock: { time: '09:25:00', type: 'IN' }, outClock: { time: '17:00:00', type: 'OUT' } }]);
  assert.deepEqual(tue.inconsistencies.filter((i: { status: string }) => i.status === 'PENDING'), [{
    type: 'LATE_CLOCK', status: 'PENDING', minutes: 25, final: true,
    explanation: { rule: 'LATE_AFTER_START', message: 'Clocked in at 09:25; the day starts at 09:00 with 10 minutes of tolerance', expectedAt: '09:00', clockAt: '09:25', toleranceMinutes: 10 },
  }]);
  assert.deepEqual(wed.inconsistencies.filter((i: { status: string }) => i.status === 'PENDING').map((i: { type: string; final: boolean }) => [i.type, i.final]), [['ABSENT', true]]);
  assert.deepEqual(row.totals, { workedMinutes: 455, expectedMinutes: 960, balanceMinutes: -505, inconsistencies: 2 });

  const manager = await h.api.signedIn(['DEPARTMENT_MANAGER'], { departmentId: dep.id });
  await makeManagerOf(h.api.db, manager.employeeId!, dep.id);
  const mine = await h.gql(GRID, { token: manager.token, variables: { from: '2026-03-10', to: '2026-03-10', dep: gid('Department', other.id) } });
  assert.equal(mine.errors, undefined, JSON.stringify(mine.errors));
  assert.equal((mine.data?.attendance as { totalCount: number }).totalCount, 0, 'another department\'s people are out of reach');
});

test('Employee.workdays for a page of employees costs one REST call per period', async () => {
  const dep = await createDepartment(h.api.db, `Page ${unique()}`);
  for (let i = 0; i < 3; i++) await workerIn(dep.id);
  const from = h.calls.length;
  const res = await h.gql(`query($dep: ID!) { department: node(id: $dep) { ... on Department { employees(first: 10) { edges { node { name workdays(from: "2026-03-09", to: "2026-03-13") { date kind expectedMinutes } } } } } } }`,
    { token: admin, variables: { dep: gid('Department', dep.id) } });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const edges = (res.data?.department as { employees: { edges: { node: { workdays: { kind: string; expectedMinutes: number }[] } }[] } }).employees.edges;
  assert.equal(edges.length, 3);
  for (const e of edges) assert.deepEqual(e.node.workdays.map((d) => d.expectedMinutes), [480, 480, 480, 480, 480]);
  assert.equal(pathsSince(h, from).filter((p) => p === 'GET /attendances').length, 1);
});

test('bad periods are user input errors naming the argument', async () => {
  const res = await h.gql('query { attendance(from: "2026-03-10", to: "2026-01-01") { totalCount } }', { token: admin });
  assert.ok(res.errors?.length, 'refused');
  assert.match(JSON.stringify(res.errors), /to/);
});

test('a timesheet streams every employee of a department with @stream, one REST call per 500 employees', async () => {
  const dep = await createDepartment(h.api.db, `Sheet ${unique()}`);
  for (let i = 0; i < 3; i++) await workerIn(dep.id);
  const from = h.calls.length;
  const res = await h.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'multipart/mixed', authorization: `Bearer ${admin}` },
    body: JSON.stringify({
      query: 'query($dep: ID) { timesheet(from: "2026-03-09", to: "2026-03-15", departmentId: $dep) { from rows @stream(initialCount: 0) { employeeName totals { expectedMinutes } } } }',
      variables: { dep: gid('Department', dep.id) },
    }),
  });
  assert.match(res.headers.get('content-type') ?? '', /multipart\/mixed/);
  const body = await res.text();
  const expected = [...body.matchAll(/"expectedMinutes":(\d+)/g)].map((m) => Number(m[1]));
  assert.deepEqual(expected, [2400, 2400, 2400], 'three employees, five working days of eight hours each, streamed');
  assert.equal(pathsSince(h, from).filter((p) => p === 'GET /attendances').length, 1);
});

test('the same timesheet without @stream answers every row in one response (a compiled read)', async () => {
  const dep = await createDepartment(h.api.db, `Sheet ${unique()}`);
  for (let i = 0; i < 3; i++) await workerIn(dep.id);
  const res = await h.gql('query($dep: ID) { timesheet(from: "2026-03-09", to: "2026-03-15", departmentId: $dep) { rows { totals { expectedMinutes } } } }',
    { token: admin, variables: { dep: gid('Department', dep.id) } });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  assert.deepEqual(res.data?.timesheet.rows.map((r: { totals: { expectedMinutes: number } }) => r.totals.expectedMinutes), [2400, 2400, 2400]);
});

test('payroll periods: read, a refusal as a userError naming the argument, closed and reopened with the trail, admins only', async () => {
  const read = await h.gql('query { payrollPeriods(year: 2025) { endDay periods { start end status } } }', { token: admin });
  assert.equal(read.errors, undefined, JSON.stringify(read.errors));
  assert.equal(read.data?.payrollPeriods.endDay, 28);
  assert.equal(read.data?.payrollPeriods.periods.length, 12);
  const early = await h.gql('mutation { closePayrollPeriod(date: "2999-01-10") { payrollPeriods { endDay } userErrors { field code } } }', { token: admin });
  assert.deepEqual(early.data?.closePayrollPeriod, { payrollPeriods: null, userErrors: [{ field: ['date'], code: 'VALIDATION_FAILED' }] });
  const closed = await h.gql('mutation { closePayrollPeriod(date: "2025-05-10") { payrollPeriods { periods { end status events { action byName } } } userErrors { field } } }', { token: admin });
  const may = closed.data?.closePayrollPeriod.payrollPeriods.periods.find((p: { end: string }) => p.end === '2025-05-28');
  assert.equal(may.status, 'CLOSED', JSON.stringify(closed));
  const reopened = await h.gql('mutation { reopenPayrollPeriod(date: "2025-05-10", reason: "late badge") { payrollPeriods { periods { end status events { action reason } } } userErrors { field } } }', { token: admin });
  const again = reopened.data?.reopenPayrollPeriod.payrollPeriods.periods.find((p: { end: string }) => p.end === '2025-05-28');
  assert.deepEqual([again.status, again.events.map((e: { action: string }) => e.action)], ['OPEN', ['CLOSE', 'REOPEN']]);
  const employee = await h.api.signedIn(['EMPLOYEE']);
  const refused = await h.gql('mutation { closePayrollPeriod(date: "2025-05-10") { userErrors { field } } }', { token: employee.token });
  assert.equal(refused.errors?.[0].extensions?.code, 'FORBIDDEN');
});

test('exportAttendance answers a real file in the asked format; a bad period is a userError', async () => {
  const dep = await createDepartment(h.api.db, `Export ${unique()}`);
  await workerIn(dep.id);
  const res = await h.gql(`mutation($dep: ID) { exportAttendance(from: "2026-03-09", to: "2026-03-10", departmentId: $dep, format: CSV) {
    file { fileName mimeType contentBase64 } userErrors { field } } }`, { token: admin, variables: { dep: gid('Department', dep.id) } });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const file = res.data?.exportAttendance.file;
  assert.equal(file.fileName, 'attendance-2026-03-09-2026-03-10.csv');
  const text = Buffer.from(file.contentBase64, 'base64').toString('utf8');
  assert.equal(text.replace(/^\uFEFF/, '').trim().split('\r\n').length, 3, 'a header and two days');
  const bad = await h.gql('mutation { exportAttendance(from: "2026-03-10", to: "2026-03-01") { file { fileName } userErrors { field } } }', { token: admin });
  assert.deepEqual(bad.data?.exportAttendance, { file: null, userErrors: [{ field: ['to'] }] });
});
