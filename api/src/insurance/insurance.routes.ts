import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { sql } from 'kysely';
import type { AppContext } from '../platform/context.ts';
import type { Database } from '../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../platform/errors.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { PageQuery, pageOf, paging, parseIds, sendPage, sendRows } from '../platform/paging.ts';
import { EmployeeDto, isoDate, toEmployeeDto } from '../employees/employee.dto.ts';
import { employeeQuery } from '../employees/employee.query.ts';

const Pair = Type.Object({ insuranceId: Type.Integer({ minimum: 1 }), employeeId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
const Kind = Type.Union([Type.Literal('health_insurance'), Type.Literal('work_insurance')]);
const Str = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const DateStr = () => Type.Optional(Type.Union([Type.String({ format: 'date' }), Type.Null()]));
const Fields = {
  name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }), type: Kind, provider: Str(120), policyNumber: Str(60),
  validFrom: DateStr(), validTo: DateStr(),
};
const InsuranceInput = Type.Object(Fields, { additionalProperties: false });
type InsuranceInput = Static<typeof InsuranceInput>;
const InsuranceDto = Type.Object({
  id: Type.Integer(), name: Type.String(), type: Type.String(), provider: Type.Union([Type.String(), Type.Null()]),
  policyNumber: Type.Union([Type.String(), Type.Null()]), validFrom: Type.Union([Type.String(), Type.Null()]),
  validTo: Type.Union([Type.String(), Type.Null()]), employeeCount: Type.Integer(),
});

function select(db: Database) {
  return db.selectFrom('insurance as i').select([
    'i.id', 'i.name', 'i.type', 'i.provider', 'i.policy_number as policyNumber', 'i.valid_from as validFrom', 'i.valid_to as validTo',
    sql<number>`(select count(*)::int from employee_insurance ei where ei.insurance_id = i.id)`.as('employeeCount'),
  ]);
}

const columns = (b: Partial<InsuranceInput>) => ({
  ...(b.name !== undefined ? { name: b.name.trim() } : {}), ...(b.type !== undefined ? { type: b.type } : {}),
  ...(b.provider !== undefined ? { provider: b.provider } : {}), ...(b.policyNumber !== undefined ? { policy_number: b.policyNumber } : {}),
  ...(b.validFrom !== undefined ? { valid_from: b.validFrom } : {}), ...(b.validTo !== undefined ? { valid_to: b.validTo } : {}),
});

function checkPeriod(b: Partial<InsuranceInput>, field = 'validTo') {
  if (b.validFrom && b.validTo && b.validTo < b.validFrom) throw fieldError(field, 'must be on or after validFrom');
}

async function assertEmployees(db: Database, ids: number[]) {
  if (!ids.length) return;
  const found = new Set((await db.selectFrom('employees').select('id').where('id', 'in', ids).execute()).map((e) => e.id));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw fieldError(`employeeIds[${missing}]`, 'is not a known employee');
}

