/**
 * Bad input to the absences API, of any shape: a 400 naming the field (`subErrors[].field`), never a 500, and nothing
 * written. The refusals that are rules rather than shapes name their field too: periods of one request overlapping
 * each other (409 ABSENCE_OVERLAP), a period without a working day (400 ABSENCE_NO_WORKING_DAY).
 */
import { after, before, describe, test } from 'node:test';
import { createEmployee } from '../../support/factories.ts';
import { expectStatus, http, type RefusalCase } from '../../support/http.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: { token: string };
let worker: number;
let typeId: number;
let otherSubtype: number;
let pending: number;
before(async () => {
  t = await startTestApp();
  admin = await t.signedIn(['ADMIN']);
  worker = (await createEmployee(t.db)).id;
  typeId = (await post('/api/absences-types/', { name: 'Bad input leave', code: 'BAD_INPUT', subtypes: [{ name: 'Mine' }] })).json().id;
  otherSubtype = (await post('/api/absences-types/', { name: 'Another leave', subtypes: [{ name: 'Theirs' }] })).json().subtypes[0].id;
  pending = expectStatus(await post('/api/absence-requests/', { requesterId: worker, absenceTypeId: typeId, periods: [{ validFrom: '2031-06-02', validTo: '2031-06-03' }] }), 201).json().id;
});
after(async () => { await t?.close(); });

const { post, refuseAll } = http(() => t, () => admin.token);
/** Everything an absence write could touch. */
const state = () => Promise.all((['absence_types', 'absence_subtypes', 'absence_requests', 'absence_request_periods', 'absence_request_events', 'absence_settings'] as const)
  .map((table) => t.db.selectFrom(table).selectAll().orderBy('id').execute()));

// Monday 5 – Friday 9 May 2031; Saturday 10 and Sunday 11 a weekend
const WEEK = { validFrom: '2031-05-05', validTo: '2031-05-09' };
const body = (periods: unknown[] = [WEEK], extra: Record<string, unknown> = {}) => ({ requesterId: worker, absenceTypeId: typeId, periods, ...extra });
const one = (p: Record<string, unknown>) => body([{ ...WEEK, ...p }]);
const get = (url: string, field: string): RefusalCase => ({ label: `GET ${url}`, body: undefined, url, field });

