import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import type { QueuedClock, SendResult } from './clockQueue.ts';
import { clockQueue } from './clockQueueInstance.ts';
import type { ClockOutcome } from './commitClock.ts';
import type { OutgoingClock } from './useSendClock.ts';

/** While clocks wait and the browser believes it is online (a flaky network), try again this often. */
const RETRY_MS = 60_000;
/** Refusals that will not change by trying again; anything else (a server fault, a lost session) is retried. */
const FINAL_STATUSES = new Set([400, 403, 404, 409, 422]);

/** A server answer for a queued clock as the queue reads it. */
export function sendResultOf(outcome: ClockOutcome, t: Parameters<typeof userFacingMessages>[1]): SendResult {
  switch (outcome.kind) {
    case 'recorded': return { kind: 'sent' };
    case 'confirm': return { kind: 'confirm', reason: outcome.reason, message: outcome.message };
    case 'refused': return { kind: 'refused', message: outcome.message, code: outcome.code };
    case 'offline': return { kind: 'offline' };
    case 'failed': return outcome.error.kind === 'response' && FINAL_STATUSES.has(outcome.error.status)
      ? { kind: 'refused', message: userFacingMessages(outcome.error, t).join(' '), code: outcome.error.code }
      : { kind: 'retry' };
  }
}

/**
 * The employee's clocks kept on this device, and their sending (issue #13 item 4): on arrival, whenever the browser
 * comes back online, and every minute while some wait. Each is sent with `offline: true`, its device time and the
 * clientId it was taken with; it leaves the queue once the server acknowledges it (recorded, or `replayed`: already
 * there).
 */
export function useOfflineSender(employeeId: string, send: (clock: OutgoingClock, optimistic: boolean) => Promise<ClockOutcome>) {
  const { t } = useTranslation('my-clocks');
  const notify = useNotify();
  const queued = useSyncExternalStore(clockQueue.subscribe, () => clockQueue.list(employeeId));
  const sendRef = useRef(send);
  sendRef.current = send;

  const flush = useCallback(async () => {
    if (!navigator.onLine) return;
    const summary = await clockQueue.flush(employeeId, async (clock: QueuedClock) => sendResultOf(await sendRef.current({
      type: clock.type, clientId: clock.clientId, position: clock.position, confirm: clock.confirm, deviceInstant: clock.deviceInstant,
    }, false), t));
    if (summary.sent) notify('success', t('myClocks.queue.sent', { count: summary.sent }));
  }, [employeeId, notify, t]);

  useEffect(() => {
    void clockQueue.ready().then(flush);
    const onOnline = () => { void flush(); };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  const waiting = queued.some((c) => c.status === 'WAITING');
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => { void flush(); }, RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, flush]);

  return {
    queued,
    flush,
    confirm: async (clock: QueuedClock) => { await clockQueue.confirm(clock.clientId); await flush(); },
    discard: (clock: QueuedClock) => clockQueue.discard(clock.clientId),
    add: (clock: Omit<QueuedClock, 'status'>) => clockQueue.add(clock),
  };
}
