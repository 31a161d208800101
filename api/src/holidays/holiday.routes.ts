import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FIELD_LIMITS as L } from '../../../domain/index.ts';
import { employeeScopeOf } from '../employees/employee.routes.ts';
import { assertEmployeeVisible } from '../employees/employee.service.ts';
import type { AppContext } from '../platform/context.ts';
import { notFound } from '../platform/errors.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { IsoDate } from '../platform/input-types.ts';
import { PageQueryProperties, pageOf, paging, sendPage } from '../platform/paging.ts';
import { deleteHolidayRow, holidayDates, holidayPolicy, listHolidays, setHolidayPolicy } from './holiday.repository.ts';
import { createHoliday, updateHoliday } from './holiday.service.ts';
import { workdaysAffected } from '../attendance/workday-triggers.ts';

const HolidayDto = Type.Object({ id: Type.Integer(), holidayDate: Type.String({ format: 'date' }), name: Type.String() });
const Fields = {
  holidayDate: IsoDate(),
  name: Type.Optional(Type.String({ maxLength: L.holidayName })),
};
const ListQuery = Type.Object({
  ...PageQueryProperties,
  year: Type.Optional(Type.Integer({ minimum: 1921, maximum: 2079 })),
}, { additionalProperties: false });

export async function holidayRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['holidays'];
  const read = { resource: 'HOLIDAYS', action: 'READ' } as const;
  const write = { resource: 'HOLIDAYS', action: 'WRITE' } as const;

  const list = (year?: number, ids?: string, sort?: string) => listHolidays(ctx.db, year, ids, sort);

  app.get('/holidays', {
    config: { access: read },
    schema: { tags, summary: 'Company holidays, by date ascending unless sorted otherwise', querystring: ListQuery, response: { 200: pageOf(HolidayDto), 204: Type.Null() } },
  }, async (request, reply) => {
    const rows = await list(request.query.year, request.query.ids, request.query.sort);
    const { size, offset } = paging(request.query);
    return sendPage(reply, rows.slice(offset, offset + size), rows.length, request.query);
  });

  app.post('/holidays', {
    config: { access: write },
    schema: { tags, body: Type.Object(Fields, { additionalProperties: false }), response: { 201: HolidayDto } },
  }, async (request, reply) => {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const created = await createHoliday(trx, request.body);
      await workdaysAffected(trx, { kind: 'dates', dates: [request.body.holidayDate] }, ctx.now());
      return created;
    });
    ctx.workdays.kick();
    return reply.status(201).send(row);
  });

  app.put('/holidays/:id', {
    config: { access: write },
    schema: {
      tags, summary: 'Edits a holiday (editing a past one changes past reports: the app warns first)',
      params: IdParams, body: Type.Object({ ...Fields, holidayDate: Type.Optional(Fields.holidayDate) }, { additionalProperties: false }), response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    await ctx.db.transaction().execute(async (trx) => {
      const dates = await updateHoliday(trx, request.params.id, request.body);
      if (dates.length) await workdaysAffected(trx, { kind: 'dates', dates }, ctx.now());
    });
    ctx.workdays.kick();
    return noContent(reply);
  });

  app.delete('/holidays/:id', { config: { access: write }, schema: { tags, params: IdParams, response: { 204: Type.Null() } } }, async (request, reply) => {
    await ctx.db.transaction().execute(async (trx) => {
      const date = await deleteHolidayRow(trx, request.params.id);
      if (!date) throw notFound('Holiday');
      await workdaysAffected(trx, { kind: 'dates', dates: [date] }, ctx.now());
    });
    ctx.workdays.kick();
    return noContent(reply);
  });

  app.get('/holidays/:id/employee', {
    config: { access: { resource: 'EMPLOYEES', action: 'READ' } },
    schema: {
      tags, summary: 'Holidays that apply to employee {id}: none while the holiday policy is off',
      params: IdParams, querystring: ListQuery, response: { 200: pageOf(HolidayDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    await assertEmployeeVisible(ctx.db, employeeScopeOf(request), request.params.id);
    const policy = await holidayPolicy(ctx.db);
    const rows = policy.isActive ? await list(request.query.year, request.query.ids, request.query.sort) : [];
    const { size, offset } = paging(request.query);
    return sendPage(reply, rows.slice(offset, offset + size), rows.length, request.query);
  });

  const Policy = Type.Object({ id: Type.Integer(), isActive: Type.Boolean() });
  app.get('/holidaypolicy', {
    config: { access: read },
    schema: { tags, summary: 'Whether company holidays apply (holiday settings id 1)', response: { 200: Policy } },
  }, async () => holidayPolicy(ctx.db));

  app.put('/holidaypolicy/:id', {
    config: { access: write },
    schema: {
      tags, params: Type.Object({ id: Type.Literal(1) }, { additionalProperties: false }),
      querystring: Type.Object({ isActive: Type.Boolean() }, { additionalProperties: false }), response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    await ctx.db.transaction().execute(async (trx) => {
      await setHolidayPolicy(trx, request.query.isActive);
      await workdaysAffected(trx, { kind: 'dates', dates: await holidayDates(trx) }, ctx.now());
    });
    ctx.workdays.kick();
    return noContent(reply);
  });
}
