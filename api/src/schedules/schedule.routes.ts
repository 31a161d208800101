import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorLanguageOf } from '../../../domain/error-codes.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import { SCHEDULES_READ, SCHEDULES_WRITE, scheduleScopeOf } from './schedule.access.ts';
import type { AppContext } from '../platform/context.ts';
import { notFound } from '../platform/errors.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { PageQuery, PageQueryNoIds, pageOf, paging, parseIds, sendPage, sendRows } from '../platform/paging.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { companyToday, scheduleHolders } from './assignment.repository.ts';
import { HolderDto } from './assignment.schemas.ts';
import { scheduleExport } from './schedule-export.ts';
import {
  PREVIEW_DEFAULT_DAYS, PREVIEW_MAX_DAYS, PREVIEW_MAX_HOLDERS, SchedulePreviewDto, SchedulePreviewInput, previewPeriod, previewScheduleChange,
} from './schedule-preview.ts';
import { scheduleExists } from './schedule.repository.ts';
import { ScheduleDto, ScheduleInput } from './schedule.schemas.ts';
import { createSchedule, deleteSchedule, getSchedule, listSchedules, updateSchedule } from './schedule.service.ts';
import { workdaysAffected } from '../attendance/workday-triggers.ts';

/**
 * Week schedules (extended §3): definitions are company data every holder of a SCHEDULES read may see (a manager
 * or an employee needs the definition of the schedules their people hold); who holds them is narrowed by scope.
 */
export async function scheduleRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['schedules'];
  const read = SCHEDULES_READ;
  const write = { ...SCHEDULES_WRITE, scopes: ['COMPANY'] } as const;
  const today = () => companyToday(ctx.db, ctx.now());

  app.get('/schedules', {
    config: { access: read },
    schema: { tags, summary: 'Week schedules with their seven days and exceptions, by name', querystring: PageQuery, response: { 200: pageOf(ScheduleDto), 204: Type.Null() } },
  }, async (request, reply) => {
    const rows = await listSchedules(ctx.db, await today(), parseIds(request.query.ids));
    return sendRows(reply, rows, request.query, { id: 'id', name: 'name', employeeCount: 'employeeCount', lastModifiedDate: 'lastModifiedDate' }, 'name');
  });

  app.get('/schedules/:id', { config: { access: read }, schema: { tags, params: IdParams, response: { 200: ScheduleDto } } },
    async (request) => getSchedule(ctx.db, await today(), request.params.id));

  app.get('/schedules/:id/employees', {
    config: { access: read },
    schema: { tags, summary: 'Employees (in your scope) whose assignment of the schedule is current or future', params: IdParams, querystring: PageQueryNoIds, response: { 200: pageOf(HolderDto), 204: Type.Null() } },
  }, async (request, reply) => {
    if (!(await scheduleExists(ctx.db, request.params.id))) throw notFound('Week schedule');
    const { size, offset } = paging(request.query);
    const scope = scheduleScopeOf(request);
    const { rows, total } = await scheduleHolders(ctx.db, scope, { scheduleId: request.params.id }, await today(), size, offset);
    return sendPage(reply, rows, total, request.query);
  });

  app.post('/schedules', {
    config: { access: write },
    schema: { tags, summary: 'Creates a week schedule (all seven days; exceptions optional)', body: ScheduleInput, response: { 201: ScheduleDto } },
  }, async (request, reply) => {
    const p = principalOf(request);
    const day = await today();
    const created = await ctx.db.transaction().execute((trx) => createSchedule(trx, { accountId: p.accountId, employeeId: p.employeeId }, day, request.body));
    return reply.status(201).send(created);
  });

  app.put('/schedules/:id', {
    config: { access: write },
    schema: { tags, summary: 'Replaces a week schedule: its fields, seven days and exceptions', params: IdParams, body: ScheduleInput, response: { 200: ScheduleDto } },
  }, async (request) => {
    const p = principalOf(request);
    const day = await today();
    const updated = await ctx.db.transaction().execute(async (trx) => {
      const r = await updateSchedule(trx, { accountId: p.accountId, employeeId: p.employeeId }, day, request.params.id, request.body);
      await workdaysAffected(trx, { kind: 'schedule', scheduleId: request.params.id }, ctx.now());
      return r;
    });
    ctx.workdays.kick();
    return updated;
  });

  app.post('/schedules/:id/preview', {
    config: { access: write },
    schema: {
      tags, params: IdParams, body: SchedulePreviewInput, response: { 200: SchedulePreviewDto },
      summary: `What replacing the schedule (the PUT's body) would do to its holders' workdays over [from, to] (the ${PREVIEW_DEFAULT_DAYS} days ending today by default, at most ${PREVIEW_MAX_DAYS}), written nowhere: the days whose hours or inconsistencies would differ, before and after, for at most ${PREVIEW_MAX_HOLDERS} holders by name`,
    },
  }, async (request) => {
    const p = principalOf(request);
    const day = await today();
    const { from, to, ...schedule } = request.body;
    const period = previewPeriod({ from, to }, day);
    return previewScheduleChange(ctx.db, scheduleScopeOf(request), { accountId: p.accountId, employeeId: p.employeeId }, day, request.params.id, schedule, period, ctx.now());
  });

  app.delete('/schedules/:id', {
    config: { access: write },
    schema: { tags, summary: 'Deletes a schedule nobody was ever assigned (409 SCHEDULE_IN_USE with the count otherwise)', params: IdParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => deleteSchedule(trx, request.params.id));
    return noContent(reply);
  });

  app.post('/schedules/export', {
    config: { access: read },
    schema: {
      tags, summary: 'Every week schedule as an .xlsx workbook, one column per weekday (headers in Accept-Language)',
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    },
  }, async (request, reply) => {
    const day = await today();
    const { fileName, sheet, columns } = scheduleExport(errorLanguageOf(request.headers['accept-language']), day);
    return sendXlsx(reply, fileName, sheet, columns, await listSchedules(ctx.db, day));
  });
}
