import type { AbsenceTables } from '../../absences/absence.tables.ts';
import type { AttendanceTables } from '../../attendance/attendance.tables.ts';
import type { AccountTables } from '../../accounts/account.tables.ts';
import type { ArchiveTables } from '../../archive/archive.tables.ts';
import type { CompanyTables } from '../../company/company.tables.ts';
import type { ContractTypeTables } from '../../contract-types/contract-type.tables.ts';
import type { DepartmentTables } from '../../departments/department.tables.ts';
import type { EmployeeTables } from '../../employees/employee.tables.ts';
import type { FeatureTables } from '../../features/feature.tables.ts';
import type { HolidayTables } from '../../holidays/holiday.tables.ts';
import type { InconsistencyTables } from '../../inconsistencies/inconsistency.tables.ts';
import type { InsuranceTables } from '../../insurance/insurance.tables.ts';
import type { NotificationTables } from '../../notifications/notification.tables.ts';
import type { ApiTokenTables } from '../../api-tokens/api-token.tables.ts';
import type { ExperimentTables } from '../../experiments/experiment.tables.ts';
import type { SupportTables } from '../../support/support.tables.ts';
import type { ClockPolicyTables } from '../../policies/clock-policy.tables.ts';
import type { ExtraHourPolicyTables } from '../../policies/extra-hour-policy.tables.ts';
import type { ClockTables } from '../../clocks/clock.tables.ts';
import type { RoleTables } from '../../roles/role.tables.ts';
import type { ScheduleTables } from '../../schedules/schedule.tables.ts';
import type { SessionTables } from '../../session/session.tables.ts';
import type { SiteTables } from '../../sites/site.tables.ts';
import type { SecretTables } from '../auth/secret.tables.ts';
import type { StorageTables } from '../storage.tables.ts';

/**
 * The database as Kysely sees it: every domain's tables (`<domain>.tables.ts`), composed. This file only
 * composes and re-exports; a table's columns live beside its domain, shared column types in column-types.ts.
 */
export interface DB extends
  StorageTables, SecretTables, CompanyTables, FeatureTables, RoleTables, DepartmentTables, ContractTypeTables,
  EmployeeTables, AccountTables, SessionTables, HolidayTables, InsuranceTables,
  AbsenceTables, InconsistencyTables, ArchiveTables, ScheduleTables, ClockPolicyTables, SiteTables, ClockTables,
  AttendanceTables, ExtraHourPolicyTables, NotificationTables, ApiTokenTables, SupportTables, ExperimentTables {}

export type { DateOnly, Timestamp } from './column-types.ts';
export type { StoredFilesTable } from '../storage.tables.ts';
export type { AppSecretsTable } from '../auth/secret.tables.ts';
export type { CompanyRow, CompanyTable, ThemesTable } from '../../company/company.tables.ts';
export type { FeaturesTable, ModulesTable } from '../../features/feature.tables.ts';
export type { PermissionsTable, RolePermissionsTable, RolesTable } from '../../roles/role.tables.ts';
export type { DepartmentManagersTable, DepartmentsTable } from '../../departments/department.tables.ts';
export type { ContractTypesTable } from '../../contract-types/contract-type.tables.ts';
export type {
  AddressesTable, EmployeeRow, EmployeesTable, EmployeeUpdate, NewEmployee,
} from '../../employees/employee.tables.ts';
export type { AccountRolesTable, AccountRow, AccountsTable } from '../../accounts/account.tables.ts';
export type { AuthThrottlesTable, PasswordResetsTable } from '../../session/session.tables.ts';
export type { EmployeeYearlyTimeTable, HolidayPolicyTable, HolidaysTable } from '../../holidays/holiday.tables.ts';
export type { EmployeeInsuranceTable, InsuranceTable } from '../../insurance/insurance.tables.ts';
export type { AbsenceRequestPeriodsTable, AbsenceRequestsTable, AbsenceTypesTable } from '../../absences/absence.tables.ts';
export type { InconsistenciesTable } from '../../inconsistencies/inconsistency.tables.ts';
export type { ArchiveDocumentsTable, DocumentTypesTable } from '../../archive/archive.tables.ts';
export type { ClockPoliciesTable, EmployeeClockPoliciesTable } from '../../policies/clock-policy.tables.ts';
export type { SitesTable } from '../../sites/site.tables.ts';
