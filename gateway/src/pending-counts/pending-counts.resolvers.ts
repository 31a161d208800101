import { scopeFor, type Resource, type Scope } from '../../../domain/index.ts';
import type { GatewayContext } from '../context.ts';
import type { PendingCount, Resolvers } from '../generated/resolvers-types.ts';
import { loadAuthorities, loadEnabledModules } from '../platform/access.ts';
import type { Query } from '../platform/rest-client.ts';

interface CountCall { path: string; query?: Query }
type CountUrl = (scope: Scope) => CountCall | null;
const PENDING = { status: 'PENDING' };
const PENDING_IN_MY_DEPARTMENTS = { status: 'PENDING', forDepartmentsIManage: true };

/** Which REST count serves which scope; null where the viewer has nothing to act on. */
const ABSENCE_REQUESTS: CountUrl = (scope) => ({
  COMPANY: { path: '/absence-requests/count', query: PENDING },
  DEPARTMENT: { path: '/absence-requests/count', query: PENDING_IN_MY_DEPARTMENTS },
  // An employee's own requests wait for somebody else: no badge.
  OWN: null,
})[scope];
const INCONSISTENCIES: CountUrl = (scope) => ({
  COMPANY: { path: '/inconsistencies/count', query: PENDING },
  DEPARTMENT: { path: '/inconsistencies/count', query: PENDING_IN_MY_DEPARTMENTS },
  OWN: { path: '/inconsistencies/count', query: PENDING },
})[scope];
// Documents are approved by HR: there is no department page to send a manager to.
const DOCUMENTS: CountUrl = (scope) => (scope === 'COMPANY' ? { path: '/digitalArchive/countPending' } : null);

async function pendingCount(ctx: GatewayContext, resource: Resource, url: CountUrl): Promise<PendingCount | null> {
  const authorities = ctx.access.authorities ?? await loadAuthorities(ctx.rest, ctx.access);
  const scope = scopeFor(authorities, resource, 'READ');
  const call = scope && url(scope);
  if (!scope || !call) return null;
  const answer = await ctx.rest.getOne<{ count: number }>(call.path, call.query);
  return answer && { count: answer.count, scope };
}

export const pendingCountResolvers: Resolvers = {
  Viewer: {
    pendingCounts: (viewer) => viewer,
  },
  PendingCounts: {
    absenceRequests: (_, __, ctx) => pendingCount(ctx, 'ABSENCES', ABSENCE_REQUESTS),
    inconsistencies: (_, __, ctx) => pendingCount(ctx, 'INCONSISTENCIES', INCONSISTENCIES),
    documents: async (_, __, ctx) => {
      const authorities = ctx.access.authorities ?? await loadAuthorities(ctx.rest, ctx.access);
      // The module gate of the archive, as the documents page applies it: module on and the feature permission held.
      if (!authorities.has('FEATURE_DIGITAL_ARCHIVE') || !(await loadEnabledModules(ctx.rest)).has('DIGITAL_ARCHIVE')) return null;
      return pendingCount(ctx, 'DOCUMENTS', DOCUMENTS);
    },
  },
};
