import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorLanguageOf } from '../../../domain/error-codes.ts';
import { coversDepartment, type AccessScope } from '../platform/auth/access-scope.ts';
import type { AppContext } from '../platform/context.ts';
import type { Database } from '../platform/db/database.ts';
import { fieldError, notFound } from '../platform/errors.ts';
import { noContent } from '../platform/http.ts';
import { Id } from '../platform/input-types.ts';
import { pageOf } from '../platform/paging.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { employeeVisible } from '../schedules/assignment.repository.ts';
import { actorOf, CLOCKS_MANAGE, CLOCKS_READ, clockManageScope, clockReadScope } from './clock.access.ts';
import { deleteClock, editClock } from './clock-edit.service.ts';
import { clockExport } from './clock-export.ts';
import { clockFilter } from './clock-list.ts';
import { sendClockPage } from './clock.routes.ts';
import { clockInScope, isDepartmentMember, listClocks } from './clock.repository.ts';
import { AdminClockInput, ClockChange, ClockDto, ClockListQuery } from './clock.schemas.ts';
import { recordClock, withTrail, withTrails } from './clock.service.ts';
import { presenceChanged } from '../platform/live/live-bus.ts';

const EmployeeParams = Type.Object({ id: Id }, { additionalProperties: false });
const DepartmentClockParams = Type.Object({ id: Id, clockId: Id }, { additionalProperties: false });
/** The export writes at most this many clocks; a wider one is refused, asking for a narrower period. */
const EXPORT_MAX = 100_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A department the caller covers, else 404 (never a hint that another department's data exists). */
function department(scope: AccessScope, id: number) {
  if (!coversDepartment(scope, id)) throw notFound('Department');
  return id;
}

async function departmentClock(db: Database, scope: AccessScope, departmentId: number, clockId: number) {
  const row = await clockInScope(db, scope, clockId);
  if (!row || row.department_id !== department(scope, departmentId)) throw notFound('Clock');
  return row;
}

/** Clocks seen through an employee or a department (core §7), and the export. */
export async function clockScopedRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['clocks'];
  const page = { 200: pageOf(ClockDto), 204: Type.Null() };

  app.get('/employees/:id/clocks', {
    config: { access: CLOCKS_READ },
    schema: { tags, summary: 'An employee\'s clocks, newest first (404 outside your scope)', params: EmployeeParams, querystring: ClockListQuery, response: page },
  }, async (request, reply) => {
    const scope = clockReadScope(request);
    if (!(await employeeVisible(ctx.db, scope, request.params.id))) throw notFound('Employee');
    return sendClockPage(ctx.db, reply, scope, request.query, { employeeIds: [request.params.id] });
  });

  app.get('/departments/:id/clocks', {
    config: { access: CLOCKS_READ },
    schema: { tags, summary: 'Clocks recorded in a department you cover, newest first', params: EmployeeParams, querystring: ClockListQuery, response: page },
  }, async (request, reply) => {
    const scope = clockReadScope(request);
    return sendClockPage(ctx.db, reply, scope, request.query, { departmentId: department(scope, request.params.id) });
  });

  app.post('/departments/:id/clocks', {
    config: { access: CLOCKS_MANAGE },
    schema: { tags, summary: 'Records a clock for an employee of the department (administrative, comment required)', params: EmployeeParams, body: AdminClockInput, response: { 201: ClockDto, 200: ClockDto } },
  }, async (request, reply) => {
    const scope = clockManageScope(request);
    const departmentId = department(scope, request.params.id);
    const { instant, ...body } = request.body;
    if (!(await isDepartmentMember(ctx.db, body.employeeId, departmentId))) throw fieldError('employeeId', 'is not an employee of this department');
    const { clock, replayed } = await recordClock(ctx.db, scope, actorOf(request, ctx.now), { ...body, source: 'ADMIN', administrative: true, instant: instant ? new Date(instant) : undefined });
    ctx.workdays.kick();
    ctx.live.publish(presenceChanged(clock));
    return reply.status(replayed ? 200 : 201).send(clock);
  });

  app.get('/departments/:id/clocks/:clockId', {
    config: { access: CLOCKS_READ }, schema: { tags, params: DepartmentClockParams, response: { 200: ClockDto } },
  }, async (request) => withTrail(ctx.db, await departmentClock(ctx.db, clockReadScope(request), request.params.id, request.params.clockId)));

  app.put('/departments/:id/clocks/:clockId', {
    config: { access: CLOCKS_MANAGE },
    schema: { tags, summary: 'Corrects a clock of the department, with a reason in comment', params: DepartmentClockParams, body: ClockChange, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    const scope = clockManageScope(request);
    const changed = await ctx.db.transaction().execute(async (trx) => {
      await departmentClock(trx, scope, request.params.id, request.params.clockId);
      return editClock(trx, scope, actorOf(request, ctx.now), request.params.clockId, request.body);
    });
    ctx.live.publish(presenceChanged(changed));
    return noContent(reply);
  });

  app.delete('/departments/:id/clocks/:clockId', {
    config: { access: CLOCKS_MANAGE },
    schema: {
      tags, summary: 'Deletes a clock of the department, keeping it with the trail (reason required)', params: DepartmentClockParams,
      querystring: Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false }),
      body: Type.Optional(Type.Union([Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false }), Type.Null()])),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    const scope = clockManageScope(request);
    const deleted = await ctx.db.transaction().execute(async (trx) => {
      await departmentClock(trx, scope, request.params.id, request.params.clockId);
      return deleteClock(trx, scope, actorOf(request, ctx.now), request.params.clockId, request.body?.reason ?? request.query.reason);
    });
    ctx.live.publish(presenceChanged(deleted));
    return noContent(reply);
  });

  app.post('/clocks/export', {
    config: { access: CLOCKS_READ },
    schema: { tags, summary: `Clocks in your scope matching the list's filters as an .xlsx workbook, newest first (at most ${EXPORT_MAX.toLocaleString('en')})`, querystring: ClockListQuery, produces: [XLSX] },
  }, async (request, reply) => {
    const scope = clockReadScope(request);
    const { rows, total } = await listClocks(ctx.db, scope, await clockFilter(ctx.db, request.query), EXPORT_MAX, 0);
    if (total > EXPORT_MAX) throw fieldError('from', `the export holds at most ${EXPORT_MAX} clocks (${total} match); choose a shorter period`);
    const { fileName, sheet, columns } = clockExport(errorLanguageOf(request.headers['accept-language']), ctx.now().toISOString().slice(0, 10));
    return sendXlsx(reply, fileName, sheet, columns, await withTrails(ctx.db, rows));
  });
}
