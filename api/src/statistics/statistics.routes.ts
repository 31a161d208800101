import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { INCONSISTENCY_TYPES } from '../../../domain/index.ts';
import { accessScope, coversDepartment } from '../platform/auth/access-scope.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { notFound } from '../platform/errors.ts';
import { IdParams } from '../platform/http.ts';
import { Id } from '../platform/input-types.ts';
import { PageQueryNoIds, pageOf, paging, sendPage } from '../platform/paging.ts';
import { employeeVisible } from '../schedules/assignment.repository.ts';
import { employeeKpi, presenceBoard, presenceTotals, todayOf, topTypesOf, trendOf } from './statistics.service.ts';

/** Presence and the dashboards' statistics read clocks: the clocks' permission and module (core §6). */
const STATISTICS_READ = { resource: 'CLOCKS', action: 'READ', module: 'TIME_AND_ATTENDANCE' } as const;
/** The KPIs hold the holiday figures and the pending work: whoever reads the person's absences (as `/absence-kpis`). */
const KPI_READ = { resource: 'ABSENCES', action: 'READ' } as const;

const forDepartmentsIManage = Type.Optional(Type.Boolean({ default: false, description: 'only the departments you manage (the dep-dashboard)' }));
const ScopeQuery = Type.Object({ forDepartmentsIManage }, { additionalProperties: false });
const presenceFilters = {
  departmentId: Type.Optional(Id), campaignId: Type.Optional(Id), forDepartmentsIManage,
  employeeId: Type.Optional({ ...Id, description: 'one person (a live update of the board)' }),
};
const PresenceQuery = Type.Object({ page: PageQueryNoIds.properties.page, size: PageQueryNoIds.properties.size, ...presenceFilters }, { additionalProperties: false });
const PresenceCountsQuery = Type.Object(presenceFilters, { additionalProperties: false });
const TrendQuery = Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: 92, default: 30 })), forDepartmentsIManage }, { additionalProperties: false });
const TypesQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366, default: 30 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 7, default: 5 })), forDepartmentsIManage,
}, { additionalProperties: false });

const Presence = Type.Union([Type.Literal('PRESENT'), Type.Literal('ABSENT'), Type.Literal('EXCUSED')]);
const EmployeePresence = Type.Object({
  employeeId: Type.Integer(), name: Type.String(), departmentId: Type.Union([Type.Integer(), Type.Null()]), presence: Presence,
  lastClockType: Type.Union([Type.Literal('IN'), Type.Literal('OUT'), Type.Null()]),
  lastClockAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]), lateToday: Type.Boolean(),
});
const PresenceCounts = Type.Object({ present: Type.Integer(), absent: Type.Integer(), excused: Type.Integer(), late: Type.Integer(), total: Type.Integer() });
const TodayDto = Type.Object({ lateClocks: Type.Integer(), missingClocks: Type.Integer(), absences: Type.Integer(), absencesThisWeek: Type.Integer() });
const TrendPoint = Type.Object({ date: Type.String({ format: 'date' }), present: Type.Integer(), absent: Type.Integer(), excused: Type.Integer(), late: Type.Integer() });
const TypeCount = Type.Object({ type: Type.String({ enum: [...INCONSISTENCY_TYPES] }), count: Type.Integer() });
const KpiDto = Type.Object({
  inconsistencies: Type.Integer(), absenceRequests: Type.Integer(), clocksToday: Type.Integer(),
  daysToNextAbsence: Type.Union([Type.Integer(), Type.Null()]), daysAlreadyAbsentOnHolidaysThisYear: Type.Number(),
  daysBookedHolidaysYearBefore: Type.Number(), daysRemainingToBookHolidaysThisYear: Type.Number(),
  daysRemainingToBookHolidaysYearBefore: Type.Number(), totalAllowedHolidaysThisYear: Type.Number(),
  totalAllowedHolidaysYearBefore: Type.Number(), daysNotTaken: Type.Number(), daysCarriedFromPreviousYear: Type.Number(),
});

