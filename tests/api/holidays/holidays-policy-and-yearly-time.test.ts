/**
 * Holidays, the holiday policy and yearly time settings (core §5, §7, §8), with their conflicts and malformed input.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createEmployee } from '../../support/factories.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { ALL, http, type RefusalCase } from '../../support/http.ts';
import { assertRejected } from '../../support/assert-rejected.ts';

let t: TestApp;
let admin: { token: string; employeeId: number | null };

before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
});
after(async () => { await t?.close(); });

const FAR = '2099-12-31';
const YEAR = new Date().getUTCFullYear();

const { call, get, list, refuseAll } = http(() => t, () => admin.token);

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
    const cases: RefusalCase[] = [
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

