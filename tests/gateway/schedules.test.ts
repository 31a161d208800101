/**
 * Week schedules through GraphQL (issue #12 item 5): the timetable types as a union (a client cannot read flexible
 * windows on a fixed day), userErrors naming the input field, bulk assignment all or nothing, what applies on a day
 * and why, and a page of employees with their current schedule and its sites in one REST call per entity type.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createEmployee, unique } from '../support/factories.ts';
import { gid, type Harness, startHarness } from './harness.ts';

let h: Harness;
let admin: string;
before(async () => {
  h = await startHarness();
  admin = (await h.api.signedIn(['ADMIN'])).token;
});
after(async () => { await h.close(); });

const TIMETABLE = `
  type expectedMinutes workLocations { name }
  ... on FixedTimetable { dayStart dayEnd breakDuration toleranceAfterStart }
  ... on FlexibleTimetable { enterMin enterMax exitMin exitMax durationInMinutes breakStart breakEnd breakDuration }
  ... on FreeTimetable { durationInMinutes }`;

const CREATE = `mutation ($input: CreateWeekScheduleInput!) {
  createWeekSchedule(input: $input) {
    weekSchedule { id databaseId name employeeCount days { weekday timetable { ${TIMETABLE} } } exceptions { name startDate endDate timetable { ${TIMETABLE} } } }
    userErrors { field message code }
  }
}`;

const flexible = { type: 'FLEXIBLE', enterMin: '07:30', enterMax: '10:00', exitMin: '16:00', exitMax: '19:30', durationInMinutes: 480, breakStart: '12:00', breakEnd: '14:00', breakDuration: 60 };
const week = (day: Record<string, unknown>) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, timetable: weekday % 6 === 0 ? { type: 'REST' } : day }));

async function site(name: string): Promise<number> {
  const res = await h.api.request({ method: 'POST', url: '/api/sites', token: admin, payload: { name: `${name} ${unique()}`, y: 38.7223, x: -9.1393 } });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().id as number;
}

async function createSchedule(schedule: Record<string, unknown>) {
  const res = await h.gql(CREATE, { token: admin, variables: { input: { schedule } } });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!.createWeekSchedule;
}

describe('week schedules', () => {
  test('a flexible schedule with a break, a site and an exception day reads back per timetable type', async () => {
    const lisbon = await site('Lisbon office');
    const days = week({ ...flexible, workLocationIds: [lisbon] });
    days[3] = { weekday: 3, timetable: { type: 'FIXED', dayStart: '22:00', dayEnd: '06:00', breakDuration: 30, nightShift: true } };
    const { weekSchedule, userErrors } = await createSchedule({
      name: `Flexible ${unique()}`, days,
      exceptions: [{ name: 'Inventory day', startDate: '2026-12-30', endDate: '2026-12-30', timetable: { type: 'FREE', durationInMinutes: 240 } }],
    });
    assert.deepEqual(userErrors, []);
    const monday = weekSchedule.days[1].timetable;
    assert.equal(monday.type, 'FLEXIBLE');
    assert.equal(monday.enterMin, '07:30');
    assert.equal(monday.breakStart, '12:00');
    assert.equal(monday.expectedMinutes, 480);
    assert.equal(monday.dayStart, undefined, 'no fixed hours on a flexible day');
    assert.deepEqual(monday.workLocations.map((s: { name: string }) => s.name.split(' ')[0]), ['Lisbon']);
    const wednesday = weekSchedule.days[3].timetable;
    assert.deepEqual([wednesday.type, wednesday.dayStart, wednesday.dayEnd, wednesday.expectedMinutes], ['FIXED', '22:00', '06:00', 450], 'a night crossing midnight');
    assert.equal(wednesday.enterMin, undefined);
    assert.deepEqual(weekSchedule.days[0].timetable, { type: 'REST', expectedMinutes: 0, workLocations: [] });
    assert.deepEqual(weekSchedule.exceptions.map((e: any) => [e.name, e.startDate, e.timetable.type, e.timetable.durationInMinutes]), [['Inventory day', '2026-12-30', 'FREE', 240]]);
  });

  test('invalid input is a userError naming the input field, nothing saved', async () => {
    const name = `Broken ${unique()}`;
    const days = week({ type: 'FIXED', dayStart: '09:00', dayEnd: '25:00' });
    const res = await h.gql(CREATE, { token: admin, variables: { input: { schedule: { name, days } } } });
    assert.equal(res.data!.createWeekSchedule.weekSchedule, null);
    const fields = (res.data!.createWeekSchedule.userErrors as { field: string[] }[]).map((e) => e.field.join('.'));
    assert.ok(fields.includes('schedule.days.1.timetable.dayEnd'), fields.join(', '));
    const list = await h.gql('{ weekSchedules(first: 100) { edges { node { name } } } }', { token: admin });
    assert.ok(!list.data!.weekSchedules.edges.some((e: any) => e.node.name === name));
  });

  test('bulk assignment, current schedule and expected day; a clash assigns no one; in use, not deleted', async () => {
    const { weekSchedule } = await createSchedule({ name: `Assigned ${unique()}`, days: week(flexible) });
    const [a, b] = [await createEmployee(h.api.db), await createEmployee(h.api.db)];
    const ASSIGN = `mutation ($input: AssignWeekScheduleInput!) { assignWeekSchedule(input: $input) {
      assignments { id validFrom validTo employee { databaseId } schedule { name } } weekSchedule { employeeCount } userErrors { field code message } } }`;
    const assigned = await h.gql(ASSIGN, { token: admin, variables: { input: { scheduleId: weekSchedule.id, employeeIds: [gid('Employee', a.id), gid('Employee', b.id)], validFrom: '2025-01-01' } } });
    assert.equal(assigned.errors, undefined, JSON.stringify(assigned.errors));
    const payload = assigned.data!.assignWeekSchedule;
    assert.deepEqual(payload.userErrors, []);
    assert.deepEqual(payload.assignments.map((x: any) => x.employee.databaseId), [a.id, b.id]);
    assert.equal(payload.weekSchedule.employeeCount, 2);

    const clash = await h.gql(ASSIGN, { token: admin, variables: { input: { scheduleId: weekSchedule.id, employeeIds: [gid('Employee', a.id)], validFrom: '2025-06-01' } } });
    assert.equal(clash.data!.assignWeekSchedule.userErrors[0].code, 'SCHEDULE_ASSIGNMENT_OVERLAPS');
    assert.deepEqual(clash.data!.assignWeekSchedule.userErrors[0].field, ['employeeIds', '0']);

    const res = await h.gql(`query ($id: ID!) { node(id: $id) { ... on Employee {
      currentSchedule { schedule { name } validFrom validTo }
      schedules { validFrom }
      monday: expectedDay(date: "2026-11-23") { source restDay expectedMinutes schedule { name } timetable { type ... on FlexibleTimetable { enterMax } } }
      sunday: expectedDay(date: "2026-11-22") { source restDay expectedMinutes }
      before: expectedDay(date: "2024-12-31") { source timetable { type } }
    } } }`, { token: admin, variables: { id: gid('Employee', a.id) } });
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    const e = res.data!.node;
    assert.deepEqual(e.currentSchedule, { schedule: { name: weekSchedule.name }, validFrom: '2025-01-01', validTo: null });
    assert.deepEqual(e.monday, { source: 'ASSIGNMENT', restDay: false, expectedMinutes: 480, schedule: { name: weekSchedule.name }, timetable: { type: 'FLEXIBLE', enterMax: '10:00' } });
    assert.deepEqual(e.sunday, { source: 'ASSIGNMENT', restDay: true, expectedMinutes: 0 });
    assert.deepEqual(e.before, { source: 'NONE', timetable: null });

    const del = await h.gql('mutation ($id: ID!) { deleteWeekSchedule(input: { id: $id }) { deletedWeekScheduleId userErrors { code message } } }', { token: admin, variables: { id: weekSchedule.id } });
    assert.equal(del.data!.deleteWeekSchedule.deletedWeekScheduleId, null);
    assert.equal(del.data!.deleteWeekSchedule.userErrors[0].code, 'SCHEDULE_IN_USE');
  });

  test('ending and removing an assignment by its id', async () => {
    const { weekSchedule } = await createSchedule({ name: `Ending ${unique()}`, days: week(flexible) });
    const e = await createEmployee(h.api.db);
    const assigned = await h.gql(`mutation ($input: AssignWeekScheduleInput!) { assignWeekSchedule(input: $input) { assignments { id } } }`,
      { token: admin, variables: { input: { scheduleId: weekSchedule.id, employeeIds: [gid('Employee', e.id)], validFrom: '2026-01-01' } } });
    const id = assigned.data!.assignWeekSchedule.assignments[0].id;
    const ended = await h.gql('mutation ($id: ID!) { endScheduleAssignment(input: { id: $id, validTo: "2026-06-30" }) { assignment { validTo } userErrors { field code } } }', { token: admin, variables: { id } });
    assert.deepEqual(ended.data!.endScheduleAssignment, { assignment: { validTo: '2026-06-30' }, userErrors: [] });
    const early = await h.gql('mutation ($id: ID!) { endScheduleAssignment(input: { id: $id, validTo: "2025-06-30" }) { assignment { validTo } userErrors { field } } }', { token: admin, variables: { id } });
    assert.deepEqual(early.data!.endScheduleAssignment.userErrors[0].field, ['validTo']);
    const removed = await h.gql('mutation ($id: ID!) { removeScheduleAssignment(input: { id: $id }) { removedAssignmentId employee { schedules { id } } userErrors { code } } }', { token: admin, variables: { id } });
    assert.deepEqual(removed.data!.removeScheduleAssignment, { removedAssignmentId: id, employee: { schedules: [] }, userErrors: [] });
    const again = await h.gql('mutation ($id: ID!) { removeScheduleAssignment(input: { id: $id }) { removedAssignmentId userErrors { field code } } }', { token: admin, variables: { id } });
    assert.equal(again.data!.removeScheduleAssignment.removedAssignmentId, null);
    assert.equal(again.data!.removeScheduleAssignment.userErrors[0].code, 'NOT_FOUND');
  });
});

describe('who may', () => {
  test('an employee reads their own schedule but writes none; READ_ONLY assigns nothing', async () => {
    const employee = await h.api.signedIn(['EMPLOYEE']);
    const { weekSchedule } = await createSchedule({ name: `Own ${unique()}`, days: week(flexible) });
    await h.gql('mutation ($input: AssignWeekScheduleInput!) { assignWeekSchedule(input: $input) { userErrors { code } } }',
      { token: admin, variables: { input: { scheduleId: weekSchedule.id, employeeIds: [gid('Employee', employee.employeeId!)], validFrom: '2025-01-01' } } });
    const own = await h.gql('{ viewer { employee { currentSchedule { schedule { name days { timetable { workLocations { name } } } } } } } }', { token: employee.token });
    assert.equal(own.data!.viewer.employee.currentSchedule.schedule.name, weekSchedule.name);
    assert.equal(own.errors?.[0].extensions?.code, 'FORBIDDEN', 'sites stay an administrator\'s');
    const write = await h.gql(CREATE, { token: employee.token, variables: { input: { schedule: { name: 'Mine', days: week(flexible) } } } });
    assert.equal(write.errors?.[0].extensions?.code, 'FORBIDDEN');
    const readOnly = await h.api.signedIn(['READ_ONLY']);
    const assign = await h.gql('mutation ($input: AssignWeekScheduleInput!) { assignWeekSchedule(input: $input) { userErrors { code } } }',
      { token: readOnly.token, variables: { input: { scheduleId: weekSchedule.id, employeeIds: [gid('Employee', employee.employeeId!)], validFrom: '2030-01-01' } } });
    assert.equal(assign.errors?.[0].extensions?.code, 'FORBIDDEN');
  });
});

test('50 employees with their current schedule, its days\' sites and today\'s expected day: one REST call per entity type', async () => {
  const sites = [await site('North'), await site('South')];
  const schedules: { id: string; name: string }[] = [];
  for (let i = 0; i < 3; i++) {
    schedules.push((await createSchedule({ name: `Page ${i} ${unique()}`, days: week({ ...flexible, workLocationIds: [sites[i % 2]] }) })).weekSchedule);
  }
  const ids: number[] = [];
  for (let i = 0; i < 50; i++) ids.push((await createEmployee(h.api.db, { name: `Zz page ${String(i).padStart(2, '0')} ${unique()}` })).id);
  for (let s = 0; s < 3; s++) {
    const mine = ids.filter((_, i) => i % 3 === s).map((id) => gid('Employee', id));
    await h.gql('mutation ($input: AssignWeekScheduleInput!) { assignWeekSchedule(input: $input) { userErrors { code } } }',
      { token: admin, variables: { input: { scheduleId: schedules[s].id, employeeIds: mine, validFrom: '2020-01-01' } } });
  }
  const from = h.calls.length;
  const res = await h.gql(`query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Employee { name
    currentSchedule { validFrom schedule { name days { timetable { workLocations { name } } } } }
    expectedDay(date: "2026-11-24") { expectedMinutes }
  } } }`, { token: admin, variables: { ids: ids.map((id) => gid('Employee', id)) } });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  const nodes = res.data!.nodes as any[];
  assert.equal(nodes.length, 50);
  assert.ok(nodes.every((n, i) => n.currentSchedule.schedule.name === schedules[i % 3].name && n.expectedDay.expectedMinutes === 480));
  assert.ok(nodes.every((n, i) => n.currentSchedule.schedule.days[1].timetable.workLocations[0].name.startsWith(i % 3 === 1 ? 'South' : 'North')));
  const paths = h.calls.slice(from).map((c) => c.path.split('?')[0]);
  const count = (p: string) => paths.filter((x) => x === p).length;
  assert.deepEqual(
    { employees: count('/employees'), assignments: count('/schedule-assignments'), schedules: count('/schedules'), sites: count('/sites'), expected: count('/expected-days') },
    { employees: 1, assignments: 1, schedules: 1, sites: 1, expected: 1 },
    paths.join(', '),
  );
  assert.equal(paths.length, 5, paths.join(', '));
});
