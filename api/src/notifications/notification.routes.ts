import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorLanguageOf } from '../../../domain/error-codes.ts';
import { NOTIFICATION_TYPES } from '../../../domain/notifications.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { notFound } from '../platform/errors.ts';
import { CountDto, IdParams, noContent } from '../platform/http.ts';
import { Id } from '../platform/input-types.ts';
import { pageOf, PageQueryProperties, paging, parseIds, sendPage } from '../platform/paging.ts';
import { NotificationDto, NotificationPreferenceDto, NotificationTypeSchema, toNotificationDto } from './notification.dto.ts';
import { countUnread, findOwnNotification, inboxPage, markRead, preferencesOf, setPreference } from './notification.repository.ts';

const InboxQuery = Type.Object({
  page: PageQueryProperties.page, size: PageQueryProperties.size, ids: PageQueryProperties.ids,
  unreadOnly: Type.Optional(Type.Boolean({ default: false, description: 'only those not read yet' })),
}, { additionalProperties: false });

/** Every signed-in account has its own inbox, READ_ONLY included: reading it and marking it read change no company data. */
const own = { authenticated: true } as const;
const languageOf = (request: FastifyRequest) => errorLanguageOf(request.headers['accept-language']);

/** The signed-in account's notifications (the bell) and how it wants each type delivered (issue #17). */
export async function notificationRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['notifications'];

  app.get('/notifications', {
    config: { access: own },
    schema: {
      tags, summary: 'Your notifications, newest first, title and body in the Accept-Language; unreadOnly=true keeps the unread; ids= reads those of yours',
      querystring: InboxQuery, response: { 200: pageOf(NotificationDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const { size, offset } = paging(request.query);
    const { rows, total } = await inboxPage(ctx.db, principalOf(request).accountId,
      { unreadOnly: request.query.unreadOnly, ids: parseIds(request.query.ids) }, size, offset);
    const language = languageOf(request);
    return sendPage(reply, rows.map((r) => toNotificationDto(r, language)), total, request.query);
  });

  app.get('/notifications/count', {
    config: { access: own },
    schema: { tags, summary: 'How many of your notifications are unread (the bell\'s badge)', response: { 200: CountDto } },
  }, async (request) => ({ count: await countUnread(ctx.db, principalOf(request).accountId) }));

  app.get('/notifications/:id', {
    config: { access: own },
    schema: { tags, summary: 'One of your notifications (another account\'s is 404)', params: IdParams, response: { 200: NotificationDto } },
  }, async (request) => {
    const row = await findOwnNotification(ctx.db, principalOf(request).accountId, request.params.id);
    if (!row) throw notFound('Notification');
    return toNotificationDto(row, languageOf(request));
  });

  app.post('/notifications/read', {
    config: { access: own },
    schema: {
      tags, summary: 'Marks your notifications of ids read (all of yours when ids is left out); ids that are not yours change nothing',
      body: Type.Object({ ids: Type.Optional(Type.Array(Id, { maxItems: 1000 })) }, { additionalProperties: false }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    await markRead(ctx.db, principalOf(request).accountId, request.body?.ids, ctx.now());
    return noContent(reply);
  });

  app.get('/notification-preferences', {
    config: { access: own },
    schema: {
      tags, summary: 'For each of the 8 types, whether it also comes to you by mail (in the app always; mail off unless chosen)',
      response: { 200: Type.Array(NotificationPreferenceDto) },
    },
  }, async (request) => {
    const stored = new Map((await preferencesOf(ctx.db, principalOf(request).accountId)).map((p) => [p.type, p.mail]));
    return NOTIFICATION_TYPES.map((type) => ({ type, mail: stored.get(type) ?? false }));
  });

  app.put('/notification-preferences', {
    config: { access: own },
    schema: {
      tags, summary: 'Sets whether a type also comes to you by mail',
      body: Type.Object({ type: NotificationTypeSchema, mail: Type.Boolean() }, { additionalProperties: false }),
      response: { 204: Type.Null() },
    },
  }, async (request, reply) => {
    await setPreference(ctx.db, principalOf(request).accountId, request.body.type, request.body.mail);
    return noContent(reply);
  });
}
