import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IMAGE_MIME_TYPES } from '../../../domain/index.ts';
import type { AppContext } from '../platform/context.ts';
import { notFound } from '../platform/errors.ts';
import { IdParams, noContent, sendFile } from '../platform/http.ts';
import { storage } from '../platform/storage.ts';
import { multipartBody, readImageUpload } from '../platform/uploads.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { errorLanguageOf } from '../../../domain/error-codes.ts';
import { isoDate, toEmployeeDto } from './employee.dto.ts';
import { employeeExport } from './employee-export.ts';
import { EmployeeFilterProperties } from './employee.input.ts';
import { contractTypeNames, employeeQuery, findVisibleEmployee, pictureOf, setPicture } from './employee.repository.ts';
import { employeeScopeOf } from './employee.routes.ts';
import { departmentNames } from '../departments/department.repository.ts';
import type { Database } from '../platform/db/database.ts';

const EXPORT_LIMIT = 50_000;

export async function employeeFileRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['employees'];

  app.get('/employees/:id/picture', {
    config: { access: { resource: 'EMPLOYEES', action: 'READ' } },
    schema: { tags, summary: 'The photo, or 404 when none', params: IdParams, response: { 200: Type.Unsafe({ type: 'string', format: 'binary' }) } },
  }, async (request, reply) => {
    const row = await findVisibleEmployee(ctx.db, employeeScopeOf(request), request.params.id);
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
    const employee = await pictureOf(ctx.db, request.params.id);
    if (!employee) throw notFound('Employee');
    const upload = await readImageUpload(request, reply, 'picture');
    await ctx.db.transaction().execute((trx) => replacePicture(trx, employee, upload, ctx.now()));
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
    const { rows } = employeeQuery(ctx.db, employeeScopeOf(request), request.body ?? {}, today);
    const found = await rows.limit(EXPORT_LIMIT).execute();
    const names = await lookupNames(ctx.db, found.map((r) => r.department_id), found.map((r) => r.contract_type_id));
    const data = found.map((r) => ({
      ...toEmployeeDto(r, today),
      departmentName: r.department_id ? names.departments.get(r.department_id) ?? null : null,
      contractTypeName: r.contract_type_id ? names.contracts.get(r.contract_type_id) ?? null : null,
    }));
    const { fileName, sheet, columns } = employeeExport(errorLanguageOf(request.headers['accept-language']), today);
    return sendXlsx(reply, fileName, sheet, columns, data);
  });
}

async function lookupNames(db: Database, departmentIds: (number | null)[], contractIds: (number | null)[]) {
  const deps = [...new Set(departmentIds.filter((x): x is number => x !== null))];
  const cts = [...new Set(contractIds.filter((x): x is number => x !== null))];
  const [departments, contracts] = await Promise.all([departmentNames(db, deps), contractTypeNames(db, cts)]);
  return { departments, contracts };
}

/** Stores the new photo, points the employee at it and removes the old one. */
export async function replacePicture(db: Database, employee: { id: number; picture_file_id: number | null }, upload: { content: Uint8Array; contentType: string }, now: Date) {
  const id = await storage.put(db, 'employee-picture', upload.content, upload.contentType);
  await setPicture(db, employee.id, id, now);
  if (employee.picture_file_id) await storage.remove(db, employee.picture_file_id);
}
