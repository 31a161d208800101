import { environmentHolder } from '../platform/relay/environmentHolder.ts';
import { tokenStore } from './tokenStore.ts';

/** Logout clears all stored data (core §4) and the Relay store. */
export function signOut(): void {
  tokenStore.clearAll();
  environmentHolder.reset();
  if ('caches' in window) void caches.keys().then((keys) => keys.forEach((k) => void caches.delete(k))).catch(() => {});
}
