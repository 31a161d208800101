import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { apiHost, besideGatewayEnv } from '../../../api/src/platform/listen.ts';
import { loadConfig } from '../../../api/src/platform/config.ts';

const apps: TestApp[] = [];
after(async () => { await Promise.all(apps.map((a) => a.close())); });

async function app(trustedProxies: string[]) {
  const a = await startTestApp({ loginRateLimit: { max: 3, windowMs: 60_000 }, trustedProxies });
  apps.push(a);
  return a;
}

const attempt = (a: TestApp, remoteAddress: string, forwardedFor?: string) => a.request({
  method: 'POST', url: '/api/login', remoteAddress,
  headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  payload: { username: 'nobody@test.test', password: 'Wrong#2026' },
});

describe('the per-client sign-in limit', () => {
  test('cannot be bypassed by rotating X-Forwarded-For when no proxy is trusted (the default)', async () => {
    const a = await app([]);
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await attempt(a, '203.0.113.7', `198.51.100.${i + 1}`)).statusCode);
    assert.deepEqual(statuses.slice(0, 3), [401, 401, 401]);
    assert.equal(statuses.filter((s) => s === 429).length, 32, `only 3 of 35 evaluated: ${statuses.join(',')}`);
  });

  test('counts the forwarded client when the request comes from a trusted proxy', async () => {
    const a = await app(['127.0.0.1']);
    for (let i = 0; i < 3; i++) assert.equal((await attempt(a, '127.0.0.1', '198.51.100.1')).statusCode, 401);
    assert.equal((await attempt(a, '127.0.0.1', '198.51.100.1')).statusCode, 429, 'the forwarded client is limited');
    assert.equal((await attempt(a, '127.0.0.1', '198.51.100.2')).statusCode, 401, 'another client behind the proxy is not');
  });

  test('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const a = await app(['127.0.0.1']);
    for (let i = 0; i < 3; i++) assert.equal((await attempt(a, '203.0.113.9', `198.51.100.${i + 10}`)).statusCode, 401);
    assert.equal((await attempt(a, '203.0.113.9', '198.51.100.99')).statusCode, 429);
  });
});

describe('where the API listens and whom it trusts', () => {
  test('beside its gateway (npm start) it listens on loopback and trusts only loopback by default', () => {
    assert.equal(apiHost({}, true), '127.0.0.1');
    assert.deepEqual(loadConfig(besideGatewayEnv({})).trustedProxies, ['loopback']);
  });
  test('alone it listens on every interface and trusts no proxy by default', () => {
    assert.equal(apiHost({}, false), '0.0.0.0');
    assert.deepEqual(loadConfig({}).trustedProxies, []);
  });
  test('API_HOST and TRUSTED_PROXIES override both', () => {
    assert.equal(apiHost({ API_HOST: '10.1.2.3' }, true), '10.1.2.3');
    assert.deepEqual(loadConfig(besideGatewayEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.5' })).trustedProxies, ['10.0.0.0/8', '192.168.1.5']);
  });
});
