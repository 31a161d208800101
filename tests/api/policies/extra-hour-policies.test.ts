/**
 * Extra-hour policies (extended §3, §5, §9; issue #14 item 4): each policy is a rule. The night rule (id 1,
 * 22:00–07:00) is seeded and can be edited or disabled but not deleted; rules are created, replaced, enabled with
 * `PUT /{id}/true` and disabled with `/false`, deleted, and every change leaves a trail; the company's payments type;
 * the rules' input checks (the form's, server-side); the engine's loader; who may do what; the module gate.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { extraHourRuleFormSchema } from '../../../domain/extra-hour-policy.rules.ts';
import { FIELD_LIMITS as L } from '../../../domain/index.ts';
import type { RuleMessages } from '../../../domain/messages.rules.ts';
import { listEnabledExtraHourRules } from '../../../api/src/policies/extra-hour-policy.service.ts';
import { createDepartment, createEmployee, unique } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ALL, expectStatus, http, type RefusalCase } from '../../support/http.ts';
import {
  assertRefusedChangeNothing, assertTableShape, column as columnOf, describeMatrix, routeCoverage, signInCallers,
  type Caller, type Cell, type MatrixCall as Call, type Who,
} from '../../support/access-matrix.ts';

const URL = '/api/extra-hours-policies';
let t: TestApp;
let admin: { token: string; accountId: number };

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });

const { call, get, post, put, del, list, refuseAll } = http(() => t, () => admin.token);

interface Rule {
  id: number; name: string; sequence: number; categoryLevel: string; categoryValue: number | null; title: string | null;
  start: number | null; end: number | null; enabled: boolean; night: boolean; thresholdMinutes: number; rounding: string;
  ignoreEarlyCheckIn: boolean; validFrom: string | null; validTo: string | null; weekdays: number[]; clockTags: string[];
  showInReport: boolean; createdAt: string; updatedAt: string; updatedByAccountId: number | null;
}
interface RuleEvent { id: number; ruleId: number | null; action: string; changes: Record<string, { before: unknown; after: unknown }>; accountId: number | null; accountName: string | null; at: string }

/** A full edit body: every editable field but `enabled`. */
const full = (over: Record<string, unknown> = {}) => ({
  name: `Rule ${unique()}`, sequence: 0, categoryLevel: 'ANY', categoryValue: null, title: null, start: null, end: null, night: false,
  thresholdMinutes: 0, rounding: 'NONE', ignoreEarlyCheckIn: false, validFrom: null, validTo: null, weekdays: [], clockTags: [],
  showInReport: true, ...over,
});
const create = async (over: Record<string, unknown> = {}): Promise<Rule> =>
  expectStatus(await post(URL, { name: `Rule ${unique()}`, categoryLevel: 'ANY', ...over }), 201).json();
const rule = async (id: number): Promise<Rule> => expectStatus(await get(`${URL}/${id}`), 200).json();
const events = (id: number) => list<RuleEvent>(`${URL}/${id}/events?${ALL}`);
const rows = () => t.db.selectFrom('extra_hour_rules').selectAll().orderBy('id').execute();
const state = async () => [await rows(), await t.db.selectFrom('extra_hour_rule_events').selectAll().orderBy('id').execute()];

