import type { ModuleCode } from '../../../../domain/modules.ts';
import type { RoleName } from '../../../../domain/roles.ts';
import type { AccessRule } from './decideAccess.ts';

export type MenuSection = 'company' | 'department' | 'my' | 'reports' | 'account' | 'none';
/** Screens the shell builds; every other route shows "Under construction" until its issue lands. */
export type ScreenName = 'underConstruction' | 'user' | 'changePassword' | 'version' | 'employees' | 'employeeNew'
  | 'employeeEdit' | 'employeeProfile' | 'departments' | 'contractTypes' | 'holidays' | 'roles' | 'companyData' | 'users';

export interface AppRoute {
  /** Relative to the signed-in layout (`/`). */
  path: string;
  /** i18n key under `features.` naming the screen. */
  feature: string;
  section: MenuSection;
  rule: AccessRule;
  screen?: ScreenName;
}

/** Admin pages: administrators, and the read-only consultant, who reads everything (core §6). */
const COMPANY_ROLES: readonly RoleName[] = ['ADMIN', 'SUPER_ADMIN', 'READ_ONLY'];
const company = (resource: string, module?: ModuleCode): AccessRule => ({ roles: COMPANY_ROLES, anyAuthority: [`${resource}_READ`], module });
const dep = (resource: string, module?: ModuleCode): AccessRule => ({ anyAuthority: [`DEP_${resource}_READ`], module });
const my = (resource: string, module?: ModuleCode): AccessRule => ({ anyAuthority: [`MY_${resource}_READ`], module });
const signedIn: AccessRule = {};
/** Create and edit screens: admins holding the resource's write authority (never the read-only consultant). */
const companyWrite = (resource: string): AccessRule => ({ roles: ['ADMIN', 'SUPER_ADMIN'], anyAuthority: [`${resource}_WRITE`] });
const reports = (opts: { module?: ModuleCode; companyOnly?: boolean } = {}): AccessRule => ({
  // A department manager's _DEPARTMENTS variants map to the base report, except cost centers and schedule maps.
  anyAuthority: opts.companyOnly ? ['REPORTS_READ'] : ['REPORTS_READ', 'DEP_REPORTS_READ'],
  module: opts.module,
});

const r = (path: string, feature: string, section: MenuSection, rule: AccessRule, screen?: ScreenName): AppRoute =>
  ({ path, feature, section, rule, screen });