export async function insuranceRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['insurance'];
  const read = { resource: 'INSURANCE', action: 'READ' } as const;
  const write = { resource: 'INSURANCE', action: 'WRITE' } as const;
  const exists = async (id: number) => {
    if (!(await ctx.db.selectFrom('insurance').select('id').where('id', '=', id).executeTakeFirst())) throw notFound('Insurance');
  };

  app.get('/insurance', {
    config: { access: read },
    schema: {
      tags, summary: 'Health and work insurance policies; with employeeId, those the employee holds',
      querystring: Type.Object({ ...PageQuery.properties, employeeId: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false }),
      response: { 200: pageOf(InsuranceDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    let query = select(ctx.db);
    if (request.query.employeeId) {
      query = query.where('i.id', 'in', ctx.db.selectFrom('employee_insurance').select('insurance_id').where('employee_id', '=', request.query.employeeId));
    }
    const ids = parseIds(request.query.ids);
    if (ids) query = query.where('i.id', 'in', ids);
    const rows = await query.orderBy('i.name').execute();
    return sendRows(reply, rows, request.query, { id: 'id', name: 'name', type: 'type', validTo: 'validTo' }, 'name');
  });

  app.post('/insurance/:id', {
    config: { access: write },
    schema: {
      tags, summary: 'Creates the listed policies for the company ({id} is the company, 1); all or none',
      params: Type.Object({ id: Type.Literal(1) }, { additionalProperties: false }),
      body: Type.Array(InsuranceInput, { minItems: 1, maxItems: 100 }), response: { 201: Type.Array(InsuranceDto) },
    },
  }, async (request, reply) => {
    request.body.forEach((b, i) => checkPeriod(b, `[${i}].validTo`));
    const ids = await ctx.db.transaction().execute(async (trx) =>
      (await trx.insertInto('insurance').values(request.body.map((b) => ({ ...columns(b), name: b.name.trim(), type: b.type }))).returning('id').execute()).map((r) => r.id));
    return reply.status(201).send(await select(ctx.db).where('i.id', 'in', ids).orderBy('i.id').execute());
  });

  app.put('/insurance/:id', {
    config: { access: write },
    schema: { tags, params: IdParams, body: Type.Partial(InsuranceInput, { additionalProperties: false }), response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await exists(request.params.id);
    const current = await ctx.db.selectFrom('insurance').select(['valid_from', 'valid_to']).where('id', '=', request.params.id).executeTakeFirstOrThrow();
    checkPeriod({ validFrom: request.body.validFrom !== undefined ? request.body.validFrom : current.valid_from, validTo: request.body.validTo !== undefined ? request.body.validTo : current.valid_to });
    const set = columns(request.body);
    if (Object.keys(set).length) await ctx.db.updateTable('insurance').set(set).where('id', '=', request.params.id).execute();
    return noContent(reply);
  });

  app.delete('/insurance/:id', {
    config: { access: write },
    schema: { tags, summary: 'Deletes a policy no employee holds (409 otherwise)', params: IdParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    const row = await select(ctx.db).where('i.id', '=', request.params.id).executeTakeFirst();
    if (!row) throw notFound('Insurance');
    if (row.employeeCount > 0) throw conflict(`Cannot remove an insurance that has employees (${row.employeeCount})`, 'INSURANCE_IN_USE');
    await ctx.db.deleteFrom('insurance').where('id', '=', request.params.id).execute();
    return noContent(reply);
  });

  app.post('/insurance/:id/multi', {
    config: { access: write },
    schema: {
      tags, summary: 'Assigns the policy to several employees at once',
      params: IdParams, body: Type.Object({ employeeIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 10000 }) }, { additionalProperties: false }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    await exists(request.params.id);
    const ids = [...new Set(request.body.employeeIds)];
    await assertEmployees(ctx.db, request.body.employeeIds);
    await ctx.db.insertInto('employee_insurance').values(ids.map((employee_id) => ({ insurance_id: request.params.id, employee_id })))
      .onConflict((c) => c.columns(['insurance_id', 'employee_id']).doNothing()).execute();
    return noContent(reply);
  });

  app.get('/insurance/:id/employee', {
    config: { access: { resource: 'EMPLOYEES', action: 'READ' } },
    schema: { tags, summary: 'Employees holding the policy (those the caller may see)', params: IdParams, querystring: PageQuery, response: { 200: pageOf(EmployeeDto), 204: Type.Null() } },
  }, async (request, reply) => {
    await exists(request.params.id);
    const today = isoDate(ctx.now());
    const { rows, count } = employeeQuery(ctx.db, request, { ids: request.query.ids, sort: request.query.sort }, today);
    const holders = ctx.db.selectFrom('employee_insurance').select('employee_id').where('insurance_id', '=', request.params.id);
    const { size, offset } = paging(request.query);
    const [content, total] = await Promise.all([
      rows.where('e.id', 'in', holders).limit(size).offset(offset).execute(),
      count.where('e.id', 'in', holders).executeTakeFirstOrThrow(),
    ]);
    return sendPage(reply, content.map((r) => toEmployeeDto(r, today)), total.n, request.query);
  });

  app.post('/insurance/:insuranceId/:employeeId', {
    config: { access: write },
    schema: { tags, summary: 'Assigns the policy to one employee', params: Pair, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await exists(request.params.insuranceId);
    await assertEmployees(ctx.db, [request.params.employeeId]).catch(() => { throw notFound('Employee'); });
    await ctx.db.insertInto('employee_insurance').values({ insurance_id: request.params.insuranceId, employee_id: request.params.employeeId })
      .onConflict((c) => c.columns(['insurance_id', 'employee_id']).doNothing()).execute();
    return noContent(reply);
  });

  app.delete('/insurance/:insuranceId/:employeeId', {
    config: { access: write },
    schema: { tags, summary: 'Removes the policy from one employee', params: Pair, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    const result = await ctx.db.deleteFrom('employee_insurance')
      .where('insurance_id', '=', request.params.insuranceId).where('employee_id', '=', request.params.employeeId).executeTakeFirst();
    if (!result.numDeletedRows) throw notFound('Insurance assignment');
    return noContent(reply);
  });
}