describe('the night rule and the list', () => {
  test('rule 1 is the night rule, 22:00–07:00 for everyone, enabled, titled Night', async () => {
    const night = await rule(1);
    const { createdAt: _c, updatedAt: _u, ...fields } = night;
    assert.deepEqual(fields, {
      id: 1, name: 'Night hours', sequence: 0, categoryLevel: 'ANY', categoryValue: null, title: 'Night', start: 1320, end: 420,
      enabled: true, night: true, thresholdMinutes: 0, rounding: 'NONE', ignoreEarlyCheckIn: false, validFrom: null, validTo: null,
      weekdays: [], clockTags: [], showInReport: true, updatedByAccountId: null,
    });
    const listed = await list<Rule>(`${URL}?${ALL}`);
    assert.equal(listed[0].id, 1);
  });

  test('ordered by sequence then id; ids batch; paging; 204 when nothing matches', async () => {
    const tag = unique();
    const c = await create({ name: `C ${tag}`, sequence: 9 });
    const a = await create({ name: `A ${tag}`, sequence: 3 });
    const b = await create({ name: `B ${tag}`, sequence: 3 });
    assert.ok(a.id > 1, 'the serial continues after the seeded rule');
    const ids = [c.id, a.id, b.id].join(',');
    assert.deepEqual((await list<Rule>(`${URL}?ids=${ids}&${ALL}`)).map((r) => r.name), [`A ${tag}`, `B ${tag}`, `C ${tag}`]);
    const page = expectStatus(await get(`${URL}?ids=${ids}&size=2&page=1`), 200).json();
    assert.deepEqual(page.page, { number: 1, size: 2, totalElements: 3, totalPages: 2 });
    assert.deepEqual(page.content.map((r: Rule) => r.id), [c.id]);
    assert.deepEqual((await list<Rule>(`${URL}?ids=${ids}&sort=name,desc`)).map((r) => r.id), [c.id, b.id, a.id]);
    expectStatus(await get(`${URL}?ids=999999`), 204);
    expectStatus(await get(`${URL}?ids=${ids}&page=5`), 204);
  });
});

describe('create, edit, enable, disable, delete, and the trail', () => {
  test('a rule goes through its life and every change is in its trail, newest first', async () => {
    const created = await create({ name: '  Saturday overtime  ', weekdays: [6], thresholdMinutes: 30 });
    assert.equal(created.name, 'Saturday overtime', 'trimmed');
    assert.equal(created.enabled, true);
    assert.equal(created.rounding, 'NONE');
    assert.equal(created.updatedByAccountId, admin.accountId);

    const dep = await createDepartment(t.db);
    const edit = full({
      name: 'Weekend overtime', sequence: 2, categoryLevel: 'DEPARTMENT', categoryValue: dep.id, title: 'Weekend', start: 480, end: 1200,
      thresholdMinutes: 15, rounding: 'NEAREST_15', ignoreEarlyCheckIn: true, validFrom: '2026-01-01', validTo: '2026-12-31',
      weekdays: [6, 0], clockTags: ['site-b'], showInReport: false,
    });
    expectStatus(await put(`${URL}/${created.id}`, edit), 204);
    const edited = await rule(created.id);
    assert.deepEqual({ ...edited, createdAt: 0, updatedAt: 0 }, { ...edit, id: created.id, enabled: true, weekdays: [0, 6], createdAt: 0, updatedAt: 0, updatedByAccountId: admin.accountId });

    expectStatus(await put(`${URL}/${created.id}`, edit), 204); // the same values again: no change, no trail
    expectStatus(await put(`${URL}/${created.id}/false`, undefined), 204);
    assert.equal((await rule(created.id)).enabled, false);
    expectStatus(await put(`${URL}/${created.id}/false`, undefined), 204); // already off: no trail
    expectStatus(await put(`${URL}/${created.id}`, { ...edit, night: true }), 204);
    assert.equal((await rule(created.id)).enabled, false, 'an edit without enabled keeps the state');
    expectStatus(await put(`${URL}/${created.id}/true`, undefined), 204);
    assert.equal((await rule(created.id)).enabled, true);

    expectStatus(await del(`${URL}/${created.id}`), 204);
    assert.equal((await get(`${URL}/${created.id}`)).statusCode, 404);

    const trail = await events(created.id);
    assert.deepEqual(trail.map((e) => e.action), ['DELETED', 'ENABLED', 'UPDATED', 'DISABLED', 'UPDATED', 'CREATED']);
    assert.ok(trail.every((e) => e.ruleId === created.id && e.accountId === admin.accountId && e.accountName), JSON.stringify(trail[0]));
    assert.deepEqual(trail[2].changes, { night: { before: false, after: true } });
    assert.deepEqual(trail[3].changes, { enabled: { before: true, after: false } });
    assert.deepEqual(trail[4].changes.name, { before: 'Saturday overtime', after: 'Weekend overtime' });
    assert.deepEqual(trail[4].changes.weekdays, { before: [6], after: [0, 6] });
    assert.equal(trail[4].changes.enabled, undefined, 'only what changed');
    assert.deepEqual(trail[5].changes.thresholdMinutes, { before: null, after: 30 });
    assert.deepEqual(trail[0].changes.name, { before: 'Weekend overtime', after: null });
    assert.ok(trail.every((e, i) => i === 0 || e.at <= trail[i - 1].at));
    const paged = expectStatus(await get(`${URL}/${created.id}/events?size=2`), 200).json();
    assert.equal(paged.page.totalElements, 6);
  });

  test('an id that is no rule: 404 on every route, nothing written', async () => {
    const before1 = JSON.stringify(await state());
    for (const res of [
      await get(`${URL}/999999`), await get(`${URL}/999999/events`), await put(`${URL}/999999`, full()),
      await put(`${URL}/999999/true`, undefined), await put(`${URL}/999999/false`, undefined), await del(`${URL}/999999`),
    ]) {
      assert.equal(res.statusCode, 404, res.body);
      assert.equal(res.json().code, 'NOT_FOUND');
    }
    assert.equal(JSON.stringify(await state()), before1);
  });

  test('concurrent changes and a delete of one rule: each answers 204 or 404, never a 500', async () => {
    const r = await create();
    const answers = await Promise.all([
      put(`${URL}/${r.id}/false`, undefined), put(`${URL}/${r.id}`, full({ sequence: 4 })), del(`${URL}/${r.id}`),
      put(`${URL}/${r.id}/true`, undefined), put(`${URL}/${r.id}`, full({ sequence: 5 })),
    ]);
    for (const res of answers) assert.ok([204, 404].includes(res.statusCode), `${res.statusCode} ${res.body}`);
    assert.equal((await get(`${URL}/${r.id}`)).statusCode, 404);
    assert.equal((await events(r.id))[0].action, 'DELETED');
  });
});

