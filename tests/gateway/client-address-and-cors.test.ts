import assert from 'node:assert/strict';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { silentLogger } from '../../gateway/src/platform/logger.ts';
import { createGateway, gatewayConfig, type Gateway } from '../../gateway/src/yoga.ts';

let api: TestApp;
let gateway: Gateway;
let server: Server;
let port: number;

// The product as `npm start` runs it: the API trusts loopback (its gateway), the gateway listens on HTTP.
before(async () => {
  api = await startTestApp({ loginRateLimit: { max: 3, windowMs: 60_000 }, trustedProxies: ['loopback'] });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (api.app.server.address() as AddressInfo).port;
  gateway = createGateway({
    restApiUrl: `http://127.0.0.1:${apiPort}/api`, logger: silentLogger,
    ...gatewayConfig({ CORS_ORIGINS: 'https://payroll.example' }),
  });
  server = createServer(gateway.yoga);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
after(async () => {
  await new Promise((r) => server.close(r));
  await gateway.close();
  await api.close();
});

/** A POST to the gateway from a given loopback address (the whole 127/8 is this machine), as a browser would. */
function post(from: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; json: any }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = httpRequest({
      host: '127.0.0.1', port, path: '/graphql', method: 'POST', localAddress: from,
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    }, (res) => {
      let text = '';
      res.on('data', (c) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, json: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const LOGIN = 'mutation($u: String!) { login(input: { username: $u, password: "Wrong#2026" }) { token userErrors { code message } } }';
const signIn = (from: string) => post(from, { query: LOGIN, variables: { u: 'nobody@test.test' } });

describe('the gateway forwards the browser\'s address to the API', () => {
  test('one client reaching the sign-in limit through GraphQL does not block another client', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await signIn('127.0.0.2');
      assert.equal(res.json.data.login.userErrors[0].code, 'INVALID_CREDENTIALS', JSON.stringify(res.json));
    }
    const limited = await signIn('127.0.0.2');
    assert.equal(limited.json.errors?.[0]?.extensions?.code, 'RATE_LIMITED', JSON.stringify(limited.json));
    const other = await signIn('127.0.0.3');
    assert.equal(other.json.data?.login.userErrors[0].code, 'INVALID_CREDENTIALS', `another client is not limited: ${JSON.stringify(other.json)}`);
  });

  test('a browser cannot choose the forwarded address: its own X-Forwarded-For is not believed by the gateway', async () => {
    for (let i = 0; i < 3; i++) await post('127.0.0.4', { query: LOGIN, variables: { u: 'x@test.test' } }, { 'x-forwarded-for': `198.51.100.${i}` });
    const limited = await post('127.0.0.4', { query: LOGIN, variables: { u: 'x@test.test' } }, { 'x-forwarded-for': '198.51.100.77' });
    assert.equal(limited.json.errors?.[0]?.extensions?.code, 'RATE_LIMITED', JSON.stringify(limited.json));
  });
});

describe('CORS', () => {
  const query = { query: '{ __typename }' };
  test('a foreign origin gets no CORS headers, so a browser keeps the answer from it', async () => {
    const res = await post('127.0.0.5', query, { origin: 'https://evil.example' });
    assert.equal(res.headers['access-control-allow-origin'], undefined);
    assert.equal(res.headers['access-control-allow-credentials'], undefined);
  });
  test('a configured origin (CORS_ORIGINS) is allowed, with its own origin only', async () => {
    const res = await post('127.0.0.5', query, { origin: 'https://payroll.example' });
    assert.equal(res.headers['access-control-allow-origin'], 'https://payroll.example');
    assert.equal(res.headers['access-control-allow-credentials'], 'true');
  });
  test('by default no other origin is allowed at all', async () => {
    const g = createGateway({ restApiUrl: 'http://127.0.0.1:9/api', logger: silentLogger, ...gatewayConfig({}) });
    const res = await g.yoga.fetch(new Request('http://gateway.test/graphql', {
      method: 'POST', headers: { origin: 'https://payroll.example', 'content-type': 'application/json' }, body: JSON.stringify(query),
    }));
    assert.equal(res.headers.get('access-control-allow-origin'), null);
    await g.close();
  });
});
