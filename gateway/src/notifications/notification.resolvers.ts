import type { Resolvers } from '../generated/resolvers-types.ts';
import { prime } from '../platform/loaders.ts';
import { mutate } from '../platform/mutation.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';

/** The inbox (the bell), the caller's mail preferences and the company's notification policies (issue #17). */
export const notificationResolvers: Resolvers = {
  Query: {
    notifications: (_, { unreadOnly, first, after }, { rest, loaders }) =>
      fetchConnection(rest, '/notifications', { first, after }, unreadOnly ? { unreadOnly: true } : {}, loaders.notificationById),
    notificationPreferences: async (_, __, { rest }) => (await rest.getOne('/notification-preferences')) ?? [],
    notificationPolicies: async (_, __, { rest, loaders }) => {
      const { content } = await rest.getPage('/notification-policies', { size: 8 });
      prime(loaders.notificationPolicyById, content);
      return content;
    },
  },
  NotificationConnection: {
    unreadCount: async (_, __, { rest }) => (await rest.getOne('/notifications/count'))?.count ?? 0,
  },
  Notification: {
    id: (n) => toGlobalId('Notification', n.id),
    databaseId: (n) => n.id,
  },
  NotificationPolicy: {
    id: (p) => toGlobalId('NotificationPolicy', p.id),
    databaseId: (p) => p.id,
  },
  Mutation: {
    // With ids: those, as they are now; without: all of the caller's, and no list back (it could be long).
    markNotificationsRead: (_, { input }, { rest, loaders }) => mutate(async () => {
      const ids = input.ids?.map((id, i) => idOf(id, 'Notification', ['ids', String(i)]));
      await rest.send('POST', '/notifications/read', ids ? { ids } : {});
      for (const id of ids ?? []) loaders.notificationById.clear(id);
      const [notifications, count] = await Promise.all([
        ids ? Promise.all(ids.map((id) => loaders.notificationById.load(id))) : null,
        rest.getOne('/notifications/count'),
      ]);
      return { notifications: notifications?.filter((n) => n !== null) ?? null, unreadCount: count?.count ?? 0 };
    }),
    setNotificationPolicyEnabled: (_, { input }, { rest, loaders }) => mutate(async () => {
      const id = idOf(input.id, 'NotificationPolicy');
      await rest.send('POST', `/notification-policies/${id}/${input.enabled ? 'enable' : 'disable'}`);
      loaders.notificationPolicyById.clear(id);
      return { notificationPolicy: await loaders.notificationPolicyById.load(id) };
    }),
    setNotificationPreference: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('PUT', '/notification-preferences', { type: input.type, mail: input.mail });
      return { preferences: (await rest.getOne('/notification-preferences')) ?? [] };
    }),
  },
};
