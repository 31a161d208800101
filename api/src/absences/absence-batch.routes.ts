import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FIELD_LIMITS as L } from '../../../domain/index.ts';
import type { AppContext } from '../platform/context.ts';
import { ApiError, badRequest, fieldError } from '../platform/errors.ts';
import { PlatformErrors } from '../platform/platform.errors.ts';
import { noContent } from '../platform/http.ts';
import { Id } from '../platform/input-types.ts';
import { ABSENCES_DECIDE, ABSENCES_READ, actorOf, readScope } from './absence-request.routes.ts';
import { carryOverRule, findRequest, setCarryOverRule } from './absence-request.repository.ts';
import { createRequest } from './absence-request.service.ts';
import { normalizePeriods } from './absence-prepare.ts';
import { PeriodBody } from './absence.schemas.ts';

/** One batch holds at most this many employees (a company closure for a site, a training for a team). */
const BATCH_MAX = 500;
/** employeeIds, absenceTypeId and periods are required; the route says so after the query is checked (Fastify checks the body first). */
const MultipleBody = Type.Object({
  employeeIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: BATCH_MAX, uniqueItems: true })),
  absenceTypeId: Type.Optional(Id),
  absenceSubtypeId: Type.Optional(Type.Union([Id, Type.Null()])),
  periods: Type.Optional(Type.Array(PeriodBody, { minItems: 1, maxItems: L.absencePeriods })),
  userComment: Type.Optional(Type.Union([Type.String({ maxLength: L.absenceComment }), Type.Null()])),
}, { additionalProperties: false });
const Outcome = Type.Object({
  employeeId: Type.Integer(), requestId: Type.Union([Type.Integer(), Type.Null()]), numberOfDays: Type.Union([Type.Number(), Type.Null()]),
  problem: Type.Union([Type.Object({ code: Type.String(), message: Type.String() }), Type.Null()]),
});
const Settings = Type.Object({
  carryOverCap: Type.Union([Type.Number({ minimum: 0, maximum: 366, multipleOf: 0.5 }), Type.Null()], { description: 'days carried at most into the next year; null: all' }),
  carryOverExpiresOn: Type.Union([Type.String({ pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', description: 'MM-DD of the next year' }), Type.Null()]),
}, { additionalProperties: false });

/** The rolled-back run of a verification. */
class Verified extends Error { constructor(readonly outcomes: unknown[]) { super('verified'); } }

/** Requests for several employees at once, and the company's carry-over rule (issue #16 items 2, 4). */
export async function absenceBatchRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['absence requests'];

  app.post('/absence-requests/multiple', {
    config: { access: ABSENCES_DECIDE },
    schema: {
      tags, body: MultipleBody, response: { 200: Type.Array(Outcome), 201: Type.Array(Outcome) },
      querystring: Type.Object({ verify: Type.Optional(Type.Boolean({ default: false })) }, { additionalProperties: false }),
      summary: `The same absence for several employees of your scope (at most ${BATCH_MAX}): verify=true answers each one's days or refusal and `
        + 'writes nothing; verify=false creates them all or none (409 naming employeeIds[i])',
    },
  }, async (request, reply) => {
    const { employeeIds, absenceTypeId, periods, ...rest } = request.body;
    const missing = (['employeeIds', 'absenceTypeId', 'periods'] as const).filter((f) => request.body[f] === undefined);
    if (missing.length) throw badRequest(`Invalid body: ${missing.map((f) => `${f} is required`).join('; ')}`, missing.map((field) => ({ field, message: 'is required' })), PlatformErrors.VALIDATION_FAILED);
    // The periods' shape is the batch's, not one employee's: a malformed one is a 400 naming it, before anyone is tried.
    normalizePeriods(periods!);
    const input = { ...rest, absenceTypeId: absenceTypeId!, periods: periods! };
    const actor = await actorOf(request, ctx);
    const scope = readScope(request);
    const run = () => ctx.db.transaction().execute(async (trx) => {
      const outcomes = [];
      for (const employeeId of employeeIds!) {
        try {
          const id = await createRequest(trx, scope, actor, { ...input, requesterId: employeeId });
          const row = (await findRequest(trx, scope, id))!;
          outcomes.push({ employeeId, requestId: request.query.verify ? null : id, numberOfDays: Number(row.numberOfDays), problem: null, status: 201 });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          outcomes.push({ employeeId, requestId: null, numberOfDays: null, problem: { code: error.code, message: error.message }, status: error.status });
        }
      }
      const answer = outcomes.map(({ status: _, ...o }) => o);
      if (request.query.verify) throw new Verified(answer);
      const refused = outcomes.findIndex((o) => o.problem !== null);
      if (refused >= 0) {
        const o = outcomes[refused];
        // the first refusal's own status: 404 for an employee outside the scope, 409 for a clash or a limit
        throw new ApiError(o.status === 404 ? 404 : 409, o.problem!.code, o.problem!.message, outcomes.flatMap((x, i) => (x.problem ? [{ field: `employeeIds[${i}]`, message: x.problem.message }] : [])));
      }
      return answer;
    });
    try {
      return reply.status(201).send(await run());
    } catch (error) {
      if (error instanceof Verified) return reply.status(200).send(error.outcomes as never);
      throw error;
    }
  });

  app.get('/absence-settings', {
    config: { access: ABSENCES_READ },
    schema: { tags, summary: 'The carry-over rule: a cap in days and the day (MM-DD) of the next year carried days expire after', response: { 200: Settings } },
  }, async () => {
    const rule = await carryOverRule(ctx.db);
    return { carryOverCap: rule.capDays, carryOverExpiresOn: rule.expiresOn };
  });

  app.put('/absence-settings', {
    config: { access: { resource: 'ABSENCE_TYPES', action: 'WRITE' } },
    schema: { tags, body: Settings, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    const { carryOverCap, carryOverExpiresOn } = request.body;
    // a day of a leap year (29/02 allowed), which Date would roll over (30/02 → 01/03) rather than refuse
    if (carryOverExpiresOn && new Date(`2024-${carryOverExpiresOn}T00:00:00Z`).toISOString().slice(5, 10) !== carryOverExpiresOn) {
      throw fieldError('carryOverExpiresOn', 'is not a day of the year');
    }
    await setCarryOverRule(ctx.db, { capDays: carryOverCap, expiresOn: carryOverExpiresOn });
    return noContent(reply);
  });
}
