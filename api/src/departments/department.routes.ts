import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FIELD_LIMITS as L } from '../../../domain/index.ts';
import { accessScope } from '../platform/auth/access-scope.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { IdParams, noContent, CountDto } from '../platform/http.ts';
import { Id } from '../platform/input-types.ts';
import { pageOf, PageQueryProperties, paging, sendPage } from '../platform/paging.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { errorLanguageOf } from '../../../domain/error-codes.ts';
import { EmployeeDto, isoDate, toEmployeeDto } from '../employees/employee.dto.ts';
import { countEmployees, employeePage } from '../employees/employee.repository.ts';
import { countDepartments, departmentExportRows, departmentPage, findDepartment } from './department.repository.ts';
import { assertDepartmentInScope, createDepartment, deleteDepartment, toDepartmentDto, updateDepartment } from './department.service.ts';

/** The department export's words, in the caller's language (Accept-Language). */
const DEPARTMENT_EXPORT = {
  en: { file: 'departments', sheet: 'Departments', name: 'Name', managers: 'Managers', employees: 'Employees' },
  pt: { file: 'departamentos', sheet: 'Departamentos', name: 'Nome', managers: 'Responsáveis', employees: 'Colaboradores' },
  fr: { file: 'departements', sheet: 'Départements', name: 'Nom', managers: 'Responsables', employees: 'Employés' },
} as const;
const Ref = Type.Object({ id: Id }, { additionalProperties: false });
export const DepartmentDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  manager: Type.Union([Type.Object({ id: Type.Integer() }), Type.Null()]),
  managerList: Type.Union([Type.Array(Type.Object({ id: Type.Integer() })), Type.Null()]),
  assignedManagers: Type.Array(Type.Integer()),
});
const DepartmentFields = {
  name: Type.String({ minLength: 1, maxLength: L.departmentName, pattern: '\\S' }),
  assignedManagers: Type.Optional(Type.Array(Id, { maxItems: L.departmentManagers })),
  manager: Type.Optional(Type.Union([Ref, Type.Null()])),
  managerList: Type.Optional(Type.Union([Type.Array(Ref, { maxItems: L.departmentManagers }), Type.Null()])),
};
const scopeOf = (request: FastifyRequest) => accessScope(principalOf(request), request.scope!);

export async function departmentRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['departments'];
  const read = { resource: 'DEPARTMENTS', action: 'READ' } as const;
  const write = { resource: 'DEPARTMENTS', action: 'WRITE', scopes: ['COMPANY'] } as const;

  app.get('/departments', {
    config: { access: read },
    schema: {
      tags, summary: 'Departments with their managers (scoped to managed departments for managers)',
      querystring: Type.Object({ ...PageQueryProperties, search: Type.Optional(Type.String({ maxLength: L.search })) }, { additionalProperties: false }),
      response: { 200: pageOf(DepartmentDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const q = request.query;
    const { size, offset } = paging(q);
    const { rows, total } = await departmentPage(ctx.db, scopeOf(request), q, size, offset);
    return sendPage(reply, rows.map(toDepartmentDto), total, q);
  });

  app.get('/departments/count', { config: { access: read }, schema: { tags, response: { 200: CountDto } } }, async (request) => {
    return { count: await countDepartments(ctx.db, scopeOf(request)) };
  });

  app.post('/departments', {
    config: { access: write },
    schema: { tags, summary: 'Creates a department; managers as assignedManagers, manager or managerList', body: Type.Object(DepartmentFields, { additionalProperties: false }), response: { 201: DepartmentDto } },
  }, async (request, reply) => {
    const id = await ctx.db.transaction().execute((trx) => createDepartment(trx, request.body));
    return reply.status(201).send(toDepartmentDto((await findDepartment(ctx.db, id))!));
  });

  app.put('/departments/:id', {
    config: { access: write },
    schema: { tags, params: IdParams, body: Type.Object({ ...DepartmentFields, name: Type.Optional(DepartmentFields.name) }, { additionalProperties: false }), response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => updateDepartment(trx, request.params.id, request.body));
    return noContent(reply);
  });

  app.delete('/departments/:id', {
    config: { access: write },
    schema: { tags, summary: 'Deletes an empty department (409 while it has employees)', params: IdParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => deleteDepartment(trx, request.params.id));
    return noContent(reply);
  });

  app.post('/departments/export', {
    config: { access: read },
    schema: { tags, summary: 'Departments as an .xlsx workbook', produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  }, async (request, reply) => {
    const rows = await departmentExportRows(ctx.db, scopeOf(request));
    const t = DEPARTMENT_EXPORT[errorLanguageOf(request.headers['accept-language'])];
    return sendXlsx(reply, `${t.file}-${isoDate(ctx.now())}.xlsx`, t.sheet, [
      { header: t.name, width: 28, value: (r) => r.name },
      { header: t.managers, width: 40, value: (r) => r.managerNames },
      { header: t.employees, width: 12, value: (r) => r.employees },
    ], rows);
  });

  app.get('/departments/:id/employees', {
    config: { access: { resource: 'EMPLOYEES', action: 'READ', scopes: ['COMPANY', 'DEPARTMENT'] } },
    schema: {
      tags, params: IdParams,
      querystring: Type.Object({ ...PageQueryProperties, enabled: Type.Optional(Type.Boolean()), search: Type.Optional(Type.String({ maxLength: L.search })) }, { additionalProperties: false }),
      response: { 200: pageOf(EmployeeDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const scope = scopeOf(request);
    await assertDepartmentInScope(ctx.db, scope, request.params.id);
    const today = isoDate(ctx.now());
    const { size, offset } = paging(request.query);
    const { content, total } = await employeePage(ctx.db, scope, { ...request.query, departmentId: request.params.id }, today, size, offset);
    return sendPage(reply, content.map((r) => toEmployeeDto(r, today)), total, request.query);
  });

  app.get('/departments/:id/count-active', {
    config: { access: { resource: 'EMPLOYEES', action: 'READ', scopes: ['COMPANY', 'DEPARTMENT'] } },
    schema: { tags, params: IdParams, response: { 200: CountDto } },
  }, async (request) => {
    const scope = scopeOf(request);
    await assertDepartmentInScope(ctx.db, scope, request.params.id);
    return { count: await countEmployees(ctx.db, scope, { departmentId: request.params.id, enabled: true }, isoDate(ctx.now())) };
  });
}