describe('the night rule cannot be deleted', () => {
  test('409 NIGHT_RULE_PROTECTED, in the caller\'s language; it can be edited and disabled', async () => {
    const before1 = JSON.stringify(await state());
    const res = await del(`${URL}/1`);
    assert.equal(res.statusCode, 409, res.body);
    assert.deepEqual({ code: res.json().code, message: res.json().message }, { code: 'NIGHT_RULE_PROTECTED', message: 'The night hours rule cannot be deleted; disable it instead' });
    const pt = await t.request({ method: 'DELETE', url: `${URL}/1`, token: admin.token, headers: { 'accept-language': 'pt' } });
    assert.equal(pt.json().message, 'A regra das horas noturnas não pode ser eliminada; desative-a em vez disso');
    assert.equal(JSON.stringify(await state()), before1, 'nothing written');

    const night = await rule(1);
    expectStatus(await put(`${URL}/1`, full({ name: night.name, title: night.title, start: 1380, end: 360, night: true })), 204);
    expectStatus(await put(`${URL}/1/false`, undefined), 204);
    assert.deepEqual(await listEnabledExtraHourRules(t.db).then((r) => r.some((x) => x.id === 1)), false);
    expectStatus(await put(`${URL}/1`, full({ name: night.name, title: night.title, start: 1320, end: 420, night: true })), 204);
    expectStatus(await put(`${URL}/1/true`, undefined), 204);
    assert.deepEqual([(await rule(1)).start, (await rule(1)).end, (await rule(1)).enabled], [1320, 420, true]);
  });
});

describe('the payments type', () => {
  test('PAYROLL until changed; a change answers 204, is read back with when and who, and leaves a company-wide trail', async () => {
    assert.deepEqual(expectStatus(await get(`${URL}/paymentsType`), 200).json(), { paymentsType: 'PAYROLL' });
    expectStatus(await put(`${URL}/paymentsType`, { paymentsType: 'TIME_BANK' }), 204);
    const read = expectStatus(await get(`${URL}/paymentsType`), 200).json();
    assert.equal(read.paymentsType, 'TIME_BANK');
    assert.equal(read.updatedByAccountId, admin.accountId);
    assert.ok(Date.parse(read.updatedAt) > Date.now() - 60_000);
    expectStatus(await put(`${URL}/paymentsType`, { paymentsType: 'BOTH' }), 204);
    const trail = await t.db.selectFrom('extra_hour_rule_events').selectAll().where('action', '=', 'PAYMENTS_TYPE').orderBy('id').execute();
    assert.deepEqual(trail.map((e) => [e.rule_id, e.changes]), [
      [null, { paymentsType: { before: 'PAYROLL', after: 'TIME_BANK' } }], [null, { paymentsType: { before: 'TIME_BANK', after: 'BOTH' } }],
    ]);
    expectStatus(await put(`${URL}/paymentsType`, { paymentsType: 'PAYROLL' }), 204);
  });
});