describe('requesting: POST /absence-requests/', () => {
  test('each malformed body is refused naming its field', async (ctx) => {
    await refuseAll(ctx, 'POST', '/api/absence-requests/', [
      { label: 'a period ending before it starts', body: one({ validFrom: '2031-05-09', validTo: '2031-05-05' }), field: 'periods[0].validTo' },
      { label: 'a second period ending before it starts', body: body([WEEK, { validFrom: '2031-05-20', validTo: '2031-05-19' }]), field: 'periods[1].validTo' },
      { label: 'a period of more than 366 days', body: one({ validFrom: '2031-01-01', validTo: '2032-01-02' }), field: 'periods[0].validTo' },
      { label: 'a period within the day without times', body: one({ dayScope: 'PERIOD_IN_DAY' }), field: 'periods[0].startTime' },
      { label: 'a period within the day without an end', body: one({ dayScope: 'PERIOD_IN_DAY', startTime: '09:00' }), field: 'periods[0].endTime' },
      { label: 'a period within the day ending before it starts', body: one({ dayScope: 'PERIOD_IN_DAY', startTime: '11:00', endTime: '09:00' }), field: 'periods[0].endTime' },
      { label: 'times on a full day', body: one({ startTime: '09:00', endTime: '11:00' }), field: 'periods[0].startTime' },
      { label: 'an end time on a half day', body: one({ coverage: 'PERIOD', endTime: '11:00' }), field: 'periods[0].endTime' },
      { label: 'an hour that is not one', body: one({ dayScope: 'PERIOD_IN_DAY', startTime: '24:00', endTime: '25:00' }), field: 'periods[0].startTime' },
      { label: 'a date that does not exist', body: one({ validFrom: '2031-02-30' }), field: 'periods[0].validFrom' },
      { label: 'a date as a number', body: one({ validTo: 20310509 }), field: 'periods[0].validTo' },
      { label: 'an unknown coverage', body: one({ coverage: 'HALF' }), field: 'periods[0].coverage' },
      { label: 'an unknown half', body: one({ coverage: 'PERIOD', dayPeriod: 'NOON' }), field: 'periods[0].dayPeriod' },
      { label: 'an unknown field in a period', body: one({ hours: 8 }), field: 'periods[0].hours' },
      { label: 'an unknown field', body: body([WEEK], { status: 'APPROVED' }), field: 'status' },
      { label: 'no periods', body: { requesterId: worker, absenceTypeId: typeId }, field: 'periods' },
      { label: 'an empty list of periods', body: body([]), field: 'periods' },
      { label: 'periods as an object', body: { ...body(), periods: WEEK }, field: 'periods' },
      { label: '51 periods', body: body(Array.from({ length: 51 }, () => WEEK)), field: 'periods' },
      { label: 'no absence type', body: { requesterId: worker, periods: [WEEK] }, field: 'absenceTypeId' },
      { label: 'the absence type as text', body: body([WEEK], { absenceTypeId: 'holidays' }), field: 'absenceTypeId' },
      { label: 'an absence type that does not exist', body: body([WEEK], { absenceTypeId: 999999 }), field: 'absenceTypeId' },
      { label: 'absenceId naming a type that does not exist', body: { requesterId: worker, absenceId: 999999, periods: [WEEK] }, field: 'absenceTypeId' },
      { label: 'a subtype of another type', body: body([WEEK], { absenceSubtypeId: otherSubtype }), field: 'absenceSubtypeId' },
      { label: 'requester 0', body: body([WEEK], { requesterId: 0 }), field: 'requesterId' },
      { label: 'a comment as a number', body: body([WEEK], { userComment: 5 }), field: 'userComment' },
      { label: 'a comment too long', body: body([WEEK], { userComment: 'x'.repeat(1001) }), field: 'userComment' },
      { label: 'a list for a body', body: [WEEK], field: 'body' },
    ], state);
  });

  test('periods of one request that overlap each other are a 409 ABSENCE_OVERLAP naming the later one', async (ctx) => {
    await refuseAll(ctx, 'POST', '/api/absence-requests/', [
      { label: 'two weeks sharing a Friday', body: body([WEEK, { validFrom: '2031-05-09', validTo: '2031-05-13' }]), field: 'periods[1]', status: 409, code: 'ABSENCE_OVERLAP' },
      { label: 'the same morning twice', body: body([{ ...WEEK, coverage: 'PERIOD', dayPeriod: 'MORNING' }, { validFrom: '2031-05-07', validTo: '2031-05-07', coverage: 'PERIOD' }]), field: 'periods[1]', status: 409, code: 'ABSENCE_OVERLAP' },
      { label: 'crossing hours on one day', body: body([{ validFrom: '2031-05-06', validTo: '2031-05-06', dayScope: 'PERIOD_IN_DAY', startTime: '09:00', endTime: '11:00' },
        { validFrom: '2031-05-06', validTo: '2031-05-06', dayScope: 'PERIOD_IN_DAY', startTime: '10:00', endTime: '12:00' }]), field: 'periods[1]', status: 409, code: 'ABSENCE_OVERLAP' },
      { label: 'a third period overlapping the first', body: body([WEEK, { validFrom: '2031-05-19', validTo: '2031-05-19' }, { validFrom: '2031-05-05', validTo: '2031-05-05' }]), field: 'periods[2]', status: 409, code: 'ABSENCE_OVERLAP' },
    ], state);
  });

  test('a period without a working day of the employee is a 400 ABSENCE_NO_WORKING_DAY naming it', async (ctx) => {
    await refuseAll(ctx, 'POST', '/api/absence-requests/', [
      { label: 'a weekend', body: one({ validFrom: '2031-05-10', validTo: '2031-05-11' }), field: 'periods[0]', code: 'ABSENCE_NO_WORKING_DAY' },
      { label: 'a week and then a weekend', body: body([WEEK, { validFrom: '2031-05-17', validTo: '2031-05-18' }]), field: 'periods[1]', code: 'ABSENCE_NO_WORKING_DAY' },
      { label: 'a half of a Sunday', body: one({ validFrom: '2031-05-11', validTo: '2031-05-11', coverage: 'PERIOD' }), field: 'periods[0]', code: 'ABSENCE_NO_WORKING_DAY' },
    ], state);
  });
});

