import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notificationTypeId } from '../../../domain/notifications.ts';
import type { AppContext } from '../platform/context.ts';
import { notFound } from '../platform/errors.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { PageQuery, parseIds, sendRows, pageOf } from '../platform/paging.ts';
import { NotificationPolicyDto, NotificationTypeSchema } from './notification.dto.ts';
import { listPolicies, setPolicyEnabled, upsertPolicy } from './notification.repository.ts';

/**
 * Notification policies (extended §3, §7: company/policies): whether each of the 8 types is produced at all. Their ids
 * are the types' numbers, fixed; every signed-in role reads them (POLICIES_READ is reference data), administrators
 * switch them.
 */
export async function notificationPolicyRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['notification policies'];
  const read = { resource: 'POLICIES', action: 'READ', scopes: ['COMPANY'] } as const;
  const write = { resource: 'POLICIES', action: 'WRITE', scopes: ['COMPANY'] } as const;

  app.get('/notification-policies', {
    config: { access: read },
    schema: { tags, summary: 'The 8 notification policies (id = the type\'s number) and whether each type is produced', querystring: PageQuery, response: { 200: pageOf(NotificationPolicyDto), 204: Type.Null() } },
  }, async (request, reply) => {
    const rows = await listPolicies(ctx.db, parseIds(request.query.ids));
    return sendRows(reply, rows, request.query, { id: 'id', type: 'type', enabled: 'enabled' }, 'id');
  });

  app.post('/notification-policies', {
    config: { access: write },
    schema: {
      tags, summary: 'Creates the policy of a type, or restores it: its id is the type\'s number, and it is enabled (201 with it)',
      body: Type.Object({ type: NotificationTypeSchema }, { additionalProperties: false }),
      response: { 201: NotificationPolicyDto },
    },
  }, async (request, reply) => {
    const { type } = request.body;
    const policy = await ctx.db.transaction().execute((trx) => upsertPolicy(trx, notificationTypeId(type), type));
    return reply.status(201).send(policy as never);
  });

  for (const [verb, enabled] of [['enable', true], ['disable', false]] as const) {
    app.post(`/notification-policies/:id/${verb}`, {
      config: { access: write },
      schema: {
        tags, summary: enabled ? 'Enables the type: it is produced again' : 'Disables the type: none is produced until it is enabled (those already stored stay)',
        params: IdParams, response: { 204: Type.Null() },
      },
    }, async (request, reply) => {
      const changed = await ctx.db.transaction().execute((trx) => setPolicyEnabled(trx, request.params.id, enabled));
      if (!changed) throw notFound('Notification policy');
      return noContent(reply);
    });
  }
}