/** The caller's scope; `forDepartmentsIManage` narrows it to the departments they manage. */
const scopeOf = (request: FastifyRequest, onlyManaged?: boolean) => accessScope(principalOf(request), request.scope!, { onlyManaged });

/** Who is present now and the dashboards' figures (core §3 presence, §7 statistics; issue #17), each in the caller's scope. */
export async function statisticsRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['statistics'];

  /** The filters of a presence question, a department outside the caller's scope answering 404. */
  const presenceArgs = (request: FastifyRequest, q: { departmentId?: number; campaignId?: number; employeeId?: number; forDepartmentsIManage?: boolean }) => {
    const scope = scopeOf(request, q.forDepartmentsIManage);
    if (q.departmentId !== undefined && scope.kind !== 'own' && !coversDepartment(scope, q.departmentId)) throw notFound('Department');
    return { scope, options: { departmentId: q.departmentId, campaignId: q.campaignId, employeeId: q.employeeId } };
  };

  app.get('/statistics/employees-presences', {
    config: { access: STATISTICS_READ },
    schema: {
      tags, querystring: PresenceQuery, response: { 200: pageOf(EmployeePresence), 204: Type.Null() },
      summary: 'Who is PRESENT (last clock of the last 16 h is an IN), EXCUSED (an absence covers today) or ABSENT now, in your scope: present first, then by name',
    },
  }, async (request, reply) => {
    const { scope, options } = presenceArgs(request, request.query);
    const { size, offset } = paging(request.query);
    const { content, total } = await presenceBoard(ctx.db, scope, ctx.now(), options, size, offset);
    return sendPage(reply, content, total, request.query);
  });

  app.get('/statistics/presence-counts', {
    config: { access: STATISTICS_READ },
    schema: { tags, summary: 'How many of your scope are present, absent and excused now, and how many of those present came late today', querystring: PresenceCountsQuery, response: { 200: PresenceCounts } },
  }, async (request) => {
    const { scope, options } = presenceArgs(request, request.query);
    return presenceTotals(ctx.db, scope, ctx.now(), options);
  });

  app.get('/statistics/today', {
    config: { access: STATISTICS_READ },
    schema: { tags, summary: 'Today in your scope: late clocks, missing clocks (today and yesterday), people absent today and with an absence this week', querystring: ScopeQuery, response: { 200: TodayDto } },
  }, async (request) => todayOf(ctx.db, scopeOf(request, request.query.forDepartmentsIManage), ctx.now()));

  app.get('/statistics/attendance-trend', {
    config: { access: STATISTICS_READ },
    schema: { tags, summary: 'One point per day of the last `days` days (today included): people who clocked, absent, excused and late', querystring: TrendQuery, response: { 200: Type.Array(TrendPoint) } },
  }, async (request) => trendOf(ctx.db, scopeOf(request, request.query.forDepartmentsIManage), ctx.now(), request.query.days ?? 30));

  app.get('/statistics/inconsistency-types', {
    config: { access: STATISTICS_READ },
    schema: { tags, summary: 'The most frequent inconsistency types of the last `days` days in your scope (those a recompute resolved left out)', querystring: TypesQuery, response: { 200: Type.Array(TypeCount) } },
  }, async (request) => topTypesOf(ctx.db, scopeOf(request, request.query.forDepartmentsIManage), ctx.now(), request.query.days ?? 30, request.query.size ?? 5));

  app.get('/employees/:id/kpi', {
    config: { access: KPI_READ },
    schema: { tags, summary: 'Every KPI of core §3 for an employee you may see (404 otherwise)', params: IdParams, response: { 200: KpiDto } },
  }, async (request) => {
    if (!(await employeeVisible(ctx.db, scopeOf(request), request.params.id))) throw notFound('Employee');
    return employeeKpi(ctx.db, request.params.id, ctx.now());
  });
}
