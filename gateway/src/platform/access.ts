import { getDirective } from '@graphql-tools/utils';
import { isObjectType, type GraphQLError, type GraphQLSchema } from 'graphql';
import { DEFAULT_ROLE_AUTHORITIES, RESOURCES, isRoleName, scopeFor, type Resource, type Scope } from '../../../domain/index.ts';
import { forbidden, moduleDisabled, unauthenticated } from './errors.ts';
import type { RestClient } from './rest-client.ts';

/** What a field's directives require (schema/base.graphql). */
export interface Requirement {
  roles?: string[];
  authority?: { name: string; scopes?: Scope[] };
  module?: string;
}

/** What the gateway knows of the caller; authorities and modules are loaded only when an operation needs them. */
export interface ViewerAccess {
  signedIn: boolean;
  accountId: number | null;
  employeeId: number | null;
  roles: string[];
  authorities: ReadonlySet<string> | null;
  modules: ReadonlySet<string> | null;
  /** an API token (`pnt_…`): its role is not in the token, so its authorities are always the API's answer */
  apiToken?: boolean;
}

export const ANONYMOUS: ViewerAccess = { signedIn: false, accountId: null, employeeId: null, roles: [], authorities: null, modules: null };

const API_TOKEN_PREFIX = 'pnt_';

interface Claims { sub?: string; employeeId?: number | null; roles?: string[]; exp?: number }

/**
 * Reads the token's claims without verifying it: the API verifies every call. The claims only steer early refusals,
 * so a forged token gains nothing here but an earlier 401 from the API.
 */
export function accessFromToken(token: string | null): ViewerAccess {
  if (!token) return ANONYMOUS;
  // An integrator's API token: opaque, checked by the API on every call like a JWT.
  if (token.startsWith(API_TOKEN_PREFIX)) return { ...ANONYMOUS, signedIn: true, apiToken: true };
  const claims = claimsOf(token);
  if (!claims?.sub || (claims.exp && claims.exp * 1000 < Date.now())) return ANONYMOUS;
  return { ...ANONYMOUS, signedIn: true, accountId: Number(claims.sub), employeeId: claims.employeeId ?? null, roles: claims.roles ?? [] };
}

/** Tokens read lately: a signed-in user sends the same one on every request for a day. */
const claimsByToken = new Map<string, Claims | null>();

function claimsOf(token: string): Claims | null {
  let claims = claimsByToken.get(token);
  if (claims !== undefined) return claims;
  try {
    claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Claims;
    if (typeof claims !== 'object') claims = null;
  } catch {
    claims = null;
  }
  if (claimsByToken.size >= 1000) claimsByToken.clear();
  claimsByToken.set(token, claims);
  return claims;
}

/** "Type.field" → requirement, read once from the schema's directives. */
export function readRequirements(schema: GraphQLSchema): Map<string, Requirement> {
  const out = new Map<string, Requirement>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const auth = getDirective(schema, field, 'auth')?.[0];
      const perm = getDirective(schema, field, 'hasPermission')?.[0];
      const mod = getDirective(schema, field, 'requiresModule')?.[0];
      if (!auth && !perm && !mod) continue;
      out.set(`${type.name}.${field.name}`, {
        ...(auth?.roles ? { roles: auth.roles as string[] } : {}),
        ...(perm ? { authority: { name: perm.authority as string, ...(perm.scopes ? { scopes: perm.scopes as Scope[] } : {}) } } : {}),
        ...(mod ? { module: mod.module as string } : {}),
      });
    }
  }
  return out;
}

const SCOPED = new RegExp(`^(${RESOURCES.join('|')})_(READ|WRITE)$`);

/**
 * Whether the authorities grant what a directive names. `EMPLOYEES_READ` is granted by any scope of it, as the API's
 * route rules do; `scopes` narrows that. Other authorities (features) must be held as such.
 */
export function grants(authorities: ReadonlySet<string>, name: string, scopes?: Scope[]): boolean {
  const match = SCOPED.exec(name);
  if (!match) return authorities.has(name);
  const scope = scopeFor(authorities, match[1] as Resource, match[2] as 'READ' | 'WRITE');
  return scope !== null && (!scopes || scopes.includes(scope));
}

/** `null` when allowed, else the error the field answers with. Fails closed when the needed data was not loaded. */
export function decide(access: ViewerAccess, req: Requirement): GraphQLError | null {
  if (!access.signedIn) return unauthenticated();
  if (req.roles?.length && !req.roles.some((r) => access.roles.includes(r))) return forbidden(`This needs one of the roles ${req.roles.join(', ')}`);
  if (req.module && !access.modules?.has(req.module)) return moduleDisabled(`The ${req.module} module is not enabled for this company`);
  if (req.authority && !(access.authorities && grants(access.authorities, req.authority.name, req.authority.scopes))) {
    return forbidden(`This needs the ${req.authority.name} permission${req.authority.scopes ? ` (${req.authority.scopes.join(', ')} scope)` : ''}`);
  }
  return null;
}

export const MAX_SIZE = 2147483647;

/** The caller's authorities, as the API computes them. */
export async function loadAuthorities(rest: RestClient, access: ViewerAccess): Promise<ReadonlySet<string>> {
  if (access.apiToken) {
    // The API tells any caller its own authorities beside an answer (x-pontual-access); a cheap signed-in read carries it.
    const told = rest.askAccess();
    await rest.getPage('/features', { size: 1 });
    return (await told)?.authorities ?? new Set();
  }
  if (access.employeeId) {
    const page = await rest.getPage(`/permissions/${access.employeeId}/employee`, { size: MAX_SIZE });
    return new Set(page.content.map((p) => p.authority));
  }
  // No employee record, so no per-employee lookup: the matrix defaults of the token's built-in roles.
  return defaultAuthorities(access.roles);
}

/** Per set of roles, made once: `likelyAllowed` asks for them on every guarded field of a page of rows. */
const defaultsByRoles = new Map<string, ReadonlySet<string>>();

function defaultAuthorities(roles: string[]): ReadonlySet<string> {
  const key = roles.join(',');
  let authorities = defaultsByRoles.get(key);
  if (!authorities) {
    authorities = new Set(roles.flatMap((r) => (isRoleName(r) ? DEFAULT_ROLE_AUTHORITIES[r] : [])));
    if (defaultsByRoles.size < 1000) defaultsByRoles.set(key, authorities);
  }
  return authorities;
}

/**
 * Whether the field will most likely be allowed, judged before the caller's authorities and modules have arrived: by
 * the matrix defaults of the token's roles, modules assumed on. Only used to start a read early; the decision itself
 * waits for what was loaded (`decide`).
 */
export function likelyAllowed(access: ViewerAccess, req: Requirement): boolean {
  const authorities = access.authorities ?? defaultAuthorities(access.roles);
  return decide({ ...access, authorities, modules: null }, { ...req, module: undefined }) === null;
}

export async function loadEnabledModules(rest: RestClient): Promise<ReadonlySet<string>> {
  const page = await rest.getPage('/modules', { size: 100 });
  return new Set(page.content.filter((m) => m.enabled).map((m) => m.code));
}
