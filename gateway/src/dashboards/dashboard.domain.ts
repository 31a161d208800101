import { gatewayDomain } from '../platform/domain.ts';
import { dashboardResolvers } from './dashboard.resolvers.ts';
import { liveResolvers } from './live.resolvers.ts';

export const dashboardsDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [dashboardResolvers, liveResolvers],
  mappers: {
    Dashboard: 'dashboard.types.ts#DashboardRef',
    EmployeePresence: 'dashboard.types.ts#EmployeePresenceDto',
    EmployeePresenceConnection: 'dashboard.types.ts#EmployeePresenceConnectionRef',
    EmployeeKpi: 'dashboard.types.ts#EmployeeKpiDto',
    PresenceChange: 'dashboard.types.ts#PresenceChangeRef',
  },
});
