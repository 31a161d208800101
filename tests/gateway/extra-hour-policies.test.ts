/**
 * Extra-hour policies through GraphQL (issue #14 item 4): the rules with their category resolved, "HH:MM" bands and
 * trail; create, full edit, enable/disable, delete (the night rule refused as a userError); field refusals on their
 * input field; the payments type; who may write; REST calls per operation.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { toGlobalId } from '../../gateway/src/platform/relay.ts';
import type { RoleName } from '../../domain/index.ts';
import { createDepartment, createEmployee, unique } from '../support/factories.ts';
import { pathsSince, startHarness, type Harness } from './harness.ts';

const NIGHT = toGlobalId('ExtraHourRule', 1);
const USER_ERRORS = 'userErrors { field message code }';
const RULE = `id databaseId name title sequence start end enabled night thresholdMinutes rounding ignoreEarlyCheckIn validFrom validTo
  weekdays clockTags showInReport deletable changedAt changedBy { databaseId }
  category { level databaseId department { name } schedule { name } employee { name } }`;

let h: Harness;
let admin: { token: string; accountId: number };
before(async () => {
  h = await startHarness();
  admin = await h.api.signedIn(['ADMIN']);
});
after(async () => { await h.close(); });

async function gqlOk(query: string, variables: Record<string, unknown> = {}, token = admin.token) {
  const res = await h.gql(query, { token, variables });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!;
}

const CREATE = `mutation($input: CreateExtraHourRuleInput!) { createExtraHourRule(input: $input) { extraHourRule { ${RULE} } ${USER_ERRORS} } }`;
const UPDATE = `mutation($input: UpdateExtraHourRuleInput!) { updateExtraHourRule(input: $input) { extraHourRule { ${RULE} } ${USER_ERRORS} } }`;
const TOGGLE = `mutation($input: SetExtraHourRuleEnabledInput!) { setExtraHourRuleEnabled(input: $input) { extraHourRule { id enabled } ${USER_ERRORS} } }`;
const DELETE = `mutation($input: DeleteExtraHourRuleInput!) { deleteExtraHourRule(input: $input) { deletedExtraHourRuleId ${USER_ERRORS} } }`;
const PAYMENTS = `mutation($input: SetExtraHoursPaymentsTypeInput!) { setExtraHoursPaymentsType(input: $input) {
  extraHoursPaymentsType { id paymentsType changedAt changedBy { databaseId } } ${USER_ERRORS} } }`;
const LIST = `{ extraHourRules(first: 100) { totalCount edges { node { ${RULE} } } } }`;

const anyRule = (over: Record<string, unknown> = {}) => ({ name: `Rule ${unique()}`, category: { level: 'ANY' }, ...over });
const create = async (rule: Record<string, unknown>) => (await gqlOk(CREATE, { input: { rule } })).createExtraHourRule;
const newSchedule = async () => h.api.db.insertInto('week_schedules').values({ name: `Week ${unique()}`, extra_hour_details: '[]' }).returning(['id', 'name']).executeTakeFirstOrThrow();
const listed = async () => (await gqlOk(LIST)).extraHourRules.edges.map((e: any) => e.node);

describe('the rules', () => {
  test('the night rule is listed first: 22:00–07:00 as HH:MM, for everyone, enabled, not deletable; node() finds it', async () => {
    const [night] = await listed();
    assert.deepEqual(
      [night.id, night.databaseId, night.name, night.title, night.start, night.end, night.night, night.enabled, night.deletable, night.category],
      [NIGHT, 1, 'Night hours', 'Night', '22:00', '07:00', true, true, false, { level: 'ANY', databaseId: null, department: null, schedule: null, employee: null }],
    );
    const { node } = await gqlOk('query($id: ID!) { node(id: $id) { ... on ExtraHourRule { name end } } }', { id: NIGHT });
    assert.deepEqual(node, { name: 'Night hours', end: '07:00' });
  });

  test('a rule is created for a department, edited to a schedule, disabled, enabled and deleted; its trail tells each change', async () => {
    const department = await createDepartment(h.api.db, `Operations ${unique()}`);
    const schedule = await newSchedule();
    const created = await create(anyRule({
      title: 'Evening', category: { level: 'DEPARTMENT', id: toGlobalId('Department', department.id) }, start: '18:00', end: '22:00',
      thresholdMinutes: 15, rounding: 'NEAREST_30', weekdays: [5, 1], validFrom: '2026-01-01', validTo: '2026-12-31', clockTags: ['overtime'],
    }));
    assert.deepEqual(created.userErrors, []);
    const rule = created.extraHourRule;
    assert.deepEqual(
      [rule.title, rule.start, rule.end, rule.enabled, rule.thresholdMinutes, rule.rounding, rule.weekdays, rule.validFrom, rule.validTo, rule.clockTags, rule.deletable],
      ['Evening', '18:00', '22:00', true, 15, 'NEAREST_30', [1, 5], '2026-01-01', '2026-12-31', ['overtime'], true],
    );
    assert.deepEqual(rule.category, { level: 'DEPARTMENT', databaseId: department.id, department: { name: department.name }, schedule: null, employee: null });
    assert.equal(rule.changedBy.databaseId, admin.accountId);

    // A full edit: what is left out goes back to its default (no band, no threshold), `enabled` keeps its state.
    const edited = (await gqlOk(UPDATE, { input: { id: rule.id, rule: { name: 'Weekend schedule', category: { level: 'SCHEDULE', id: toGlobalId('WeekSchedule', schedule.id) }, start: '20:00', end: '00:00' } } })).updateExtraHourRule;
    assert.deepEqual(edited.userErrors, []);
    const e = edited.extraHourRule;
    assert.deepEqual([e.name, e.title, e.start, e.end, e.thresholdMinutes, e.rounding, e.weekdays, e.validFrom, e.enabled], ['Weekend schedule', null, '20:00', '00:00', 0, 'NONE', [], null, true]);
    assert.deepEqual(e.category, { level: 'SCHEDULE', databaseId: schedule.id, department: null, schedule: { name: schedule.name }, employee: null });

    const off = (await gqlOk(TOGGLE, { input: { id: rule.id, enabled: false } })).setExtraHourRuleEnabled;
    assert.deepEqual([off.userErrors, off.extraHourRule], [[], { id: rule.id, enabled: false }]);
    assert.equal((await gqlOk(TOGGLE, { input: { id: rule.id, enabled: true } })).setExtraHourRuleEnabled.extraHourRule.enabled, true);

    const TRAIL = `query($id: ID!) { node(id: $id) { ... on ExtraHourRule { events(first: 10) { totalCount edges { node { action byName by { databaseId } at changes { field before after } } } } } } }`;
    const events = (await gqlOk(TRAIL, { id: rule.id })).node.events;
    assert.deepEqual(events.edges.map((x: any) => x.node.action), ['ENABLED', 'DISABLED', 'UPDATED', 'CREATED'], 'newest first');
    const update = events.edges[2].node;
    assert.deepEqual(update.changes.find((c: any) => c.field === 'start'), { field: 'start', before: '"18:00"', after: '"20:00"' }, 'times as HH:MM');
    assert.deepEqual(update.changes.find((c: any) => c.field === 'title'), { field: 'title', before: '"Evening"', after: 'null' });
    assert.equal(update.by.databaseId, admin.accountId);
    assert.ok(update.byName);

    const deleted = (await gqlOk(DELETE, { input: { id: rule.id } })).deleteExtraHourRule;
    assert.deepEqual(deleted, { deletedExtraHourRuleId: rule.id, userErrors: [] });
    assert.ok(!(await listed()).some((r: any) => r.id === rule.id));
    assert.equal((await gqlOk('query($id: ID!) { node(id: $id) { id } }', { id: rule.id })).node, null);
  });

  test('the night rule cannot be deleted: a userError NIGHT_RULE_PROTECTED, in the caller\'s language; it can be disabled', async () => {
    const res = await h.gql(DELETE, { token: admin.token, variables: { input: { id: NIGHT } }, headers: { 'accept-language': 'pt' } });
    const { deletedExtraHourRuleId, userErrors } = res.data!.deleteExtraHourRule;
    assert.equal(deletedExtraHourRuleId, null);
    assert.deepEqual(userErrors.map((u: any) => [u.field, u.code]), [[null, 'NIGHT_RULE_PROTECTED']]);
    assert.match(userErrors[0].message, /noturn/i, userErrors[0].message);
    assert.equal((await listed())[0].id, NIGHT);
    assert.equal((await gqlOk(TOGGLE, { input: { id: NIGHT, enabled: false } })).setExtraHourRuleEnabled.extraHourRule.enabled, false);
    assert.equal((await gqlOk(TOGGLE, { input: { id: NIGHT, enabled: true } })).setExtraHourRuleEnabled.extraHourRule.enabled, true);
  });

  test('refusals land on the input field that caused them; nothing is written', async () => {
    const before1 = (await listed()).length;
    const fields = async (rule: Record<string, unknown>) => {
      const { extraHourRule, userErrors } = await create(rule);
      assert.equal(extraHourRule, null);
      return userErrors.map((u: any) => [u.field?.join('.') ?? null, u.code]);
    };
    assert.deepEqual(await fields(anyRule({ start: '18:00' })), [['rule.end', 'VALIDATION_FAILED']], 'a start without an end');
    assert.deepEqual(await fields(anyRule({ start: '25:00', end: '02:00' })), [['rule.start', 'VALIDATION_FAILED']]);
    assert.deepEqual(await fields(anyRule({ thresholdMinutes: 1441 })), [['rule.thresholdMinutes', 'VALIDATION_FAILED']]);
    assert.deepEqual(await fields(anyRule({ category: { level: 'DEPARTMENT' } })), [['rule.category.id', 'VALIDATION_FAILED']], 'a department level names one');
    assert.deepEqual((await fields(anyRule({ category: { level: 'DEPARTMENT', id: toGlobalId('Department', 99999999) } }))).map(([f]: string[]) => f), ['rule.category.id'], 'it must exist');
    assert.deepEqual(await fields(anyRule({ category: { level: 'DEPARTMENT', id: toGlobalId('Employee', 3) } })), [['rule.category.id', 'INVALID_ID']]);
    assert.deepEqual(await fields(anyRule({ validFrom: '2026-05-01', validTo: '2026-04-30' })), [['rule.validTo', 'VALIDATION_FAILED']]);
    assert.equal((await listed()).length, before1);

    const update = (await gqlOk(UPDATE, { input: { id: toGlobalId('ExtraHourRule', 99999), rule: anyRule() } })).updateExtraHourRule;
    assert.deepEqual(update.userErrors.map((u: any) => u.code), ['NOT_FOUND']);
    const wrong = (await gqlOk(TOGGLE, { input: { id: toGlobalId('Department', 1), enabled: true } })).setExtraHourRuleEnabled;
    assert.deepEqual(wrong.userErrors.map((u: any) => [u.field, u.code]), [[['id'], 'INVALID_ID']]);
  });

  test('the payments type: PAYROLL until changed, then who and when; one record by its fixed id', async () => {
    const READ = '{ extraHoursPaymentsType { id paymentsType changedAt changedBy { databaseId } } }';
    const first = (await gqlOk(READ)).extraHoursPaymentsType;
    assert.equal(first.paymentsType, 'PAYROLL');
    const set = (await gqlOk(PAYMENTS, { input: { paymentsType: 'TIME_BANK' } })).setExtraHoursPaymentsType;
    assert.deepEqual(set.userErrors, []);
    assert.deepEqual([set.extraHoursPaymentsType.id, set.extraHoursPaymentsType.paymentsType, set.extraHoursPaymentsType.changedBy], [first.id, 'TIME_BANK', { databaseId: admin.accountId }]);
    assert.ok(Date.now() - Date.parse(set.extraHoursPaymentsType.changedAt) < 60_000);
    const { node } = await gqlOk('query($id: ID!) { node(id: $id) { ... on ExtraHoursPaymentsSetting { paymentsType } } }', { id: first.id });
    assert.deepEqual(node, { paymentsType: 'TIME_BANK' });
    await gqlOk(PAYMENTS, { input: { paymentsType: 'PAYROLL' } });
  });
});

describe('who may do what', () => {
  const WRITERS: RoleName[] = ['ADMIN', 'SUPER_ADMIN'];
  const OTHERS: RoleName[] = ['DEPARTMENT_MANAGER', 'TEAM_LEADER', 'EMPLOYEE', 'READ_ONLY'];
  const state = async () => JSON.stringify([
    await h.api.db.selectFrom('extra_hour_rules').selectAll().orderBy('id').execute(),
    await h.api.db.selectFrom('extra_hour_rule_events').select('id').orderBy('id').execute(),
  ]);

  for (const role of [...WRITERS, ...OTHERS]) {
    const writer = WRITERS.includes(role);
    test(`${role}: reads the rules and the payments type; ${writer ? 'changes them' : 'is refused every write (FORBIDDEN) and nothing changes'}`, async () => {
      const department = await createDepartment(h.api.db);
      const { token } = await h.api.signedIn([role], { departmentId: department.id });
      const read = await h.gql('{ extraHourRules { edges { node { name start end } } } extraHoursPaymentsType { paymentsType } }', { token });
      assert.equal(read.errors, undefined, JSON.stringify(read.errors));
      assert.equal(read.data!.extraHourRules.edges[0].node.name, 'Night hours');

      const target = (await create(anyRule())).extraHourRule.id;
      const before1 = await state();
      const writes = [
        await h.gql(CREATE, { token, variables: { input: { rule: anyRule() } } }),
        await h.gql(UPDATE, { token, variables: { input: { id: target, rule: anyRule({ sequence: 4 }) } } }),
        await h.gql(TOGGLE, { token, variables: { input: { id: target, enabled: false } } }),
        await h.gql(PAYMENTS, { token, variables: { input: { paymentsType: 'PAYROLL' } } }),
        await h.gql(DELETE, { token, variables: { input: { id: target } } }),
      ];
      if (writer) {
        for (const w of writes) assert.deepEqual(Object.values(w.data ?? {})[0]?.userErrors, [], JSON.stringify(w));
      } else {
        for (const w of writes) {
          assert.equal(w.errors?.[0]?.extensions?.code, 'FORBIDDEN', JSON.stringify(w));
          assert.equal(Object.values(w.data ?? {})[0], null);
        }
        assert.equal(await state(), before1, 'nothing written');
      }
    });
  }
});

test('REST calls: the list with every category resolved costs one call per entity type; each mutation one write and at most one read', async () => {
  const departments = await Promise.all([0, 1, 2].map(() => createDepartment(h.api.db)));
  const schedules = [await newSchedule(), await newSchedule()];
  const employee = await createEmployee(h.api.db);
  const categories = [
    ...departments.map((d) => ({ level: 'DEPARTMENT', id: toGlobalId('Department', d.id) })),
    ...schedules.map((s) => ({ level: 'SCHEDULE', id: toGlobalId('WeekSchedule', s.id) })),
    { level: 'EMPLOYEE', id: toGlobalId('Employee', employee.id) },
    { level: 'DEPARTMENT', id: toGlobalId('Department', departments[0].id) },
  ];
  for (const category of categories) assert.deepEqual((await create(anyRule({ category }))).userErrors, []);

  const calls = async (query: string, variables: Record<string, unknown> = {}) => {
    const from = h.calls.length;
    const data = await gqlOk(query, variables);
    const paths = pathsSince(h, from);
    const count = (p: string) => paths.filter((x) => x === p).length;
    return { data, paths, count };
  };
  const list = await calls(LIST);
  const rules = list.data.extraHourRules.edges.map((e: any) => e.node);
  assert.ok(rules.length >= 8);
  assert.equal(rules.filter((r: any) => r.category.department).length >= 4, true);
  assert.equal(list.count('GET /extra-hours-policies'), 1, list.paths.join(', '));
  assert.equal(list.count('GET /departments'), 1, list.paths.join(', '));
  assert.equal(list.count('GET /schedules'), 1, list.paths.join(', '));
  assert.equal(list.count('GET /employees'), 1, list.paths.join(', '));
  assert.equal(list.count('GET /accounts'), 1, list.paths.join(', '));
  assert.ok(list.paths.length <= 6, `at most one more call (the enabled modules): ${list.paths.join(', ')}`);

  const id = rules.at(-1).id;
  const dbId = rules.at(-1).databaseId;
  const ops: [string, Record<string, unknown>, string[]][] = [
    [CREATE, { input: { rule: anyRule() } }, ['POST /extra-hours-policies']],
    [UPDATE, { input: { id, rule: anyRule() } }, [`PUT /extra-hours-policies/${dbId}`, `GET /extra-hours-policies/${dbId}`]],
    [TOGGLE, { input: { id, enabled: false } }, [`PUT /extra-hours-policies/${dbId}/false`, `GET /extra-hours-policies/${dbId}`]],
    [PAYMENTS, { input: { paymentsType: 'BOTH' } }, ['PUT /extra-hours-policies/paymentsType', 'GET /extra-hours-policies/paymentsType']],
    [DELETE, { input: { id } }, [`DELETE /extra-hours-policies/${dbId}`]],
  ];
  for (const [query, variables, expected] of ops) {
    const op = await calls(query, variables);
    assert.deepEqual(op.paths.filter((p) => p.includes('/extra-hours-policies')), expected, op.paths.join(', '));
    // Besides: the caller's authorities and modules (for the directives), and the accounts of `changedBy`.
    const others = op.paths.filter((p) => !p.includes('/extra-hours-policies'));
    assert.ok(others.every((p) => ['GET /modules', 'GET /accounts'].includes(p) || p.startsWith('GET /permissions/')), others.join(', '));
  }
});
