import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { datesOf, periodDays } from '../../../domain/absences/absence-days.ts';
import { addDays } from '../../../domain/schedule.ts';
import { coversDepartment, type AccessScope } from '../platform/auth/access-scope.ts';
import type { AppContext } from '../platform/context.ts';
import { groupBy } from '../platform/group-by.ts';
import { fieldError, notFound } from '../platform/errors.ts';
import { noContent } from '../platform/http.ts';
import { Id, IsoDate } from '../platform/input-types.ts';
import { PageQueryProperties, pageOf, paging, sendPage } from '../platform/paging.ts';
import { employeeVisible, employeesInScope } from '../schedules/assignment.repository.ts';
import { absenceKpis, balancesOf } from './absence-balance.service.ts';
import { loadCalendars } from './absence-calendar.repository.ts';
import { ABSENCES_DECIDE, ABSENCES_READ, actorOf, readScope, requestPage, workScope } from './absence-request.routes.ts';
import { calendarEmployees, departmentOverlaps, findRequest, periodsOfEmployees } from './absence-request.repository.ts';
import { cancelRequest } from './absence-request.service.ts';
import { publishPending } from './absence.live.ts';
import { BalanceDto, DeleteQuery, FilterProperties, RequestDto } from './absence.schemas.ts';

const Params = Type.Object({ id: Id }, { additionalProperties: false });
const ItemParams = Type.Object({ id: Id, id2: Id }, { additionalProperties: false });
const { employeeId: _e, departmentId: _d, ...rest } = FilterProperties;
const ScopedListQuery = Type.Object({ ...PageQueryProperties, ...rest }, { additionalProperties: false });
const page = { 200: pageOf(RequestDto), 204: Type.Null() };
/** The team calendar shows at most this many days (a month and a bit). */
const CALENDAR_MAX_DAYS = 62;
const CalendarRow = Type.Object({
  employeeId: Type.Integer(), name: Type.String(), departmentName: Type.Union([Type.String(), Type.Null()]),
  /** one letter per date from `from`: W a working day, R a rest day (or none scheduled), H a public holiday */
  days: Type.String(),
  absences: Type.Array(Type.Object({
    requestId: Type.Integer(), typeName: Type.String(), status: Type.String(), validFrom: Type.String(), validTo: Type.String(),
    coverage: Type.String(), dayScope: Type.String(), dayPeriod: Type.Union([Type.String(), Type.Null()]),
  })),
});
/** contDaysMult reads at most this many employees at once, over at most a year. */
const MULT_MAX_EMPLOYEES = 2000;

function department(scope: AccessScope, id: number) {
  if (!coversDepartment(scope, id)) throw notFound('Department');
  return id;
}

