import { AbsenceErrors } from './absences/absence.errors.ts';
import { AccountErrors } from './accounts/account.errors.ts';
import { ApiTokenErrors } from './api-tokens/api-token.errors.ts';
import { AttendanceErrors } from './attendance/attendance.errors.ts';
import { ClockErrors } from './clocks/clock.errors.ts';
import { ContractTypeErrors } from './contract-types/contract-type.errors.ts';
import { DepartmentErrors } from './departments/department.errors.ts';
import { EmployeeErrors } from './employees/employee.errors.ts';
import { ExperimentErrors } from './experiments/experiment.errors.ts';
import { ExtraHourPolicyErrors } from './policies/extra-hour-policy.errors.ts';
import { FeatureErrors } from './features/feature.errors.ts';
import { HolidayErrors } from './holidays/holiday.errors.ts';
import { InconsistencyErrors } from './inconsistencies/inconsistency.errors.ts';
import { InsuranceErrors } from './insurance/insurance.errors.ts';
import { PlatformErrors } from './platform/platform.errors.ts';
import { ProfileErrors } from './profile/profile.errors.ts';
import { RoleErrors } from './roles/role.errors.ts';
import { ScheduleErrors } from './schedules/schedule.errors.ts';
import { SessionErrors } from './session/session.errors.ts';
import { SiteErrors } from './sites/site.errors.ts';

/**
 * Every code the API answers with: the union of the per-domain `<domain>.errors.ts` objects, one line per domain.
 * tests/gateway/error-codes.test.ts checks it, with the gateway's own codes, against domain/error-codes.ts.
 */
export const API_ERROR_CODES = {
  ...PlatformErrors,
  ...SessionErrors,
  ...AccountErrors,
  ...EmployeeErrors,
  ...ProfileErrors,
  ...RoleErrors,
  ...DepartmentErrors,
  ...ContractTypeErrors,
  ...HolidayErrors,
  ...InsuranceErrors,
  ...FeatureErrors,
  ...SiteErrors,
  ...ScheduleErrors,
  ...ClockErrors,
  ...AttendanceErrors,
  ...ExtraHourPolicyErrors,
  ...InconsistencyErrors,
  ...AbsenceErrors,
  ...ApiTokenErrors,
  ...ExperimentErrors,
};
