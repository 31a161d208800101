import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorLanguageOf } from '../../../domain/error-codes.ts';
import { FIELD_LIMITS as L, INCONSISTENCY_STATUSES } from '../../../domain/index.ts';
import { accessScope } from '../platform/auth/access-scope.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { fieldError, notFound } from '../platform/errors.ts';
import { CountDto, IdParams, noContent } from '../platform/http.ts';
import { pageOf, parseSort, sendPage } from '../platform/paging.ts';
import { sendXlsx } from '../platform/xlsx.ts';
import { INCONSISTENCIES_ARCHIVE, INCONSISTENCIES_READ, readScope, reviewerOf, workScope } from './inconsistency.access.ts';
import { archiveMany, archiveOne, archivePeriod } from './inconsistency-decisions.service.ts';
import { inconsistencyExport } from './inconsistency-export.ts';
import { countInconsistencies, countMatching, inconsistencyInScope, listInconsistencies, SORTS } from './inconsistency.repository.ts';
import {
  ArchivedCountDto, ArchiveManyBody, ArchiveOneBody, ArchivePeriodBody, DeleteBody, DeleteQuery, DryRunQuery, EmployeeGroupDto, GroupQuery,
  InconsistencyDto, InconsistencyWithTrailDto, ListQuery, PeriodQuery,
} from './inconsistency.schemas.ts';
import { checkPeriod, employeeGroupPage, filterOf, inconsistencyPage, toDto, withTrail } from './inconsistency.service.ts';

