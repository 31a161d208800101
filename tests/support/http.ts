import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { assertRejected } from './assert-rejected.ts';
import type { TestApp } from './test-app.ts';

/** A page size that lists everything, for `?size=` in list assertions. */
export const ALL = 'size=2147483647';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One API call: the token is sent as a bearer; no token means anonymous. */
export interface ApiCall {
  method: Method;
  url: string;
  token?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** Sends the call to the in-process API and returns its answer (status, headers, body, `json()`). */
export function call(t: TestApp, { method, url, token, payload, headers }: ApiCall): Promise<LightMyRequestResponse> {
  return t.request({ method, url, token, headers, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
}

/** The answer in a failure message: status and the start of the body. */
export const describeAnswer = (res: LightMyRequestResponse, max = 300) => `${res.statusCode} ${res.body.slice(0, max)}`;

/** Fails unless the status is one of `expected`, naming the request and the answer. */
export function expectStatus(res: LightMyRequestResponse, expected: number | readonly number[], context = '') {
  const allowed = typeof expected === 'number' ? [expected] : expected;
  const request = `${res.raw.req.method ?? ''} ${res.raw.req.url ?? ''}`.trim();
  assert.ok(allowed.includes(res.statusCode),
    `${context ? `${context}: ` : ''}${request} expected ${allowed.join('/')}, got ${describeAnswer(res)}`);
  return res;
}

/**
 * Verb shorthands bound to a test app and a default caller, both read at call time (they are set in `before`):
 * `const { get, post, put, del } = http(() => t, () => admin.token);`
 */
export function http(app: () => TestApp, defaultToken: () => string | undefined = () => undefined) {
  const send = (method: Method, url: string, payload?: unknown, token = defaultToken()) => call(app(), { method, url, token, payload });
  return {
    call: send,
    get: (url: string, token = defaultToken()) => send('GET', url, undefined, token),
    post: (url: string, payload: unknown, token = defaultToken()) => send('POST', url, payload, token),
    put: (url: string, payload: unknown, token = defaultToken()) => send('PUT', url, payload, token),
    del: (url: string, token = defaultToken()) => send('DELETE', url, undefined, token),
    /** The rows of a list (a 204 is an empty list). */
    async list<T>(url: string, token = defaultToken()): Promise<T[]> {
      const res = expectStatus(await send('GET', url, undefined, token), [200, 204], url);
      return res.statusCode === 204 ? [] : res.json().content;
    },
    /** Sends each malformed body: each must be refused naming its field, and `state` must not change. */
    async refuseAll(ctx: { test: (name: string, fn: () => void) => Promise<void> }, method: Method, url: string, cases: RefusalCase[], state: () => Promise<unknown>) {
      for (const c of cases) {
        const before = JSON.stringify(await state());
        const res = await send(method, c.url ?? url, c.body);
        await ctx.test(`${c.label} → ${c.status ?? 400} naming ${c.field}`, () => assertRejected(res, c.status ?? 400, c.field, c.code));
        assert.equal(JSON.stringify(await state()), before, `${c.label}: something was written`);
      }
    },
  };
}

/** A malformed request and the refusal it must get (400 by default). */
export interface RefusalCase { label: string; body: unknown; field: string; url?: string; status?: number; code?: string }
