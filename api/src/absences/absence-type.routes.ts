import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ABSENCE_APPROVALS } from '../../../domain/absences/absence-workflow.ts';
import { errorLanguageOf, type ErrorLanguage } from '../../../domain/error-codes.ts';
import type { AppContext } from '../platform/context.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { Id, IsoDate } from '../platform/input-types.ts';
import { PageQuery, pageOf, paging, parseIds, sendPage, sendRows } from '../platform/paging.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { listAbsenceTypes } from './absence-type.repository.ts';
import { createAbsenceType, deleteAbsenceType, getAbsenceType, updateAbsenceType } from './absence-type.service.ts';

const Nullable = <T extends ReturnType<typeof Type.Integer>>(t: T) => Type.Optional(Type.Union([t, Type.Null()]));
const Subtype = Type.Object({ id: Type.Optional(Id), name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }) }, { additionalProperties: false });
const Fields = {
  name: Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' }),
  code: Type.Optional(Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Z0-9_]+$', description: 'upper case letters, digits and _; from the name when absent' })),
  yearlyDaysAllowed: Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 366, multipleOf: 0.5 }), Type.Null()])),
  yearlyPeriodsAllowed: Nullable(Type.Integer({ minimum: 0, maximum: 366 })),
  consecutiveDaysAllowed: Nullable(Type.Integer({ minimum: 1, maximum: 366 })),
  justificationNeeded: Type.Optional(Type.Boolean()),
  impactExpetedTimeWork: Type.Optional(Type.Boolean({ description: 'the specification\'s spelling: absence time is subtracted from expected work in exports' })),
  requestDateLimitCurrent: Type.Optional(Type.Union([IsoDate({ description: 'requests for this year\'s days must be made by this date' }), Type.Null()])),
  requestDateLimitLast: Type.Optional(Type.Union([IsoDate({ description: 'days carried from last year must be taken by this date' }), Type.Null()])),
  deadlineLeave: Nullable(Type.Integer({ minimum: 0, maximum: 366, description: 'days of notice: a request starts at least this many days after it is made' })),
  daysToJustification: Nullable(Type.Integer({ minimum: 0, maximum: 366, description: 'days after the absence ends to send its proof' })),
  approval: Type.Optional(Type.Union(ABSENCE_APPROVALS.map((a) => Type.Literal(a)), { description: 'which levels approve: NONE, HR, MANAGER or BOTH (default BOTH)' })),
  calendarDays: Type.Optional(Type.Boolean({ description: 'count calendar days (rest days and holidays included) instead of working days' })),
  subtypes: Type.Optional(Type.Array(Subtype, { maxItems: 50 })),
};
const AbsenceTypeDto = Type.Object({
  id: Type.Integer(), name: Type.String(), code: Type.String(),
  yearlyDaysAllowed: Type.Union([Type.Number(), Type.Null()]), yearlyPeriodsAllowed: Type.Union([Type.Integer(), Type.Null()]),
  consecutiveDaysAllowed: Type.Union([Type.Integer(), Type.Null()]), justificationNeeded: Type.Boolean(), impactExpetedTimeWork: Type.Boolean(),
  requestDateLimitCurrent: Type.Union([Type.String(), Type.Null()]), requestDateLimitLast: Type.Union([Type.String(), Type.Null()]),
  deadlineLeave: Type.Union([Type.Integer(), Type.Null()]), daysToJustification: Type.Union([Type.Integer(), Type.Null()]),
  approval: Type.String(), calendarDays: Type.Boolean(),
  /** core §3: a type named Falta is shown as missed work */
  missedWork: Type.Boolean(),
  subtypes: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), requestCount: Type.Integer() })),
  requestCount: Type.Integer(),
});
const WorkHolidayDto = Type.Object({ id: Type.Integer(), countsHolidays: Type.Boolean() });

const EXPORT: Record<ErrorLanguage, { file: string; sheet: string; h: string[] }> = {
  en: { file: 'absence-types', sheet: 'Absence types', h: ['Name', 'Code', 'Days a year', 'Requests a year', 'Consecutive days', 'Proof needed', 'Approved by', 'Requests'] },
  pt: { file: 'tipos-de-ausencia', sheet: 'Tipos de ausência', h: ['Nome', 'Código', 'Dias por ano', 'Pedidos por ano', 'Dias consecutivos', 'Exige comprovativo', 'Aprovado por', 'Pedidos'] },
  fr: { file: 'types-d-absence', sheet: 'Types d\'absence', h: ['Nom', 'Code', 'Jours par an', 'Demandes par an', 'Jours consécutifs', 'Justificatif requis', 'Approuvé par', 'Demandes'] },
};

