import type { AppRoute, MenuSection } from './platform/routing/AppRoute.ts';
import { admins, company, companyWrite, dep, my, reports, signedIn } from './platform/routing/accessRules.ts';
import type { AccessRule } from './platform/routing/decideAccess.ts';
import { createAppRoutes, type AppRoutesConfig } from './platform/routing/createAppRoutes.tsx';
import type { RouteScreen } from './platform/routing/RouteScreen.ts';
import { requireAccess } from './session/requireAccess.ts';
import { ErrorPage } from './shell/ErrorPage.tsx';
import { NotFoundPage } from './shell/NotFoundPage.tsx';

/**
 * The one registration of every web route (DESIGN §5): a new screen adds one line here and everything else in its
 * domain folder — the screen (its own chunk) and `i18n.{en,pt,fr}.ts` (its namespace, loaded with the chunk).
 */
type Screen = AppRoute['screen'];
const later: Screen = () => import('./shell/UnderConstructionRoute.tsx').then((m) => m.UnderConstructionRoute);

const r = (path: string, feature: string, section: MenuSection, rule: AccessRule, screen: Screen = later, ns?: readonly string[]): AppRoute =>
  ({ path, feature, section, rule, screen, ns });

/** The company and department dashboards share one screen (the scope comes from the path); the trend chart is a chunk of its own. */
const dashboard: Screen = () => import('./dashboards/DashboardRoute.tsx').then((m) => m.DashboardRoute);
/** The dashboards name inconsistency types (`attendances`); the team board's lists are the wall-board's. */
const dashboardNs = ['dashboards', 'attendances', 'wall-boards'] as const;
const employees: Screen = () => import('./employees/EmployeesRoute.tsx').then((m) => m.EmployeesRoute);
const employeeProfile: Screen = () => import('./employees/EmployeeProfileRoute.tsx').then((m) => m.EmployeeProfileRoute);
const attendances: Screen = () => import('./attendances/AttendancesRoute.tsx').then((m) => m.AttendancesRoute);
const absences: Screen = () => import('./absences/AbsencesRoute.tsx').then((m) => m.AbsencesRoute);
const inconsistencies: Screen = () => import('./inconsistencies/InconsistenciesRoute.tsx').then((m) => m.InconsistenciesRoute);
/** The inconsistency screens read the attendance texts (types, the engine's rules, the day's timeline) and the clocks' employee picker. */
const inconsistencyNs = ['inconsistencies', 'attendances', 'clocks'] as const;

