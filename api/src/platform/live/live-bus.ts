import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * What the live stream (`GET /api/live`) carries. Events name who they concern, never the data itself: each
 * stream decides from its subscriber's scope whether to pass one on, and the client reads what changed through
 * the ordinary, authorised calls.
 */
export type LiveEvent =
  /** a notification was stored for these accounts */
  | { kind: 'notification'; accountIds: number[]; notificationId: number }
  /** a person's clocks changed (recorded, corrected, deleted): their presence may have changed */
  | { kind: 'presence'; employeeId: number; departmentId: number | null }
  /** work to decide changed in a department (a request made or decided, an inconsistency raised or settled) */
  | { kind: 'pending'; employeeId: number; departmentId: number | null };

export interface LiveBus {
  /** Call after the change has committed: a listener may read it at once. */
  publish(event: LiveEvent): void;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'pontual:live';

/** The event of a clock recorded, corrected or deleted. */
export const presenceChanged = (clock: { employeeId: number; departmentId: number | null }): LiveEvent =>
  ({ kind: 'presence', employeeId: clock.employeeId, departmentId: clock.departmentId });

/**
 * In this process by default; through Redis pub/sub when `REDIS_URL` is set, so every replica of the API (and so
 * every gateway in front of any of them) sees every event.
 */
export function createLiveBus(redisUrl?: string, onError: (err: unknown) => void = () => {}): LiveBus {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  if (!redisUrl) {
    return {
      publish: (event) => { local.emit('event', event); },
      subscribe: (listener) => { local.on('event', listener); return () => { local.off('event', listener); }; },
      close: async () => { local.removeAllListeners(); },
    };
  }
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  const sub = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  let subscribed: Promise<unknown> | undefined;
  const ensureSubscribed = () => {
    subscribed ??= sub.subscribe(CHANNEL).catch(onError);
    return subscribed;
  };
  sub.on('message', (_channel: string, message: string) => {
    try { local.emit('event', JSON.parse(message) as LiveEvent); } catch (err) { onError(err); }
  });
  pub.on('error', onError);
  sub.on('error', onError);
  // listening from the start, so a stream opened on this replica misses nothing another published meanwhile
  void ensureSubscribed();
  return {
    publish: (event) => { pub.publish(CHANNEL, JSON.stringify(event)).catch(onError); },
    subscribe: (listener) => {
      local.on('event', listener);
      return () => { local.off('event', listener); };
    },
    close: async () => {
      local.removeAllListeners();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
