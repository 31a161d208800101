import { TOKEN_KEY, tokenStore } from './tokenStore.ts';

/**
 * What another tab did to the shared session, from a `storage` event: signed out (the token or all storage went),
 * signed in (there was no token), or signed in as another account (this tab's screens belong to the previous one).
 * A refreshed token of the same account is no change.
 */
export function sessionChange(event: Pick<StorageEvent, 'key' | 'oldValue' | 'newValue'>): 'signedOut' | 'signedIn' | 'otherAccount' | null {
  if (event.key === null || (event.key === TOKEN_KEY && event.newValue === null)) return 'signedOut';
  if (event.key !== TOKEN_KEY) return null;
  if (event.oldValue === null) return 'signedIn';
  return tokenStore.accountOf(event.newValue) !== tokenStore.accountOf(event.oldValue) ? 'otherAccount' : null;
}