/** Every route of the core (§2) and extended (§2) specifications, in menu order. */
export const APP_ROUTES: readonly AppRoute[] = [
  r('', 'dashboard', 'company', admins, dashboard, dashboardNs),
  r('inconsistencies', 'inconsistencies', 'company', company('INCONSISTENCIES'), inconsistencies, inconsistencyNs),
  r('absences', 'absences', 'company', company('ABSENCES'), absences, ['absences']),
  r('clocks', 'clocks', 'company', company('CLOCKS', 'TIME_AND_ATTENDANCE'), () => import('./clocks/ClocksRoute.tsx').then((m) => m.ClocksRoute), ['clocks']),
  r('attendances', 'attendances', 'company', company('CLOCKS', 'TIME_AND_ATTENDANCE'), attendances, ['attendances']),
  r('documents', 'documents', 'company', company('DOCUMENTS', 'DIGITAL_ARCHIVE')),
  r('allowances', 'allowances', 'company', company('ALLOWANCES', 'ALLOWANCES')),
  // Company readers of clocks, and department ones (managers, team leaders): the board shows the scope the role reads.
  r('wall-boards', 'wallBoards', 'company', { anyAuthority: ['CLOCKS_READ', 'DEP_CLOCKS_READ'] }, () => import('./wall-boards/WallBoardRoute.tsx').then((m) => m.WallBoardRoute), ['wall-boards']),
  // Company data shows the employees' address labels.
  r('company/data', 'companyData', 'company', company('COMPANY'), () => import('./company/CompanyDataRoute.tsx').then((m) => m.CompanyDataRoute), ['company', 'employees']),
  r('company/employees', 'employees', 'company', company('EMPLOYEES'), employees, ['employees']),
  r('company/employees/new', 'employeeNew', 'none', companyWrite('EMPLOYEES'), () => import('./employees/EmployeeNewRoute.tsx').then((m) => m.EmployeeNewRoute), ['employees']),
  r('company/employees/:id', 'employeeProfile', 'none', company('EMPLOYEES'), employeeProfile, ['employees', 'clocks', 'my-absences', 'dashboards']),
  r('company/employees/:id/edit', 'employeeEdit', 'none', companyWrite('EMPLOYEES'), () => import('./employees/EmployeeEditRoute.tsx').then((m) => m.EmployeeEditRoute), ['employees']),
  r('company/users', 'users', 'company', company('ACCOUNTS'), () => import('./accounts/UsersRoute.tsx').then((m) => m.UsersRoute), ['accounts']),
  r('company/departments', 'departments', 'company', company('DEPARTMENTS'), () => import('./departments/DepartmentsRoute.tsx').then((m) => m.DepartmentsRoute), ['departments']),
  r('company/holidays', 'holidays', 'company', company('HOLIDAYS'), () => import('./holidays/HolidaysRoute.tsx').then((m) => m.HolidaysRoute), ['holidays']),
  r('company/roles', 'roles', 'company', company('ROLES'), () => import('./roles/RolesRoute.tsx').then((m) => m.RolesRoute), ['roles']),
  r('company/policies', 'policies', 'company', company('POLICIES', 'TIME_AND_ATTENDANCE'), () => import('./policies/PoliciesRoute.tsx').then((m) => m.PoliciesRoute), ['policies']),
  r('company/absences-types', 'absenceTypes', 'company', company('ABSENCE_TYPES'), () => import('./absence-types/AbsenceTypesRoute.tsx').then((m) => m.AbsenceTypesRoute), ['absence-types']),
  r('company/contract-types', 'contractTypes', 'company', company('CONTRACT_TYPES'), () => import('./contract-types/ContractTypesRoute.tsx').then((m) => m.ContractTypesRoute), ['contract-types']),
  r('company/texts', 'texts', 'company', admins, () => import('./support/TextsRoute.tsx').then((m) => m.TextsRoute), ['support']),
  r('company/document-types', 'documentTypes', 'company', company('DOCUMENT_TYPES')),
  r('company/insurance', 'insurance', 'company', company('INSURANCE'), () => import('./insurance/InsuranceRoute.tsx').then((m) => m.InsuranceRoute), ['insurance']),
  r('company/yearly-time', 'yearlyTime', 'company', company('HOLIDAYS'), () => import('./yearly-time/YearlyTimeRoute.tsx').then((m) => m.YearlyTimeRoute), ['yearly-time']),
  r('company/week-schedules', 'weekSchedules', 'company', company('SCHEDULES', 'TIME_AND_ATTENDANCE'), () => import('./schedules/WeekSchedulesRoute.tsx').then((m) => m.WeekSchedulesRoute), ['schedules']),
  r('company/shifts', 'shifts', 'company', company('SHIFTS', 'ADVANCED_SHIFTS')),
  r('company/cost-centers', 'costCenters', 'company', company('COST_CENTERS', 'PROJECT_AND_ACTIVITY')),
  r('company/sites', 'sites', 'company', company('SITES'), () => import('./sites/SitesRoute.tsx').then((m) => m.SitesRoute), ['sites']),
  r('company/sites/:action', 'sites', 'none', company('SITES'), () => import('./sites/SiteEditorRoute.tsx').then((m) => m.SiteEditorRoute), ['sites']),
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
  r('dep-dashboard', 'depDashboard', 'department', { roles: ['DEPARTMENT_MANAGER'] }, dashboard, dashboardNs),
  r('dep-inconsistencies', 'inconsistencies', 'department', dep('INCONSISTENCIES'), inconsistencies, inconsistencyNs),
  r('dep-absences', 'absences', 'department', dep('ABSENCES'), absences, ['absences']),
  r('dep-clocks', 'clocks', 'department', dep('CLOCKS', 'TIME_AND_ATTENDANCE'), () => import('./clocks/ClocksRoute.tsx').then((m) => m.ClocksRoute), ['clocks']),
  r('dep-attendances', 'attendances', 'department', dep('CLOCKS', 'TIME_AND_ATTENDANCE'), attendances, ['attendances']),
  r('dep-employees', 'employees', 'department', dep('EMPLOYEES'), employees, ['employees']),
  r('dep-employees/:id', 'employeeProfile', 'none', dep('EMPLOYEES'), employeeProfile, ['employees', 'clocks', 'my-absences', 'dashboards']),
  r('dep-shifts', 'shifts', 'department', dep('SHIFTS', 'ADVANCED_SHIFTS')),
  r('dep-cost-centers', 'costCenters', 'department', dep('COST_CENTERS', 'PROJECT_AND_ACTIVITY')),
  r('my-dashboard', 'myDashboard', 'my', signedIn, () => import('./dashboards/MyDashboardRoute.tsx').then((m) => m.MyDashboardRoute), ['dashboards', 'my-clocks']),
  r('my-inconsistencies', 'inconsistencies', 'my', my('INCONSISTENCIES'), inconsistencies, inconsistencyNs),
  r('my-absences', 'absences', 'my', my('ABSENCES'), () => import('./my-absences/MyAbsencesRoute.tsx').then((m) => m.MyAbsencesRoute), ['my-absences']),
  r('my-clocks', 'clocks', 'my', my('CLOCKS', 'TIME_AND_ATTENDANCE'), () => import('./my-clocks/MyClocksRoute.tsx').then((m) => m.MyClocksRoute), ['my-clocks']),
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
  r('account/user', 'accountUser', 'account', signedIn, () => import('./account/UserRoute.tsx').then((m) => m.UserRoute), ['account']),
  r('account/profile', 'accountProfile', 'account', signedIn, () => import('./profile/MyProfileRoute.tsx').then((m) => m.MyProfileRoute), ['profile']),
  // Changing the password reuses the session's password rules and texts.
  r('account/change-password', 'changePassword', 'account', signedIn, () => import('./account/ChangePasswordRoute.tsx').then((m) => m.ChangePasswordRoute), ['account', 'session']),
  r('version', 'version', 'none', signedIn, () => import('./shell/VersionRoute.tsx').then((m) => m.VersionRoute), ['shell']),
  r('token', 'token', 'none', admins, () => import('./api-tokens/ApiTokensRoute.tsx').then((m) => m.ApiTokensRoute), ['api-tokens']),
  r('experiments', 'experiments', 'none', admins, () => import('./experiments/ExperimentsRoute.tsx').then((m) => m.ExperimentsRoute), ['experiments']),
];