describe('deciding and editing: PUT /absence-requests/{id}', () => {
  test('each malformed body is refused naming its field', async (ctx) => {
    await refuseAll(ctx, 'PUT', `/api/absence-requests/${pending}`, [
      { label: 'a decision and an edit of the comment in one call', body: { adminStatus: 'APPROVED', userComment: 'and this' }, field: 'userComment' },
      { label: 'a decision and new periods in one call', body: { managerStatus: 'APPROVED', periods: [WEEK] }, field: 'periods' },
      { label: 'both levels in one call', body: { adminStatus: 'APPROVED', managerStatus: 'APPROVED' }, field: 'managerStatus' },
      { label: 'a decision that is not one', body: { adminStatus: 'CANCELLED' }, field: 'adminStatus' },
      { label: 'a decision in lower case', body: { adminStatus: 'approved' }, field: 'adminStatus' },
      { label: 'rejecting without a comment', body: { adminStatus: 'REJECTED' }, field: 'comment', code: 'ABSENCE_COMMENT_REQUIRED' },
      { label: 'rejecting with a blank comment', body: { adminStatus: 'REJECTED', comment: '   ' }, field: 'comment', code: 'ABSENCE_COMMENT_REQUIRED' },
      { label: 'a comment too long', body: { adminStatus: 'APPROVED', comment: 'x'.repeat(1001) }, field: 'comment' },
      { label: 'an edit with a reversed period', body: { periods: [{ validFrom: '2031-06-03', validTo: '2031-06-02' }] }, field: 'periods[0].validTo' },
      { label: 'an edit with no periods', body: { periods: [] }, field: 'periods' },
      { label: 'an edit to a type that does not exist', body: { absenceTypeId: 999999 }, field: 'absenceTypeId' },
      { label: 'an edit to a subtype of another type', body: { absenceSubtypeId: otherSubtype }, field: 'absenceSubtypeId' },
      { label: 'an edit to a weekend', body: { periods: [{ validFrom: '2031-06-07', validTo: '2031-06-08' }] }, field: 'periods[0]', code: 'ABSENCE_NO_WORKING_DAY' },
      { label: 'an unknown field', body: { status: 'APPROVED' }, field: 'status' },
      { label: 'an id that is not one', body: { userComment: 'x' }, url: '/api/absence-requests/abc', field: 'id' },
      { label: 'id 0', body: { userComment: 'x' }, url: '/api/absence-requests/0', field: 'id' },
    ], state);
  });

  test('DELETE /absence-requests/{id}: a reason too long or an unknown parameter', async (ctx) => {
    await refuseAll(ctx, 'DELETE', `/api/absence-requests/${pending}`, [
      { label: 'a reason of 1001 characters', body: undefined, url: `/api/absence-requests/${pending}?reason=${'x'.repeat(1001)}`, field: 'reason' },
      { label: 'an unknown parameter', body: undefined, url: `/api/absence-requests/${pending}?force=true`, field: 'force' },
    ], state);
  });
});

describe('several at once: POST /absence-requests/multiple', () => {
  test('each malformed body is refused naming its field, the shape of the periods included', async (ctx) => {
    const batch = (extra: Record<string, unknown>) => ({ employeeIds: [worker], absenceTypeId: typeId, periods: [WEEK], ...extra });
    await refuseAll(ctx, 'POST', '/api/absence-requests/multiple', [
      { label: 'no employees', body: batch({ employeeIds: [] }), field: 'employeeIds' },
      { label: 'an employee twice', body: batch({ employeeIds: [worker, worker] }), field: 'employeeIds' },
      { label: 'an employee as text', body: batch({ employeeIds: ['me'] }), field: 'employeeIds[0]' },
      { label: 'no type', body: { employeeIds: [worker], periods: [WEEK] }, field: 'absenceTypeId' },
      { label: 'verify=maybe', body: batch({}), url: '/api/absence-requests/multiple?verify=maybe', field: 'verify' },
      { label: 'a reversed period', body: batch({ periods: [{ validFrom: '2031-05-09', validTo: '2031-05-05' }] }), field: 'periods[0].validTo' },
      { label: 'a period within the day without times', body: batch({ periods: [{ ...WEEK, dayScope: 'PERIOD_IN_DAY' }] }), field: 'periods[0].startTime' },
    ], state);
  });
});

