import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { accessScope } from '../platform/auth/access-scope.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { notFound } from '../platform/errors.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { PageQueryProperties, pageOf, paging, sendPage } from '../platform/paging.ts';
import { EmployeeDto, isoDate, toEmployeeDto } from './employee.dto.ts';
import { CreateEmployeeInput, EmployeeFilterProperties, UpdateEmployeeInput, type EmployeeFilters } from './employee.input.ts';
import { employeePage, findEmployee, findVisibleEmployee } from './employee.repository.ts';
import { createEmployeeWithAccount, deleteEmployee, updateEmployee } from './employee.service.ts';
import { sendInBackground } from '../platform/mailer.ts';

/** The caller's scope over employees, from the scope the route granted. */
export const employeeScopeOf = (request: FastifyRequest) => accessScope(principalOf(request), request.scope!);

export async function employeeRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['employees'];
  const read = { resource: 'EMPLOYEES', action: 'READ' } as const;
  const write = { resource: 'EMPLOYEES', action: 'WRITE', scopes: ['COMPANY'] } as const;
  const today = () => isoDate(ctx.now());

  const list = async (request: FastifyRequest, f: EmployeeFilters & { page?: number; size?: number }, reply: Parameters<typeof sendPage>[0]) => {
    const { size, offset } = paging(f);
    const { content, total } = await employeePage(ctx.db, employeeScopeOf(request), f, today(), size, offset);
    return sendPage(reply, content.map((r) => toEmployeeDto(r, today())), total, f);
  };

  app.get('/employees', {
    config: { access: read },
    schema: {
      tags, summary: 'Employees the caller may see; search, filters, paging, sort',
      description: 'sort by name, employeeNumber, department, startDate, endDate, email or id (names accents and case aside).',
      querystring: Type.Object({ ...PageQueryProperties, ...EmployeeFilterProperties }, { additionalProperties: false }),
      response: { 200: pageOf(EmployeeDto), 204: Type.Null() },
    },
  }, async (request, reply) => list(request, request.query, reply));

  app.get('/employees/active', {
    config: { access: read },
    schema: {
      tags, summary: 'Enabled employees, or disabled ones with inactive=true',
      querystring: Type.Object({ ...PageQueryProperties, inactive: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
      response: { 200: pageOf(EmployeeDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const { inactive, ...rest } = request.query;
    return list(request, { ...rest, enabled: !inactive }, reply);
  });

  app.get('/employees/:id', {
    config: { access: read },
    schema: { tags, params: IdParams, response: { 200: EmployeeDto } },
  }, async (request) => {
    const row = await findVisibleEmployee(ctx.db, employeeScopeOf(request), request.params.id);
    if (!row) throw notFound('Employee');
    return toEmployeeDto(row, today());
  });

  app.post('/employees', {
    config: { access: write },
    schema: { tags, summary: 'Creates an employee; department and contract type null when none', body: CreateEmployeeInput, response: { 201: EmployeeDto } },
  }, async (request, reply) => {
    const { id, invitation } = await ctx.db.transaction().execute((trx) => createEmployeeWithAccount(trx, ctx, request.body, today()));
    if (invitation) sendInBackground(ctx.mailer, invitation, (err) => request.log.error({ err }, 'the invitation could not be sent'));
    return reply.status(201).send(toEmployeeDto((await findEmployee(ctx.db, id))!, today()));
  });

  app.put('/employees/:id', {
    config: { access: write },
    schema: { tags, summary: 'Edits the fields sent; null clears a field', params: IdParams, body: UpdateEmployeeInput, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => updateEmployee(trx, request.params.id, request.body, today(), ctx.now()));
    return noContent(reply);
  });

  app.delete('/employees/:id', {
    config: { access: write },
    schema: { tags, summary: 'Deletes the employee and their account', params: IdParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    const caller = principalOf(request);
    await ctx.db.transaction().execute((trx) => deleteEmployee(trx, caller, request.params.id));
    return noContent(reply);
  });
}
