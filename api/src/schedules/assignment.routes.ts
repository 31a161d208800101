import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SCHEDULES_READ, SCHEDULES_WRITE, scheduleScopeOf } from './schedule.access.ts';
import type { AppContext } from '../platform/context.ts';
import { notFound } from '../platform/errors.ts';
import { noContent } from '../platform/http.ts';
import { Id, IsoDate } from '../platform/input-types.ts';
import { PageQueryNoIds, pageOf, paging, sendPage } from '../platform/paging.ts';
import { employeeVisible } from './assignment.repository.ts';
import { assignSchedule, endAssignment, listAssignments, removeAssignment } from './assignment.service.ts';
import { loadExpectedDays } from './expected-days.ts';
import { AssignmentDto, checkedDayRange, ExpectedDayDto, expectedDayDtos, MAX_EXPECTED_DAYS } from './assignment.schemas.ts';
import { workdaysAffected } from '../attendance/workday-triggers.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import { deliver } from '../notifications/notification.delivery.ts';
import { notifyScheduleAssigned } from '../notifications/notification.service.ts';

const EmployeeParams = Type.Object({ id: Id }, { additionalProperties: false });
const AssignmentParams = Type.Object({ id: Id, assignmentId: Id }, { additionalProperties: false });

/**
 * An employee's schedule assignments (core §3) and what applies on each day. Reads follow the caller's SCHEDULES
 * scope (company, their departments' people, their own); an employee outside it is a 404.
 */
export async function assignmentRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['schedules'];
  const read = SCHEDULES_READ;
  const write = SCHEDULES_WRITE;
  const scopeOf = scheduleScopeOf;

  app.get('/employees/:id/schedules', {
    config: { access: read },
    schema: {
      tags, summary: 'The employee\'s assignments overlapping [from, to] (either may be left out), newest first',
      params: EmployeeParams, querystring: Type.Object({ ...PageQueryNoIds.properties, from: Type.Optional(IsoDate()), to: Type.Optional(IsoDate()) }, { additionalProperties: false }),
      response: { 200: pageOf(AssignmentDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const { size, offset } = paging(request.query);
    const { rows, total } = await listAssignments(ctx.db, scopeOf(request), request.params.id, request.query, size, offset);
    return sendPage(reply, rows, total, request.query);
  });

  app.post('/employees/:id/schedules', {
    config: { access: write },
    schema: {
      tags, summary: 'Assigns a week schedule for [validFrom, validTo]; 409 when it overlaps another assignment (endPrevious ends an earlier open one the day before)',
      params: EmployeeParams,
      body: Type.Object({ scheduleId: Id, validFrom: IsoDate(), validTo: Type.Optional(Type.Union([IsoDate(), Type.Null()])), endPrevious: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
      response: { 201: Type.Object({ assignment: AssignmentDto, ended: Type.Array(Type.Integer(), { description: 'assignments ended the day before validFrom' }) }) },
    },
  }, async (request, reply) => {
    const { validFrom, validTo = null } = request.body;
    const result = await ctx.db.transaction().execute(async (trx) => {
      const r = await assignSchedule(trx, scopeOf(request), request.params.id, request.body);
      await workdaysAffected(trx, { kind: 'employee', employeeId: request.params.id, from: validFrom, to: validTo }, ctx.now());
      const batch = await notifyScheduleAssigned(trx, request.params.id, r.assignment, principalOf(request).accountId, ctx.now(), ctx.config.publicUrl);
      return { ...r, batch };
    });
    ctx.workdays.kick();
    const { batch, ...answer } = result;
    deliver(ctx, batch, request.log);
    return reply.status(201).send(answer);
  });

  app.put('/employees/:id/schedules/:assignmentId', {
    config: { access: write },
    schema: {
      tags, summary: 'Sets or clears the last day of an assignment (ending it, or making it open-ended again)',
      params: AssignmentParams, body: Type.Object({ validTo: Type.Union([IsoDate(), Type.Null()]) }, { additionalProperties: false }),
      response: { 200: AssignmentDto },
    },
  }, async (request) => {
    const result = await ctx.db.transaction().execute(async (trx) => {
      const r = await endAssignment(trx, scopeOf(request), request.params.id, request.params.assignmentId, request.body.validTo);
      await workdaysAffected(trx, { kind: 'employee', employeeId: request.params.id, from: r.validFrom, to: null }, ctx.now());
      return r;
    });
    ctx.workdays.kick();
    return result;
  });

  const remove = async (scope: ReturnType<typeof scopeOf>, employeeId: number, assignmentId: number) => {
    await ctx.db.transaction().execute(async (trx) => {
      const removed = await removeAssignment(trx, scope, employeeId, assignmentId);
      await workdaysAffected(trx, { kind: 'employee', employeeId, from: removed.validFrom, to: removed.validTo }, ctx.now());
    });
    ctx.workdays.kick();
  };
  app.delete('/employees/:id/schedules', {
    config: { access: write },
    schema: { tags, summary: 'Removes the assignment ?assignmentId= of the employee', params: EmployeeParams, querystring: Type.Object({ assignmentId: Id }, { additionalProperties: false }), response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await remove(scopeOf(request), request.params.id, request.query.assignmentId);
    return noContent(reply);
  });
  app.delete('/employees/:id/schedules/:assignmentId', {
    config: { access: write },
    schema: { tags, summary: 'Removes an assignment', params: AssignmentParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await remove(scopeOf(request), request.params.id, request.params.assignmentId);
    return noContent(reply);
  });

  app.get('/employees/:id/expected-days', {
    config: { access: read },
    schema: {
      tags, summary: `What applies to the employee on each date of [from, to] (at most ${MAX_EXPECTED_DAYS} days) and why: exception, assignment or none; rest days and public holidays`,
      params: EmployeeParams, querystring: Type.Object({ from: IsoDate(), to: IsoDate() }, { additionalProperties: false }),
      response: { 200: Type.Array(ExpectedDayDto) },
    },
  }, async (request) => {
    const { from, to } = checkedDayRange(request.query);
    if (!(await employeeVisible(ctx.db, scopeOf(request), request.params.id))) throw notFound('Employee');
    return expectedDayDtos((await loadExpectedDays(ctx.db, [request.params.id], from, to)).get(request.params.id)!);
  });
}
