import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SCHEDULES_READ, SCHEDULES_WRITE, scheduleScopeOf } from './schedule.access.ts';
import type { AppContext } from '../platform/context.ts';
import { fieldError } from '../platform/errors.ts';
import { Id, IsoDate } from '../platform/input-types.ts';
import { assignScheduleToMany } from './assignment.service.ts';
import { PageQueryProperties, parseIds } from '../platform/paging.ts';
import { assignmentsOfEmployees, companyToday, employeesInScope } from './assignment.repository.ts';
import { AssignmentDto, checkedDayRange, ExpectedDayDto, expectedDayDtos, MAX_EXPECTED_DAYS } from './assignment.schemas.ts';
import { loadExpectedDays } from './expected-days.ts';
import { workdaysAffected } from '../attendance/workday-triggers.ts';

const MAX_EMPLOYEES = 500;
const MAX_ASSIGNMENTS = 10_000;
const EmployeeIds = Type.String({
  pattern: `^\\d{1,10}(,\\d{1,10}){0,${MAX_EMPLOYEES - 1}}$`, maxLength: MAX_EMPLOYEES * 11,
  description: `Comma-separated employee ids, at most ${MAX_EMPLOYEES}`,
});

/**
 * The batch calls a client makes for a page of employees (the gateway's loaders): their assignments and what applies
 * to each on given dates, in one call whatever their number; and one schedule assigned to many at once. Employees outside the caller's SCHEDULES scope (or
 * unknown) are left out, as `?ids=` lookups do.
 */
export async function scheduleBatchRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['schedules'];
  const read = SCHEDULES_READ;
  const write = SCHEDULES_WRITE;
  const scopeOf = scheduleScopeOf;

  app.get('/schedule-assignments', {
    config: { access: read },
    schema: {
      tags, summary: `The assignments of several employees (employeeIds) or by id (ids) overlapping [from, to] (either may be left out), by employee then newest first; at most ${MAX_ASSIGNMENTS} rows`,
      querystring: Type.Object({
        employeeIds: Type.Optional(EmployeeIds), ids: Type.Optional(PageQueryProperties.ids), from: Type.Optional(IsoDate()), to: Type.Optional(IsoDate()),
        current: Type.Optional(Type.Boolean({ description: 'only the assignments covering today in the company\'s time zone (from and to are then ignored)' })),
      }, { additionalProperties: false }),
      response: { 200: Type.Array(AssignmentDto) },
    },
  }, async (request) => {
    const { from, to } = request.query;
    if (!request.query.employeeIds && !request.query.ids) throw fieldError('employeeIds', 'give employeeIds or ids');
    if (from && to && to < from) throw fieldError('to', 'must be on or after from');
    const of = { employeeIds: parseIds(request.query.employeeIds), ids: parseIds(request.query.ids) };
    const today = request.query.current ? await companyToday(ctx.db, ctx.now()) : undefined;
    return assignmentsOfEmployees(ctx.db, scopeOf(request), of, today ? { from: today, to: today } : { from, to }, MAX_ASSIGNMENTS);
  });

  app.post('/schedules/:id/employees', {
    config: { access: write },
    schema: {
      tags, summary: `Assigns the schedule to several employees (at most ${MAX_EMPLOYEES}) for [validFrom, validTo], all or nothing; 409 naming the first clash (endPrevious ends earlier open assignments the day before)`,
      params: Type.Object({ id: Id }, { additionalProperties: false }),
      body: Type.Object({
        employeeIds: Type.Array(Id, { minItems: 1, maxItems: MAX_EMPLOYEES }), validFrom: IsoDate(),
        validTo: Type.Optional(Type.Union([IsoDate(), Type.Null()])), endPrevious: Type.Optional(Type.Boolean()),
      }, { additionalProperties: false }),
      response: { 201: Type.Object({ assignments: Type.Array(AssignmentDto), ended: Type.Array(Type.Integer(), { description: 'assignments ended the day before validFrom' }) }) },
    },
  }, async (request, reply) => {
    const { employeeIds, ...period } = request.body;
    const result = await ctx.db.transaction().execute(async (trx) => {
      const r = await assignScheduleToMany(trx, scopeOf(request), request.params.id, employeeIds, period);
      await workdaysAffected(trx, { kind: 'all', employeeIds, from: period.validFrom, to: period.validTo ?? null }, ctx.now());
      return r;
    });
    ctx.workdays.kick();
    return reply.status(201).send(result);
  });

  app.get('/expected-days', {
    config: { access: read },
    schema: {
      tags, summary: `What applies to each employee on each date of [from, to] (at most ${MAX_EXPECTED_DAYS} days) and why`,
      querystring: Type.Object({ employeeIds: EmployeeIds, from: IsoDate(), to: IsoDate() }, { additionalProperties: false }),
      response: { 200: Type.Array(Type.Object({ employeeId: Type.Integer(), days: Type.Array(ExpectedDayDto) })) },
    },
  }, async (request) => {
    const { from, to } = checkedDayRange(request.query);
    const ids = await employeesInScope(ctx.db, scopeOf(request), parseIds(request.query.employeeIds)!);
    const days = await loadExpectedDays(ctx.db, ids, from, to);
    return ids.map((employeeId) => ({ employeeId, days: expectedDayDtos(days.get(employeeId)!) }));
  });
}
