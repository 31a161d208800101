import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { freshenWorkdays } from '../attendance/attendance.service.ts';
import { coversDepartment, type AccessScope } from '../platform/auth/access-scope.ts';
import type { AppContext } from '../platform/context.ts';
import type { Database } from '../platform/db/database.ts';
import { notFound } from '../platform/errors.ts';
import { CountDto, noContent } from '../platform/http.ts';
import { Id } from '../platform/input-types.ts';
import { pageOf, sendPage } from '../platform/paging.ts';
import { companyToday, employeeVisible } from '../schedules/assignment.repository.ts';
import { INCONSISTENCIES_ARCHIVE, INCONSISTENCIES_READ, readScope, reviewerOf, workScope } from './inconsistency.access.ts';
import { archiveOne } from './inconsistency-decisions.service.ts';
import { countAbsent, countMatching, employedOn, inconsistencyInScope } from './inconsistency.repository.ts';
import { ArchiveOneBody, CountAbsentQuery, EmployeeItemParams, InconsistencyDto, InconsistencyWithTrailDto, ListQuery, PeriodQuery } from './inconsistency.schemas.ts';
import { filterOf, inconsistencyPage, withTrail } from './inconsistency.service.ts';

const Params = Type.Object({ id: Id }, { additionalProperties: false });
const { employeeId: _e, departmentId: _d, ...rest } = ListQuery.properties;
/** An employee's or a department's list: the list's filters but the one the path fixes. */
const ScopedListQuery = Type.Object(rest, { additionalProperties: false });
const { departmentId: _dd, ...departmentPeriod } = PeriodQuery.properties;
const DepartmentPeriodQuery = Type.Object(departmentPeriod, { additionalProperties: false });

/** A department the caller covers, else 404 (never a hint that another department's data exists), as the clocks do. */
function department(scope: AccessScope, id: number) {
  if (!coversDepartment(scope, id)) throw notFound('Department');
  return id;
}

/**
 * How many of the scope's employees (of a department) were absent on `date` (today by default): their day is brought up
 * to date first (ABSENT is raised during the day, once the start and its tolerance have passed without a clock).
 */
async function absentOn(db: Database, scope: AccessScope, date: string | undefined, now: Date, departmentId?: number) {
  const day = date ?? await companyToday(db, now);
  const ids = await employedOn(db, scope, day, departmentId);
  if (day <= await companyToday(db, now)) await freshenWorkdays(db, ids, day, day, now);
  return countAbsent(db, ids, day);
}

/** Inconsistencies seen through an employee or a department (core §7), and the dashboards' counts. */
export async function inconsistencyScopedRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['inconsistencies'];
  const page = { 200: pageOf(InconsistencyDto), 204: Type.Null() };

  app.get('/employees/:id/inconsistencies', {
    config: { access: INCONSISTENCIES_READ },
    schema: { tags, summary: 'An employee\'s inconsistencies, newest first (404 outside your scope): the my-inconsistencies list', params: Params, querystring: ScopedListQuery, response: page },
  }, async (request, reply) => {
    const scope = readScope(request);
    if (!(await employeeVisible(ctx.db, scope, request.params.id))) throw notFound('Employee');
    const { content, total } = await inconsistencyPage(ctx.db, scope, request.query, { employeeId: request.params.id });
    return sendPage(reply, content, total, request.query);
  });

  app.get('/employees/count-absent', {
    config: { access: INCONSISTENCIES_READ },
    schema: { tags, summary: 'How many employees of your scope were absent on a day (today by default): an ABSENT inconsistency not resolved by a recompute', querystring: CountAbsentQuery, response: { 200: CountDto } },
  }, async (request) => ({ count: await absentOn(ctx.db, readScope(request), request.query.date, ctx.now()) }));

  app.get('/departments/:id/inconsistencies', {
    config: { access: INCONSISTENCIES_READ },
    schema: { tags, summary: 'The inconsistencies of a department you cover, newest first (the manager\'s own are under theirs)', params: Params, querystring: ScopedListQuery, response: page },
  }, async (request, reply) => {
    const scope = workScope(request);
    const { content, total } = await inconsistencyPage(ctx.db, scope, request.query, { departmentId: department(scope, request.params.id) });
    return sendPage(reply, content, total, request.query);
  });

  app.get('/departments/:id/inconsistencies/:inconsistencyId', {
    config: { access: INCONSISTENCIES_READ },
    schema: { tags, summary: 'One inconsistency of a department you cover, with its trail', params: EmployeeItemParams, response: { 200: InconsistencyWithTrailDto } },
  }, async (request) => {
    const scope = readScope(request);
    const row = await inconsistencyInScope(ctx.db, scope, request.params.inconsistencyId);
    if (!row || row.department_id !== department(scope, request.params.id)) throw notFound('Inconsistency');
    return withTrail(ctx.db, row);
  });

  app.put('/departments/:id/inconsistencies/:inconsistencyId', {
    config: { access: INCONSISTENCIES_ARCHIVE },
    schema: { tags, summary: 'Archives one inconsistency of a department you cover (as PUT /inconsistencies/{id})', params: EmployeeItemParams, body: ArchiveOneBody, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    const scope = workScope(request);
    const departmentId = department(scope, request.params.id);
    const decided = await ctx.db.transaction().execute((trx) => archiveOne(trx, scope, reviewerOf(request, ctx.now), request.params.inconsistencyId,
      request.body?.comment, 'ARCHIVED', (r) => r.department_id === departmentId));
    ctx.live.publish({ kind: 'pending', ...decided });
    return noContent(reply);
  });

  for (const [path, type] of [['count-late', 'LATE_CLOCK'], ['count-missing', 'CLOCK_MISSING']] as const) {
    app.get(`/departments/:id/${path}`, {
      config: { access: INCONSISTENCIES_READ },
      schema: { tags, summary: `Pending ${type} inconsistencies of a department you cover, in the period when given`, params: Params, querystring: DepartmentPeriodQuery, response: { 200: CountDto } },
    }, async (request) => {
      const scope = workScope(request);
      const fixed = { status: 'PENDING', types: [type], departmentId: department(scope, request.params.id) };
      return { count: await countMatching(ctx.db, scope, filterOf(request.query, fixed)) };
    });
  }

  app.get('/departments/:id/count-absent', {
    config: { access: INCONSISTENCIES_READ },
    schema: { tags, summary: 'How many employees of a department you cover were absent on a day (today by default)', params: Params, querystring: CountAbsentQuery, response: { 200: CountDto } },
  }, async (request) => {
    const scope = readScope(request);
    return { count: await absentOn(ctx.db, scope, request.query.date, ctx.now(), department(scope, request.params.id)) };
  });
}
