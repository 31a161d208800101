import { gatewayDomain } from '../platform/domain.ts';
import { notificationLoaders } from './notification.loaders.ts';
import { notificationResolvers } from './notification.resolvers.ts';

export const notificationsDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [notificationResolvers],
  loaders: notificationLoaders,
  mappers: {
    Notification: 'notification.types.ts#NotificationDto',
    NotificationConnection: 'notification.types.ts#NotificationConnectionModel',
    NotificationPolicy: 'notification.types.ts#NotificationPolicyDto',
    NotificationPreference: 'notification.types.ts#NotificationPreferenceDto',
  },
});
