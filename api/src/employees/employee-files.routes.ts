import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '../../../domain/index.ts';
import type { AppContext } from '../platform/context.ts';
import { notFound } from '../platform/errors.ts';
import { IdParams, noContent, sendFile } from '../platform/http.ts';
import { storage } from '../platform/storage.ts';
import { multipartBody, readUpload } from '../platform/uploads.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { isoDate, selectEmployees, toEmployeeDto, type EmployeeDto } from './employee.dto.ts';
import { EmployeeFilterProperties, employeeQuery, scopeEmployees } from './employee.query.ts';

const EXPORT_LIMIT = 50_000;

const COLUMNS: { header: string; width?: number; value: (e: EmployeeDto & { departmentName: string | null; contractTypeName: string | null }) => string | number | boolean | null }[] = [
  { header: 'Number', width: 10, value: (e) => e.employeeNumber },
  { header: 'Name', width: 28, value: (e) => e.name },
  { header: 'E-mail', width: 30, value: (e) => e.email },
  { header: 'Department', value: (e) => e.departmentName },
  { header: 'Contract type', value: (e) => e.contractTypeName },
  { header: 'Job title', width: 24, value: (e) => e.jobTitle },
  { header: 'Phone', value: (e) => e.phone },
  { header: 'Start date', width: 12, value: (e) => e.startDate },
  { header: 'End date', width: 12, value: (e) => e.endDate },
  { header: 'Enabled', width: 9, value: (e) => (e.enabled ? 'Yes' : 'No') },
];

export async function employeeFileRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['employees'];

  app.get('/employees/:id/picture', {
    config: { access: { resource: 'EMPLOYEES', action: 'READ' } },
    schema: { tags, summary: 'The photo, or 404 when none', params: IdParams, response: { 200: Type.Unsafe({ type: 'string', format: 'binary' }) } },
  }, async (request, reply) => {
    const row = await scopeEmployees(selectEmployees(ctx.db), request).where('e.id', '=', request.params.id).executeTakeFirst();
    const file = row?.picture_file_id ? await storage.get(ctx.db, row.picture_file_id) : undefined;
    if (!file) throw notFound('Picture');
    return sendFile(reply, file.content, file.contentType, file.sha256);
  });

  app.post('/employees/:id/picture', {
    config: { access: { resource: 'EMPLOYEES', action: 'WRITE', scopes: ['COMPANY'] } },
    schema: {
      tags, summary: `Uploads the photo as multipart field "picture" (${IMAGE_MIME_TYPES.join(', ')}; at most 1.5 MB)`,
      params: IdParams, consumes: ['multipart/form-data'], body: multipartBody('picture', 'PNG, JPEG, GIF or WebP, at most 1.5 MB'), response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    const employee = await ctx.db.selectFrom('employees').select(['id', 'picture_file_id']).where('id', '=', request.params.id).executeTakeFirst();
    if (!employee) throw notFound('Employee');
    const upload = await readUpload(request, 'picture', IMAGE_MIME_TYPES, IMAGE_MAX_BYTES);
    await ctx.db.transaction().execute(async (trx) => {
      const id = await storage.put(trx, 'employee-picture', upload.content, upload.contentType);
      await trx.updateTable('employees').set({ picture_file_id: id, updated_at: ctx.now() }).where('id', '=', employee.id).execute();
      if (employee.picture_file_id) await storage.remove(trx, employee.picture_file_id);
    });
    return noContent(reply);
  });

  app.post('/employees/export', {
    config: { access: { resource: 'EMPLOYEES', action: 'READ' } },
    schema: {
      tags, summary: 'The filtered list as an .xlsx workbook (same filters as GET /employees)',
      body: Type.Optional(Type.Object({ ...EmployeeFilterProperties, sort: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false })),
      produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    },
  }, async (request, reply) => {
    const today = isoDate(ctx.now());
    const { rows } = employeeQuery(ctx.db, request, request.body ?? {}, today);
    const found = await rows.limit(EXPORT_LIMIT).execute();
    const names = await lookupNames(ctx, found.map((r) => r.department_id), found.map((r) => r.contract_type_id));
    const data = found.map((r) => ({
      ...toEmployeeDto(r, today),
      departmentName: r.department_id ? names.departments.get(r.department_id) ?? null : null,
      contractTypeName: r.contract_type_id ? names.contracts.get(r.contract_type_id) ?? null : null,
    }));
    return sendXlsx(reply, `employees-${today}.xlsx`, 'Employees', COLUMNS, data);
  });
}

async function lookupNames(ctx: AppContext, departmentIds: (number | null)[], contractIds: (number | null)[]) {
  const deps = [...new Set(departmentIds.filter((x): x is number => x !== null))];
  const cts = [...new Set(contractIds.filter((x): x is number => x !== null))];
  const [d, c] = await Promise.all([
    deps.length ? ctx.db.selectFrom('departments').select(['id', 'name']).where('id', 'in', deps).execute() : [],
    cts.length ? ctx.db.selectFrom('contract_types').select(['id', 'name']).where('id', 'in', cts).execute() : [],
  ]);
  return { departments: new Map(d.map((x) => [x.id, x.name])), contracts: new Map(c.map((x) => [x.id, x.name])) };
}