/** Every route of the core (§2) and extended (§2) specifications, in menu order. */
export const APP_ROUTES: readonly AppRoute[] = [
  r('', 'dashboard', 'company', { roles: ['ADMIN', 'SUPER_ADMIN'] }),
  r('inconsistencies', 'inconsistencies', 'company', company('INCONSISTENCIES')),
  r('absences', 'absences', 'company', company('ABSENCES')),
  r('clocks', 'clocks', 'company', company('CLOCKS', 'TIME_AND_ATTENDANCE')),
  r('documents', 'documents', 'company', company('DOCUMENTS', 'DIGITAL_ARCHIVE')),
  r('allowances', 'allowances', 'company', company('ALLOWANCES', 'ALLOWANCES')),
  r('wall-boards', 'wallBoards', 'company', company('CLOCKS')),
  r('company/data', 'companyData', 'company', company('COMPANY'), 'companyData'),
  r('company/employees', 'employees', 'company', company('EMPLOYEES'), 'employees'),
  r('company/employees/new', 'employeeNew', 'none', companyWrite('EMPLOYEES'), 'employeeNew'),
  r('company/employees/:id', 'employeeProfile', 'none', company('EMPLOYEES'), 'employeeProfile'),
  r('company/employees/:id/edit', 'employeeEdit', 'none', companyWrite('EMPLOYEES'), 'employeeEdit'),
  r('company/users', 'users', 'company', company('ACCOUNTS'), 'users'),
  r('company/departments', 'departments', 'company', company('DEPARTMENTS'), 'departments'),
  r('company/holidays', 'holidays', 'company', company('HOLIDAYS'), 'holidays'),
  r('company/roles', 'roles', 'company', company('ROLES'), 'roles'),
  r('company/policies', 'policies', 'company', company('POLICIES')),
  r('company/absences-types', 'absenceTypes', 'company', company('ABSENCE_TYPES')),
  r('company/contract-types', 'contractTypes', 'company', company('CONTRACT_TYPES'), 'contractTypes'),
  r('company/document-types', 'documentTypes', 'company', company('DOCUMENT_TYPES')),
  r('company/week-schedules', 'weekSchedules', 'company', company('SCHEDULES')),
  r('company/shifts', 'shifts', 'company', company('SHIFTS', 'ADVANCED_SHIFTS')),
  r('company/cost-centers', 'costCenters', 'company', company('COST_CENTERS', 'PROJECT_AND_ACTIVITY')),
  r('company/sites', 'sites', 'company', company('SITES')),
  r('company/sites/:action', 'sites', 'none', company('SITES')),
  r('company/customers', 'customers', 'company', company('CAMPAIGNS')),
  r('company/products', 'products', 'company', company('CAMPAIGNS')),
  r('company/products/:customerId', 'products', 'none', company('CAMPAIGNS')),
  r('company/campaigns', 'campaigns', 'company', company('CAMPAIGNS', 'CAMPAIGN')),
  r('company/campaigns/:id', 'campaigns', 'none', company('CAMPAIGNS', 'CAMPAIGN')),
  r('company/campaign-allocations', 'campaignAllocations', 'company', company('CAMPAIGNS')),
  r('company/campaign-allocations/:id', 'campaignAllocations', 'none', company('CAMPAIGNS')),
  r('company/master-data', 'masterData', 'company', company('MASTER_DATA')),
  r('company/master-data/:code', 'masterData', 'none', company('MASTER_DATA')),
  r('company/promoter-functions', 'promoterFunctions', 'company', company('MASTER_DATA')),
  r('company/promoter-source', 'promoterSources', 'company', company('MASTER_DATA')),
  r('dep-dashboard', 'depDashboard', 'department', { roles: ['DEPARTMENT_MANAGER'] }),
  r('dep-inconsistencies', 'inconsistencies', 'department', dep('INCONSISTENCIES')),
  r('dep-absences', 'absences', 'department', dep('ABSENCES')),
  r('dep-clocks', 'clocks', 'department', dep('CLOCKS', 'TIME_AND_ATTENDANCE')),
  r('dep-employees', 'employees', 'department', dep('EMPLOYEES'), 'employees'),
  r('dep-employees/:id', 'employeeProfile', 'none', dep('EMPLOYEES'), 'employeeProfile'),
  r('dep-shifts', 'shifts', 'department', dep('SHIFTS', 'ADVANCED_SHIFTS')),
  r('dep-cost-centers', 'costCenters', 'department', dep('COST_CENTERS', 'PROJECT_AND_ACTIVITY')),
  r('my-dashboard', 'myDashboard', 'my', signedIn),
  r('my-inconsistencies', 'inconsistencies', 'my', my('INCONSISTENCIES')),
  r('my-absences', 'absences', 'my', my('ABSENCES')),
  r('my-clocks', 'clocks', 'my', my('CLOCKS', 'TIME_AND_ATTENDANCE')),
  r('my-documents', 'documents', 'my', my('DOCUMENTS', 'DIGITAL_ARCHIVE')),
  r('my-allowances', 'allowances', 'my', my('ALLOWANCES', 'ALLOWANCES')),
  r('my-job-allocations', 'jobAllocations', 'my', my('EMPLOYEES')),
  r('reports/absences', 'reportAbsences', 'reports', reports()),
  r('reports/attendances', 'reportAttendances', 'reports', reports()),
  r('reports/missed-work', 'reportMissedWork', 'reports', reports()),
  r('reports/holidays', 'reportHolidays', 'reports', reports()),
  r('reports/attendances-map', 'reportAttendancesMap', 'reports', reports()),
  r('reports/holidays-map', 'reportHolidaysMap', 'reports', reports()),
  r('reports/schedules-map', 'reportSchedulesMap', 'reports', reports({ companyOnly: true })),
  r('reports/cost-centers', 'reportCostCenters', 'reports', reports({ companyOnly: true })),
  r('reports/allowance-report', 'reportAllowances', 'reports', reports()),
  r('reports/campaigns', 'reportCampaigns', 'reports', reports({ module: 'CAMPAIGN' })),
  r('account/user', 'accountUser', 'account', signedIn, 'user'),
  r('account/change-password', 'changePassword', 'account', signedIn, 'changePassword'),
  r('version', 'version', 'none', signedIn, 'version'),
  r('token', 'token', 'none', { roles: ['ADMIN', 'SUPER_ADMIN'] }),
  r('experiments', 'experiments', 'none', { roles: ['ADMIN', 'SUPER_ADMIN'] }),
];
