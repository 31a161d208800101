import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';
import type { AppContext } from '../platform/context.ts';
import { conflict, fieldError, notFound } from '../platform/errors.ts';
import { noContent } from '../platform/http.ts';
import { PageQueryProperties, pageOf, paging, parseIds, sendPage } from '../platform/paging.ts';
import { isoDate, selectEmployees } from '../employees/employee.dto.ts';
import { scopeEmployees } from '../employees/employee.query.ts';
import { enabledExpression } from '../employees/employee.service.ts';

const Setting = Type.Object({
  id: Type.Integer(), employeeId: Type.Integer(), yearPeriod: Type.Integer(),
  holidayDays: Type.Union([Type.Number(), Type.Null()]), bonusDays: Type.Union([Type.Number(), Type.Null()]),
});
const Days = Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 366, multipleOf: 0.5 }), Type.Null()]));
const Year = Type.Integer({ minimum: 1921, maximum: 2079 });

/** Year picker rule (core §5): from 10 years back to 5 years ahead. */
function checkYear(year: number, now: Date, field = 'yearPeriod') {
  const current = now.getUTCFullYear();
  if (year < current - 10 || year > current + 5) throw fieldError(field, `must be between ${current - 10} and ${current + 5}`);
}

function checkDays(b: { holidayDays?: number | null; bonusDays?: number | null }) {
  if (b.holidayDays == null && b.bonusDays == null) throw fieldError('holidayDays', 'holiday or bonus days: at least one is required');
}

export async function yearlyTimeRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['holidays'];
  const write = { resource: 'HOLIDAYS', action: 'WRITE' } as const;
  const select = () => ctx.db.selectFrom('employee_yearly_time as t').select([
    't.id', 't.employee_id as employeeId', 't.year as yearPeriod', 't.holiday_days as holidayDays', 't.bonus_days as bonusDays',
  ]);

  app.get('/employees-time/employee', {
    config: { access: { resource: 'EMPLOYEES', action: 'READ' } },
    schema: {
      tags, summary: 'Yearly holiday and bonus days, of one employee or of all the caller may see',
      querystring: Type.Object({ ...PageQueryProperties, employeeId: Type.Optional(Type.Integer({ minimum: 1 })), yearPeriod: Type.Optional(Year) }, { additionalProperties: false }),
      response: { 200: pageOf(Setting), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const q = request.query;
    const visible = scopeEmployees(selectEmployees(ctx.db), request).clearSelect().select('e.id');
    let query = select().where('t.employee_id', 'in', visible);
    if (q.employeeId) query = query.where('t.employee_id', '=', q.employeeId);
    if (q.yearPeriod) query = query.where('t.year', '=', q.yearPeriod);
    const ids = parseIds(q.ids);
    if (ids) query = query.where('t.id', 'in', ids);
    const { size, offset } = paging(q);
    const [rows, total] = await Promise.all([
      query.orderBy('t.year', 'desc').orderBy('t.employee_id').limit(size).offset(offset).execute(),
      query.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return sendPage(reply, rows, total.n, q);
  });

  app.put('/employees-time/employee/:id/year/:year', {
    config: { access: write },
    schema: {
      tags, summary: 'Sets the holiday and bonus days of employee {id} for {year}',
      params: Type.Object({ id: Type.Integer({ minimum: 1 }), year: Year }, { additionalProperties: false }),
      body: Type.Object({ holidayDays: Days, bonusDays: Days }, { additionalProperties: false }), response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    checkYear(request.params.year, ctx.now(), 'year');
    checkDays(request.body);
    const employee = await ctx.db.selectFrom('employees').select('id').where('id', '=', request.params.id).executeTakeFirst();
    if (!employee) throw notFound('Employee');
    const values = { holiday_days: request.body.holidayDays ?? null, bonus_days: request.body.bonusDays ?? null };
    await ctx.db.insertInto('employee_yearly_time').values({ employee_id: request.params.id, year: request.params.year, ...values })
      .onConflict((c) => c.columns(['employee_id', 'year']).doUpdateSet(values)).execute();
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
    const { yearPeriod, holidayDays, bonusDays } = request.body;
    checkYear(yearPeriod, ctx.now());
    checkDays(request.body);
    const created = await ctx.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(7001, ${yearPeriod})`.execute(trx);
      const exists = await trx.selectFrom('employee_yearly_time').select('id').where('year', '=', yearPeriod).executeTakeFirst();
      if (exists) throw conflict('Holiday year setting already registered', 'YEAR_ALREADY_REGISTERED', [{ field: 'yearPeriod', message: 'is already registered' }]);
      const employees = await selectEmployees(trx).where(enabledExpression(isoDate(ctx.now())), '=', true).clearSelect().select('e.id').execute();
      if (employees.length) {
        await trx.insertInto('employee_yearly_time').values(employees.map((e) => ({
          employee_id: e.id, year: yearPeriod, holiday_days: holidayDays ?? null, bonus_days: bonusDays ?? null,
        }))).execute();
      }
      return employees.length;
    });
    return reply.status(201).send({ yearPeriod, employees: created });
  });

  app.delete('/employees-time/employee', {
    config: { access: write },
    schema: {
      tags, summary: 'Removes the setting of one employee for one year (body: employeeId, yearPeriod)',
      body: Type.Object({ employeeId: Type.Integer({ minimum: 1 }), yearPeriod: Year }, { additionalProperties: false }), response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    const result = await ctx.db.deleteFrom('employee_yearly_time')
      .where('employee_id', '=', request.body.employeeId).where('year', '=', request.body.yearPeriod).executeTakeFirst();
    if (!result.numDeletedRows) throw notFound('Yearly time setting');
    return noContent(reply);
  });
}
