// The offline clock queue (issue #13 item 4): kept until acknowledged, sent oldest first, once, with its clientId;
// refusals and questions stay for the person to decide. The IndexedDB store is replaced by the in-memory one.
import { describe, expect, test } from 'vitest';
import { createClockQueue, createMemoryStore, type QueuedClock, type SendResult } from '../../web/src/my-clocks/clockQueue.ts';

const clock = (clientId: string, deviceInstant: string, over: Partial<QueuedClock> = {}): Omit<QueuedClock, 'status'> => ({
  clientId, employeeId: 'e-1', type: 'IN', position: { latitude: 38.7205, longitude: -9.1456, accuracy: 12 }, deviceInstant, confirm: [], ...over,
});

/** A fake server answering by clientId, remembering what it was sent. */
function server(answers: Record<string, SendResult> = {}) {
  const sent: QueuedClock[] = [];
  return {
    sent,
    send: async (c: QueuedClock): Promise<SendResult> => { sent.push(c); return answers[c.clientId] ?? { kind: 'sent' }; },
  };
}

describe('the offline clock queue', () => {
  test('keeps clocks in its store, so a reload finds them, oldest first', async () => {
    const store = createMemoryStore();
    const first = createClockQueue(store);
    await first.add(clock('b', '2026-07-06T12:00:00Z'));
    await first.add(clock('a', '2026-07-06T09:00:00Z'));
    const reloaded = createClockQueue(store);
    await reloaded.ready();
    expect(reloaded.list('e-1').map((c) => [c.clientId, c.status])).toEqual([['a', 'WAITING'], ['b', 'WAITING']]);
  });

  test('sends oldest first with the same clientId and removes what the server acknowledged, replays included', async () => {
    const store = createMemoryStore();
    const queue = createClockQueue(store);
    await queue.add(clock('late', '2026-07-06T17:00:00Z', { type: 'OUT' }));
    await queue.add(clock('early', '2026-07-06T09:00:00Z'));
    const fake = server();
    expect(await queue.flush('e-1', fake.send)).toEqual({ sent: 2, stopped: false });
    expect(fake.sent.map((c) => c.clientId)).toEqual(['early', 'late']);
    expect(queue.list('e-1')).toEqual([]);
    expect(await store.all()).toEqual([]);
  });

  test('without network it stops and keeps everything for the next try', async () => {
    const queue = createClockQueue(createMemoryStore());
    await queue.add(clock('a', '2026-07-06T09:00:00Z'));
    await queue.add(clock('b', '2026-07-06T10:00:00Z'));
    const fake = server({ a: { kind: 'offline' } });
    expect(await queue.flush('e-1', fake.send)).toEqual({ sent: 0, stopped: true });
    expect(fake.sent).toHaveLength(1);
    expect(queue.list('e-1').map((c) => c.status)).toEqual(['WAITING', 'WAITING']);
  });

  test('two flushes at once send each clock once', async () => {
    const queue = createClockQueue(createMemoryStore());
    await queue.add(clock('a', '2026-07-06T09:00:00Z'));
    const fake = server();
    await Promise.all([queue.flush('e-1', fake.send), queue.flush('e-1', fake.send)]);
    expect(fake.sent.map((c) => c.clientId)).toEqual(['a']);
  });

  test('a refusal stays with its message until discarded; a question waits for the confirmation, then is sent with it', async () => {
    const store = createMemoryStore();
    const queue = createClockQueue(store);
    await queue.add(clock('far', '2026-07-06T09:00:00Z'));
    await queue.add(clock('mid', '2026-07-06T15:00:00Z', { type: 'OUT' }));
    await queue.flush('e-1', server({
      far: { kind: 'refused', message: 'You are 900 m from Lisbon HQ, outside its 150 m area', code: 'OUTSIDE_GEOFENCE' },
      mid: { kind: 'confirm', reason: 'DURING_SHIFT', message: 'Your expected work lasts until 18:00; confirm to clock out now' },
    }).send);
    expect(queue.list('e-1').map((c) => [c.clientId, c.status, c.message])).toEqual([
      ['far', 'REFUSED', 'You are 900 m from Lisbon HQ, outside its 150 m area'],
      ['mid', 'CONFIRM', 'Your expected work lasts until 18:00; confirm to clock out now'],
    ]);
    // a refused clock is never sent again by itself
    const again = server();
    await queue.flush('e-1', again.send);
    expect(again.sent).toEqual([]);

    await queue.confirm('mid');
    await queue.flush('e-1', again.send);
    expect(again.sent.map((c) => [c.clientId, c.confirm])).toEqual([['mid', ['DURING_SHIFT']]]);
    await queue.discard('far');
    expect(queue.list('e-1')).toEqual([]);
    expect(await store.all()).toEqual([]);
  });

  test('sends only the signed-in employee\'s clocks: a shared device never records one person\'s clock as another\'s', async () => {
    const queue = createClockQueue(createMemoryStore());
    await queue.add(clock('mine', '2026-07-06T09:00:00Z'));
    await queue.add(clock('theirs', '2026-07-06T09:05:00Z', { employeeId: 'e-2' }));
    const fake = server();
    await queue.flush('e-1', fake.send);
    expect(fake.sent.map((c) => c.clientId)).toEqual(['mine']);
    expect(queue.list('e-2').map((c) => c.clientId)).toEqual(['theirs']);
  });

  test('a store that fails (private browsing, quota) still keeps the clock for this page', async () => {
    const broken = { all: () => Promise.reject(new Error('no')), put: () => Promise.reject(new Error('no')), remove: () => Promise.reject(new Error('no')) };
    const queue = createClockQueue(broken);
    await queue.add(clock('a', '2026-07-06T09:00:00Z'));
    expect(queue.list('e-1').map((c) => c.clientId)).toEqual(['a']);
    expect(await queue.flush('e-1', server().send)).toEqual({ sent: 1, stopped: false });
  });
});
