import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../../../domain/error-codes.ts';
import { authority, isVendorAuthority } from '../../../../domain/index.ts';
import type { Database } from '../db/database.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { PlatformErrors } from '../platform.errors.ts';
import type { Principal } from './principal.ts';
import type { PrincipalCache } from './principal-cache.ts';

/**
 * API tokens (migration 0024): `pnt_` and 43 characters of base64url (32 random bytes). The prefix tells them from a
 * JWT at a glance; the randomness makes a fast hash (SHA-256) enough to store them, since nobody can guess a
 * 256-bit secret, so the lookup costs no argon2 time.
 */
export const API_TOKEN_PREFIX = 'pnt_';
const API_TOKEN_PATTERN = /^pnt_[A-Za-z0-9_-]{43}$/;
/** How many leading characters of a token lists show (`pnt_` and 8 more): enough to recognise, useless to guess. */
const SHOWN = 12;
/** `last_used_at` and the use log move at most this often per token. */
export const USE_RECORD_INTERVAL_MS = 60_000;

const REVOKED: ErrorCode = 'API_TOKEN_REVOKED';
const EXPIRED: ErrorCode = 'API_TOKEN_EXPIRED';
const ROLE_NOT_ALLOWED: ErrorCode = 'API_TOKEN_ROLE_NOT_ALLOWED';
/** Authorities no token may act with (checked at creation, and again here in case its role was edited since). */
const ADMINISTERING = [authority('ACCOUNTS', 'WRITE'), authority('ROLES', 'WRITE')];
export const administersAccess = (authorities: Iterable<string>) =>
  [...authorities].some((a) => ADMINISTERING.includes(a) || isVendorAuthority(a));

export const isApiToken = (raw: string) => raw.startsWith(API_TOKEN_PREFIX);
export const hashApiToken = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** A new token: the secret (shown once), its prefix and the hash that is stored. */
export function generateApiToken(): { token: string; prefix: string; hash: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, prefix: token.slice(0, SHOWN), hash: hashApiToken(token) };
}

const invalid = () => unauthorized('The token is not valid', PlatformErrors.TOKEN_INVALID);

/**
 * Finds the principal of an API token and records its use. A token's hash → service account never changes, so it is
 * remembered (bounded); whether the token still works (revoked, expired) travels with the principal, which the
 * principal cache drops as soon as a revocation is announced.
 */
export class ApiTokenAuthenticator {
  readonly #accounts = new Map<string, number>();
  readonly #recorded = new Map<number, number>();

  constructor(private readonly db: Database, private readonly now: () => Date, private readonly max = 10_000) {}

  async principal(raw: string, principals: PrincipalCache): Promise<Principal> {
    if (!API_TOKEN_PATTERN.test(raw)) throw invalid();
    const hash = hashApiToken(raw);
    let accountId = this.#accounts.get(hash);
    if (accountId === undefined) {
      const row = await this.db.selectFrom('api_tokens').select('account_id').where('secret_hash', '=', hash).executeTakeFirst();
      if (!row) throw invalid();
      accountId = row.account_id;
      this.#accounts.set(hash, accountId);
      if (this.#accounts.size > this.max) this.#accounts.delete(this.#accounts.keys().next().value!);
    }
    const principal = await principals.get(accountId, null);
    const token = principal?.apiToken;
    if (!principal || !token) throw invalid();
    if (token.revoked) throw unauthorized('This API token has been revoked', REVOKED);
    if (token.expiresAt.getTime() <= this.now().getTime()) throw unauthorized('This API token has expired', EXPIRED);
    if (administersAccess(principal.authorities)) {
      throw forbidden('An API token cannot hold a role that administers accounts, roles or modules', ROLE_NOT_ALLOWED);
    }
    return principal;
  }

  /**
   * Moves `last_used_at` and logs the request in `api_token_uses`, at most once a minute per token: skipped in memory
   * within the minute, and the conditional update keeps replicas from writing the same minute twice. A failure to
   * record is logged, never the caller's problem.
   */
  async recordUse(tokenId: number, request: FastifyRequest): Promise<void> {
    const at = this.now();
    const last = this.#recorded.get(tokenId);
    if (last !== undefined && at.getTime() - last < USE_RECORD_INTERVAL_MS) return;
    this.#recorded.delete(tokenId);
    this.#recorded.set(tokenId, at.getTime());
    if (this.#recorded.size > this.max) this.#recorded.delete(this.#recorded.keys().next().value!);
    try {
      const updated = await this.db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', tokenId)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', new Date(at.getTime() - USE_RECORD_INTERVAL_MS))]))
        .returning('id').executeTakeFirst();
      if (!updated) return;
      await this.db.insertInto('api_token_uses').values({
        token_id: tokenId, used_at: at, method: request.method, route: request.routeOptions.url ?? request.url.split('?')[0], ip: request.ip,
      }).execute();
    } catch (err) {
      request.log.warn({ err, apiTokenId: tokenId }, 'could not record the use of an API token');
    }
  }
}
