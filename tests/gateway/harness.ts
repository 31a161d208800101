import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { createDepartment, makeManagerOf } from '../support/factories.ts';
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

/** A node's global id as the gateway writes it (`Type:id`, base64). */
export const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64');

/** The data of an answer that must carry no error (the errors are the failure's message). */
export function dataOf(res: GqlResult) {
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!;
}

/** Two new departments: a manager of the first, an employee in each (every one able to sign in). */
export async function team(h: Harness) {
  const a = await createDepartment(h.api.db);
  const b = await createDepartment(h.api.db);
  const manager = await h.api.signedIn(['DEPARTMENT_MANAGER'], { departmentId: a.id });
  await makeManagerOf(h.api.db, manager.employeeId!, a.id);
  const worker = await h.api.signedIn(['EMPLOYEE'], { departmentId: a.id });
  const other = await h.api.signedIn(['EMPLOYEE'], { departmentId: b.id });
  return { a, b, manager, worker, other };
}
