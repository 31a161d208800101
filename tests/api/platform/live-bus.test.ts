/**
 * The live bus between API replicas (issue #17): with REDIS_URL, an event published by one process reaches the
 * streams of another — so any gateway, in front of any replica, sees every clock. Without Redis it stays in the
 * process. Runs against the local Redis (127.0.0.1:6379, or REDIS_TEST_URL); skipped, saying so, where none answers.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { createLiveBus, type LiveEvent } from '../../../api/src/platform/live/live-bus.ts';

const REDIS = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  probe.on('error', () => {});
  try { await probe.connect(); return (await probe.ping()) === 'PONG'; } catch { return false; } finally { probe.disconnect(); }
}
const available = await redisAnswers();

/** Resolves with the first event `bus` passes on matching `match`, or null after `ms`. */
function next(bus: ReturnType<typeof createLiveBus>, match: (e: LiveEvent) => boolean, ms = 2000): Promise<LiveEvent | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => { stop(); resolve(null); }, ms);
    const stop = bus.subscribe((e) => { if (match(e)) { clearTimeout(timer); stop(); resolve(e); } });
  });
}

test('in one process without Redis: a subscriber gets what is published, and only while subscribed', async () => {
  const bus = createLiveBus();
  const got = next(bus, (e) => e.kind === 'presence' && e.employeeId === 7);
  bus.publish({ kind: 'presence', employeeId: 7, departmentId: 1 });
  assert.deepEqual(await got, { kind: 'presence', employeeId: 7, departmentId: 1 });
  await bus.close();
});

test('through Redis: an event published by one replica reaches a subscriber of another', { skip: available ? false : `no Redis at ${REDIS}` }, async () => {
  const a = createLiveBus(REDIS);
  const b = createLiveBus(REDIS);
  try {
    const id = Math.floor(Math.random() * 1e9);
    const onB = next(b, (e) => e.kind === 'notification' && e.notificationId === id, 3000);
    // a replica subscribes as it starts: give it that moment
    await new Promise((r) => setTimeout(r, 200));
    a.publish({ kind: 'notification', accountIds: [1, 2], notificationId: id });
    assert.deepEqual(await onB, { kind: 'notification', accountIds: [1, 2], notificationId: id });
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});
