import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { silentLogger } from '../../gateway/src/platform/logger.ts';
import { RestClient, RestTransport } from '../../gateway/src/platform/rest-client.ts';
import type { PathNamed } from '../../gateway/src/platform/rest-contract.ts';

/**
 * Never run, only compiled: `npx tsc` fails when the typed client stops refusing what the API's contract
 * (gateway/src/generated/rest-api.ts) does not have. Each line below must stay an error.
 */
export function refusedByTheContract(rest: RestClient, id: number): void {
  // @ts-expect-error a path the API does not have
  void rest.getOne(`/employeez/${id}`);
  // @ts-expect-error a field the API's employee does not have
  void rest.getOne(`/employees/${id}`).then((e) => e?.hasPhoto);
  // @ts-expect-error a body field the API does not take
  void rest.send('PUT', `/contract-types/${id}`, { title: 'Fixed term' });
  // @ts-expect-error a query parameter the list does not take
  void rest.getPage('/employees', { department: id });
  // @ts-expect-error a single lookup is not a list
  void rest.getPage(`/employees/${id}`);
  // @ts-expect-error a method the path does not answer
  void rest.send('DELETE', '/company');
}

// A concrete path names its template; a literal path that is a template itself stays itself.
const named: [PathNamed<`/employees/${number}`, 'get'>, PathNamed<'/employees/count-active', 'get'>] = ['/employees/{id}', '/employees/count-active'];

let server: Server;
let seen: { method?: string; url?: string; body: string }[] = [];
let rest: RestClient;
let transport: RestTransport;

before(async () => {
  server = createServer(async (req: IncomingMessage, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    seen.push({ method: req.method, url: req.url, body });
    res.writeHead(req.method === 'GET' ? 200 : 204, { 'content-type': 'application/json' }).end(req.method === 'GET' ? '{"count":3}' : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  transport = new RestTransport({ restApiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, logger: silentLogger });
  rest = new RestClient(transport, { token: null, requestId: 'contract' });
});
after(async () => {
  await transport.close();
  server.close();
});

describe('the typed REST client', () => {
  test('calls the concrete path it is given, under the base path, with the query it types', async () => {
    seen = [];
    assert.deepEqual(named, ['/employees/{id}', '/employees/count-active']);
    assert.deepEqual(await rest.getOne('/departments/4/count-active'), { count: 3 });
    await rest.send('PUT', '/holidaypolicy/1', undefined, { isActive: false });
    await rest.send('PUT', '/contract-types/2', { name: 'Fixed term', endNoticeDays: null });
    assert.deepEqual(seen, [
      { method: 'GET', url: '/api/departments/4/count-active', body: '' },
      { method: 'PUT', url: '/api/holidaypolicy/1?isActive=false', body: '' },
      { method: 'PUT', url: '/api/contract-types/2', body: '{"name":"Fixed term","endNoticeDays":null}' },
    ]);
    assert.deepEqual(rest.calls.map((c) => c.path), ['/departments/4/count-active', '/holidaypolicy/1?isActive=false', '/contract-types/2']);
  });
});
