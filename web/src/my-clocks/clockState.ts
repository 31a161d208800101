import type { ClockType } from '../../../domain/clock.rules.ts';
import type { QueuedClock } from './clockQueue.ts';
import { localDateOf, localTimeOf } from './isoWeek.ts';

/** Where the person stands: the latest of the server's last clock and the clocks still waiting on this device. */
export interface ClockState {
  type: ClockType | null;
  /** local date and HH:mm of that clock */
  date: string | null;
  time: string | null;
  /** it is a clock still waiting on this device */
  waiting: boolean;
}

interface LastClock { type: string; instant: string; date: string; time: string }

export function clockState(last: LastClock | null | undefined, queued: readonly QueuedClock[]): ClockState {
  const latestQueued = queued.filter((c) => c.status === 'WAITING').at(-1);
  if (latestQueued && (!last || Date.parse(latestQueued.deviceInstant) >= Date.parse(last.instant))) {
    return { type: latestQueued.type, date: localDateOf(latestQueued.deviceInstant), time: localTimeOf(latestQueued.deviceInstant), waiting: true };
  }
  if (!last) return { type: null, date: null, time: null, waiting: false };
  return { type: last.type === 'IN' ? 'IN' : 'OUT', date: last.date, time: last.time.slice(0, 5), waiting: false };
}
