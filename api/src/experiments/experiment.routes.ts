import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EXPERIMENT_KEY_MAX, EXPERIMENT_KEY_PATTERN } from '../../../domain/experiments.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { ApiError, subErrorsFromValidation, type SubError } from '../platform/errors.ts';
import { noContent } from '../platform/http.ts';
import { PlatformErrors } from '../platform/platform.errors.ts';
import { listExperiments, setExperiment } from './experiment.service.ts';

const ExperimentDto = Type.Object({
  key: Type.String({ description: 'one of domain/experiments.ts' }),
  enabled: Type.Boolean(),
  inEffect: Type.Boolean({ description: 'whether the product reads this flag today; false for a flag announced ahead of its code' }),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
const KeyParams = Type.Object({
  key: Type.String({ minLength: 1, maxLength: EXPERIMENT_KEY_MAX, description: `two or more lowercase words joined by hyphens (${EXPERIMENT_KEY_PATTERN})` }),
}, { additionalProperties: false });
const KEY_SHAPE = new RegExp(EXPERIMENT_KEY_PATTERN);

/**
 * The key's shape is checked beside the body's validation rather than before it (Fastify stops at the first part that
 * fails), so one answer names every problem: a malformed key and a bad body together.
 */
function assertValidInput(key: string, attached: { validation: unknown; validationContext: string } | undefined) {
  const subErrors: SubError[] = [];
  if (!KEY_SHAPE.test(key) && key.length <= EXPERIMENT_KEY_MAX) subErrors.push({ field: 'key', message: `must match pattern "${EXPERIMENT_KEY_PATTERN}"` });
  if (attached) subErrors.push(...subErrorsFromValidation(attached.validation as Parameters<typeof subErrorsFromValidation>[0], attached.validationContext));
  if (subErrors.length) {
    throw new ApiError(400, PlatformErrors.VALIDATION_FAILED, `Invalid request: ${subErrors.map((e) => `${e.field} ${e.message}`).join('; ')}`, subErrors);
  }
}

export async function experimentRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['experiments'];

  app.get('/experiments', {
    config: { access: { authenticated: true } },
    schema: {
      tags, summary: 'Every feature in preview and whether the company has switched it on (off until switched)',
      response: { 200: Type.Array(ExperimentDto) },
    },
  }, async () => listExperiments(ctx.db));

  app.put('/experiments/:key', {
    config: { access: { resource: 'COMPANY', action: 'WRITE' } },
    attachValidation: true,
    schema: {
      tags, summary: 'Switches a feature in preview on or off for the company (administrators)',
      params: KeyParams, body: Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    assertValidInput(request.params.key, request.validationError);
    const { accountId } = principalOf(request);
    await ctx.db.transaction().execute((trx) => setExperiment(trx, request.params.key, request.body.enabled, { accountId, now: ctx.now() }));
    return noContent(reply);
  });
}