/** Requests through an employee or a department, day counts, overlaps in the team, and balances (core §7; issue #16). */
export async function absenceScopedRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['absence requests'];

  app.get('/employees/:id/absence-requests', {
    config: { access: ABSENCES_READ },
    schema: { tags, summary: 'An employee\'s requests with a day in the period (404 outside your scope): the my-absences list', params: Params, querystring: ScopedListQuery, response: page },
  }, async (request, reply) => {
    const scope = readScope(request);
    if (!(await employeeVisible(ctx.db, scope, request.params.id))) throw notFound('Employee');
    const { content, total } = await requestPage(ctx, scope, request.query, { employeeId: request.params.id });
    return sendPage(reply, content, total, request.query);
  });

  app.get('/departments/:id/absence-requests', {
    config: { access: { ...ABSENCES_READ, scopes: ['COMPANY', 'DEPARTMENT'] } },
    schema: { tags, summary: 'A department\'s requests (404 for a department you do not cover)', params: Params, querystring: ScopedListQuery, response: page },
  }, async (request, reply) => {
    const scope = workScope(request);
    const { content, total } = await requestPage(ctx, scope, request.query, { departmentId: department(scope, request.params.id) });
    return sendPage(reply, content, total, request.query);
  });

  app.delete('/departments/:id/absence-requests/:id2', {
    config: { access: ABSENCES_DECIDE },
    schema: { tags, summary: 'Cancels a request of the department (kept with its trail)', params: ItemParams, querystring: DeleteQuery, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    const scope = workScope(request);
    department(scope, request.params.id);
    const row = await findRequest(ctx.db, scope, request.params.id2);
    if (!row || row.departmentId !== request.params.id) throw notFound('Absence request');
    const actor = await actorOf(request, ctx);
    await ctx.db.transaction().execute((trx) => cancelRequest(trx, scope, actor, row.id, request.query.reason ?? null));
    await publishPending(ctx, row.id);
    return noContent(reply);
  });

  app.get('/absence-requests/calendar', {
    config: { access: ABSENCES_READ },
    schema: {
      tags, summary: `The team calendar: per employee of your scope (of one department when given), by name, what each day of [from, to] is and who is away (open and approved requests); at most ${CALENDAR_MAX_DAYS} days`,
      querystring: Type.Object({ ...PageQueryProperties, from: IsoDate(), to: IsoDate(), departmentId: Type.Optional(Id) }, { additionalProperties: false }),
      response: { 200: pageOf(CalendarRow), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const q = request.query;
    if (q.to < q.from) throw fieldError('to', 'must not be before from');
    if (addDays(q.from, CALENDAR_MAX_DAYS - 1) < q.to) throw fieldError('to', `the calendar shows at most ${CALENDAR_MAX_DAYS} days`);
    const scope = readScope(request);
    if (q.departmentId !== undefined && scope.kind === 'departments') department(scope, q.departmentId);
    const { size, offset } = paging(q);
    const { rows, total } = await calendarEmployees(ctx.db, scope, q.departmentId, q.from, q.to, size, offset);
    const ids = rows.map((r) => r.id);
    const [calendars, periods] = await Promise.all([loadCalendars(ctx.db, ids, q.from, q.to), periodsOfEmployees(ctx.db, ids, q.from, q.to)]);
    const dates = datesOf(q.from, q.to);
    const byEmployee = groupBy(periods, (p) => p.employeeId);
    const content = rows.map((r) => ({
      employeeId: r.id, name: r.name, departmentName: r.departmentName,
      days: dates.map((d) => ({ WORK: 'W', REST: 'R', HOLIDAY: 'H' })[calendars.get(r.id)!(d)]).join(''),
      absences: (byEmployee.get(r.id) ?? []).map(({ employeeId: _, ...p }) => p),
    }));
    return sendPage(reply, content, total, q);
  });

  app.get('/absence-requests/:id/contDays', {
    config: { access: ABSENCES_READ },
    schema: {
      tags, summary: 'The days a request counts, per period and in all', params: Params,
      response: { 200: Type.Object({ id: Type.Integer(), numberOfDays: Type.Number(), periods: Type.Array(Type.Object({ validFrom: Type.String(), validTo: Type.String(), numberOfDays: Type.Number() })) }) },
    },
  }, async (request) => {
    const row = await findRequest(ctx.db, readScope(request), request.params.id);
    if (!row) throw notFound('Absence request');
    return { id: row.id, numberOfDays: Number(row.numberOfDays), periods: row.periods.map((p) => ({ validFrom: p.validFrom, validTo: p.validTo, numberOfDays: Number(p.numberOfDays) })) };
  });

  app.get('/absence-requests/contDaysMult', {
    config: { access: ABSENCES_READ },
    schema: {
      tags, summary: `Working days of each employee in [periodsValidFrom, periodsValidTo] (at most ${MULT_MAX_EMPLOYEES} employees, a year): the live count of a new request`,
      querystring: Type.Object({
        periodsValidFrom: IsoDate(), periodsValidTo: IsoDate(),
        employeeId: Type.String({ maxLength: 20000, pattern: '^[0-9]+(,[0-9]+)*$', description: 'ids, comma separated' }),
        coverage: Type.Optional(Type.Union([Type.Literal('FULL'), Type.Literal('PERIOD')])),
      }, { additionalProperties: false }),
      response: { 200: Type.Array(Type.Object({ employeeId: Type.Integer(), numberOfDays: Type.Number() })) },
    },
  }, async (request) => {
    const q = request.query;
    if (q.periodsValidTo < q.periodsValidFrom) throw fieldError('periodsValidTo', 'must not be before periodsValidFrom');
    if (addDays(q.periodsValidFrom, 365) < q.periodsValidTo) throw fieldError('periodsValidTo', 'the period is at most 366 days');
    const asked = [...new Set(q.employeeId.split(',').map(Number))];
    if (asked.length > MULT_MAX_EMPLOYEES) throw fieldError('employeeId', `at most ${MULT_MAX_EMPLOYEES} employees`);
    const visible = await employeesInScope(ctx.db, readScope(request), asked);
    const calendars = await loadCalendars(ctx.db, visible, q.periodsValidFrom, q.periodsValidTo);
    const period = { validFrom: q.periodsValidFrom, validTo: q.periodsValidTo, coverage: q.coverage ?? 'FULL', dayScope: 'FULL_DAY' } as const;
    return visible.map((id) => ({ employeeId: id, numberOfDays: periodDays(period, calendars.get(id)!) }));
  });

  app.get('/absence-requests/overlap/:id', {
    config: { access: ABSENCES_READ },
    schema: {
      tags, summary: 'Open or approved requests of the requester\'s department colleagues overlapping this one: what an approver weighs (shown, not refused)',
      params: Params,
      response: { 200: Type.Array(Type.Object({
        id: Type.Integer(), requesterId: Type.Integer(), requesterName: Type.String(), absenceTypeName: Type.String(), status: Type.String(),
        firstStartDate: Type.String(), lastEndDate: Type.String(), numberOfDays: Type.Number(),
      })) },
    },
  }, async (request) => {
    if (!(await findRequest(ctx.db, readScope(request), request.params.id))) throw notFound('Absence request');
    return (await departmentOverlaps(ctx.db, request.params.id)).map((r) => ({ ...r, numberOfDays: Number(r.numberOfDays) }));
  });

  app.get('/employees/:id/absence-kpis', {
    config: { access: ABSENCES_READ },
    schema: {
      tags, summary: 'The absence KPIs of core §3 for an employee, this year and the one before (the dashboards read them)', params: Params,
      response: { 200: Type.Object({
        daysToNextAbsence: Type.Union([Type.Integer(), Type.Null()]), daysAlreadyAbsentOnHolidaysThisYear: Type.Number(),
        daysBookedHolidaysYearBefore: Type.Number(), daysRemainingToBookHolidaysThisYear: Type.Number(),
        daysRemainingToBookHolidaysYearBefore: Type.Number(), totalAllowedHolidaysThisYear: Type.Number(),
        totalAllowedHolidaysYearBefore: Type.Number(), daysNotTaken: Type.Number(), daysCarriedFromPreviousYear: Type.Number(),
      }) },
    },
  }, async (request) => {
    if (!(await employeeVisible(ctx.db, readScope(request), request.params.id))) throw notFound('Employee');
    const { today } = await actorOf(request, ctx);
    return absenceKpis(ctx.db, request.params.id, today);
  });

  app.get('/employees/:id/absence-balance', {
    config: { access: ABSENCES_READ },
    schema: {
      tags, summary: 'The holiday balance of an employee for a year (default this year): allowed, carried, expired, approved, taken, pending, remaining',
      params: Params, querystring: Type.Object({ year: Type.Optional(Type.Integer({ minimum: 1921, maximum: 2079 })) }, { additionalProperties: false }),
      response: { 200: BalanceDto },
    },
  }, async (request) => {
    if (!(await employeeVisible(ctx.db, readScope(request), request.params.id))) throw notFound('Employee');
    const { today } = await actorOf(request, ctx);
    const year = request.query.year ?? Number(today.slice(0, 4));
    return { employeeId: request.params.id, ...(await balancesOf(ctx.db, [request.params.id], year, today)).get(request.params.id)! };
  });
}
