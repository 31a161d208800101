import { describe, expect, test, vi } from 'vitest';
import type { GraphQLResponse, RequestParameters } from 'relay-runtime';
import { createFetchFn } from '../../web/src/platform/relay/createFetchFn.ts';
import { GraphQLRequestError } from '../../web/src/platform/errors/GraphQLRequestError.ts';

const params = { name: 'AppLayoutQuery', text: 'query AppLayoutQuery { viewer { homePath } }', operationKind: 'query' } as RequestParameters;

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      chunks.forEach((c) => controller.enqueue(encoder.encode(c)));
      controller.close();
    },
  });
}

function collect(fetchImpl: typeof fetch, onUnauthenticated = () => {}) {
  const fn = createFetchFn({ getToken: () => 'tok', onUnauthenticated, fetchImpl });
  const observable = fn(params, {}, {}, null) as unknown as { subscribe: (s: object) => void };
  return new Promise<{ next: GraphQLResponse[]; error?: unknown }>((resolve) => {
    const next: GraphQLResponse[] = [];
    observable.subscribe({ next: (v: GraphQLResponse) => next.push(v), complete: () => resolve({ next }), error: (error: unknown) => resolve({ next, error }) });
  });
}

describe('Relay network layer', () => {
  test('sends the language the app is read in as Accept-Language (exports and API messages follow it), none when unknown', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ data: { viewer: null } }), { headers: { 'content-type': 'application/json' } }));
    for (const [language, expected] of [['pt', 'pt'], [undefined, undefined]] as const) {
      const fn = createFetchFn({ getToken: () => null, onUnauthenticated: () => {}, getLanguage: () => language, fetchImpl: fetchImpl as unknown as typeof fetch });
      await new Promise((resolve) => (fn(params, {}, {}, null) as unknown as { subscribe: (s: object) => void }).subscribe({ complete: resolve, error: resolve }));
      const [, init] = fetchImpl.mock.calls.at(-1) as unknown as [string, RequestInit];
      expect((init.headers as Record<string, string>)['accept-language']).toBe(expected);
    }
  });

  test('multipart/mixed incremental parts arrive flat, one per deferred fragment, even split across chunks', async () => {
    const body = [
      '\r\n---\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{"data":{"viewer":{"homePath":"/"}},"hasNext":true}\r\n---',
      '\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{"incremental":[{"data":{"pendingCounts":{"absenceRequests":2}},"path":["viewer"],"label":"AppLayout$defer$Badges"}],',
      '"hasNext":false}\r\n-----\r\n',
    ];
    const fetchImpl = vi.fn(async () => new Response(streamOf(body), { headers: { 'content-type': 'multipart/mixed; boundary="-"' } }));
    const { next, error } = await collect(fetchImpl as unknown as typeof fetch);
    expect(error).toBeUndefined();
    expect(next).toEqual([
      { data: { viewer: { homePath: '/' } }, errors: undefined, extensions: undefined },
      { data: { pendingCounts: { absenceRequests: 2 } }, path: ['viewer'], label: 'AppLayout$defer$Badges', errors: undefined, extensions: undefined },
    ]);
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).accept).toMatch(/^multipart\/mixed/);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  test('a plain JSON answer passes through', async () => {
    const fetchImpl = async () => Response.json({ data: { viewer: null } });
    const { next } = await collect(fetchImpl as unknown as typeof fetch);
    expect(next).toEqual([{ data: { viewer: null }, errors: undefined, extensions: undefined }]);
  });

  test('UNAUTHENTICATED ends the session and fails the request as a 401', async () => {
    const onUnauthenticated = vi.fn();
    const fetchImpl = async () => Response.json({ data: null, errors: [{ message: 'Sign in', extensions: { code: 'UNAUTHENTICATED' } }] });
    const { error } = await collect(fetchImpl as unknown as typeof fetch, onUnauthenticated);
    expect(onUnauthenticated).toHaveBeenCalledOnce();
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).status).toBe(401);
  });
});
