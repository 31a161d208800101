import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../platform/context.ts';
import { ApiError, notFound } from '../platform/errors.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { pageOf, sendPage } from '../platform/paging.ts';
import type { AccessScope } from '../platform/auth/access-scope.ts';
import type { Database } from '../platform/db/database.ts';
import { unsavedWorkday, WorkdayChangeDto } from '../attendance/attendance.schemas.ts';
import { actorOf, CLOCKS_MANAGE, CLOCKS_READ, CLOCKS_WRITE, clockManageScope, clockReadScope, ownEmployeeId } from './clock.access.ts';
import { deleteClock, editClock } from './clock-edit.service.ts';
import { clockInScope, type ClockFilter } from './clock.repository.ts';
import { clockPage, type ClockListParams } from './clock-list.ts';
import { AdminClockInput, ClockChange, ClockDto, ClockListQuery, OwnClockInput } from './clock.schemas.ts';
import { recordClock, withTrail } from './clock.service.ts';
import { presenceChanged } from '../platform/live/live-bus.ts';
import { simulateClock } from './clock-simulation.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import { Id } from '../platform/input-types.ts';

const DeleteBody = Type.Union([Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false }), Type.Null()]);
const DeleteQuery = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false });
const MAX_BATCH = 500;

/** One page of clocks in `scope` as a list answer (204 when empty, DESIGN.md §2). */
export async function sendClockPage(db: Database, reply: FastifyReply, scope: AccessScope, q: ClockListParams, fixed: Partial<ClockFilter> = {}) {
  const { content, total } = await clockPage(db, scope, q, fixed);
  return sendPage(reply, content, total, q);
}

