import type { ClockConfirmation, ClockType } from '../../../domain/clock.rules.ts';

/**
 * Clocks taken without network (issue #13 item 4), kept on the device until the server acknowledges them. Each keeps
 * the clientId it was first tried with, so a clock that did reach the server before the network dropped is answered
 * as a replay, never recorded twice. The store behind it is an interface: IndexedDB in the browser, memory in tests
 * and where IndexedDB is unavailable (the list still lives for the page's lifetime).
 */

export interface QueuedPosition { latitude: number; longitude: number; accuracy: number | null }

export type QueuedStatus =
  /** to be sent */
  | 'WAITING'
  /** the server asks the person to confirm (`reason`, `message`) */
  | 'CONFIRM'
  /** the server refused it (`message`): the person discards it */
  | 'REFUSED';

export interface QueuedClock {
  clientId: string;
  /** the employee (global id) it belongs to: a shared device never sends one person's clock as another's */
  employeeId: string;
  type: ClockType;
  position: QueuedPosition | null;
  /** when it was taken, by the device's clock */
  deviceInstant: string;
  /** the confirmations already given */
  confirm: ClockConfirmation[];
  status: QueuedStatus;
  reason?: ClockConfirmation;
  message?: string;
  code?: string | null;
}

/** Where the queue is kept. */
export interface QueueStore {
  all(): Promise<QueuedClock[]>;
  put(clock: QueuedClock): Promise<void>;
  remove(clientId: string): Promise<void>;
}

/** What the server answered to one queued clock. */
export type SendResult =
  | { kind: 'sent' }
  | { kind: 'confirm'; reason: ClockConfirmation; message: string }
  | { kind: 'refused'; message: string; code: string | null }
  /** no answer (no network): stop, try again later */
  | { kind: 'offline' }
  /** an answer that is no decision (a server fault): keep it waiting, try again later */
  | { kind: 'retry' };

export interface FlushSummary { sent: number; stopped: boolean }

export interface ClockQueue {
  /** Reads the store once (on start); later calls answer at once. */
  ready(): Promise<void>;
  /** The employee's queued clocks, oldest first (a stable array between changes, for useSyncExternalStore). */
  list(employeeId: string): readonly QueuedClock[];
  add(clock: Omit<QueuedClock, 'status'>): Promise<void>;
  /** The person gave the confirmation asked: the clock waits to be sent again with it. */
  confirm(clientId: string): Promise<void>;
  discard(clientId: string): Promise<void>;
  /** Sends the employee's waiting clocks oldest first; one flush at a time (a second call joins the first). */
  flush(employeeId: string, send: (clock: QueuedClock) => Promise<SendResult>): Promise<FlushSummary>;
  subscribe(listener: () => void): () => void;
}

export function createMemoryStore(initial: readonly QueuedClock[] = []): QueueStore {
  const items = new Map(initial.map((c) => [c.clientId, structuredClone(c)]));
  return {
    all: async () => [...items.values()].map((c) => structuredClone(c)),
    put: async (clock) => { items.set(clock.clientId, structuredClone(clock)); },
    remove: async (clientId) => { items.delete(clientId); },
  };
}

const byInstant = (a: QueuedClock, b: QueuedClock) => Date.parse(a.deviceInstant) - Date.parse(b.deviceInstant);

export function createClockQueue(store: QueueStore): ClockQueue {
  const items = new Map<string, QueuedClock>();
  const listeners = new Set<() => void>();
  const lists = new Map<string, readonly QueuedClock[]>();
  const flushing = new Map<string, Promise<FlushSummary>>();
  let loaded: Promise<void> | null = null;

  const changed = () => { lists.clear(); listeners.forEach((l) => l()); };
  // Persisting is best effort: a store that fails (private browsing, quota) still leaves the clock in this page.
  const persist = (clock: QueuedClock) => store.put(clock).catch(() => undefined);
  const set = async (clock: QueuedClock) => { items.set(clock.clientId, clock); changed(); await persist(clock); };

  const queue: ClockQueue = {
    ready() {
      loaded ??= store.all().then((stored) => {
        stored.forEach((c) => { if (!items.has(c.clientId)) items.set(c.clientId, c); });
        changed();
      }, () => undefined);
      return loaded;
    },
    list(employeeId) {
      let list = lists.get(employeeId);
      if (!list) {
        list = [...items.values()].filter((c) => c.employeeId === employeeId).sort(byInstant);
        lists.set(employeeId, list);
      }
      return list;
    },
    add: (clock) => set({ ...clock, status: 'WAITING' }),
    async confirm(clientId) {
      const clock = items.get(clientId);
      if (!clock?.reason) return;
      const { reason, message: _m, code: _c, ...rest } = clock;
      await set({ ...rest, confirm: [...new Set([...clock.confirm, reason])], status: 'WAITING' });
    },
    async discard(clientId) {
      items.delete(clientId);
      changed();
      await store.remove(clientId).catch(() => undefined);
    },
    flush(employeeId, send) {
      const running = flushing.get(employeeId);
      if (running) return running;
      const run = (async (): Promise<FlushSummary> => {
        await queue.ready();
        let sent = 0;
        const tried = new Set<string>();
        // Oldest first; a clock queued or confirmed while this runs is taken too.
        for (;;) {
          const clock = queue.list(employeeId).find((c) => c.status === 'WAITING' && !tried.has(c.clientId));
          if (!clock) break;
          tried.add(clock.clientId);
          const result = await send(clock);
          if (result.kind === 'offline' || result.kind === 'retry') return { sent, stopped: true };
          if (!items.has(clock.clientId)) continue; // discarded while it was being sent
          if (result.kind === 'sent') {
            sent++;
            await queue.discard(clock.clientId);
          } else if (result.kind === 'confirm') {
            await set({ ...clock, status: 'CONFIRM', reason: result.reason, message: result.message });
          } else {
            await set({ ...clock, status: 'REFUSED', message: result.message, code: result.code });
          }
        }
        return { sent, stopped: false };
      })().finally(() => flushing.delete(employeeId));
      flushing.set(employeeId, run);
      return run;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
  return queue;
}
