import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../platform/context.ts';
import { notFound } from '../platform/errors.ts';
import { noContent } from '../platform/http.ts';
import { Id } from '../platform/input-types.ts';
import { PageQueryProperties, pageOf, paging, sendPage } from '../platform/paging.ts';
import { isoDate } from '../employees/employee.dto.ts';
import { employeeScopeOf } from '../employees/employee.routes.ts';
import { deleteYearlyTime, yearlyTimePage } from './holiday.repository.ts';
import { registerYear, setYearlyTime } from './holiday.service.ts';

const Setting = Type.Object({
  id: Type.Integer(), employeeId: Type.Integer(), yearPeriod: Type.Integer(),
  holidayDays: Type.Union([Type.Number(), Type.Null()]), bonusDays: Type.Union([Type.Number(), Type.Null()]),
});
const Days = Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 366, multipleOf: 0.5 }), Type.Null()]));
const Year = Type.Integer({ minimum: 1921, maximum: 2079 });

export async function yearlyTimeRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['holidays'];
  const write = { resource: 'HOLIDAYS', action: 'WRITE' } as const;

  app.get('/employees-time/employee', {
    config: { access: { resource: 'EMPLOYEES', action: 'READ' } },
    schema: {
      tags, summary: 'Yearly holiday and bonus days, of one employee or of all the caller may see',
      querystring: Type.Object({ ...PageQueryProperties, employeeId: Type.Optional(Id), yearPeriod: Type.Optional(Year) }, { additionalProperties: false }),
      response: { 200: pageOf(Setting), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const q = request.query;
    const { size, offset } = paging(q);
    const { rows, total } = await yearlyTimePage(ctx.db, employeeScopeOf(request), q, size, offset);
    return sendPage(reply, rows, total, q);
  });

  app.put('/employees-time/employee/:id/year/:year', {
    config: { access: write },
    schema: {
      tags, summary: 'Sets the holiday and bonus days of employee {id} for {year}',
      params: Type.Object({ id: Id, year: Year }, { additionalProperties: false }),
      body: Type.Object({ holidayDays: Days, bonusDays: Days }, { additionalProperties: false }), response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => setYearlyTime(trx, request.params.id, request.params.year, request.body, ctx.now()));
    return noContent(reply);
  });

  app.post('/employees-time/year', {
    config: { access: write },
    schema: {
      tags, summary: 'Registers a holiday year for every enabled employee; once per year (409 after)',
      body: Type.Object({ yearPeriod: Year, holidayDays: Days, bonusDays: Days }, { additionalProperties: false }),
      response: { 201: Type.Object({ yearPeriod: Type.Integer(), employees: Type.Integer() }) },
    },
  }, async (request, reply) => {
    const { yearPeriod } = request.body;
    const now = ctx.now();
    const created = await ctx.db.transaction().execute((trx) => registerYear(trx, yearPeriod, request.body, now, isoDate(now)));
    return reply.status(201).send({ yearPeriod, employees: created });
  });

  app.delete('/employees-time/employee', {
    config: { access: write },
    schema: {
      tags, summary: 'Removes the setting of one employee for one year (body: employeeId, yearPeriod)',
      body: Type.Object({ employeeId: Id, yearPeriod: Year }, { additionalProperties: false }), response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    if (!(await deleteYearlyTime(ctx.db, request.body.employeeId, request.body.yearPeriod))) throw notFound('Yearly time setting');
    return noContent(reply);
  });
}
