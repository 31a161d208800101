import { notificationStore } from './notificationStore.ts';
import type { NotificationType } from './createNotificationStore.ts';

/** `notify('error', text)`; identical messages already on screen are ignored. */
export function useNotify(): (type: NotificationType, message: string) => void {
  return notifyApp;
}

function notifyApp(type: NotificationType, message: string): void {
  notificationStore.notify(type, message);
}
