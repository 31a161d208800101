import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { FIELD_LIMITS as L } from '../../../domain/index.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { Id } from '../platform/input-types.ts';
import { PageQuery, pageOf, parseIds, sendRows } from '../platform/paging.ts';
import { API_TOKEN_MAX_DAYS, createApiToken, getApiToken, listApiTokens, revokeToken } from './api-token.service.ts';

const Timestamp = Type.String({ format: 'date-time' });
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

const ApiTokenDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  prefix: Type.String({ description: 'the first characters of the token, to recognise it' }),
  roleId: Type.Union([Type.Integer(), Type.Null()]),
  roleName: Nullable(Type.String()),
  accountId: Type.Integer({ description: 'the token\'s service account' }),
  createdById: Type.Union([Type.Integer(), Type.Null()]),
  createdByName: Nullable(Type.String()),
  createdAt: Timestamp,
  expiresAt: Timestamp,
  lastUsedAt: Nullable(Timestamp),
  revokedAt: Nullable(Timestamp),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('EXPIRED'), Type.Literal('REVOKED')]),
});

const CreatedApiTokenDto = Type.Object({
  token: ApiTokenDto,
  secret: Type.String({ description: 'the token itself (`pnt_…`): shown in this answer only, never again' }),
});

const CreateBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: L.roleName, pattern: '\\S' }),
  roleId: Id,
  expiresAt: Type.String({ format: 'date-time', maxLength: 40, description: `required; in the future and at most ${API_TOKEN_MAX_DAYS} days away` }),
}, { additionalProperties: false });

/**
 * API tokens (issue #18 item 4): credentials for integrators, each acting as a service account with one role.
 * Company administrators manage them; a token never manages tokens.
 */
export async function apiTokenRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['api-tokens'];
  const administer = { resource: 'ACCOUNTS', action: 'WRITE', scopes: ['COMPANY'] } as const;

  app.get('/tokens', {
    config: { access: administer },
    schema: { tags, summary: 'API tokens, newest first (never their secrets)', querystring: PageQuery, response: { 200: pageOf(ApiTokenDto), 204: Type.Null() } },
  }, async (request, reply) => {
    const rows = await listApiTokens(ctx.db, principalOf(request), ctx.now(), parseIds(request.query.ids));
    return sendRows(reply, rows, request.query, { id: 'id', name: 'name', createdAt: 'createdAt', expiresAt: 'expiresAt', lastUsedAt: 'lastUsedAt' }, 'createdAt');
  });

  app.get('/tokens/:id', {
    config: { access: administer },
    schema: { tags, params: IdParams, response: { 200: ApiTokenDto } },
  }, async (request) => getApiToken(ctx.db, principalOf(request), request.params.id, ctx.now()));

  app.post('/tokens', {
    config: { access: administer },
    schema: {
      tags, summary: 'Creates a token for a new service account with the role; the answer carries the secret, once',
      body: CreateBody, response: { 201: CreatedApiTokenDto },
    },
  }, async (request, reply) => {
    const caller = principalOf(request);
    const created = await ctx.db.transaction().execute((trx) => createApiToken(trx, caller, request.body, ctx.now()));
    return reply.status(201).header('cache-control', 'no-store').send(created);
  });

  app.delete('/tokens/:id', {
    config: { access: administer },
    schema: { tags, summary: 'Revokes a token: refused from the next request on, on every replica', params: IdParams, response: { 204: Type.Null() } },
  }, async (request, reply) => {
    const caller = principalOf(request);
    await ctx.db.transaction().execute((trx) => revokeToken(trx, caller, request.params.id, ctx.now()));
    return noContent(reply);
  });
}
