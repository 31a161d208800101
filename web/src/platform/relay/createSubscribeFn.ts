import { Observable, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import type { Client, ClientOptions } from 'graphql-sse';

export interface SubscribeFnOptions {
  endpoint?: string;
  getToken: () => string | null;
  getLanguage?: () => string | undefined;
  /** tests give their own client */
  createClient?: (options: ClientOptions) => Client;
}

/** Waits before the nth reconnection: 1 s, 2 s, 4 s… up to 30 s, plus up to a second of jitter so a room of wall-boards does not reconnect in step. */
export function backoffMs(retries: number, random = Math.random): number {
  return Math.min(30_000, 1000 * 2 ** retries) + Math.floor(random() * 1000);
}

/**
 * Relay's subscribe function: GraphQL over server-sent events as graphql-yoga serves it ("distinct connections":
 * one POST with `Accept: text/event-stream` per subscription), the session's bearer token read at every (re)connection,
 * reconnection with backoff after a network failure, the stream closed on unsubscribe. The client library is loaded
 * on the first subscription, so screens without live data do not carry it.
 */
export function createSubscribeFn(options: SubscribeFnOptions): SubscribeFunction {
  const endpoint = options.endpoint ?? '/graphql';
  let client: Promise<Client> | null = null;
  const clientOptions: ClientOptions = {
    url: endpoint,
    singleConnection: false,
    headers: () => {
      const headers: Record<string, string> = { 'x-graphql-csrf': '1' };
      const token = options.getToken();
      if (token) headers.authorization = `Bearer ${token}`;
      const language = options.getLanguage?.();
      if (language) headers['accept-language'] = language;
      return headers;
    },
    // A wall-board runs for days: it keeps trying, ever more slowly, rather than giving up after a few attempts.
    retryAttempts: Number.POSITIVE_INFINITY,
    retry: (retries) => new Promise((resolve) => { setTimeout(resolve, backoffMs(retries)); }),
  };
  const getClient = () => (client ??= options.createClient
    ? Promise.resolve(options.createClient(clientOptions))
    : import('graphql-sse').then((m) => m.createClient(clientOptions)));

  return (request, variables) => Observable.create<GraphQLResponse>((sink) => {
    let dispose: (() => void) | null = null;
    let closed = false;
    getClient().then((c) => {
      if (closed) return;
      dispose = c.subscribe({ query: request.text ?? '', operationName: request.name, variables }, {
        next: (value) => sink.next(value as GraphQLResponse),
        error: (error) => sink.error(error instanceof Error ? error : new Error(errorText(error))),
        complete: () => sink.complete(),
      });
    }, (error: unknown) => sink.error(error as Error));
    return () => { closed = true; dispose?.(); };
  });
}

function errorText(error: unknown): string {
  if (Array.isArray(error)) return error.map((e) => (e as { message?: string }).message ?? String(e)).join('; ');
  return String((error as { message?: unknown })?.message ?? error);
}
