import { absencesDomain } from './absences/absence.domain.ts';
import { accountsDomain } from './accounts/account.domain.ts';
import { apiTokensDomain } from './api-tokens/api-token.domain.ts';
import { attendanceDomain } from './attendance/attendance.domain.ts';
import { companyDomain } from './company/company.domain.ts';
import { clockPoliciesDomain } from './clock-policies/clock-policy.domain.ts';
import { clocksDomain } from './clocks/clock.domain.ts';
import { contractTypesDomain } from './contract-types/contract-type.domain.ts';
import { dashboardsDomain } from './dashboards/dashboard.domain.ts';
import { departmentsDomain } from './departments/department.domain.ts';
import { employeesDomain } from './employees/employee.domain.ts';
import { extraHourPoliciesDomain } from './extra-hour-policies/extra-hour-policy.domain.ts';
import { experimentsDomain } from './experiments/experiment.domain.ts';
import { versionDomain } from './version/version.domain.ts';
import { filesDomain } from './files/file.domain.ts';
import { holidaysDomain } from './holidays/holiday.domain.ts';
import { inconsistenciesDomain } from './inconsistencies/inconsistency.domain.ts';
import { insuranceDomain } from './insurance/insurance.domain.ts';
import { kioskDomain } from './kiosk/kiosk.domain.ts';
import { modulesDomain } from './modules/module.domain.ts';
import { nodeDomain } from './node/node.domain.ts';
import { notificationsDomain } from './notifications/notification.domain.ts';
import { pendingCountsDomain } from './pending-counts/pending-counts.domain.ts';
import { profileDomain } from './profile/profile.domain.ts';
import { rolesDomain } from './roles/role.domain.ts';
import { schedulesDomain } from './schedules/schedule.domain.ts';
import { sessionDomain } from './session/session.domain.ts';
import { sitesDomain } from './sites/site.domain.ts';
import { supportDomain } from './support/support.domain.ts';
import { viewerDomain } from './viewer/viewer.domain.ts';

/**
 * Every gateway domain: the one list the schema (resolvers), the request context (loaders) and codegen.ts (mappers)
 * are assembled from. A new domain declares itself in `<domain>/<name>.domain.ts` and adds one line here.
 */
export const DOMAINS = [
  accountsDomain, clockPoliciesDomain, companyDomain, contractTypesDomain, departmentsDomain, employeesDomain, filesDomain,
  holidaysDomain, insuranceDomain, modulesDomain, nodeDomain, pendingCountsDomain, profileDomain, rolesDomain, sessionDomain,
  viewerDomain, sitesDomain, schedulesDomain, clocksDomain, kioskDomain, attendanceDomain,
  extraHourPoliciesDomain, inconsistenciesDomain, absencesDomain, dashboardsDomain, notificationsDomain, supportDomain,
  versionDomain, experimentsDomain, apiTokensDomain,
] as const;
