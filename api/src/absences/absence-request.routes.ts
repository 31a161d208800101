import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ABSENCE_REQUEST_STATUSES, type AbsenceRequestStatus } from '../../../domain/index.ts';
import { accessScope, type AccessScope } from '../platform/auth/access-scope.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { fieldError, forbidden, notFound } from '../platform/errors.ts';
import { CountDto, IdParams, noContent } from '../platform/http.ts';
import { pageOf, paging, parseSort, sendPage } from '../platform/paging.ts';
import { companyToday } from '../schedules/assignment.repository.ts';
import { countAbsenceRequests } from './absence.repository.ts';
import { requestDto } from './absence.dto.ts';
import { eventsOf, findRequest, listRequests, REQUEST_SORTS, type RequestFilter } from './absence-request.repository.ts';
import { publishPending } from './absence.live.ts';
import { cancelRequest, createRequest, decideRequest, editRequest, judgeJustification, type Actor } from './absence-request.service.ts';
import { CreateBody, DeleteQuery, ListQuery, RequestDto, RequestWithTrailDto, UpdateBody } from './absence.schemas.ts';
import { deliver } from '../notifications/notification.delivery.ts';
import { notifyAbsenceRequested } from '../notifications/notification.service.ts';

const CountQuery = Type.Object({
  status: Type.Optional(Type.Union(ABSENCE_REQUEST_STATUSES.map((s) => Type.Literal(s)), { default: 'PENDING' })),
  forDepartmentsIManage: Type.Optional(Type.Boolean({ default: false })),
}, { additionalProperties: false });

export const ABSENCES_READ = { resource: 'ABSENCES', action: 'READ' } as const;
export const ABSENCES_WRITE = { resource: 'ABSENCES', action: 'WRITE' } as const;
export const ABSENCES_DECIDE = { ...ABSENCES_WRITE, scopes: ['COMPANY', 'DEPARTMENT'] } as const;

type Request = Parameters<typeof principalOf>[0];
/** Reading one request or one person's: a manager reads their own too. */
export const readScope = (request: Request): AccessScope => accessScope(principalOf(request), request.scope!);
/** The work of a scope (lists to decide, counts): a department scope leaves the manager's own out (theirs are under my-absences). */
export const workScope = (request: Request): AccessScope => accessScope(principalOf(request), request.scope!, { includeSelf: false });

export async function actorOf(request: Request, ctx: AppContext): Promise<Actor> {
  const p = principalOf(request);
  const now = ctx.now();
  return { accountId: p.accountId, employeeId: p.employeeId, now, today: await companyToday(ctx.db, now) };
}

/** The list's filters; an unknown status list is refused by the schema. */
export function filterOf(q: ListQuery, fixed: Partial<RequestFilter> = {}): RequestFilter {
  if (q.periodsValidFrom && q.periodsValidTo && q.periodsValidTo < q.periodsValidFrom) throw fieldError('periodsValidTo', 'must not be before periodsValidFrom');
  return {
    from: q.periodsValidFrom, to: q.periodsValidTo, statuses: q.status?.split(','), employeeId: q.employeeId, departmentId: q.departmentId,
    typeId: q.absenceTypeId, ...fixed,
  };
}

/** A page of requests of the scope: pending first, then by first day. */
export async function requestPage(ctx: AppContext, scope: AccessScope, q: ListQuery, fixed: Partial<RequestFilter> = {}) {
  const { size, offset } = paging(q);
  const order = parseSort(q.sort, REQUEST_SORTS, { column: 'r.first_start_date', direction: 'desc' });
  const awaiting = q.awaiting ? (scope.kind === 'company' ? 'ADMIN' : scope.kind === 'departments' ? 'MANAGER' : undefined) : undefined;
  const { rows, total } = await listRequests(ctx.db, scope, { ...filterOf(q, fixed), ...(awaiting ? { awaiting } : {}) }, order, size, offset);
  return { content: rows.map(requestDto), total };
}

