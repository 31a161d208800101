import { Repeater } from 'graphql-yoga';
import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import type { LiveEvent } from '../platform/live-stream.ts';
import type { EmployeePresenceDto } from './dashboard.types.ts';
import { idOf } from '../platform/relay.ts';

type Query = Record<string, string | number | undefined>;

/**
 * A subscription fed by the API's live stream, opened with the subscriber's own token (so the API decides what they
 * may see, as for every call). Each event is mapped to the field's payload by reading afresh through the ordinary
 * routes; `null` skips it. The stream closes as soon as the subscriber leaves.
 */
async function follow<T>(ctx: GatewayContext, query: Query, map: (event: LiveEvent) => Promise<T | null>): Promise<AsyncIterable<T>> {
  const abort = new AbortController();
  const events = await ctx.rest.live(query, abort.signal);
  return new Repeater<T>(async (push, stop) => {
    void stop.then(() => abort.abort());
    try {
      for await (const event of events) {
        ctx.rest.forget();
        const value = await map(event);
        if (value !== null) await push(value);
      }
      stop();
    } catch (error) {
      if (!abort.signal.aborted) stop(error);
    }
  });
}

const numberIn = (event: LiveEvent, key: string) => Number(event.data[key]);

export const liveResolvers: Resolvers = {
  Subscription: {
    presenceChanged: {
      subscribe: (_, { departmentId }, ctx) => follow(ctx,
        { topics: 'presence', departmentId: departmentId ? idOf(departmentId, 'Department', ['departmentId']) : undefined },
        // The API sends the person's presence with the event (read once for every subscriber).
        async (event) => {
          const presence = event.data.presence as EmployeePresenceDto | null;
          return presence ? { presenceChanged: { presence } } : null;
        }),
      resolve: (payload: { presenceChanged: { presence: never } }) => payload.presenceChanged,
    },
    pendingCountsChanged: {
      subscribe: (_, __, ctx) => follow(ctx, { topics: 'pending' },
        async () => ({ pendingCountsChanged: { accountId: ctx.access.accountId!, employeeId: ctx.access.employeeId } })),
      resolve: (payload: { pendingCountsChanged: never }) => payload.pendingCountsChanged,
    },
    notificationAdded: {
      subscribe: (_, __, ctx) => follow(ctx, { topics: 'notification' }, async (event) => {
        const notification = await ctx.rest.getOne(`/notifications/${numberIn(event, 'notificationId')}`);
        return notification ? { notificationAdded: notification } : null;
      }),
      resolve: (payload: { notificationAdded: never }) => payload.notificationAdded,
    },
  },
};
