import { scopeFor, type Resource, type Scope } from '../../../domain/index.ts';
import type { GatewayContext } from '../context.ts';
import type { PendingCount, Resolvers } from '../generated/resolvers-types.ts';
import { loadAuthorities, loadEnabledModules } from '../platform/access.ts';

interface Count {
  resource: Resource;
  path: '/absence-requests/count' | '/inconsistencies/count' | '/digitalArchive/countPending';
  /** Scopes in which the viewer acts on these items; any other gets no count. */
  scopes: readonly Scope[];
  /** Filters the path takes (`status`, `forDepartmentsIManage`); the documents count takes none. */
  filtered: boolean;
}

const ABSENCE_REQUESTS: Count = {
  resource: 'ABSENCES', path: '/absence-requests/count', filtered: true,
  // An employee's own requests wait for somebody else.
  scopes: ['COMPANY', 'DEPARTMENT'],
};
const INCONSISTENCIES: Count = { resource: 'INCONSISTENCIES', path: '/inconsistencies/count', filtered: true, scopes: ['COMPANY', 'DEPARTMENT', 'OWN'] };
// Documents are approved by HR: there is no department page to send a manager to.
const DOCUMENTS: Count = { resource: 'DOCUMENTS', path: '/digitalArchive/countPending', filtered: false, scopes: ['COMPANY'] };

/**
 * Work waiting for the viewer: counted in the scope where they may act on it (their write permission), so the
 * read-only consultant, who decides nothing, gets no count. No REST call is made for a count that is null.
 */
async function pendingCount(ctx: GatewayContext, count: Count, gate?: (authorities: ReadonlySet<string>) => Promise<boolean>): Promise<PendingCount | null> {
  const authorities = ctx.access.authorities ?? await loadAuthorities(ctx.rest, ctx.access);
  const scope = scopeFor(authorities, count.resource, 'WRITE');
  const readScope = scopeFor(authorities, count.resource, 'READ');
  if (!scope || !readScope || !count.scopes.includes(scope) || (gate && !(await gate(authorities)))) return null;
  // A viewer who reads more widely than they act (a custom role) is counted in the departments they manage.
  const query = count.filtered
    ? { status: 'PENDING' as const, ...(scope === 'DEPARTMENT' && readScope === 'COMPANY' ? { forDepartmentsIManage: true } : {}) }
    : {};
  const answer = await ctx.rest.getOne(count.path, query);
  return answer && { count: answer.count, scope };
}

export const pendingCountResolvers: Resolvers = {
  Viewer: {
    pendingCounts: (viewer) => viewer,
  },
  PendingCounts: {
    absenceRequests: (_, __, ctx) => pendingCount(ctx, ABSENCE_REQUESTS),
    inconsistencies: (_, __, ctx) => pendingCount(ctx, INCONSISTENCIES),
    // The archive's gate, as its page applies it: the module on and the feature permission held.
    documents: (_, __, ctx) => pendingCount(ctx, DOCUMENTS, async (authorities) =>
      authorities.has('FEATURE_DIGITAL_ARCHIVE') && (await loadEnabledModules(ctx.rest)).has('DIGITAL_ARCHIVE')),
  },
};
