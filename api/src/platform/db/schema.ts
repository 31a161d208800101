import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { WorkItemTables } from './schema-work-items.ts';

/** Row types of the tables (api/migrations). Dates are ISO strings `YYYY-MM-DD`. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type DateOnly = string;

export interface StoredFilesTable {
  id: Generated<number>;
  kind: string;
  content_type: string;
  size: number;
  sha256: string;
  content: Uint8Array;
  created_at: Timestamp;
}

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  legal_name: string | null;
  tax_id: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  tax_address_street1: string | null;
  tax_address_street2: string | null;
  tax_address_city: string | null;
  tax_address_state: string | null;
  tax_address_zip_code: string | null;
  tax_address_country: string | null;
  timezone: Generated<string>;
  default_language: Generated<string>;
  currency: Generated<string>;
  subscription_start: DateOnly | null;
  subscription_end: DateOnly | null;
  subscription_period: Generated<string>;
  logo_file_id: number | null;
  logo_mobile_file_id: number | null;
  updated_at: Timestamp;
}

export interface ModulesTable {
  id: number;
  code: string;
  name: string;
  enabled: Generated<boolean>;
  switchable: boolean;
}

export interface FeaturesTable {
  id: number;
  code: string;
  name: string;
  module_id: number;
  enabled: Generated<boolean>;
}

export interface ThemesTable {
  id: number;
  name: string;
  primary_color: string;
  enabled: Generated<boolean>;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  built_in: Generated<boolean>;
}

export interface PermissionsTable {
  id: Generated<number>;
  authority: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface AddressesTable {
  id: Generated<number>;
  street_line1: string | null;
  street_line2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: string | null;
}

export interface DepartmentsTable {
  id: Generated<number>;
  name: string;
  created_at: Timestamp;
}

export interface ContractTypesTable {
  id: Generated<number>;
  name: string;
  end_notice_days: Generated<number>;
}

export interface EmployeesTable {
  id: Generated<number>;
  name: string;
  email: string | null;
  department_id: number | null;
  contract_type_id: number | null;
  address_id: number | null;
  birth_date: DateOnly | null;
  identity_validity_date: DateOnly | null;
  drivers_validity_date: DateOnly | null;
  start_date: DateOnly | null;
  end_date: DateOnly | null;
  start_date_on_company: DateOnly | null;
  residential_card_validity_date: DateOnly | null;
  passport_validity_date: DateOnly | null;
  entered: Timestamp;
  gender: string | null;
  marital_status: string | null;
  dependents: number | null;
  drivers_license: string | null;
  identity_number: string | null;
  tax_id: string | null;
  social_security_number: string | null;
  job_title: string | null;
  phone: string | null;
  alternative_phone: string | null;
  personal_email: string | null;
  employee_number: string | null;
  seniority_months: number | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
  emergency_contact_relation: string | null;
  language: Generated<string>;
  read_only: Generated<boolean>;
  login_enabled: Generated<boolean>;
  foreign_language: string | null;
  qualification_level: string | null;
  education_areas: Generated<string[]>;
  picture_file_id: number | null;
  updated_at: Timestamp;
}

export interface DepartmentManagersTable {
  department_id: number;
  employee_id: number;
}

export interface AccountsTable {
  id: Generated<number>;
  username: string | null;
  employee_code: string | null;
  password_hash: string;
  employee_id: number | null;
  enabled: Generated<boolean>;
  expired: Generated<boolean>;
  manually_locked: Generated<boolean>;
  credentials_expired: Generated<boolean>;
  locked_until: Date | null;
  failed_attempts: Generated<number>;
  session_version: Generated<number>;
  identification_method: Generated<string>;
  identification_code_hash: string | null;
  last_login_at: Date | null;
  password_changed_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccountRolesTable {
  account_id: number;
  role_id: number;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  account_id: number;
  token_hash: string;
  code_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Timestamp;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface HolidaysTable {
  id: Generated<number>;
  holiday_date: DateOnly;
  name: Generated<string>;
}

export interface HolidayPolicyTable {
  id: number;
  is_active: Generated<boolean>;
}

export interface EmployeeYearlyTimeTable {
  id: Generated<number>;
  employee_id: number;
  year: number;
  holiday_days: number | null;
  bonus_days: number | null;
}

export interface InsuranceTable {
  id: Generated<number>;
  name: string;
  type: string;
  provider: string | null;
  policy_number: string | null;
  valid_from: DateOnly | null;
  valid_to: DateOnly | null;
}

export interface EmployeeInsuranceTable {
  insurance_id: number;
  employee_id: number;
}

export interface DB extends WorkItemTables {
  holidays: HolidaysTable;
  holiday_policy: HolidayPolicyTable;
  employee_yearly_time: EmployeeYearlyTimeTable;
  insurance: InsuranceTable;
  employee_insurance: EmployeeInsuranceTable;
  stored_files: StoredFilesTable;
  company: CompanyTable;
  modules: ModulesTable;
  features: FeaturesTable;
  themes: ThemesTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  addresses: AddressesTable;
  departments: DepartmentsTable;
  contract_types: ContractTypesTable;
  employees: EmployeesTable;
  department_managers: DepartmentManagersTable;
  accounts: AccountsTable;
  account_roles: AccountRolesTable;
  password_resets: PasswordResetsTable;
  app_secrets: AppSecretsTable;
}

export type AccountRow = Selectable<AccountsTable>;
export type EmployeeRow = Selectable<EmployeesTable>;
export type NewEmployee = Insertable<EmployeesTable>;
export type EmployeeUpdate = Updateable<EmployeesTable>;
export type CompanyRow = Selectable<CompanyTable>;