const CountQuery = Type.Object({
  status: Type.Optional(Type.Union(INCONSISTENCY_STATUSES.map((s) => Type.Literal(s)), { default: 'PENDING' })),
  forDepartmentsIManage: Type.Optional(Type.Boolean({ default: false })),
}, { additionalProperties: false });
/** The export writes at most this many inconsistencies; a wider one is refused, asking for a narrower period. */
const EXPORT_MAX = 100_000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Inconsistencies (core §3, §4, §7; issue #15): the review of what the engine found, archiving one, several or a period. */
export async function inconsistencyRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['inconsistencies'];
  const page = { 200: pageOf(InconsistencyDto), 204: Type.Null() };

  app.get('/inconsistencies/count', {
    config: { access: INCONSISTENCIES_READ },
    schema: {
      tags,
      summary: 'Counts inconsistencies with this status (default PENDING): the company, the departments the caller manages, or the caller\'s own',
      querystring: CountQuery,
      response: { 200: CountDto },
    },
  }, async (request) => {
    // A list of work to decide leaves the caller's own items out of a department scope (they are under my-*).
    const scope = accessScope(principalOf(request), request.scope!, { includeSelf: false, onlyManaged: request.query.forDepartmentsIManage });
    return { count: await countInconsistencies(ctx.db, scope, request.query.status ?? 'PENDING') };
  });

  app.get('/inconsistencies', {
    config: { access: INCONSISTENCIES_READ },
    schema: {
      tags, querystring: ListQuery, response: page,
      summary: 'Inconsistencies in your scope (a manager\'s own are under /employees/{id}/inconsistencies), newest first; ids= reads those of the ids you may read',
    },
  }, async (request, reply) => {
    // A read by id (the gateway's batches) covers everything the caller may read, their own included.
    const scope = request.query.ids ? readScope(request) : workScope(request);
    const { content, total } = await inconsistencyPage(ctx.db, scope, request.query);
    return sendPage(reply, content, total, request.query);
  });

  app.get('/inconsistencies/by-employee', {
    config: { access: INCONSISTENCIES_READ },
    schema: {
      tags, querystring: GroupQuery, response: { 200: pageOf(EmployeeGroupDto), 204: Type.Null() },
      summary: 'The list\'s inconsistencies grouped by employee: how many of each type, paged by employee (by name, or sort=total,desc)',
    },
  }, async (request, reply) => {
    const { content, total } = await employeeGroupPage(ctx.db, workScope(request), request.query);
    return sendPage(reply, content, total, request.query);
  });

  for (const [path, type] of [['count-late', 'LATE_CLOCK'], ['count-missing', 'CLOCK_MISSING']] as const) {
    app.get(`/inconsistencies/${path}`, {
      config: { access: INCONSISTENCIES_READ },
      schema: { tags, summary: `Pending ${type} inconsistencies in your scope, in the period when given`, querystring: PeriodQuery, response: { 200: CountDto } },
    }, async (request) => ({ count: await countMatching(ctx.db, workScope(request), filterOf(request.query, { status: 'PENDING', types: [type] })) }));
  }

  app.post('/inconsistencies/export', {
    config: { access: INCONSISTENCIES_READ },
    schema: {
      tags, querystring: ListQuery, produces: [XLSX],
      summary: `The list's inconsistencies (same filters and sort) as an .xlsx workbook in the Accept-Language (at most ${EXPORT_MAX.toLocaleString('en')})`,
    },
  }, async (request, reply) => {
    // One employee's (my-inconsistencies: a manager's own included) reads like /employees/{id}/inconsistencies.
    const scope = request.query.ids || request.query.employeeId !== undefined ? readScope(request) : workScope(request);
    const order = parseSort(request.query.sort, SORTS, { column: 'i.date', direction: 'desc' });
    const { rows, total } = await listInconsistencies(ctx.db, scope, filterOf(request.query), order, EXPORT_MAX, 0);
    if (total > EXPORT_MAX) throw fieldError('from', `the export holds at most ${EXPORT_MAX} inconsistencies (${total} match); choose a shorter period`);
    const { fileName, sheet, columns } = inconsistencyExport(errorLanguageOf(request.headers['accept-language']), ctx.now().toISOString().slice(0, 10));
    return sendXlsx(reply, fileName, sheet, columns, rows.map(toDto));
  });

  app.put('/inconsistencies', {
    config: { access: INCONSISTENCIES_ARCHIVE },
    schema: {
      tags, body: ArchiveManyBody, response: { 200: ArchivedCountDto },
      summary: `Archives several inconsistencies by id (ids, or the specification's inconsistencyId), all or nothing, at most ${L.inconsistencyBatch}: `
        + 'one outside your scope (404), not pending (409 INCONSISTENCY_ARCHIVED) or in a closed payroll period (409 PERIOD_CLOSED) archives none, naming ids[i]',
    },
  }, async (request) => {
    const { ids, inconsistencyId, comment } = request.body;
    if ((ids === undefined) === (inconsistencyId === undefined)) throw fieldError('ids', ids ? 'send ids or inconsistencyId, not both' : 'is required');
    const list = ids ?? (Array.isArray(inconsistencyId) ? inconsistencyId : [inconsistencyId!]);
    const field = ids ? 'ids' : 'inconsistencyId';
    const count = await ctx.db.transaction().execute((trx) => archiveMany(trx, workScope(request), reviewerOf(request, ctx.now), list, comment, field));
    return { count, dryRun: false };
  });

  app.put('/inconsistencies/dates', {
    config: { access: INCONSISTENCIES_ARCHIVE },
    schema: {
      tags, body: ArchivePeriodBody, querystring: DryRunQuery, response: { 200: ArchivedCountDto },
      summary: 'Archives every pending inconsistency of your scope in [from, to] (optionally of some types, a department, an employee) in one statement; '
        + 'dryRun=true answers the count and archives nothing. 409 PERIOD_CLOSED when one lies in a closed payroll period',
    },
  }, async (request) => {
    const { from, to, type, departmentId, employeeId, comment } = request.body;
    if (!from || !to) throw fieldError(from ? 'to' : 'from', 'is required');
    checkPeriod(from, to);
    const dryRun = request.query.dryRun ?? false;
    const count = await ctx.db.transaction().execute((trx) => archivePeriod(trx, workScope(request), reviewerOf(request, ctx.now),
      { from, to, types: type, departmentId, employeeId }, comment, dryRun));
    return { count, dryRun };
  });

  app.get('/inconsistencies/:id', {
    config: { access: INCONSISTENCIES_READ },
    schema: { tags, summary: 'One inconsistency with its trail (404 outside your scope)', params: IdParams, response: { 200: InconsistencyWithTrailDto } },
  }, async (request) => {
    const row = await inconsistencyInScope(ctx.db, readScope(request), request.params.id);
    if (!row) throw notFound('Inconsistency');
    return withTrail(ctx.db, row);
  });

  app.put('/inconsistencies/:id', {
    config: { access: INCONSISTENCIES_ARCHIVE },
    schema: {
      tags, params: IdParams, body: ArchiveOneBody, response: { 204: Type.Null() },
      summary: 'Archives one inconsistency (RESOLVED, resolution MANUAL) with an optional comment; 409 INCONSISTENCY_ARCHIVED when it is not pending',
    },
  }, async (request, reply) => {
    const decided = await ctx.db.transaction().execute((trx) => archiveOne(trx, workScope(request), reviewerOf(request, ctx.now), request.params.id, request.body?.comment));
    ctx.live.publish({ kind: 'pending', ...decided });
    return noContent(reply);
  });

  app.delete('/inconsistencies/:id', {
    config: { access: INCONSISTENCIES_ARCHIVE },
    schema: {
      tags, params: IdParams, querystring: DeleteQuery, body: Type.Optional(DeleteBody), response: { 204: Type.Null() },
      summary: 'Deletes an inconsistency from the review: it is archived with the reason given (body or query) or "deleted", and keeps its trail, so a recompute does not raise it again',
    },
  }, async (request, reply) => {
    const reason = request.body?.reason ?? request.query.reason;
    const decided = await ctx.db.transaction().execute((trx) => archiveOne(trx, workScope(request), reviewerOf(request, ctx.now), request.params.id, reason, 'DELETED'));
    ctx.live.publish({ kind: 'pending', ...decided });
    return noContent(reply);
  });
}