const config: AppRoutesConfig = {
  routes: APP_ROUTES,
  publicRoutes: [
    { path: '/pages/login', screen: () => import('./session/LoginRoute.tsx').then((m) => m.LoginRoute), ns: ['session'] },
    { path: '/pages/recover-account', screen: () => import('./session/RecoverAccountRoute.tsx').then((m) => m.RecoverAccountRoute), ns: ['session'] },
    { path: '/pages/invitation', screen: () => import('./session/InvitationRoute.tsx').then((m) => m.InvitationRoute), ns: ['session'] },
    // The shared kiosk (issue #13 item 3): works on a kiosk token, without a user session.
    { path: '/kiosk', screen: () => import('./kiosk/KioskRoute.tsx').then((m) => m.KioskRoute), ns: ['kiosk'] },
  ],
  // The layout holds the account menu, the lock screen and the notifications bell, so their namespaces come with it.
  layout: { screen: (): Promise<RouteScreen> => import('./shell/AppLayout.tsx').then((m) => m.AppLayout), ns: ['account', 'session', 'notifications'] },
  errorScreen: () => import('./shell/ErrorPage.tsx').then((m) => m.ErrorPage),
  requireAccess,
  pages: { NotFound: NotFoundPage, Error: ErrorPage },
};

/** The router's tree, built by `platform/routing` from this registration. */
export const appRoutes = () => createAppRoutes(config);
