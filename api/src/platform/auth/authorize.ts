import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scopeFor, type Action, type ModuleCode, type Resource, type Scope } from '../../../../domain/index.ts';
import type { Database } from '../db/database.ts';
import { ApiError, forbidden, unauthorized } from '../errors.ts';
import { ACCOUNT_REFUSALS, loadPrincipal, type Principal } from './principal.ts';
import type { TokenService } from './tokens.ts';

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
  interface FastifyRequest {
    principal: Principal | null;
    scope: Scope | null;
  }
}

const UNGUARDED = /^\/api\/(docs|openapi\.json)/;

export function registerAuthorization(app: FastifyInstance, db: Database, tokens: TokenService): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('scope', null);

  app.addHook('onRoute', (route) => {
    if (UNGUARDED.test(route.url) || route.method === 'HEAD') return;
    if (!route.config?.access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const principal = await authenticate(request, db, tokens);
    request.principal = principal;
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

async function authenticate(request: FastifyRequest, db: Database, tokens: TokenService): Promise<Principal> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match) throw unauthorized();
  const claims = await tokens.verify(match[1]);
  const principal = await loadPrincipal(db, Number(claims.sub));
  if (!principal) throw unauthorized('The account no longer exists', 'TOKEN_INVALID');
  if (principal.sessionVersion !== claims.sv) throw unauthorized('Your session has ended; please sign in again', 'TOKEN_REVOKED');
  if (principal.state !== 'OK') {
    const [code, message] = ACCOUNT_REFUSALS[principal.state];
    throw unauthorized(message, code);
  }
  return principal;
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