/** Absence requests (core §3, §4, §7; issue #16 items 2–3): the list, one with its trail, create, edit or decide, cancel. */
export async function absenceRequestRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['absence requests'];

  app.get('/absence-requests/count', {
    config: { access: ABSENCES_READ },
    schema: {
      tags,
      summary: 'Counts absence requests whose decision at the caller\'s level has this status (default PENDING); '
        + 'for an open status (PENDING, UNDER_ANALYSIS, PENDING_JUST) the request itself must still be open',
      querystring: CountQuery,
      response: { 200: CountDto },
    },
  }, async (request) => {
    const status = (request.query.status ?? 'PENDING') as AbsenceRequestStatus;
    // A list of work to decide leaves the caller's own requests out of a department scope (they are under my-*).
    const scope = accessScope(principalOf(request), request.scope!, { includeSelf: false, onlyManaged: request.query.forDepartmentsIManage });
    return { count: await countAbsenceRequests(ctx.db, scope, status) };
  });

  app.get('/absence-requests', {
    config: { access: ABSENCES_READ },
    schema: {
      tags, querystring: ListQuery, response: { 200: pageOf(RequestDto), 204: Type.Null() },
      summary: 'Absence requests of your scope with a day in [periodsValidFrom, periodsValidTo] (a manager\'s own are under /employees/{id}/absence-requests); '
        + 'ids= reads those you may read; awaiting=true keeps those waiting for your level',
    },
  }, async (request, reply) => {
    const scope = request.query.ids || request.query.employeeId !== undefined ? readScope(request) : workScope(request);
    const { content, total } = await requestPage(ctx, scope, request.query, request.query.ids ? { ids: request.query.ids.split(',').map(Number) } : {});
    return sendPage(reply, content, total, request.query);
  });

  app.get('/absence-requests/:id', {
    config: { access: ABSENCES_READ },
    schema: { tags, summary: 'One request with its periods and its trail (who, when, level, status, comment)', params: IdParams, response: { 200: RequestWithTrailDto } },
  }, async (request) => {
    const row = await findRequest(ctx.db, readScope(request), request.params.id);
    if (!row) throw notFound('Absence request');
    const events = (await eventsOf(ctx.db, row.id)).map((e) => ({ ...e, at: new Date(e.at as unknown as string).toISOString() }));
    return { ...(requestDto(row) as object), events } as never;
  });

  app.post('/absence-requests/', {
    config: { access: ABSENCES_WRITE },
    schema: {
      tags, body: CreateBody, response: { 201: RequestDto },
      summary: 'Requests an absence: for yourself, or (administrators, managers) for someone of your scope. Days are counted on the '
        + 'requester\'s working days; overlaps, the type\'s limits and the holiday balance are checked (409 naming the rule)',
    },
  }, async (request, reply) => {
    const { absenceId, absenceTypeId, ...body } = request.body;
    const typeId = absenceTypeId ?? absenceId;
    if (typeId === undefined) throw fieldError('absenceTypeId', 'is required');
    if (request.scope === 'OWN' && body.requesterId !== undefined && body.requesterId !== principalOf(request).employeeId) throw notFound('Employee');
    const actor = await actorOf(request, ctx);
    const scope = readScope(request);
    const { id, batch } = await ctx.db.transaction().execute(async (trx) => {
      const created = await createRequest(trx, scope, actor, { ...body, absenceTypeId: typeId });
      return { id: created, batch: await notifyAbsenceRequested(trx, created, actor.accountId, actor.now, ctx.config.publicUrl) };
    });
    deliver(ctx, batch, request.log);
    const row = (await findRequest(ctx.db, scope, id))!;
    ctx.live.publish({ kind: 'pending', employeeId: row.requesterId, departmentId: row.departmentId });
    return reply.status(201).send(requestDto(row));
  });

  app.put('/absence-requests/:id', {
    config: { access: ABSENCES_WRITE },
    schema: {
      tags, params: IdParams, body: UpdateBody, response: { 204: Type.Null() },
      summary: 'A decision — adminStatus (administrators, while PENDING or UNDER_ANALYSIS) or managerStatus (managers, while PENDING, '
        + 'UNDER_ANALYSIS, PENDING_JUST or APPROVED; JUSTIFIED/UNJUSTIFIED judge the proof), a comment required to reject — or an edit '
        + '(type, subtype, periods, comment), which resubmits an approved request',
    },
  }, async (request, reply) => {
    const { adminStatus, managerStatus, comment, ...edit } = request.body;
    const deciding = adminStatus !== undefined || managerStatus !== undefined;
    if (deciding && Object.keys(edit).length) throw fieldError(Object.keys(edit)[0], 'cannot be changed in the same call as a decision');
    if (adminStatus !== undefined && managerStatus !== undefined) throw fieldError('managerStatus', 'send one level\'s decision at a time');
    const actor = await actorOf(request, ctx);
    const id = request.params.id;
    await ctx.db.transaction().execute(async (trx) => {
      if (!deciding) return editRequest(trx, readScope(request), actor, id, edit);
      const scope = workScope(request);
      const level = adminStatus !== undefined ? 'ADMIN' : 'MANAGER';
      if ((level === 'ADMIN' && scope.kind !== 'company') || (level === 'MANAGER' && scope.kind !== 'departments')) {
        throw forbidden(level === 'ADMIN' ? 'Only administrators decide adminStatus' : 'Only department managers decide managerStatus');
      }
      const decision = (adminStatus ?? managerStatus)!;
      if (decision === 'JUSTIFIED' || decision === 'UNJUSTIFIED') return judgeJustification(trx, scope, actor, id, decision, comment ?? null);
      await decideRequest(trx, scope, actor, id, level, decision, comment ?? null);
    });
    await publishPending(ctx, id);
    return noContent(reply);
  });

  app.delete('/absence-requests/:id', {
    config: { access: ABSENCES_WRITE },
    schema: {
      tags, params: IdParams, querystring: DeleteQuery, response: { 204: Type.Null() },
      summary: 'Cancels a request (kept, with its trail): your own while it waits or before it starts; any of your scope for administrators and managers',
    },
  }, async (request, reply) => {
    const actor = await actorOf(request, ctx);
    await ctx.db.transaction().execute((trx) => cancelRequest(trx, readScope(request), actor, request.params.id, request.query.reason ?? null));
    await publishPending(ctx, request.params.id);
    return noContent(reply);
  });
}
