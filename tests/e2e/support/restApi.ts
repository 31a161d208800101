import assert from 'node:assert/strict';
import { DEMO_PASSWORD } from './signIn.ts';

/**
 * The product's REST API for browser tests that set data up (or check it) beside the screens: a demo account's token,
 * and calls that fail the test on any answer but 2xx. `apiUrl` is read at call time (the product starts in `before`).
 */
export function restApi(apiUrl: () => string) {
  async function apiToken(username: string): Promise<string> {
    const res = await fetch(`${apiUrl()}/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    assert.equal(res.status, 200);
    return ((await res.json()) as { token: string }).token;
  }
  async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${apiUrl()}${path}`, {
      method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
    });
    assert.ok(res.ok, `${method} ${path}: ${res.status} ${await res.clone().text()}`);
    return (res.status === 204 ? null : await res.json()) as T;
  }
  return { apiToken, api };
}
