import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';

/**
 * `notificationById` reads the caller's own notifications by database id (`GET /notifications?ids=`), one call per
 * batch; another account's id is null. The `notificationAdded` subscription resolves its events through it.
 */
export const notificationLoaders = (rest: RestClient) => ({
  notificationById: batchLoader(rest, '/notifications'),
  notificationPolicyById: batchLoader(rest, '/notification-policies'),
});

declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof notificationLoaders> {}
}
