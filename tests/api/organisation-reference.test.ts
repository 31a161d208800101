/**
 * Reference data of the organisation (issue 5, core §5, §7, §8): contract types, holidays and the holiday
 * policy, yearly time settings, insurance — with their conflicts and malformed input.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { createEmployee } from '../support/factories.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { assertRejected } from '../support/assert-rejected.ts';

let t: TestApp;
let admin: { token: string; employeeId: number | null };

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });

const unique = () => randomBytes(4).toString('hex');
const FAR = '2099-12-31';
const ALL = 'size=2147483647';
const YEAR = new Date().getUTCFullYear();


type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, token = admin.token) =>
  t.request({ method, url, token, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
const get = (url: string, token = admin.token) => call('GET', url, undefined, token);
async function list<T>(url: string, token = admin.token): Promise<T[]> {
  const res = await get(url, token);
  assert.ok(res.statusCode === 200 || res.statusCode === 204, `${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.statusCode === 204 ? [] : res.json().content;
}

interface Case { label: string; body: unknown; field: string; url?: string; status?: number; code?: string }
/** Sends each malformed body; each must be refused naming the field, with `state` unchanged. */
async function refuseAll(ctx: { test: (name: string, fn: () => void) => Promise<void> }, method: Method, url: string, cases: Case[], state: () => Promise<unknown>) {
  for (const c of cases) {
    const before1 = JSON.stringify(await state());
    const res = await call(method, c.url ?? url, c.body);
    await ctx.test(`${c.label} → ${c.status ?? 400} naming ${c.field}`, () => assertRejected(res, c.status ?? 400, c.field, c.code));
    assert.equal(JSON.stringify(await state()), before1, `${c.label}: something was written`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
describe('contract types', () => {
  interface ContractType { id: number; name: string; endNoticeDays: number; employeeCount: number }
  const state = () => t.db.selectFrom('contract_types').selectAll().orderBy('id').execute();

  test('create (201), read, list by name, edit (204), unknown id 404', async () => {
    const tag = unique();
    const res = await call('POST', '/api/contract-types', { name: `  Permanent ${tag} `, endNoticeDays: 60 });
    assert.equal(res.statusCode, 201, res.body);
    const ct = res.json() as ContractType;
    assert.deepEqual(ct, { id: ct.id, name: `Permanent ${tag}`, endNoticeDays: 60, employeeCount: 0 });
    const fixed = (await call('POST', '/api/contract-types', { name: `Fixed term ${tag}` })).json() as ContractType;
    assert.equal(fixed.endNoticeDays, 0, 'days of end notice default to 0');
    assert.deepEqual((await get(`/api/contract-types/${ct.id}`)).json(), ct);
    const names = (await list<ContractType>(`/api/contract-types?${ALL}`)).map((c) => c.name);
    assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    assert.ok(names.includes(`Fixed term ${tag}`) && names.includes(`Permanent ${tag}`));
    assert.equal((await call('PUT', `/api/contract-types/${ct.id}`, { name: `Open-ended ${tag}`, endNoticeDays: 90 })).statusCode, 204);
    assert.deepEqual((await get(`/api/contract-types/${ct.id}`)).json(), { ...ct, name: `Open-ended ${tag}`, endNoticeDays: 90 });
    assert.equal((await call('PUT', `/api/contract-types/${ct.id}`, { endNoticeDays: 15 })).statusCode, 204);
    assert.equal((await get(`/api/contract-types/${ct.id}`)).json().name, `Open-ended ${tag}`, 'a partial edit keeps the name');
    assert.equal((await get('/api/contract-types/999999')).statusCode, 404);
    assert.equal((await call('PUT', '/api/contract-types/999999', { endNoticeDays: 1 })).statusCode, 404);
    assert.equal((await call('DELETE', '/api/contract-types/999999')).statusCode, 404);
  });

  test('an empty edit changes nothing: 204 for an existing contract type, 404 for an unknown one (never 500)', async () => {
    const ct = (await call('POST', '/api/contract-types', { name: `Empty edit ${unique()}`, endNoticeDays: 7 })).json() as ContractType;
    const existing = await call('PUT', `/api/contract-types/${ct.id}`, {});
    assert.equal(existing.statusCode, 204, existing.body);
    assert.deepEqual((await get(`/api/contract-types/${ct.id}`)).json(), ct);
    const unknown = await call('PUT', '/api/contract-types/999999', {});
    assert.equal(unknown.statusCode, 404, unknown.body);
  });

  test('names are unique (409 naming name), without regard to case', async () => {
    const name = `Intern ${unique()}`;
    assert.equal((await call('POST', '/api/contract-types', { name })).statusCode, 201);
    const other = (await call('POST', '/api/contract-types', { name: `Other ${unique()}` })).json() as ContractType;
    const before1 = JSON.stringify(await state());
    assertRejected(await call('POST', '/api/contract-types', { name: name.toUpperCase() }), 409, 'name', 'CONTRACT_TYPE_NAME_TAKEN');
    assertRejected(await call('PUT', `/api/contract-types/${other.id}`, { name: ` ${name} ` }), 409, 'name');
    assert.equal(JSON.stringify(await state()), before1);
  });

  test('delete is refused with 409 and the message of core §8 while an employee holds it; afterwards 204', async () => {
    const ct = (await call('POST', '/api/contract-types', { name: `Held ${unique()}` })).json() as ContractType;
    const e = await call('POST', '/api/employees', { name: `Holder ${unique()}`, contractType: { id: ct.id } });
    assert.equal(e.statusCode, 201, e.body);
    assert.equal((await get(`/api/contract-types/${ct.id}`)).json().employeeCount, 1);
    const refused = await call('DELETE', `/api/contract-types/${ct.id}`);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().code, 'CONTRACT_TYPE_IN_USE');
    assert.match(refused.json().message, /cannot remove a contract type that has employees/i);
    assert.equal((await get(`/api/contract-types/${ct.id}`)).statusCode, 200, 'still there');
    assert.deepEqual((await get(`/api/employees/${e.json().id}`)).json().contractType, { id: ct.id });
    assert.equal((await call('PUT', `/api/employees/${e.json().id}`, { contractType: null })).statusCode, 204);
    assert.equal((await call('DELETE', `/api/contract-types/${ct.id}`)).statusCode, 204);
    assert.equal((await get(`/api/contract-types/${ct.id}`)).statusCode, 404);
  });

  test('malformed input on POST and PUT', async (ctx) => {
    const ct = (await call('POST', '/api/contract-types', { name: `Target ${unique()}` })).json() as ContractType;
    const cases: Case[] = [
      { label: 'blank name', body: { name: ' ' }, field: 'name' },
      { label: 'name too long', body: { name: 'x'.repeat(81) }, field: 'name' },
      { label: 'name as a number', body: { name: 3 }, field: 'name' },
      { label: 'days negative', body: { name: `N ${unique()}`, endNoticeDays: -1 }, field: 'endNoticeDays' },
      { label: 'days over a year', body: { name: `N ${unique()}`, endNoticeDays: 366 }, field: 'endNoticeDays' },
      { label: 'days as a string', body: { name: `N ${unique()}`, endNoticeDays: '30' }, field: 'endNoticeDays' },
      { label: 'days as a fraction', body: { name: `N ${unique()}`, endNoticeDays: 1.5 }, field: 'endNoticeDays' },
      { label: 'unknown field', body: { name: `N ${unique()}`, paid: true }, field: 'paid' },
    ];
    await refuseAll(ctx, 'POST', '/api/contract-types', [...cases, { label: 'missing name', body: { endNoticeDays: 3 }, field: 'name' }], state);
    await refuseAll(ctx, 'PUT', `/api/contract-types/${ct.id}`, [...cases, { label: 'id not a number', url: '/api/contract-types/x', body: { endNoticeDays: 1 }, field: 'id' }], state);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('holidays and the holiday policy', () => {
  interface Holiday { id: number; holidayDate: string; name: string }
  const state = () => t.db.selectFrom('holidays').selectAll().orderBy('id').execute();
  const made: Record<string, Holiday> = {};

  before(async () => {
    for (const [date, name] of [['2031-12-25', 'Christmas'], ['2031-01-01', 'New Year'], ['2031-06-10', 'Portugal Day'], ['2032-01-01', 'New Year 32']]) {
      const res = await call('POST', '/api/holidays', { holidayDate: date, name });
      assert.equal(res.statusCode, 201, res.body);
      made[name] = res.json();
    }
  });

  test('POST answers 201 with the holiday; GET lists by date ascending; the year filter keeps that year', async () => {
    assert.deepEqual(made.Christmas, { id: made.Christmas.id, holidayDate: '2031-12-25', name: 'Christmas' });
    const all = await list<Holiday>(`/api/holidays?${ALL}`);
    const dates = all.map((h) => h.holidayDate);
    assert.deepEqual(dates, [...dates].sort());
    assert.deepEqual((await list<Holiday>('/api/holidays?year=2031')).map((h) => h.name), ['New Year', 'Portugal Day', 'Christmas']);
    assert.deepEqual((await list<Holiday>('/api/holidays?year=2032')).map((h) => h.name), ['New Year 32']);
    assert.equal((await get('/api/holidays?year=2040')).statusCode, 204);
    assert.deepEqual((await list<Holiday>('/api/holidays?year=2031&sort=holidayDate,desc')).map((h) => h.name), ['Christmas', 'Portugal Day', 'New Year']);
  });

  test('a second holiday on the same date → 409 naming holidayDate, on create and on edit', async () => {
    const before1 = JSON.stringify(await state());
    assertRejected(await call('POST', '/api/holidays', { holidayDate: '2031-12-25', name: 'Twice' }), 409, 'holidayDate', 'HOLIDAY_EXISTS');
    assertRejected(await call('PUT', `/api/holidays/${made['Portugal Day'].id}`, { holidayDate: '2031-01-01', name: 'Moved' }), 409, 'holidayDate');
    assert.equal(JSON.stringify(await state()), before1);
  });

  test('edit (204) the date and the name; delete (204) then 404', async () => {
    const h = (await call('POST', '/api/holidays', { holidayDate: '2031-04-25' })).json() as Holiday;
    assert.equal(h.name, '', 'the name is optional');
    assert.equal((await call('PUT', `/api/holidays/${h.id}`, { holidayDate: '2031-04-26', name: 'Freedom Day' })).statusCode, 204);
    assert.deepEqual((await list<Holiday>(`/api/holidays?ids=${h.id}`))[0], { id: h.id, holidayDate: '2031-04-26', name: 'Freedom Day' });
    assert.equal((await call('PUT', `/api/holidays/${h.id}`, { name: 'Liberty Day' })).statusCode, 204);
    assert.equal((await list<Holiday>(`/api/holidays?ids=${h.id}`))[0].holidayDate, '2031-04-26', 'a name-only edit keeps the date');
    assert.equal((await call('PUT', `/api/holidays/${h.id}`, { holidayDate: '2031-04-26' })).statusCode, 204, 'keeping its own date is no conflict');
    assert.equal((await call('DELETE', `/api/holidays/${h.id}`)).statusCode, 204);
    assert.equal((await call('DELETE', `/api/holidays/${h.id}`)).statusCode, 404);
    assert.equal((await call('PUT', `/api/holidays/${h.id}`, { name: 'x' })).statusCode, 404);
  });

  test('GET /holidays/{employeeId}/employee gives the holidays while the policy is active, none while it is off', async () => {
    const e = await createEmployee(t.db);
    const policy = await get('/api/holidaypolicy');
    assert.equal(policy.statusCode, 200);
    assert.deepEqual(policy.json(), { id: 1, isActive: true });
    assert.deepEqual((await list<Holiday>(`/api/holidays/${e.id}/employee?year=2031`)).map((h) => h.name), ['New Year', 'Portugal Day', 'Christmas']);
    const off = await call('PUT', '/api/holidaypolicy/1?isActive=false');
    assert.equal(off.statusCode, 204, off.body);
    try {
      assert.deepEqual((await get('/api/holidaypolicy')).json(), { id: 1, isActive: false });
      assert.equal((await get(`/api/holidays/${e.id}/employee?year=2031`)).statusCode, 204, 'no holidays apply');
      assert.equal((await list<Holiday>('/api/holidays?year=2031')).length, 3, 'the company list is unchanged');
    } finally {
      assert.equal((await call('PUT', '/api/holidaypolicy/1?isActive=true')).statusCode, 204);
    }
    assert.equal((await list<Holiday>(`/api/holidays/${e.id}/employee?year=2031`)).length, 3);
    assert.equal((await get('/api/holidays/999999/employee')).statusCode, 404);
  });

  test('an employee reads the holidays that apply to them, and not for someone else (403)', async () => {
    const me = await t.signedIn(['EMPLOYEE']);
    const someone = await createEmployee(t.db);
    assert.equal((await list<Holiday>(`/api/holidays/${me.employeeId}/employee?year=2031`, me.token)).length, 3);
    assert.equal((await get(`/api/holidays/${someone.id}/employee`, me.token)).statusCode, 403);
  });

  test('malformed input: holidays and policy', async (ctx) => {
    const cases: Case[] = [
      { label: 'date 2023-02-30', body: { holidayDate: '2023-02-30' }, field: 'holidayDate' },
      { label: 'date in DD/MM/YYYY', body: { holidayDate: '25/12/2031' }, field: 'holidayDate' },
      { label: 'date as a number', body: { holidayDate: 20311225 }, field: 'holidayDate' },
      { label: 'name as a number', body: { holidayDate: '2031-03-03', name: 5 }, field: 'name' },
      { label: 'name too long', body: { holidayDate: '2031-03-03', name: 'x'.repeat(121) }, field: 'name' },
      { label: 'unknown field', body: { holidayDate: '2031-03-03', recurring: true }, field: 'recurring' },
    ];
    await refuseAll(ctx, 'POST', '/api/holidays', [...cases, { label: 'missing date', body: { name: 'x' }, field: 'holidayDate' }], state);
    await refuseAll(ctx, 'PUT', `/api/holidays/${made.Christmas.id}`, [...cases, { label: 'id not a number', url: '/api/holidays/x', body: { name: 'x' }, field: 'id' }], state);
    const policy = () => t.db.selectFrom('holiday_policy').selectAll().execute();
    for (const [label, url, field] of [
      ['isActive missing', '/api/holidaypolicy/1', 'isActive'],
      ['isActive as text', '/api/holidaypolicy/1?isActive=maybe', 'isActive'],
      ['policy id 2', '/api/holidaypolicy/2?isActive=false', 'id'],
      ['unknown parameter', '/api/holidaypolicy/1?isActive=false&all=1', 'all'],
    ] as const) {
      const before1 = JSON.stringify(await policy());
      const res = await call('PUT', url);
      await ctx.test(`${label} → 400 naming ${field}`, () => assertRejected(res, 400, field));
      assert.equal(JSON.stringify(await policy()), before1);
    }
    for (const [label, url, field] of [
      ['year too early', '/api/holidays?year=1900', 'year'],
      ['year as text', '/api/holidays?year=next', 'year'],
      ['employee id as text', '/api/holidays/x/employee', 'id'],
    ] as const) {
      const res = await get(url);
      await ctx.test(`${label} → 400 naming ${field}`, () => assertRejected(res, 400, field));
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('yearly time settings', () => {
  interface Setting { id: number; employeeId: number; yearPeriod: number; holidayDays: number | null; bonusDays: number | null }
  const state = () => t.db.selectFrom('employee_yearly_time').selectAll().orderBy('id').execute();

  test('POST /employees-time/year registers the year for every enabled employee, once (409 "already registered")', async () => {
    const enabled = await createEmployee(t.db, { end_date: FAR });
    const disabled = await createEmployee(t.db, { end_date: '2001-01-01', start_date: '2000-01-01' });
    const res = await call('POST', '/api/employees-time/year', { yearPeriod: YEAR + 1, holidayDays: 22 });
    assert.equal(res.statusCode, 201, res.body);
    const registered = await t.db.selectFrom('employee_yearly_time').select('employee_id').where('year', '=', YEAR + 1).execute();
    assert.deepEqual(res.json(), { yearPeriod: YEAR + 1, employees: registered.length });
    assert.ok(registered.some((r) => r.employee_id === enabled.id));
    assert.ok(!registered.some((r) => r.employee_id === disabled.id), 'a disabled employee gets no setting');
    const mine = await list<Setting>(`/api/employees-time/employee?employeeId=${enabled.id}`);
    assert.deepEqual(mine.map(({ id: _id, ...s }) => s), [{ employeeId: enabled.id, yearPeriod: YEAR + 1, holidayDays: 22, bonusDays: null }]);

    const before1 = JSON.stringify(await state());
    const again = await call('POST', '/api/employees-time/year', { yearPeriod: YEAR + 1, bonusDays: 3 });
    assertRejected(again, 409, 'yearPeriod', 'YEAR_ALREADY_REGISTERED');
    assert.match(again.json().message, /already registered/i);
    assert.equal(JSON.stringify(await state()), before1, 'nothing changed');
  });

  test('PUT /employees-time/employee/{id}/year/{year} sets (or creates) the days; GET filters by employee and year', async () => {
    const e = await createEmployee(t.db);
    const url = `/api/employees-time/employee/${e.id}/year/${YEAR}`;
    assert.equal((await call('PUT', url, { holidayDays: 25, bonusDays: 2.5 })).statusCode, 204);
    assert.equal((await call('PUT', `/api/employees-time/employee/${e.id}/year/${YEAR - 1}`, { bonusDays: 1 })).statusCode, 204);
    let rows = await list<Setting>(`/api/employees-time/employee?employeeId=${e.id}`);
    assert.deepEqual(rows.map(({ id: _id, ...s }) => s), [
      { employeeId: e.id, yearPeriod: YEAR, holidayDays: 25, bonusDays: 2.5 },
      { employeeId: e.id, yearPeriod: YEAR - 1, holidayDays: null, bonusDays: 1 },
    ], 'newest year first');
    assert.equal((await call('PUT', url, { holidayDays: 20 })).statusCode, 204);
    rows = await list<Setting>(`/api/employees-time/employee?employeeId=${e.id}&yearPeriod=${YEAR}`);
    assert.deepEqual(rows.map(({ id: _id, ...s }) => s), [{ employeeId: e.id, yearPeriod: YEAR, holidayDays: 20, bonusDays: null }]);
    assert.equal((await call('PUT', `/api/employees-time/employee/999999/year/${YEAR}`, { holidayDays: 1 })).statusCode, 404);
  });

  test('DELETE /employees-time/employee with a body removes one setting (204), then 404', async () => {
    const e = await createEmployee(t.db);
    assert.equal((await call('PUT', `/api/employees-time/employee/${e.id}/year/${YEAR}`, { holidayDays: 22 })).statusCode, 204);
    assert.equal((await call('PUT', `/api/employees-time/employee/${e.id}/year/${YEAR + 2}`, { holidayDays: 23 })).statusCode, 204);
    const res = await call('DELETE', '/api/employees-time/employee', { employeeId: e.id, yearPeriod: YEAR });
    assert.equal(res.statusCode, 204, res.body);
    assert.deepEqual((await list<Setting>(`/api/employees-time/employee?employeeId=${e.id}`)).map((s) => s.yearPeriod), [YEAR + 2]);
    assert.equal((await call('DELETE', '/api/employees-time/employee', { employeeId: e.id, yearPeriod: YEAR })).statusCode, 404);
  });

  test('an employee sees only their own settings', async () => {
    const me = await t.signedIn(['EMPLOYEE']);
    const other = await createEmployee(t.db);
    await call('PUT', `/api/employees-time/employee/${me.employeeId}/year/${YEAR}`, { holidayDays: 10 });
    await call('PUT', `/api/employees-time/employee/${other.id}/year/${YEAR}`, { holidayDays: 11 });
    assert.deepEqual((await list<Setting>(`/api/employees-time/employee?${ALL}`, me.token)).map((s) => s.employeeId), [me.employeeId]);
    assert.equal((await get(`/api/employees-time/employee?employeeId=${other.id}`, me.token)).statusCode, 204);
  });

  test('malformed input: at least one of holiday or bonus days; year window; wrong types', async (ctx) => {
    const e = await createEmployee(t.db, { end_date: FAR });
    await refuseAll(ctx, 'POST', '/api/employees-time/year', [
      { label: 'neither holiday nor bonus days', body: { yearPeriod: YEAR + 3 }, field: 'holidayDays' },
      { label: 'both null', body: { yearPeriod: YEAR + 3, holidayDays: null, bonusDays: null }, field: 'holidayDays' },
      { label: 'year more than 5 ahead', body: { yearPeriod: YEAR + 6, holidayDays: 22 }, field: 'yearPeriod' },
      { label: 'year more than 10 back', body: { yearPeriod: YEAR - 11, holidayDays: 22 }, field: 'yearPeriod' },
      { label: 'year of 5 digits', body: { yearPeriod: 20260, holidayDays: 22 }, field: 'yearPeriod' },
      { label: 'year as a string', body: { yearPeriod: String(YEAR + 3), holidayDays: 22 }, field: 'yearPeriod' },
      { label: 'missing year', body: { holidayDays: 22 }, field: 'yearPeriod' },
      { label: 'days as a string', body: { yearPeriod: YEAR + 3, holidayDays: '22' }, field: 'holidayDays' },
      { label: 'days negative', body: { yearPeriod: YEAR + 3, bonusDays: -1 }, field: 'bonusDays' },
      { label: 'days not in halves', body: { yearPeriod: YEAR + 3, holidayDays: 22.3 }, field: 'holidayDays' },
      { label: 'unknown field', body: { yearPeriod: YEAR + 3, holidayDays: 22, carry: true }, field: 'carry' },
    ], state);
    const url = `/api/employees-time/employee/${e.id}/year/${YEAR}`;
    await refuseAll(ctx, 'PUT', url, [
      { label: 'neither holiday nor bonus days', body: {}, field: 'holidayDays' },
      { label: 'year more than 5 ahead', url: `/api/employees-time/employee/${e.id}/year/${YEAR + 6}`, body: { holidayDays: 1 }, field: 'year' },
      { label: 'year not a number', url: `/api/employees-time/employee/${e.id}/year/next`, body: { holidayDays: 1 }, field: 'year' },
      { label: 'employee id not a number', url: `/api/employees-time/employee/x/year/${YEAR}`, body: { holidayDays: 1 }, field: 'id' },
      { label: 'days over 366', body: { holidayDays: 367 }, field: 'holidayDays' },
      { label: 'unknown field', body: { holidayDays: 1, yearPeriod: YEAR }, field: 'yearPeriod' },
    ], state);
    await refuseAll(ctx, 'DELETE', '/api/employees-time/employee', [
      { label: 'missing employeeId', body: { yearPeriod: YEAR }, field: 'employeeId' },
      { label: 'employeeId as a string', body: { employeeId: String(e.id), yearPeriod: YEAR }, field: 'employeeId' },
      { label: 'missing yearPeriod', body: { employeeId: e.id }, field: 'yearPeriod' },
      { label: 'unknown field', body: { employeeId: e.id, yearPeriod: YEAR, all: true }, field: 'all' },
    ], state);
    const noBody = await call('DELETE', '/api/employees-time/employee');
    assert.equal(noBody.statusCode, 400, `no body: ${noBody.body}`);
    for (const [label, url, field] of [
      ['employeeId as text', '/api/employees-time/employee?employeeId=me', 'employeeId'],
      ['unknown parameter', '/api/employees-time/employee?year=2026', 'year'],
    ] as const) {
      const res = await get(url);
      await ctx.test(`GET ${label} → 400 naming ${field}`, () => assertRejected(res, 400, field));
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('insurance', () => {
  interface Insurance { id: number; name: string; type: string; provider: string | null; policyNumber: string | null; validFrom: string | null; validTo: string | null; employeeCount: number }
  const state = async () => ({
    insurance: await t.db.selectFrom('insurance').selectAll().orderBy('id').execute(),
    holders: await t.db.selectFrom('employee_insurance').selectAll().orderBy('insurance_id').orderBy('employee_id').execute(),
  });
  const create = async (items: unknown[]) => {
    const res = await call('POST', '/api/insurance/1', items);
    assert.equal(res.statusCode, 201, res.body);
    return res.json() as Insurance[];
  };
  const holders = async (id: number) => (await list<{ id: number }>(`/api/insurance/${id}/employee?${ALL}`)).map((e) => e.id).sort((a, b) => a - b);

  test('POST /insurance/1 creates the listed policies (health and work) and answers them; GET lists them', async () => {
    const tag = unique();
    const made = await create([
      { name: `Health ${tag}`, type: 'health_insurance', provider: 'Médis', policyNumber: 'H-1', validFrom: '2026-01-01', validTo: '2026-12-31' },
      { name: `Work ${tag}`, type: 'work_insurance' },
    ]);
    assert.equal(made.length, 2);
    assert.deepEqual(made[0], { id: made[0].id, name: `Health ${tag}`, type: 'health_insurance', provider: 'Médis', policyNumber: 'H-1', validFrom: '2026-01-01', validTo: '2026-12-31', employeeCount: 0 });
    assert.deepEqual({ ...made[1], id: 0 }, { id: 0, name: `Work ${tag}`, type: 'work_insurance', provider: null, policyNumber: null, validFrom: null, validTo: null, employeeCount: 0 });
    const all = await list<Insurance>(`/api/insurance?${ALL}`);
    assert.ok(made.every((m) => all.some((a) => a.id === m.id)));
    assert.deepEqual((await list<Insurance>(`/api/insurance?ids=${made[1].id}`)).map((i) => i.name), [`Work ${tag}`]);
  });

  test('PUT edits a policy (204); unknown 404', async () => {
    const [p] = await create([{ name: `Edit ${unique()}`, type: 'health_insurance', validFrom: '2026-01-01' }]);
    assert.equal((await call('PUT', `/api/insurance/${p.id}`, { type: 'work_insurance', provider: 'Fidelidade', validTo: '2027-01-01' })).statusCode, 204);
    const now = (await list<Insurance>(`/api/insurance?ids=${p.id}`))[0];
    assert.deepEqual(now, { ...p, type: 'work_insurance', provider: 'Fidelidade', validTo: '2027-01-01' });
    assert.equal((await call('PUT', '/api/insurance/999999', { name: 'x' })).statusCode, 404);
  });

  test('assign one (POST /insurance/{id}/{employeeId}), several (/multi), list holders, unassign; delete refused while assigned', async () => {
    const [p] = await create([{ name: `Assigned ${unique()}`, type: 'health_insurance' }]);
    const [a, b, c] = [await createEmployee(t.db), await createEmployee(t.db), await createEmployee(t.db)];
    assert.equal((await get(`/api/insurance/${p.id}/employee`)).statusCode, 204, 'no holders yet');
    assert.equal((await call('POST', `/api/insurance/${p.id}/${a.id}`)).statusCode, 204);
    assert.equal((await call('POST', `/api/insurance/${p.id}/${a.id}`)).statusCode, 204, 'assigning twice is harmless');
    assert.deepEqual(await holders(p.id), [a.id]);
    assert.equal((await call('POST', `/api/insurance/${p.id}/multi`, { employeeIds: [b.id, c.id, b.id, a.id] })).statusCode, 204);
    assert.deepEqual(await holders(p.id), [a.id, b.id, c.id].sort((x, y) => x - y));
    assert.equal((await list<Insurance>(`/api/insurance?ids=${p.id}`))[0].employeeCount, 3);

    const refused = await call('DELETE', `/api/insurance/${p.id}`);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().code, 'INSURANCE_IN_USE');
    assert.match(refused.json().message, /cannot remove an insurance that has employees/i);
    assert.equal((await list<Insurance>(`/api/insurance?ids=${p.id}`)).length, 1, 'still there');

    for (const e of [a, b, c]) assert.equal((await call('DELETE', `/api/insurance/${p.id}/${e.id}`)).statusCode, 204);
    assert.equal((await call('DELETE', `/api/insurance/${p.id}/${a.id}`)).statusCode, 404, 'not assigned any more');
    assert.equal((await call('DELETE', `/api/insurance/${p.id}`)).statusCode, 204);
    assert.equal((await list<Insurance>(`/api/insurance?ids=${p.id}`)).length, 0);
    assert.equal((await call('DELETE', `/api/insurance/${p.id}`)).statusCode, 404);
  });

  test('unknown insurance or employee: 404 (single) or 400 naming the employee (multi), nothing assigned', async (ctx) => {
    const [p] = await create([{ name: `Lonely ${unique()}`, type: 'work_insurance' }]);
    const e = await createEmployee(t.db);
    const before1 = JSON.stringify(await state());
    assert.equal((await call('POST', `/api/insurance/999999/${e.id}`)).statusCode, 404);
    assert.equal((await call('POST', `/api/insurance/${p.id}/999999`)).statusCode, 404);
    assert.equal((await call('POST', '/api/insurance/999999/multi', { employeeIds: [e.id] })).statusCode, 404);
    assert.equal((await get('/api/insurance/999999/employee')).statusCode, 404);
    assert.equal(JSON.stringify(await state()), before1);
    await refuseAll(ctx, 'POST', `/api/insurance/${p.id}/multi`, [
      { label: 'an unknown employee among known ones', body: { employeeIds: [e.id, 999999] }, field: 'employeeIds[1]' },
      { label: 'empty list', body: { employeeIds: [] }, field: 'employeeIds' },
      { label: 'ids as strings', body: { employeeIds: [String(e.id)] }, field: 'employeeIds[0]' },
      { label: 'missing employeeIds', body: {}, field: 'employeeIds' },
      { label: 'unknown field', body: { employeeIds: [e.id], replace: true }, field: 'replace' },
    ], state);
  });

  test('malformed input on create and edit: types other than health and work insurance, bad dates, all or none', async (ctx) => {
    const valid = { name: `Valid ${unique()}`, type: 'health_insurance' };
    await refuseAll(ctx, 'POST', '/api/insurance/1', [
      { label: 'type life_insurance', body: [{ name: 'Life', type: 'life_insurance' }], field: '[0].type' },
      { label: 'missing type', body: [{ name: 'No type' }], field: '[0].type' },
      { label: 'missing name', body: [{ type: 'work_insurance' }], field: '[0].name' },
      { label: 'second item invalid: nothing created', body: [valid, { name: 'Bad', type: 'car_insurance' }], field: '[1].type' },
      { label: 'validTo before validFrom in the second item', body: [valid, { name: 'Back', type: 'work_insurance', validFrom: '2026-05-01', validTo: '2026-04-30' }], field: '[1].validTo' },
      { label: 'date 2023-02-30', body: [{ ...valid, validFrom: '2023-02-30' }], field: '[0].validFrom' },
      { label: 'unknown field', body: [{ ...valid, premium: 10 }], field: '[0].premium' },
      { label: 'an object instead of a list', body: valid, field: 'body' },
      { label: 'empty list', body: [], field: 'body' },
      { label: 'company id 2', url: '/api/insurance/2', body: [valid], field: 'id' },
    ], state);
    const [p] = await create([{ name: `Target ${unique()}`, type: 'health_insurance', validFrom: '2026-03-01' }]);
    await refuseAll(ctx, 'PUT', `/api/insurance/${p.id}`, [
      { label: 'type life_insurance', body: { type: 'life_insurance' }, field: 'type' },
      { label: 'validTo before the stored validFrom', body: { validTo: '2026-02-28' }, field: 'validTo' },
      { label: 'date 2023-02-30', body: { validTo: '2023-02-30' }, field: 'validTo' },
      { label: 'blank name', body: { name: '  ' }, field: 'name' },
      { label: 'unknown field', body: { premium: 10 }, field: 'premium' },
      { label: 'id not a number', url: '/api/insurance/x', body: { name: 'x' }, field: 'id' },
    ], state);
  });
});
