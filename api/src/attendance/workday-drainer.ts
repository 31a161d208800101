import type { Database } from '../platform/db/database.ts';
import { drainWorkdayQueue } from './recompute.service.ts';

/**
 * Recomputes queued employee-days soon after they are queued, in batches: `kick()` after a change starts a drain a
 * few milliseconds later unless one is due or runs (then it runs once more after), so a burst of clocks is recomputed in a few set-based batches
 * instead of one recompute per clock. A slow sweep picks up markers another process left (crashed or stopped). The
 * queue is a table, so any replica drains it (FOR UPDATE SKIP LOCKED).
 */
export interface WorkdayDrainer {
  kick(): void;
  /** resolves when no drain is running (tests, shutdown) */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function createWorkdayDrainer(db: Database, now: () => Date, onError: (err: unknown) => void, options: { sweepMs?: number; gatherMs?: number } = {}): WorkdayDrainer {
  const { sweepMs = 60_000, gatherMs = 25 } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = async () => {
    // a short wait gathers the clocks of a burst into one batch (readers never wait for it: they recompute what is queued)
    await new Promise((r) => setTimeout(r, gatherMs));
    do {
      again = false;
      try {
        while (!stopped && (await drainWorkdayQueue(db, now(), 1000)) > 0) { /* until empty */ }
      } catch (err) {
        if (!stopped) onError(err);
      }
    } while (again && !stopped);
    running = null;
  };
  const kick = () => {
    if (stopped) return;
    if (running) again = true;
    else running = run();
  };
  const timer = setInterval(kick, sweepMs);
  timer.unref();
  return {
    kick,
    idle: async () => { while (running) await running; },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
