import { scopeFor } from '../../../domain/index.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { loadAuthorities } from '../platform/access.ts';
import { orNull } from '../platform/errors.ts';
import { fetchConnection, idOf, toGlobalId } from '../platform/relay.ts';
import type { GatewayContext } from '../context.ts';
import type { DashboardRef, PresenceFilters } from './dashboard.types.ts';

/** The REST query of a dashboard's figures: a department dashboard asks for the departments the viewer manages. */
const scopeQuery = (d: DashboardRef) => (d.forDepartmentsIManage ? { forDepartmentsIManage: true } : {});

/** Whose figures a dashboard shows: the departments managed when asked, else the widest scope the viewer reads clocks in. */
async function dashboardOf(ctx: GatewayContext, scope: 'COMPANY' | 'DEPARTMENT' | 'OWN'): Promise<DashboardRef | null> {
  const { access } = ctx;
  if (!access.accountId) return null;
  const authorities = access.authorities ?? await loadAuthorities(ctx.rest, access);
  const widest = scopeFor(authorities, 'CLOCKS', 'READ');
  if (!widest) return null;
  const department = scope === 'DEPARTMENT';
  return { scope: department ? 'DEPARTMENT' : widest, forDepartmentsIManage: department, accountId: access.accountId, employeeId: access.employeeId };
}

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboard: (_, { scope }, ctx) => dashboardOf(ctx, scope),
    presence: async (_, { departmentId, campaignId, ...args }, { rest }) => {
      const filters: PresenceFilters = {
        ...(departmentId ? { departmentId: idOf(departmentId, 'Department', ['departmentId']) } : {}),
        ...(campaignId ? { campaignId: Number(campaignId) } : {}),
      };
      return { ...(await fetchConnection(rest, '/statistics/employees-presences', args, filters)), filters };
    },
  },
  EmployeePresenceConnection: {
    counts: (c, _, { rest }) => rest.getOne('/statistics/presence-counts', c.filters).then((counts) => counts!),
  },
  EmployeePresence: {
    id: (p) => toGlobalId('EmployeePresence', p.employeeId),
    employee: (p, _, { loaders }) => loaders.employeeById.load(p.employeeId),
    department: (p, _, { loaders }) => (p.departmentId === null ? null : loaders.departmentById.load(p.departmentId)),
    presence: (p) => p.presence,
    lastClockType: (p) => p.lastClockType,
  },
  Dashboard: {
    scope: (d) => d.scope,
    presence: (d, _, { rest }) => rest.getOne('/statistics/presence-counts', scopeQuery(d)),
    today: (d, _, { rest }) => rest.getOne('/statistics/today', scopeQuery(d)),
    pending: (d) => ({ accountId: d.accountId, employeeId: d.employeeId }),
    trend: (d, { days }, { rest }) => rest.getOne('/statistics/attendance-trend', { ...scopeQuery(d), days: days ?? 30 }),
    topInconsistencyTypes: (d, { days, first }, { rest }) =>
      rest.getOne('/statistics/inconsistency-types', { ...scopeQuery(d), days: days ?? 30, size: first ?? 5 }),
  },
  InconsistencyTypeCount: { type: (t) => t.type as never },
  Employee: {
    kpi: (e, _, { rest }) => orNull(() => rest.getOne(`/employees/${e.id}/kpi`)),
  },
};
