export type NotificationType = 'success' | 'warning' | 'error';

export interface AppNotification {
  id: number;
  type: NotificationType;
  message: string;
}

export interface NotificationStore {
  /** Returns false when an identical message is already on screen (core §8: it is ignored). */
  notify(type: NotificationType, message: string): boolean;
  dismiss(id: number): void;
  list(): readonly AppNotification[];
  subscribe(listener: () => void): () => void;
}

/** How long a notification stays; errors stay until dismissed, since they may need reading twice. */
export const NOTIFICATION_TIMEOUT_MS: Record<NotificationType, number | null> = { success: 5000, warning: 8000, error: null };

export function createNotificationStore(schedule: (fn: () => void, ms: number) => void = (fn, ms) => { setTimeout(fn, ms); }): NotificationStore {
  let items: readonly AppNotification[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const store: NotificationStore = {
    notify(type, message) {
      if (items.some((n) => n.type === type && n.message === message)) return false;
      const id = nextId++;
      items = [...items, { id, type, message }];
      emit();
      const timeout = NOTIFICATION_TIMEOUT_MS[type];
      if (timeout !== null) schedule(() => store.dismiss(id), timeout);
      return true;
    },
    dismiss(id) {
      if (!items.some((n) => n.id === id)) return;
      items = items.filter((n) => n.id !== id);
      emit();
    },
    list: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
