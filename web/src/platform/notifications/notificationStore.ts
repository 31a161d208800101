import { createNotificationStore } from './createNotificationStore.ts';

/** The app's notifications; a module singleton so non-React code (session expiry, loaders) can notify too. */
export const notificationStore = createNotificationStore();
