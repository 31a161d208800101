import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { silentLogger } from '../../gateway/src/platform/logger.ts';
import type { RestCall } from '../../gateway/src/platform/rest-client.ts';
import { createGateway, type Gateway } from '../../gateway/src/yoga.ts';

export interface GqlResult {
  data?: Record<string, any> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, any> }[];
}

export interface Harness {
  api: TestApp;
  gateway: Gateway;
  /** every REST call the gateway made, in order */
  calls: RestCall[];
  gql(query: string, options?: { token?: string; variables?: Record<string, unknown>; headers?: Record<string, string> }): Promise<GqlResult>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/** The real API on a fresh database, listening on a free port, with the gateway in front of it in-process. */
export async function startHarness(): Promise<Harness> {
  const api = await startTestApp();
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = api.app.server.address() as AddressInfo;
  const calls: RestCall[] = [];
  const gateway = createGateway({ restApiUrl: `http://127.0.0.1:${port}/api`, logger: silentLogger, onRestCall: (c) => calls.push(c) });
  const fetch = (path: string, init?: RequestInit) => Promise.resolve(gateway.yoga.fetch(new Request(`http://gateway.test${path}`, init)));
  return {
    api, gateway, calls, fetch,
    async gql(query, { token, variables, headers } = {}) {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as GqlResult;
    },
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}

/** REST paths called since `from`, without the query string. */
export const pathsSince = (h: Harness, from: number) => h.calls.slice(from).map((c) => `${c.method} ${c.path.split('?')[0]}`);
