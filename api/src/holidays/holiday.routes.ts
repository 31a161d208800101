import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { assertEmployeeVisible } from '../employees/employee.query.ts';
import type { AppContext } from '../platform/context.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { PageQueryProperties, pageOf, paging, parseIds, parseSort, sendPage } from '../platform/paging.ts';

const HolidayDto = Type.Object({ id: Type.Integer(), holidayDate: Type.String({ format: 'date' }), name: Type.String() });
const Fields = {
  holidayDate: Type.String({ format: 'date' }),
  name: Type.Optional(Type.String({ maxLength: 120 })),
};
const ListQuery = Type.Object({
  ...PageQueryProperties,
  year: Type.Optional(Type.Integer({ minimum: 1921, maximum: 2079 })),
}, { additionalProperties: false });
const SORTS = { holidayDate: 'holiday_date', name: 'name', id: 'id' };

export async function holidayRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['holidays'];
  const read = { resource: 'HOLIDAYS', action: 'READ' } as const;
  const write = { resource: 'HOLIDAYS', action: 'WRITE' } as const;

  const list = (year?: number, ids?: string, sort?: string) => {
    let query = ctx.db.selectFrom('holidays').select(['id', 'holiday_date as holidayDate', 'name']);
    if (year) query = query.where('holiday_date', '>=', `${year}-01-01`).where('holiday_date', '<=', `${year}-12-31`);
    const idList = parseIds(ids);
    if (idList) query = query.where('id', 'in', idList);
    return parseSort(sort, SORTS, { column: 'holiday_date', direction: 'asc' })
      .reduce((qb, s) => qb.orderBy(s.column as 'holiday_date', s.direction), query).execute();
  };

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
    const taken = await ctx.db.selectFrom('holidays').select('id').where('holiday_date', '=', request.body.holidayDate).executeTakeFirst();
    if (taken) throw conflict('There is already a holiday on this date', 'HOLIDAY_EXISTS', [{ field: 'holidayDate', message: 'already has a holiday' }]);
    const row = await ctx.db.insertInto('holidays').values({ holiday_date: request.body.holidayDate, name: request.body.name?.trim() ?? '' })
      .returning(['id', 'holiday_date as holidayDate', 'name']).executeTakeFirstOrThrow();
    return reply.status(201).send(row);
  });

  app.put('/holidays/:id', {
    config: { access: write },
    schema: {
      tags, summary: 'Edits a holiday (editing a past one changes past reports: the app warns first)',
      params: IdParams, body: Type.Object({ ...Fields, holidayDate: Type.Optional(Fields.holidayDate) }, { additionalProperties: false }), response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    const { holidayDate, name } = request.body;
    const current = await ctx.db.selectFrom('holidays').select('id').where('id', '=', request.params.id).executeTakeFirst();
    if (!current) throw notFound('Holiday');
    if (holidayDate) {
      const taken = await ctx.db.selectFrom('holidays').select('id').where('holiday_date', '=', holidayDate).where('id', '!=', request.params.id).executeTakeFirst();
      if (taken) throw conflict('There is already a holiday on this date', 'HOLIDAY_EXISTS', [{ field: 'holidayDate', message: 'already has a holiday' }]);
    }
    if (holidayDate !== undefined || name !== undefined) {
      await ctx.db.updateTable('holidays').where('id', '=', request.params.id).set({
        ...(holidayDate !== undefined ? { holiday_date: holidayDate } : {}), ...(name !== undefined ? { name: name.trim() } : {}),
      }).execute();
    }
    return noContent(reply);
  });

  app.delete('/holidays/:id', { config: { access: write }, schema: { tags, params: IdParams, response: { 204: Type.Null() } } }, async (request, reply) => {
    const result = await ctx.db.deleteFrom('holidays').where('id', '=', request.params.id).executeTakeFirst();
    if (!result.numDeletedRows) throw notFound('Holiday');
    return noContent(reply);
  });

  app.get('/holidays/:id/employee', {
    config: { access: { resource: 'EMPLOYEES', action: 'READ' } },
    schema: {
      tags, summary: 'Holidays that apply to employee {id}: none while the holiday policy is off',
      params: IdParams, querystring: ListQuery, response: { 200: pageOf(HolidayDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    await assertEmployeeVisible(ctx.db, request, request.params.id);
    const policy = await ctx.db.selectFrom('holiday_policy').select('is_active').where('id', '=', 1).executeTakeFirstOrThrow();
    const rows = policy.is_active ? await list(request.query.year, request.query.ids, request.query.sort) : [];
    const { size, offset } = paging(request.query);
    return sendPage(reply, rows.slice(offset, offset + size), rows.length, request.query);
  });

  const Policy = Type.Object({ id: Type.Integer(), isActive: Type.Boolean() });
  app.get('/holidaypolicy', {
    config: { access: read },
    schema: { tags, summary: 'Whether company holidays apply (holiday settings id 1)', response: { 200: Policy } },
  }, async () => ctx.db.selectFrom('holiday_policy').select(['id', 'is_active as isActive']).where('id', '=', 1).executeTakeFirstOrThrow());

  app.put('/holidaypolicy/:id', {
    config: { access: write },
    schema: {
      tags, params: Type.Object({ id: Type.Literal(1) }, { additionalProperties: false }),
      querystring: Type.Object({ isActive: Type.Boolean() }, { additionalProperties: false }), response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    await ctx.db.updateTable('holiday_policy').set({ is_active: request.query.isActive }).where('id', '=', 1).execute();
    return noContent(reply);
  });
}
