import { useEffect } from 'react';
import { lockState } from './lockState.ts';

/** Locks the screen after this long without keyboard, pointer or touch activity. */
export const IDLE_LOCK_MS = 15 * 60_000;

export function useIdleLock(idleMs: number = IDLE_LOCK_MS): void {
  useEffect(() => {
    let timer = setTimeout(() => lockState.lock(), idleMs);
    const reset = () => {
      clearTimeout(timer);
      timer = setTimeout(() => lockState.lock(), idleMs);
    };
    const events = ['keydown', 'pointerdown', 'touchstart', 'wheel'] as const;
    events.forEach((e) => window.addEventListener(e, reset, { passive: true }));
    return () => {
      clearTimeout(timer);
      events.forEach((e) => window.removeEventListener(e, reset));
    };
  }, [idleMs]);
}
