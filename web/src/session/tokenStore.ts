/** The session token, kept in local storage (core §4) so every tab shares it. */
export const TOKEN_KEY = 'pontual.token';
const IDENTITY_KEY = 'pontual.identity';
/** Keys that survive sign-out: device preferences and the kiosk's token (kiosk/kioskDevice.ts), not session data. */
export const PREFERENCE_KEYS = ['pontual.locale', 'pontual.releaseSeen', 'pontual.kiosk'];

export interface StoredIdentity {
  field: 'username' | 'employeeCode';
  value: string;
}

function claimsOf(token: string): { exp?: unknown; sub?: unknown } | null {
  try {
    return JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; sub?: unknown };
  } catch {
    return null;
  }
}

function expiryOf(token: string): number | null {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
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
  /** The account a token was issued to (its `sub`), or null when it cannot be read. */
  accountOf(token: string | null): string | null {
    const sub = token ? claimsOf(token)?.sub : undefined;
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
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