describe('reading: lists, counts and day counts', () => {
  test('each malformed query is refused naming its parameter', async (ctx) => {
    await refuseAll(ctx, 'GET', '/api/absence-requests', [
      get('/api/absence-requests?status=OPEN', 'status'), get('/api/absence-requests?status=PENDING,FOO', 'status'),
      get('/api/absence-requests?status=PENDING,,APPROVED', 'status'), get('/api/absence-requests?status=pending', 'status'),
      get('/api/absence-requests?periodsValidFrom=2031-02-30', 'periodsValidFrom'),
      get('/api/absence-requests?periodsValidFrom=2031-05-10&periodsValidTo=2031-05-01', 'periodsValidTo'),
      get('/api/absence-requests?awaiting=maybe', 'awaiting'), get('/api/absence-requests?employeeId=0', 'employeeId'),
      get('/api/absence-requests?departmentId=x', 'departmentId'), get('/api/absence-requests?sort=colour,asc', 'sort'),
      get('/api/absence-requests?size=0', 'size'), get('/api/absence-requests?ids=1,x', 'ids'), get('/api/absence-requests?foo=1', 'foo'),
      get('/api/absence-requests/count?status=OPEN', 'status'), get('/api/absence-requests/count?forDepartmentsIManage=maybe', 'forDepartmentsIManage'),
      get(`/api/employees/${worker}/absence-requests?employeeId=1`, 'employeeId'), get(`/api/employees/${worker}/absence-requests?status=X`, 'status'),
      get('/api/departments/1/absence-requests?departmentId=2', 'departmentId'),
      get('/api/absence-requests/calendar?from=2031-05-10&to=2031-05-01', 'to'), get('/api/absence-requests/calendar?from=2031-05-01&to=2031-07-02', 'to'),
      get('/api/absence-requests/calendar?to=2031-05-01', 'from'),
      get(`/api/employees/${worker}/absence-balance?year=1900`, 'year'), get(`/api/employees/${worker}/absence-balance?year=this`, 'year'),
      get('/api/absence-requests/abc/contDays', 'id'), get('/api/absence-requests/overlap/0', 'id'),
    ], state);
  });

  test('contDaysMult: a missing or reversed period, more than a year, bad ids or coverage', async (ctx) => {
    const mult = (q: string, field: string) => get(`/api/absence-requests/contDaysMult?${q}`, field);
    await refuseAll(ctx, 'GET', '/api/absence-requests/contDaysMult', [
      mult(`periodsValidTo=2031-05-09&employeeId=${worker}`, 'periodsValidFrom'),
      mult('periodsValidFrom=2031-05-05&periodsValidTo=2031-05-09', 'employeeId'),
      mult(`periodsValidFrom=2031-05-09&periodsValidTo=2031-05-05&employeeId=${worker}`, 'periodsValidTo'),
      mult(`periodsValidFrom=2031-01-01&periodsValidTo=2032-01-02&employeeId=${worker}`, 'periodsValidTo'),
      mult('periodsValidFrom=2031-05-05&periodsValidTo=2031-05-09&employeeId=abc', 'employeeId'),
      mult(`periodsValidFrom=2031-05-05&periodsValidTo=2031-05-09&employeeId=${worker}&coverage=HALF`, 'coverage'),
    ], state);
  });
});

describe('the carry-over settings: PUT /absence-settings', () => {
  test('an expiry not shaped MM-DD, a cap out of range, a missing or unknown field', async (ctx) => {
    await refuseAll(ctx, 'PUT', '/api/absence-settings', [
      { label: 'month 13', body: { carryOverCap: null, carryOverExpiresOn: '13-01' }, field: 'carryOverExpiresOn' },
      { label: 'a full date', body: { carryOverCap: null, carryOverExpiresOn: '2031-03-31' }, field: 'carryOverExpiresOn' },
      { label: 'a negative cap', body: { carryOverCap: -1, carryOverExpiresOn: null }, field: 'carryOverCap' },
      { label: 'a cap of 0.3 days', body: { carryOverCap: 0.3, carryOverExpiresOn: null }, field: 'carryOverCap' },
      { label: 'a cap above a year', body: { carryOverCap: 367, carryOverExpiresOn: null }, field: 'carryOverCap' },
      { label: 'a cap as text', body: { carryOverCap: '5', carryOverExpiresOn: null }, field: 'carryOverCap' },
      { label: 'no cap given', body: { carryOverExpiresOn: null }, field: 'carryOverCap' },
      { label: 'an unknown field', body: { carryOverCap: null, carryOverExpiresOn: null, capDays: 3 }, field: 'capDays' },
    ], state);
  });

  test('an expiry shaped MM-DD that is no day of any year (30 February, 31 April) is refused naming carryOverExpiresOn', async (ctx) => {
    try {
      await refuseAll(ctx, 'PUT', '/api/absence-settings', [
        { label: 'the 31st of April', body: { carryOverCap: null, carryOverExpiresOn: '04-31' }, field: 'carryOverExpiresOn' },
        { label: 'the 30th of February', body: { carryOverCap: null, carryOverExpiresOn: '02-30' }, field: 'carryOverExpiresOn' },
      ], state);
    } finally {
      await t.db.updateTable('absence_settings').set({ carry_over_cap: null, carry_over_expires_on: null }).where('id', '=', 1).execute();
    }
  });
});

