import type { Database } from '../platform/db/database.ts';
import { drainWorkdayQueue, type PendingChange } from './recompute.service.ts';

/**
 * Recomputes queued employee-days soon after they are queued, in batches: `kick()` after a change starts a drain a
 * few milliseconds later unless one is due or runs (then it runs once more after), so a burst of clocks is recomputed in a few set-based batches
 * instead of one recompute per clock. The queue is a table, so any replica drains it (FOR UPDATE SKIP LOCKED); the
 * `attendance.drain` job (attendance.jobs.ts) picks up every minute what no process drained (one crashed or stopped).
 */
export interface WorkdayDrainer {
  kick(): void;
  /** resolves when no drain is running (tests, shutdown) */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** A batch this large means clocks are arriving in a burst. */
const BUSY_BATCH = 40;

export function createWorkdayDrainer(db: Database, now: () => Date, onError: (err: unknown) => void, options: { gatherMs?: number; busyGatherMs?: number; onPending?: (people: PendingChange[]) => void } = {}): WorkdayDrainer {
  const { gatherMs = 25, busyGatherMs = 500, onPending } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let busy = false;
  const run = async () => {
    // A short wait gathers the clocks of a burst into one batch; under load (the last batch was large) a longer one,
    // so a shift change is recomputed in a few large batches rather than many small ones competing with the clocks.
    // Readers never wait for it: they recompute what is still queued.
    await new Promise((r) => setTimeout(r, busy ? busyGatherMs : gatherMs));
    do {
      again = false;
      try {
        let taken: number;
        do {
          taken = stopped ? 0 : await drainWorkdayQueue(db, now(), 1000, onPending);
          busy = taken >= BUSY_BATCH;
        } while (taken >= 1000);
      } catch (err) {
        if (!stopped) onError(err);
      }
      if (again && !stopped) await new Promise((r) => setTimeout(r, busy ? busyGatherMs : gatherMs));
    } while (again && !stopped);
    running = null;
  };
  const kick = () => {
    if (stopped) return;
    if (running) again = true;
    else running = run();
  };
  return {
    kick,
    idle: async () => { while (running) await running; },
    stop: async () => {
      stopped = true;
      while (running) await running;
    },
  };
}
