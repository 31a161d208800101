import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { sql } from 'kysely';
import { principalOf } from '../platform/auth/authorize.ts';
import { departmentScope } from '../platform/auth/scope.ts';
import type { AppContext } from '../platform/context.ts';
import type { Database } from '../platform/db/database.ts';
import { forbidden, notFound } from '../platform/errors.ts';
import { IdParams, noContent, CountDto } from '../platform/http.ts';
import { containsPattern, pageOf, PageQueryProperties, paging, parseIds, parseSort, sendPage, sortExpression } from '../platform/paging.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { EmployeeDto, isoDate, toEmployeeDto } from '../employees/employee.dto.ts';
import { employeeQuery } from '../employees/employee.query.ts';
import { createDepartment, deleteDepartment, selectDepartments, updateDepartment } from './department.service.ts';

const Ref = Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export const DepartmentDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  manager: Type.Union([Type.Object({ id: Type.Integer() }), Type.Null()]),
  managerList: Type.Union([Type.Array(Type.Object({ id: Type.Integer() })), Type.Null()]),
  assignedManagers: Type.Array(Type.Integer()),
});
const DepartmentFields = {
  name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
  assignedManagers: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50 })),
  manager: Type.Optional(Type.Union([Ref, Type.Null()])),
  managerList: Type.Optional(Type.Union([Type.Array(Ref, { maxItems: 50 }), Type.Null()])),
};
const SORTS = { id: 'd.id', name: 'lower(d.name)' };

/** Spec core §5: one assigned manager gives `manager`; more than one gives `managerList` and no `manager`. */
export function toDepartmentDto(r: { id: number; name: string; managers: number[] }) {
  return {
    id: r.id,
    name: r.name,
    manager: r.managers.length === 1 ? { id: r.managers[0] } : null,
    managerList: r.managers.length > 1 ? r.managers.map((id) => ({ id })) : null,
    assignedManagers: r.managers,
  };
}

/** A department-scoped caller may only ask about their departments. */
async function assertDepartmentInScope(db: Database, request: FastifyRequest, id: number) {
  if (request.scope !== 'COMPANY' && !departmentScope(principalOf(request)).includes(id)) throw forbidden('This is not one of your departments');
  if (!(await db.selectFrom('departments').select('id').where('id', '=', id).executeTakeFirst())) throw notFound('Department');
}

export async function departmentRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['departments'];
  const read = { resource: 'DEPARTMENTS', action: 'READ' } as const;
  const write = { resource: 'DEPARTMENTS', action: 'WRITE', scopes: ['COMPANY'] } as const;

  const scoped = (request: FastifyRequest, search?: string, ids?: string) => {
    let query = selectDepartments(ctx.db);
    if (request.scope !== 'COMPANY') query = query.where('d.id', 'in', [...departmentScope(principalOf(request)), -1]);
    const idList = parseIds(ids);
    if (idList) query = query.where('d.id', 'in', idList);
    if (search) query = query.where(sql`lower(d.name)`, 'like', containsPattern(search));
    return query;
  };

  app.get('/departments', {
    config: { access: read },
    schema: {
      tags, summary: 'Departments with their managers (scoped to managed departments for managers)',
      querystring: Type.Object({ ...PageQueryProperties, search: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false }),
      response: { 200: pageOf(DepartmentDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const q = request.query;
    const { size, offset } = paging(q);
    const query = scoped(request, q.search, q.ids);
    const sorts = parseSort(q.sort, SORTS, { column: 'lower(d.name)', direction: 'asc' });
    const [rows, total] = await Promise.all([
      sorts.reduce((qb, s) => qb.orderBy(sortExpression(s.column), s.direction), query).orderBy('d.id').limit(size).offset(offset).execute(),
      query.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return sendPage(reply, rows.map(toDepartmentDto), total.n, q);
  });

  app.get('/departments/count', { config: { access: read }, schema: { tags, response: { 200: CountDto } } }, async (request) => {
    const row = await scoped(request).clearSelect().select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    return { count: row.count };
  });

  app.post('/departments', {
    config: { access: write },
    schema: { tags, summary: 'Creates a department; managers as assignedManagers, manager or managerList', body: Type.Object(DepartmentFields, { additionalProperties: false }), response: { 201: DepartmentDto } },
  }, async (request, reply) => {
    const id = await createDepartment(ctx, request.body);
    return reply.status(201).send(toDepartmentDto(await selectDepartments(ctx.db).where('d.id', '=', id).executeTakeFirstOrThrow()));
  });

  app.put('/departments/:id', {
    config: { access: write },
    schema: { tags, params: IdParams, body: Type.Object({ ...DepartmentFields, name: Type.Optional(DepartmentFields.name) }, { additionalProperties: false }), response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await updateDepartment(ctx, request.params.id, request.body);
    return noContent(reply);
  });

  app.delete('/departments/:id', {
    config: { access: write },
    schema: { tags, summary: 'Deletes an empty department (409 while it has employees)', params: IdParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await deleteDepartment(ctx, request.params.id);
    return noContent(reply);
  });

  app.post('/departments/export', {
    config: { access: read },
    schema: { tags, summary: 'Departments as an .xlsx workbook', produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  }, async (request, reply) => {
    const rows = await scoped(request).select([
      sql<number>`(select count(*)::int from employees e where e.department_id = d.id)`.as('employees'),
      sql<string>`coalesce((select string_agg(e.name, ', ' order by e.name) from department_managers dm join employees e on e.id = dm.employee_id where dm.department_id = d.id), '')`.as('managerNames'),
    ]).orderBy('d.name').execute();
    return sendXlsx(reply, `departments-${isoDate(ctx.now())}.xlsx`, 'Departments', [
      { header: 'Name', width: 28, value: (r) => r.name },
      { header: 'Managers', width: 40, value: (r) => r.managerNames },
      { header: 'Employees', width: 12, value: (r) => r.employees },
    ], rows);
  });

  app.get('/departments/:id/employees', {
    config: { access: { resource: 'EMPLOYEES', action: 'READ', scopes: ['COMPANY', 'DEPARTMENT'] } },
    schema: {
      tags, params: IdParams,
      querystring: Type.Object({ ...PageQueryProperties, enabled: Type.Optional(Type.Boolean()), search: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false }),
      response: { 200: pageOf(EmployeeDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    await assertDepartmentInScope(ctx.db, request, request.params.id);
    const today = isoDate(ctx.now());
    const { size, offset } = paging(request.query);
    const { rows, count } = employeeQuery(ctx.db, request, { ...request.query, departmentId: request.params.id }, today);
    const [content, total] = await Promise.all([rows.limit(size).offset(offset).execute(), count.executeTakeFirstOrThrow()]);
    return sendPage(reply, content.map((r) => toEmployeeDto(r, today)), total.n, request.query);
  });

  app.get('/departments/:id/count-active', {
    config: { access: { resource: 'EMPLOYEES', action: 'READ', scopes: ['COMPANY', 'DEPARTMENT'] } },
    schema: { tags, params: IdParams, response: { 200: CountDto } },
  }, async (request) => {
    await assertDepartmentInScope(ctx.db, request, request.params.id);
    const { count } = employeeQuery(ctx.db, request, { departmentId: request.params.id, enabled: true }, isoDate(ctx.now()));
    return { count: (await count.executeTakeFirstOrThrow()).n };
  });
}
