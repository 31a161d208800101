import type { Database } from '../db/database.ts';
import { loadPrincipal, type Principal } from './principal.ts';

export interface PrincipalCacheOptions {
  /** safety net: an entry is reloaded after this long even if no change was announced */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Entry { principal: Principal; expiresAt: number }

/**
 * Principals by account id, so a request pays for no query to know its caller. Entries are dropped by the change
 * notifications of migration 0008 (an account id, or `*` for everyone) and expire after a short TTL in case one is
 * ever missed. While `trusted()` is false (the listener is disconnected) nothing is served from or kept in the cache.
 */
export class PrincipalCache {
  readonly #entries = new Map<number, Entry>();
  readonly #inFlight = new Map<number, Promise<Principal | null>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** bumped by every invalidation: a load that overlapped one does not store what it read */
  #generation = 0;
  /** queries made, for tests and the bench */
  loads = 0;
  trusted: () => boolean = () => true;

  constructor(private readonly db: Database, options: PrincipalCacheOptions = {}) {
    this.#ttlMs = options.ttlMs ?? 5_000;
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  /**
   * The principal for a token of this session version; reloaded when the cached one carries another version. `null`
   * takes whatever version is current (an API token is not tied to a session).
   */
  async get(accountId: number, sessionVersion: number | null): Promise<Principal | null> {
    if (this.trusted()) {
      const entry = this.#entries.get(accountId);
      if (entry && entry.expiresAt > this.#now() && (sessionVersion === null || entry.principal.sessionVersion === sessionVersion)) return entry.principal;
    }
    // Concurrent misses for one account (a GraphQL operation's parallel calls) share one query.
    let pending = this.#inFlight.get(accountId);
    if (!pending) {
      pending = this.#load(accountId).finally(() => {
        if (this.#inFlight.get(accountId) === pending) this.#inFlight.delete(accountId);
      });
      this.#inFlight.set(accountId, pending);
    }
    const principal = await pending;
    // A token newer than what a shared load read (it began before the session change committed): read again.
    if (principal && sessionVersion !== null && principal.sessionVersion < sessionVersion) return this.#load(accountId);
    return principal;
  }

  /** `*` drops everything; otherwise the account id whose principal changed. */
  invalidate(payload: string): void {
    this.#generation++;
    const accountId = Number(payload);
    if (payload === '*' || !Number.isInteger(accountId)) {
      this.#entries.clear();
      this.#inFlight.clear();
    } else {
      this.#entries.delete(accountId);
      this.#inFlight.delete(accountId);
    }
  }

  get size(): number { return this.#entries.size; }

  async #load(accountId: number): Promise<Principal | null> {
    const generation = this.#generation;
    this.loads++;
    const principal = await loadPrincipal(this.db, accountId);
    if (!principal) return null;
    freeze(principal);
    // What was read may predate a change announced meanwhile: serve it to this request (as an uncached read would
    // have), but do not keep it.
    if (generation === this.#generation && this.trusted()) {
      this.#entries.delete(accountId);
      this.#entries.set(accountId, { principal, expiresAt: this.#now() + this.#ttlMs });
      // Insertion order is load order and every entry lives as long: the first one is the next to expire.
      if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    }
    return principal;
  }
}

/** One principal now serves many requests: none of them may change it. */
function freeze(principal: Principal): void {
  Object.freeze(principal.roles);
  Object.freeze(principal.permissions);
  Object.freeze(principal.managedDepartmentIds);
  if (principal.apiToken) Object.freeze(principal.apiToken);
  Object.freeze(principal);
}
