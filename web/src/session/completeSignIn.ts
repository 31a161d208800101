import { environmentHolder } from '../platform/relay/environmentHolder.ts';
import { tokenStore, type StoredIdentity } from './tokenStore.ts';

/** Keeps the new session and starts from an empty Relay store, so nothing of a previous user remains. */
export function completeSignIn(token: string, identity: StoredIdentity): void {
  tokenStore.clearAll();
  tokenStore.set(token, identity);
  environmentHolder.reset();
}
