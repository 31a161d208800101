import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
// Redis carries the counters when REDIS_URL is set (as in production with replicas); in-process otherwise.
before(async () => { t = await startTestApp({ loginRateLimit: { max: 3, windowMs: 60_000 }, redisUrl: process.env.REDIS_URL }); });
after(async () => { await t.close(); });

test('sign-in calls are limited per client, with a clear 429', async () => {
  // Fresh addresses each run: Redis keeps counters between runs for a minute.
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const [a, b] = [`10.${octet()}.${octet()}.1`, `10.${octet()}.${octet()}.2`];
  const attempt = () => t.request({ method: 'POST', url: '/api/login', payload: { username: `rl-${process.pid}@test.test`, password: 'Nope#2026' }, remoteAddress: a });
  for (let i = 0; i < 3; i++) assert.equal((await attempt()).statusCode, 401);
  const limited = await attempt();
  assert.equal(limited.statusCode, 429);
  assert.equal(limited.json().code, 'RATE_LIMITED');
  const otherClient = await t.request({ method: 'POST', url: '/api/login', payload: { username: 'x@test.test', password: 'Nope#2026' }, remoteAddress: b });
  assert.equal(otherClient.statusCode, 401, 'another client is not limited');
});