const withMissed = <T extends { name: string }>(t: T) => ({ ...t, missedWork: t.name.trim().toLowerCase() === 'falta' });

/** Absence types and their subtypes (core §3, §7; issue #16 item 1). */
export async function absenceTypeRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['absence types'];
  const read = { resource: 'ABSENCE_TYPES', action: 'READ' } as const;
  const write = { resource: 'ABSENCE_TYPES', action: 'WRITE' } as const;

  app.get('/absences-types', {
    config: { access: read },
    schema: { tags, summary: 'Absence types, Holidays (id 1) first, with subtypes', querystring: PageQuery, response: { 200: pageOf(AbsenceTypeDto), 204: Type.Null() } },
  }, async (request, reply) => {
    const rows = (await listAbsenceTypes(ctx.db, parseIds(request.query.ids))).map(withMissed);
    // Without a sort, the repository's order: Holidays first, then by name (core §3).
    if (!request.query.sort) {
      const { size, offset } = paging(request.query);
      return sendPage(reply, rows.slice(offset, offset + size), rows.length, request.query);
    }
    return sendRows(reply, rows, request.query, { id: 'id', name: 'name', code: 'code' }, 'id');
  });

  app.get('/absences-types/:id', { config: { access: read }, schema: { tags, params: IdParams, response: { 200: AbsenceTypeDto } } },
    async (request) => withMissed(await getAbsenceType(ctx.db, request.params.id)));

  app.post('/absences-types/', {
    config: { access: write },
    schema: { tags, body: Type.Object(Fields, { additionalProperties: false }), response: { 201: AbsenceTypeDto } },
  }, async (request, reply) => reply.status(201).send(withMissed(await ctx.db.transaction().execute((trx) => createAbsenceType(trx, request.body)))));

  app.put('/absences-types/:id', {
    config: { access: write },
    schema: {
      tags, summary: 'Edits a type; subtypes, when sent, is the whole list (one still used by requests cannot go: 409)',
      params: IdParams, body: Type.Object({ ...Fields, name: Type.Optional(Fields.name) }, { additionalProperties: false }), response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => updateAbsenceType(trx, request.params.id, request.body));
    return noContent(reply);
  });

  app.delete('/absences-types/:id', {
    config: { access: write },
    schema: { tags, summary: 'Deletes a type no request uses (409 otherwise); Holidays never', params: IdParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    await deleteAbsenceType(ctx.db, request.params.id);
    return noContent(reply);
  });

  app.post('/absences-types/export', {
    config: { access: read },
    schema: { tags, summary: 'Absence types as an .xlsx workbook in the Accept-Language', produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
  }, async (request, reply) => {
    const t = EXPORT[errorLanguageOf(request.headers['accept-language'])];
    const rows = await listAbsenceTypes(ctx.db);
    return sendXlsx(reply, `${t.file}-${ctx.now().toISOString().slice(0, 10)}.xlsx`, t.sheet, [
      { header: t.h[0], width: 28, value: (r) => r.name }, { header: t.h[1], value: (r) => r.code },
      { header: t.h[2], value: (r) => r.yearlyDaysAllowed }, { header: t.h[3], value: (r) => r.yearlyPeriodsAllowed },
      { header: t.h[4], value: (r) => r.consecutiveDaysAllowed }, { header: t.h[5], value: (r) => r.justificationNeeded },
      { header: t.h[6], value: (r) => r.approval }, { header: t.h[7], value: (r) => r.requestCount },
    ], rows);
  });

  // "work-holiday" (core §7): whether the type's days count rest days and public holidays (docs/decisions.md).
  app.get('/absences-types/work-holiday/:id', {
    config: { access: read },
    schema: { tags, summary: 'Whether the type counts rest days and public holidays as absence days', params: IdParams, response: { 200: WorkHolidayDto } },
  }, async (request) => {
    const row = await getAbsenceType(ctx.db, request.params.id);
    return { id: row.id, countsHolidays: row.calendarDays };
  });

  app.post('/absences-types/work-holiday/:id', {
    config: { access: write },
    schema: {
      tags, summary: 'Sets whether the type counts rest days and public holidays as absence days', params: IdParams,
      body: Type.Object({ countsHolidays: Type.Boolean() }, { additionalProperties: false }), response: { 200: WorkHolidayDto },
    },
  }, async (request) => {
    await ctx.db.transaction().execute((trx) => updateAbsenceType(trx, request.params.id, { calendarDays: request.body.countsHolidays }));
    return { id: request.params.id, countsHolidays: request.body.countsHolidays };
  });
}