/** Clocks (core §7): one's own, recorded for someone, read, corrected and deleted with a trail. */
export async function clockRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['clocks'];

  app.post('/clocks', {
    config: { access: CLOCKS_WRITE },
    schema: {
      tags, summary: 'Records the caller\'s own clock at the server\'s instant (also at /clocks/). 409 SAME_TYPE_AS_PREVIOUS or DURING_SHIFT until confirmed; 422 LOCATION_REQUIRED or OUTSIDE_GEOFENCE under the geo policy; a repeated clientId answers the first clock (200)',
      body: OwnClockInput, response: { 201: ClockDto, 200: ClockDto },
    },
  }, async (request, reply) => {
    const employeeId = ownEmployeeId(request);
    const { deviceInstant, source, ...body } = request.body;
    const scope = { kind: 'own', actor: { accountId: actorOf(request, ctx.now).accountId, employeeId } } as const;
    const { clock, replayed } = await recordClock(ctx.db, scope, actorOf(request, ctx.now), {
      ...body, employeeId, source: source ?? 'WEB', deviceInstant: deviceInstant ? new Date(deviceInstant) : null,
    });
    ctx.workdays.kick();
    ctx.live.publish(presenceChanged(clock));
    return reply.status(replayed ? 200 : 201).send(clock);
  });

  app.post('/clocks/admin', {
    config: { access: CLOCKS_MANAGE },
    schema: {
      tags, summary: 'Records a clock for an employee in your scope (also at /clocks/admin/): administrative, a comment required, at now or a past instant',
      body: AdminClockInput, response: { 201: ClockDto, 200: ClockDto },
    },
  }, async (request, reply) => {
    const { instant, ...body } = request.body;
    const { clock, replayed } = await recordClock(ctx.db, clockManageScope(request), actorOf(request, ctx.now), {
      ...body, source: 'ADMIN', administrative: true, instant: instant ? new Date(instant) : undefined, comment: body.comment,
    });
    ctx.workdays.kick();
    ctx.live.publish(presenceChanged(clock));
    return reply.status(replayed ? 200 : 201).send(clock);
  });

  const SimulationInput = Type.Object({
    ...OwnClockInput.properties,
    employeeId: Type.Optional(Id),
    instant: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, description: 'when (now by default); for an employee other than yourself' })),
  }, { additionalProperties: false });
  app.post('/clocks/simulation', {
    config: { access: CLOCKS_WRITE },
    schema: {
      tags, summary: 'What a clock would do, written nowhere: the clock as it would be stored, the confirmations it would ask, or the refusal it would meet',
      body: SimulationInput,
      response: { 200: Type.Object({
        clock: Type.Union([ClockDto, Type.Null()]), confirmationsNeeded: Type.Array(Type.String()),
        refusal: Type.Union([Type.Object({ status: Type.Integer(), code: Type.String(), message: Type.String() }), Type.Null()]),
        impact: Type.Array(WorkdayChangeDto, { description: 'the workdays the clock would change (its day and the day before): hours and inconsistencies before and after' }),
      }) },
    },
  }, async (request) => {
    const { deviceInstant, source, employeeId, instant, ...body } = request.body;
    const own = employeeId === undefined || employeeId === principalOf(request).employeeId;
    const actor = actorOf(request, ctx.now);
    const scope = own ? { kind: 'own', actor: { accountId: actor.accountId, employeeId: ownEmployeeId(request) } } as const : clockReadScope(request);
    const simulation = await simulateClock(ctx.db, scope, actor, {
      ...body, employeeId: own ? ownEmployeeId(request) : employeeId, source: source ?? 'WEB',
      deviceInstant: deviceInstant ? new Date(deviceInstant) : null, instant: !own && instant ? new Date(instant) : undefined,
    });
    return { ...simulation, impact: simulation.impact.map((c) => ({ date: c.date, before: unsavedWorkday(c.before), after: unsavedWorkday(c.after) })) };
  });

  const list = (summary: string, fromTo: 'optional' | 'required') => ({
    config: { access: CLOCKS_READ },
    schema: {
      tags, summary,
      querystring: fromTo === 'required' ? Type.Object({ ...ClockListQuery.properties, from: Type.String({ maxLength: 40 }), to: Type.String({ maxLength: 40 }) }, { additionalProperties: false }) : ClockListQuery,
      response: { 200: pageOf(ClockDto), 204: Type.Null() },
    },
  });
  const listHandler = async (request: FastifyRequest<{ Querystring: ClockListParams }>, reply: FastifyReply) =>
    sendClockPage(ctx.db, reply, clockReadScope(request), request.query);
  app.get('/clocks', list('Clocks in your scope, newest first; showAll includes deleted ones', 'optional'), listHandler);
  app.get('/clocks/clocksByInstantBetween', list('Clocks in your scope with from ≤ instant < to, newest first', 'required'), listHandler);

  app.get('/clocks/:id', { config: { access: CLOCKS_READ }, schema: { tags, params: IdParams, response: { 200: ClockDto } } }, async (request) => {
    const row = await clockInScope(ctx.db, clockReadScope(request), request.params.id);
    if (!row) throw notFound('Clock');
    return withTrail(ctx.db, row);
  });

  app.put('/clocks/:id', {
    config: { access: CLOCKS_MANAGE },
    schema: { tags, summary: 'Corrects a clock (type, instant, tag) with a reason in comment; the trail keeps what it was', params: IdParams, body: ClockChange, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    const changed = await ctx.db.transaction().execute((trx) => editClock(trx, clockManageScope(request), actorOf(request, ctx.now), request.params.id, request.body));
    ctx.live.publish(presenceChanged(changed));
    return noContent(reply);
  });

  app.patch('/clocks', {
    config: { access: CLOCKS_MANAGE },
    schema: {
      tags, summary: `Corrects several clocks at once, all or nothing (at most ${MAX_BATCH}); a refusal names the item ([i].field)`,
      body: Type.Array(Type.Object({ id: IdParams.properties.id, ...ClockChange.properties }, { additionalProperties: false }), { minItems: 1, maxItems: MAX_BATCH }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    const actor = actorOf(request, ctx.now);
    const scope = clockManageScope(request);
    const changed = await ctx.db.transaction().execute(async (trx) => {
      const people = [];
      for (const [i, { id, ...change }] of request.body.entries()) {
        people.push(await editClock(trx, scope, actor, id, change, `[${i}].`).catch((err: unknown) => {
          // A clock not found, or deleted, is named by its place in the batch.
          if (err instanceof ApiError && !err.subErrors.length) throw new ApiError(err.status, err.code, err.message, [{ field: `[${i}].id`, message: err.message }]);
          throw err;
        }));
      }
      return people;
    });
    for (const person of new Map(changed.map((c) => [c.employeeId, c])).values()) ctx.live.publish(presenceChanged(person));
    return noContent(reply);
  });

  app.delete('/clocks/:id', {
    config: { access: CLOCKS_MANAGE },
    schema: { tags, summary: 'Deletes a clock, keeping it with the trail (reason in the body or the query, required)', params: IdParams, querystring: DeleteQuery, body: Type.Optional(DeleteBody), response: { 204: Type.Null() } },
  }, async (request, reply) => {
    const reason = request.body?.reason ?? request.query.reason;
    const deleted = await ctx.db.transaction().execute((trx) => deleteClock(trx, clockManageScope(request), actorOf(request, ctx.now), request.params.id, reason));
    ctx.live.publish(presenceChanged(deleted));
    return noContent(reply);
  });

}
