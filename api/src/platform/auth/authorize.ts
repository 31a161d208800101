import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scopeFor, type Action, type ModuleCode, type Resource, type Scope } from '../../../../domain/index.ts';
import type { Database } from '../db/database.ts';
import { ApiError, forbidden, unauthorized } from '../errors.ts';
import { PlatformErrors } from '../platform.errors.ts';
import { ApiTokenAuthenticator, isApiToken } from './api-token-auth.ts';
import { ACCOUNT_REFUSALS, employmentEnded, type Principal } from './principal.ts';
import { PrincipalCache } from './principal-cache.ts';
import { listenForPrincipalChanges, type PrincipalListener } from './principal-listener.ts';
import type { TokenClaims, TokenService } from './tokens.ts';

/**
 * What a route requires. Every route declares one in `config.access`; a route without it fails at start.
 * - `public`: anyone;
 * - `authenticated`: any signed-in account;
 * - `resource` + `action`: an authority of the matrix; the widest scope granted is put on `request.scope`
 *   and the handler narrows the data to it (department, own).
 * `module` adds the module gate: 403 MODULE_DISABLED while the company has the module off.
 */
export type Access =
  | { public: true }
  | { authenticated: true; module?: ModuleCode }
  | { resource: Resource; action: Action; module?: ModuleCode; scopes?: readonly Scope[] };

declare module 'fastify' {
  interface FastifyContextConfig { access?: Access }
  interface FastifyInstance {
    /** callers' principals, kept between requests until a change to them is announced (tests read `loads`) */
    principals: PrincipalCache;
  }
  interface FastifyRequest {
    principal: Principal | null;
    scope: Scope | null;
  }
}

const UNGUARDED = /^\/api\/(docs|openapi\.json)/;

export function registerAuthorization(app: FastifyInstance, db: Database, tokens: TokenService, now: () => Date = () => new Date()): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('scope', null);
  const principals = new PrincipalCache(db);
  let listener: PrincipalListener | undefined;
  principals.trusted = () => listener?.connected() ?? false;
  app.decorate('principals', principals);
  app.addHook('onReady', async () => {
    listener = await listenForPrincipalChanges(db, (payload) => principals.invalidate(payload), (m) => app.log.warn(m));
  });
  app.addHook('onClose', async () => { await listener?.close(); });
  const verifyToken = verifiedTokens(tokens);
  const apiTokens = new ApiTokenAuthenticator(db, now);

  app.addHook('onRoute', (route) => {
    if (UNGUARDED.test(route.url) || route.method === 'HEAD') return;
    if (!route.config?.access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const principal = await authenticate(request, principals, verifyToken, apiTokens, now);
    request.principal = principal;
    if (request.headers[ACCESS_ASK_HEADER] !== undefined) tellAccess(reply, principal);
    if (access.module && !principal.enabledModules.has(access.module)) {
      throw new ApiError(403, 'MODULE_DISABLED', `The ${access.module} module is not enabled for this company`);
    }
    if ('resource' in access) {
      const scope = scopeFor(principal.authorities, access.resource, access.action);
      if (!scope || (access.scopes && !access.scopes.includes(scope))) throw forbidden();
      request.scope = scope;
    }
  });
}

/**
 * A caller that sends `x-pontual-access` (the gateway, on the first call of an operation) gets its own authorities and
 * enabled modules back in two headers on whatever route it called, so the gateway's directives need no call of their
 * own. Nothing a caller cannot read anyway: `GET /permissions/{own employee}/employee` and `GET /modules` list the same.
 */
export const ACCESS_ASK_HEADER = 'x-pontual-access';
function tellAccess(reply: FastifyReply, principal: Principal): void {
  reply.header('x-pontual-authorities', [...principal.authorities].join(','));
  reply.header('x-pontual-modules', [...principal.enabledModules].join(','));
}

type Verify = (token: string) => Promise<TokenClaims & { exp: number }>;

/**
 * Token verification, remembered per token until it expires (bounded): a signature checked once stays valid, and a
 * revoked session is refused by its session version, which the principal carries.
 */
function verifiedTokens(tokens: TokenService, max = 10_000): Verify {
  const verified = new Map<string, TokenClaims & { exp: number }>();
  return async (token) => {
    const known = verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    verified.delete(token);
    const claims = await tokens.verify(token);
    verified.set(token, claims);
    if (verified.size > max) verified.delete(verified.keys().next().value!);
    return claims;
  };
}

async function authenticate(request: FastifyRequest, principals: PrincipalCache, verify: Verify, apiTokens: ApiTokenAuthenticator,
  now: () => Date): Promise<Principal> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw unauthorized();
  if (isApiToken(match[1])) {
    // An integrator's token (migration 0024): its service account, refused at once when revoked or expired.
    const principal = await apiTokens.principal(match[1], principals);
    assertUsable(principal, now);
    await apiTokens.recordUse(principal.apiToken!.id, request);
    return principal;
  }
  const claims = await verify(match[1]);
  const principal = await principals.get(Number(claims.sub), claims.sv);
  if (!principal) throw unauthorized('The account no longer exists', 'TOKEN_INVALID');
  // A service account acts through its API token only, whatever password an administrator may have given it.
  if (principal.apiToken) throw unauthorized('The token is not valid', PlatformErrors.TOKEN_INVALID);
  if (principal.sessionVersion !== claims.sv) throw unauthorized('Your session has ended; please sign in again', 'TOKEN_REVOKED');
  assertUsable(principal, now);
  return principal;
}

function assertUsable(principal: Principal, now: () => Date): void {
  // The state was judged when the principal was read; the end of employment is judged on every request, so a
  // leaver's open sessions end the day after their end date without any change to announce.
  const state = principal.state === 'OK' && employmentEnded(principal.employmentEndDate, now()) ? 'EMPLOYMENT_ENDED' : principal.state;
  if (state !== 'OK') {
    const [code, message] = ACCOUNT_REFUSALS[state];
    throw unauthorized(message, code);
  }
}

/** The caller, on a route that requires one. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** For OWN-scoped access: the target must be the caller's own account. */
export function assertOwnAccount(request: FastifyRequest, accountId: number): void {
  if (request.scope === 'COMPANY') return;
  if (principalOf(request).accountId !== accountId) throw forbidden();
}

/** For OWN-scoped access: the target must be the caller's own employee record. */
export function assertOwnEmployee(request: FastifyRequest, employeeId: number): void {
  if (request.scope === 'COMPANY') return;
  if (principalOf(request).employeeId !== employeeId) throw forbidden();
}
