const KEY = 'pontual.locked';
const listeners = new Set<() => void>();

/** Whether the lock screen covers the app; kept per tab so a reload stays locked. */
export const lockState = {
  isLocked: (): boolean => sessionStorage.getItem(KEY) === 'true',
  lock(): void {
    sessionStorage.setItem(KEY, 'true');
    listeners.forEach((l) => l());
  },
  unlock(): void {
    sessionStorage.removeItem(KEY);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
