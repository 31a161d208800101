/** The session token, kept in local storage (core §4) so every tab shares it. */
const TOKEN_KEY = 'pontual.token';
const IDENTITY_KEY = 'pontual.identity';
/** Keys that survive sign-out: device preferences, not session data. */
export const PREFERENCE_KEYS = ['pontual.locale', 'pontual.releaseSeen'];

export interface StoredIdentity {
  field: 'username' | 'employeeCode';
  value: string;
}

function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null;
  } catch {
    return null;
  }
}

export const tokenStore = {
  get(): string | null {
    return localStorage.getItem(TOKEN_KEY);
  },
  set(token: string, identity?: StoredIdentity): void {
    localStorage.setItem(TOKEN_KEY, token);
    if (identity) localStorage.setItem(IDENTITY_KEY, JSON.stringify(identity));
  },
  identity(): StoredIdentity | null {
    try {
      return JSON.parse(localStorage.getItem(IDENTITY_KEY) ?? 'null') as StoredIdentity | null;
    } catch {
      return null;
    }
  },
  /** Milliseconds since the epoch, or null without a readable token. */
  expiresAt(token: string | null = localStorage.getItem(TOKEN_KEY)): number | null {
    return token ? expiryOf(token) : null;
  },
  /** A session is valid only if a token exists and has not expired (core §4). */
  state(now = Date.now()): 'none' | 'valid' | 'expired' {
    const token = tokenStore.get();
    if (!token) return 'none';
    const expiresAt = expiryOf(token);
    return expiresAt !== null && expiresAt > now ? 'valid' : 'expired';
  },
  /** Sign-out clears all stored data (core §4) but the preferences of the device (language, release news seen). */
  clearAll(): void {
    const kept = PREFERENCE_KEYS.map((k) => [k, localStorage.getItem(k)] as const);
    localStorage.clear();
    sessionStorage.clear();
    for (const [k, v] of kept) if (v !== null) localStorage.setItem(k, v);
  },
};