describe('what a rule names', () => {
  test('a department, week schedule or employee must exist (400 naming categoryValue); shifts and cost centers are not checked yet', async () => {
    const dep = await createDepartment(t.db);
    const schedule = await t.db.insertInto('week_schedules').values({ name: `Week ${unique()}`, extra_hour_details: '[]' }).returning('id').executeTakeFirstOrThrow();
    const employee = await createEmployee(t.db);
    for (const [level, id] of [['DEPARTMENT', dep.id], ['SCHEDULE', schedule.id], ['EMPLOYEE', employee.id], ['SHIFT', 424242], ['COST_CENTER', 434343]] as const) {
      assert.equal((await create({ categoryLevel: level, categoryValue: id })).categoryValue, id, level);
    }
    for (const level of ['DEPARTMENT', 'SCHEDULE', 'EMPLOYEE']) {
      const res = expectStatus(await post(URL, { name: 'Ghost', categoryLevel: level, categoryValue: 999999 }), 400);
      assert.deepEqual(res.json().subErrors.map((s: { field: string }) => s.field), ['categoryValue'], level);
    }
  });
});

describe('bad input: 400 naming the field, nothing written', () => {
  const m: RuleMessages = (key) => key;

  test('create', async (ctx) => {
    const cases: RefusalCase[] = [
      { label: 'start without end', body: { name: 'x', categoryLevel: 'ANY', start: 600 }, field: 'end' },
      { label: 'end without start', body: { name: 'x', categoryLevel: 'ANY', end: 600 }, field: 'start' },
      { label: 'threshold 1441', body: { name: 'x', categoryLevel: 'ANY', thresholdMinutes: 1441 }, field: 'thresholdMinutes' },
      { label: 'threshold -1', body: { name: 'x', categoryLevel: 'ANY', thresholdMinutes: -1 }, field: 'thresholdMinutes' },
      { label: 'threshold 1.5', body: { name: 'x', categoryLevel: 'ANY', thresholdMinutes: 1.5 }, field: 'thresholdMinutes' },
      { label: 'threshold as text', body: { name: 'x', categoryLevel: 'ANY', thresholdMinutes: '30' }, field: 'thresholdMinutes' },
      { label: 'start 1441', body: { name: 'x', categoryLevel: 'ANY', start: 1441, end: 60 }, field: 'start' },
      { label: 'DEPARTMENT without a value', body: { name: 'x', categoryLevel: 'DEPARTMENT' }, field: 'categoryValue' },
      { label: 'EMPLOYEE with a null value', body: { name: 'x', categoryLevel: 'EMPLOYEE', categoryValue: null }, field: 'categoryValue' },
      { label: 'ANY with a value', body: { name: 'x', categoryLevel: 'ANY', categoryValue: 3 }, field: 'categoryValue' },
      { label: 'category value 0', body: { name: 'x', categoryLevel: 'SHIFT', categoryValue: 0 }, field: 'categoryValue' },
      { label: 'unknown category level', body: { name: 'x', categoryLevel: 'TEAM' }, field: 'categoryLevel' },
      { label: 'weekday 7', body: { name: 'x', categoryLevel: 'ANY', weekdays: [7] }, field: 'weekdays[0]' },
      { label: 'weekday twice', body: { name: 'x', categoryLevel: 'ANY', weekdays: [1, 1] }, field: 'weekdays' },
      { label: 'validTo before validFrom', body: { name: 'x', categoryLevel: 'ANY', validFrom: '2026-03-01', validTo: '2026-02-28' }, field: 'validTo' },
      { label: 'validFrom 2026-02-30', body: { name: 'x', categoryLevel: 'ANY', validFrom: '2026-02-30' }, field: 'validFrom' },
      { label: 'rounding DOWN_45', body: { name: 'x', categoryLevel: 'ANY', rounding: 'DOWN_45' }, field: 'rounding' },
      { label: 'missing name', body: { categoryLevel: 'ANY' }, field: 'name' },
      { label: 'blank name', body: { name: '   ', categoryLevel: 'ANY' }, field: 'name' },
      { label: 'name too long', body: { name: 'n'.repeat(L.extraHourRuleName + 1), categoryLevel: 'ANY' }, field: 'name' },
      { label: 'title too long', body: { name: 'x', categoryLevel: 'ANY', title: 't'.repeat(L.extraHourRuleTitle + 1) }, field: 'title' },
      { label: 'sequence past its limit', body: { name: 'x', categoryLevel: 'ANY', sequence: L.extraHourRuleSequence.max + 1 }, field: 'sequence' },
      { label: 'a tag twice', body: { name: 'x', categoryLevel: 'ANY', clockTags: ['a', 'a'] }, field: 'clockTags' },
      { label: 'a blank tag', body: { name: 'x', categoryLevel: 'ANY', clockTags: [' '] }, field: 'clockTags[0]' },
      { label: 'too many tags', body: { name: 'x', categoryLevel: 'ANY', clockTags: Array.from({ length: L.extraHourClockTags + 1 }, (_, i) => `t${i}`) }, field: 'clockTags' },
      { label: 'unknown field', body: { name: 'x', categoryLevel: 'ANY', color: 'red' }, field: 'color' },
      { label: 'not an object', body: [1], field: 'body' },
    ];
    await refuseAll(ctx, 'POST', URL, cases, state);
  });

  test('edit, state, payments type, paths and queries', async (ctx) => {
    const r = await create();
    const { sequence: _s, ...withoutSequence } = full();
    await refuseAll(ctx, 'PUT', `${URL}/${r.id}`, [
      { label: 'a field left out of a full edit', body: withoutSequence, field: 'sequence' },
      { label: 'start without end', body: full({ start: 60, end: null }), field: 'end' },
      { label: 'threshold 1441', body: full({ thresholdMinutes: 1441 }), field: 'thresholdMinutes' },
      { label: 'SCHEDULE without a value', body: full({ categoryLevel: 'SCHEDULE' }), field: 'categoryValue' },
      { label: 'an unknown department', body: full({ categoryLevel: 'DEPARTMENT', categoryValue: 999999 }), field: 'categoryValue' },
      { label: 'weekday 7', body: full({ weekdays: [0, 7] }), field: 'weekdays[1]' },
      { label: 'id not a number', url: `${URL}/x`, body: full(), field: 'id' },
      { label: 'enable with neither true nor false', url: `${URL}/${r.id}/yes`, body: undefined, field: 'enabled' },
      { label: 'enable with a body', url: `${URL}/${r.id}/true`, body: { enabled: true }, field: 'body' },
      { label: 'payments type CASH', url: `${URL}/paymentsType`, body: { paymentsType: 'CASH' }, field: 'paymentsType' },
      { label: 'payments type missing', url: `${URL}/paymentsType`, body: {}, field: 'paymentsType' },
      { label: 'payments type with an unknown field', url: `${URL}/paymentsType`, body: { paymentsType: 'BOTH', when: 'now' }, field: 'when' },
    ], state);
    await refuseAll(ctx, 'GET', '', [
      { label: 'sort by an unknown field', url: `${URL}?sort=salary,asc`, body: undefined, field: 'sort' },
      { label: 'size 0', url: `${URL}?size=0`, body: undefined, field: 'size' },
      { label: 'ids not numbers', url: `${URL}?ids=1,x`, body: undefined, field: 'ids' },
      { label: 'events with ids', url: `${URL}/1/events?ids=1`, body: undefined, field: 'ids' },
      { label: 'id too large', url: `${URL}/99999999999`, body: undefined, field: 'id' },
    ], state);
    await refuseAll(ctx, 'DELETE', '', [{ label: 'id 0', url: `${URL}/0`, body: undefined, field: 'id' }], state);
  });

  test('the form\'s rules say the same, with the same limits as the API', async () => {
    const form = extraHourRuleFormSchema(m);
    const valid = { ...form.getDefault(), name: 'Night', start: '22:00', end: '07:00' };
    assert.doesNotThrow(() => form.validateSync(valid));
    const fieldsOf = (values: object) => {
      try { form.validateSync(values, { abortEarly: false }); return []; } catch (e) { return (e as { inner: { path: string }[] }).inner.map((x) => x.path); }
    };
    assert.deepEqual(fieldsOf({ ...valid, end: '' }), ['end']);
    assert.deepEqual(fieldsOf({ ...valid, thresholdMinutes: '1441' }), ['thresholdMinutes']);
    assert.deepEqual(fieldsOf({ ...valid, categoryLevel: 'DEPARTMENT' }), ['categoryValue']);
    assert.deepEqual(fieldsOf({ ...valid, weekdays: [7] }), ['weekdays[0]']);
    assert.deepEqual(fieldsOf({ ...valid, validFrom: '02/03/2026', validTo: '01/03/2026' }), ['validTo']);
    assert.deepEqual(fieldsOf({ ...valid, name: ' ' }), ['name']);
    const described = form.describe().fields.name as { tests: { name?: string; params?: { max?: number } }[] };
    const api = (await get('/api/openapi.json')).json().paths[URL].post.requestBody.content['application/json'].schema.properties;
    assert.equal(described.tests.find((x) => x.name === 'max')?.params?.max, api.name.maxLength);
    assert.equal(api.thresholdMinutes.maximum, L.dayMinutes.max);
  });
});