describe('absence types: POST and PUT /absences-types, work-holiday', () => {
  test('each field out of range or of the wrong type is refused naming it', async (ctx) => {
    const type = (extra: Record<string, unknown>) => ({ name: 'Out of range', ...extra });
    await refuseAll(ctx, 'POST', '/api/absences-types/', [
      { label: 'no name', body: {}, field: 'name' }, { label: 'an empty name', body: type({ name: '' }), field: 'name' },
      { label: 'a blank name', body: type({ name: '   ' }), field: 'name' }, { label: 'a name of 81 characters', body: type({ name: 'x'.repeat(81) }), field: 'name' },
      { label: 'a code in lower case', body: type({ code: 'sick' }), field: 'code' },
      { label: 'a code taken by another type', body: type({ code: 'BAD_INPUT' }), field: 'code' },
      { label: '367 days a year', body: type({ yearlyDaysAllowed: 367 }), field: 'yearlyDaysAllowed' },
      { label: '0.3 days a year', body: type({ yearlyDaysAllowed: 0.3 }), field: 'yearlyDaysAllowed' },
      { label: 'minus one request a year', body: type({ yearlyPeriodsAllowed: -1 }), field: 'yearlyPeriodsAllowed' },
      { label: '1.5 requests a year', body: type({ yearlyPeriodsAllowed: 1.5 }), field: 'yearlyPeriodsAllowed' },
      { label: '0 consecutive days', body: type({ consecutiveDaysAllowed: 0 }), field: 'consecutiveDaysAllowed' },
      { label: '367 days of notice', body: type({ deadlineLeave: 367 }), field: 'deadlineLeave' },
      { label: 'minus one day to justify', body: type({ daysToJustification: -1 }), field: 'daysToJustification' },
      { label: 'an unknown approval', body: type({ approval: 'SOMETIMES' }), field: 'approval' },
      { label: 'a date limit that does not exist', body: type({ requestDateLimitCurrent: '2031-13-01' }), field: 'requestDateLimitCurrent' },
      { label: 'calendar days as text', body: type({ calendarDays: 'yes' }), field: 'calendarDays' },
      { label: 'a subtype without a name', body: type({ subtypes: [{ name: '' }] }), field: 'subtypes[0].name' },
      { label: 'a subtype named twice', body: type({ subtypes: [{ name: 'A' }, { name: 'a' }] }), field: 'subtypes[1].name' },
      { label: 'subtypes as text', body: type({ subtypes: 'A,B' }), field: 'subtypes' },
      { label: 'an unknown field', body: type({ colour: 'red' }), field: 'colour' },
    ], state);
    await refuseAll(ctx, 'PUT', `/api/absences-types/${typeId}`, [
      { label: 'PUT: 400 days a year', body: { yearlyDaysAllowed: 400 }, field: 'yearlyDaysAllowed' },
      { label: 'PUT: a subtype of another type', body: { subtypes: [{ id: otherSubtype, name: 'Taken' }] }, field: 'subtypes[0].id' },
      { label: 'PUT: an unknown field', body: { missedWork: true }, field: 'missedWork' },
    ], state);
    await refuseAll(ctx, 'POST', `/api/absences-types/work-holiday/${typeId}`, [
      { label: 'work-holiday: no answer', body: {}, field: 'countsHolidays' },
      { label: 'work-holiday: an answer as text', body: { countsHolidays: 'yes' }, field: 'countsHolidays' },
    ], state);
  });
});
