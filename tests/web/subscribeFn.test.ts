// Issue #17 item 3: live data over server-sent events — the token of the session, backoff, and closing on unsubscribe.
import { describe, expect, test, vi } from 'vitest';
import type { Client, ClientOptions, RequestParams, Sink } from 'graphql-sse';
import type { RequestParameters } from 'relay-runtime';
import { backoffMs, createSubscribeFn } from '../../web/src/platform/relay/createSubscribeFn.ts';

function fakeClient() {
  const seen: { options?: ClientOptions; request?: RequestParams; sink?: Sink; disposed: number } = { disposed: 0 };
  const createClient = (options: ClientOptions): Client => {
    seen.options = options;
    return {
      subscribe: (request: RequestParams, sink: Sink) => { seen.request = request; seen.sink = sink; return () => { seen.disposed++; }; },
      iterate: () => { throw new Error('unused'); },
      dispose: () => {},
    } as unknown as Client;
  };
  return { seen, createClient };
}

const params = { name: 'useNotificationAddedSubscription', text: 'subscription useNotificationAddedSubscription { notificationAdded { id } }', operationKind: 'subscription' } as unknown as RequestParameters;

describe('subscribe function (SSE)', () => {
  test('uses distinct connections with the session token read at each connection, delivers events, closes on unsubscribe', async () => {
    let token = 'first';
    const { seen, createClient } = fakeClient();
    const subscribe = createSubscribeFn({ getToken: () => token, getLanguage: () => 'pt', createClient });
    const next = vi.fn();
    const observable = subscribe(params, { a: 1 }, {}) as unknown as { subscribe: (o: object) => { unsubscribe: () => void } };
    const subscription = observable.subscribe({ next });
    await vi.waitFor(() => expect(seen.sink).toBeTruthy());
    expect(seen.options?.singleConnection).toBe(false);
    expect(seen.options?.url).toBe('/graphql');
    expect(seen.request).toEqual({ query: params.text, operationName: 'useNotificationAddedSubscription', variables: { a: 1 } });
    const headers = seen.options?.headers as () => Record<string, string>;
    expect(headers()).toEqual({ authorization: 'Bearer first', 'accept-language': 'pt', 'x-graphql-csrf': '1' });
    token = 'refreshed';
    expect(headers().authorization).toBe('Bearer refreshed');
    seen.sink?.next({ data: { notificationAdded: { id: 'n1' } } });
    expect(next).toHaveBeenCalledWith({ data: { notificationAdded: { id: 'n1' } } });
    subscription.unsubscribe();
    expect(seen.disposed).toBe(1);
  });

  test('reconnects without giving up, waiting longer each time up to 30 s', () => {
    const { seen, createClient } = fakeClient();
    const subscribe = createSubscribeFn({ getToken: () => null, createClient });
    (subscribe(params, {}, {}) as unknown as { subscribe: (o: object) => unknown }).subscribe({});
    return vi.waitFor(() => {
      expect(seen.options?.retryAttempts).toBe(Number.POSITIVE_INFINITY);
      expect([0, 1, 2, 3, 10].map((n) => backoffMs(n, () => 0))).toEqual([1000, 2000, 4000, 8000, 30_000]);
      expect(backoffMs(0, () => 0.999)).toBeLessThan(2000);
    });
  });
});
