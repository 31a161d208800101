import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FIELD_LIMITS as L } from '../../../domain/index.ts';
import type { AppContext } from '../platform/context.ts';
import { notFound } from '../platform/errors.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { Id, IsoDate } from '../platform/input-types.ts';
import { PageQuery, pageOf, paging, sendPage, sendRows } from '../platform/paging.ts';
import { EmployeeDto, isoDate, toEmployeeDto } from '../employees/employee.dto.ts';
import { employeeScopeOf } from '../employees/employee.routes.ts';
import { holderPage, listInsurance, unassignInsurance } from './insurance.repository.ts';
import {
  assertInsuranceExists, assignToEmployee, assignToEmployees, createInsurance, deleteInsurance, updateInsurance,
} from './insurance.service.ts';

const Pair = Type.Object({ insuranceId: Id, employeeId: Id }, { additionalProperties: false });
const Kind = Type.Union([Type.Literal('health_insurance'), Type.Literal('work_insurance')]);
const Str = (max: number) => Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const DateStr = () => Type.Optional(Type.Union([IsoDate(), Type.Null()]));
const Fields = {
  name: Type.String({ minLength: 1, maxLength: L.insuranceName, pattern: '\\S' }), type: Kind, provider: Str(L.insuranceProvider), policyNumber: Str(L.policyNumber),
  validFrom: DateStr(), validTo: DateStr(),
};
const InsuranceInput = Type.Object(Fields, { additionalProperties: false });
const InsuranceDto = Type.Object({
  id: Type.Integer(), name: Type.String(), type: Type.String(), provider: Type.Union([Type.String(), Type.Null()]),
  policyNumber: Type.Union([Type.String(), Type.Null()]), validFrom: Type.Union([Type.String(), Type.Null()]),
  validTo: Type.Union([Type.String(), Type.Null()]), employeeCount: Type.Integer(),
});

export async function insuranceRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['insurance'];
  const read = { resource: 'INSURANCE', action: 'READ' } as const;
  const write = { resource: 'INSURANCE', action: 'WRITE' } as const;

  app.get('/insurance', {
    config: { access: read },
    schema: {
      tags, summary: 'Health and work insurance policies; with employeeId, those the employee holds',
      querystring: Type.Object({ ...PageQuery.properties, employeeId: Type.Optional(Id) }, { additionalProperties: false }),
      response: { 200: pageOf(InsuranceDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const rows = await listInsurance(ctx.db, request.query);
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
    return reply.status(201).send(await ctx.db.transaction().execute((trx) => createInsurance(trx, request.body)));
  });

  app.put('/insurance/:id', {
    config: { access: write },
    schema: { tags, params: IdParams, body: Type.Partial(InsuranceInput, { additionalProperties: false }), response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => updateInsurance(trx, request.params.id, request.body));
    return noContent(reply);
  });

  app.delete('/insurance/:id', {
    config: { access: write },
    schema: { tags, summary: 'Deletes a policy no employee holds (409 otherwise)', params: IdParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => deleteInsurance(trx, request.params.id));
    return noContent(reply);
  });

  app.post('/insurance/:id/multi', {
    config: { access: write },
    schema: {
      tags, summary: 'Assigns the policy to several employees at once',
      params: IdParams, body: Type.Object({ employeeIds: Type.Array(Id, { minItems: 1, maxItems: 10000 }) }, { additionalProperties: false }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => assignToEmployees(trx, request.params.id, request.body.employeeIds));
    return noContent(reply);
  });

  app.get('/insurance/:id/employee', {
    config: { access: { resource: 'EMPLOYEES', action: 'READ' } },
    schema: { tags, summary: 'Employees holding the policy (those the caller may see)', params: IdParams, querystring: PageQuery, response: { 200: pageOf(EmployeeDto), 204: Type.Null() } },
  }, async (request, reply) => {
    await assertInsuranceExists(ctx.db, request.params.id);
    const today = isoDate(ctx.now());
    const { size, offset } = paging(request.query);
    const { content, total } = await holderPage(ctx.db, employeeScopeOf(request), request.params.id,
      { ids: request.query.ids, sort: request.query.sort }, today, size, offset);
    return sendPage(reply, content.map((r) => toEmployeeDto(r, today)), total, request.query);
  });

  app.post('/insurance/:insuranceId/:employeeId', {
    config: { access: write },
    schema: { tags, summary: 'Assigns the policy to one employee', params: Pair, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => assignToEmployee(trx, request.params.insuranceId, request.params.employeeId));
    return noContent(reply);
  });

  app.delete('/insurance/:insuranceId/:employeeId', {
    config: { access: write },
    schema: { tags, summary: 'Removes the policy from one employee', params: Pair, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    if (!(await unassignInsurance(ctx.db, request.params.insuranceId, request.params.employeeId))) throw notFound('Insurance assignment');
    return noContent(reply);
  });
}
