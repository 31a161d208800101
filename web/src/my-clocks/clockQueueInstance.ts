import { createClockQueue, createMemoryStore, type ClockQueue } from './clockQueue.ts';
import { createIndexedDbStore } from './indexedDbStore.ts';

/** The device's one clock queue, shared by every mount of the screen (IndexedDB where the browser has it). */
export const clockQueue: ClockQueue = createClockQueue(typeof indexedDB === 'undefined' ? createMemoryStore() : createIndexedDbStore());