describe('the engine\'s loader', () => {
  test('listEnabledExtraHourRules: every enabled rule by sequence then id, as ExtraHourRule', async () => {
    const off = await create({ sequence: 0 });
    expectStatus(await put(`${URL}/${off.id}/false`, undefined), 204);
    const late = await create({ sequence: 7, start: 1080, end: 1320, weekdays: [1, 2], clockTags: ['x'], validFrom: '2026-01-01' });
    const loaded = await listEnabledExtraHourRules(t.db);
    assert.ok(!loaded.some((r) => r.id === off.id));
    assert.ok(loaded.every((r, i) => i === 0 || r.sequence > loaded[i - 1].sequence || (r.sequence === loaded[i - 1].sequence && r.id > loaded[i - 1].id)));
    const { createdAt: _c, updatedAt: _u, updatedByAccountId: _b, ...expected } = await rule(late.id);
    assert.deepEqual(loaded.find((r) => r.id === late.id), expected);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Who may do what: every signed-in role reads the policies (reference data); only administrators change them.
// ---------------------------------------------------------------------------------------------------------------
const MATRIX: readonly (readonly [endpoint: string, ...cells: Cell[]])[] = [
  //                                              anon   ADMIN SUPER DEP_M  TEAM_L EMPL   READ_O
  ['GET    /extra-hours-policies',                 '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /extra-hours-policies/{id}',            '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /extra-hours-policies/{id}/events',     '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['GET    /extra-hours-policies/paymentsType',    '401', 'ok', 'ok', 'ok',  'ok',  'ok',  'ok'],
  ['POST   /extra-hours-policies',                 '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['POST   /extra-hours-policies/preview',         '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['PUT    /extra-hours-policies/{id}',            '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['PUT    /extra-hours-policies/{id}/{enabled}',  '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['PUT    /extra-hours-policies/paymentsType',    '401', 'ok', 'ok', '403', '403', '403', '403'],
  ['DELETE /extra-hours-policies/{id}',            '401', 'ok', 'ok', '403', '403', '403', '403'],
];

describe('who may do what', () => {
  let callers: Map<Who, Caller>;
  before(async () => {
    const dep = await createDepartment(t.db);
    callers = await signInCallers(t, { departmentId: dep.id, anonymous: { accountId: 0, employeeId: 0 } });
  });
  const fresh = async () => (await create()).id;
  const req = (method: Call['request']['method'], url: string, ok: number[], payload?: object): Call =>
    ({ request: { method, url: `/api${url}`, ...(payload ? { payload } : {}) }, ok });
  const CALLS: Record<string, () => Promise<Call>> = {
    'GET    /extra-hours-policies': async () => req('GET', '/extra-hours-policies', [200]),
    'GET    /extra-hours-policies/{id}': async () => req('GET', '/extra-hours-policies/1', [200]),
    'GET    /extra-hours-policies/{id}/events': async () => req('GET', '/extra-hours-policies/1/events', [200, 204]),
    'GET    /extra-hours-policies/paymentsType': async () => req('GET', '/extra-hours-policies/paymentsType', [200]),
    'POST   /extra-hours-policies': async () => req('POST', '/extra-hours-policies', [201], { name: `M ${unique()}`, categoryLevel: 'ANY' }),
    'POST   /extra-hours-policies/preview': async () => req('POST', '/extra-hours-policies/preview', [200], { rule: { name: `V ${unique()}`, categoryLevel: 'ANY' } }),
    'PUT    /extra-hours-policies/{id}': async () => req('PUT', `/extra-hours-policies/${await fresh()}`, [204], full({ sequence: 3 })),
    'PUT    /extra-hours-policies/{id}/{enabled}': async () => req('PUT', `/extra-hours-policies/${await fresh()}/false`, [204]),
    'PUT    /extra-hours-policies/paymentsType': async () => req('PUT', '/extra-hours-policies/paymentsType', [204], { paymentsType: 'BOTH' }),
    'DELETE /extra-hours-policies/{id}': async () => req('DELETE', `/extra-hours-policies/${await fresh()}`, [204]),
  };
  const send = (caller: Caller, c: Call) => t.request({ ...c.request, token: caller.token });

  test('every row has one cell per caller and a call, and covers every documented extra-hour policy route', async () => {
    assertTableShape(MATRIX, CALLS);
    const { documented, covered } = await routeCoverage(t, MATRIX, {
      normal: (method, path) => `${method} ${path}`, include: (_key, tags) => tags.includes('extra-hour-policies'),
    });
    assert.deepEqual([...documented].filter((k) => !covered.has(k)), [], 'documented routes without a row');
    assert.deepEqual([...covered].filter((k) => !documented.has(k)), [], 'rows without a documented route');
  });

  test('READ_ONLY reads everything here and may write nothing', () => {
    for (const row of MATRIX) assert.equal(row[columnOf('READ_ONLY')] === 'ok', row[0].startsWith('GET'), row[0]);
  });

  describe('role × endpoint', () => {
    describeMatrix(MATRIX, async (endpoint, who) => {
      const c = await CALLS[endpoint]();
      return { res: await send(callers.get(who)!, c), ok: c.ok };
    });
  });

  for (const who of ['READ_ONLY', 'DEPARTMENT_MANAGER', 'TEAM_LEADER', 'EMPLOYEE'] as const) {
    test(`${who}: every refused write leaves the rules, their trail and the payments type as they were`, async () => {
      const refused = MATRIX.filter((row) => !row[0].startsWith('GET') && row[columnOf(who)] === '403').map(([e]) => e);
      assert.equal(refused.length, 6, 'five writes and the preview');
      const snapshot = async () => JSON.stringify([await state(), (await get(`${URL}/paymentsType`)).body]);
      await assertRefusedChangeNothing(refused, 403, async (endpoint) => {
        const c = await CALLS[endpoint]();
        return () => send(callers.get(who)!, c);
      }, snapshot);
    });
  }

  test('with TIME_AND_ATTENDANCE off, reads and writes answer 403 MODULE_DISABLED until it is on again', async () => {
    const toggle = async (enabled: boolean) =>
      expectStatus(await t.request({ method: 'PUT', url: '/api/modules/1', token: callers.get('SUPER_ADMIN')!.token, payload: { enabled } }), 204);
    await toggle(false);
    try {
      for (const res of [await get(URL), await get(`${URL}/1`), await get(`${URL}/paymentsType`), await post(URL, { name: 'x', categoryLevel: 'ANY' }),
        await put(`${URL}/1/false`, undefined), await del(`${URL}/1`)]) {
        assert.equal(res.statusCode, 403, res.body);
        assert.equal(res.json().code, 'MODULE_DISABLED');
      }
    } finally {
      await toggle(true);
    }
    expectStatus(await get(URL), 200);
    assert.equal((await rule(1)).enabled, true);
  });
});

test('size=2147483647 lists every rule', async () => {
  const res = expectStatus(await call('GET', `${URL}?size=2147483647`), 200);
  assert.equal(res.json().page.size, 2147483647);
  assert.equal(res.json().content.length, res.json().page.totalElements);
});
