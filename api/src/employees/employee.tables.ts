import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DateOnly, Generated, Timestamp } from '../platform/db/column-types.ts';

export interface AddressesTable {
  id: Generated<number>;
  street_line1: string | null;
  street_line2: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: string | null;
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

export interface EmployeeTables {
  addresses: AddressesTable;
  employees: EmployeesTable;
}

export type EmployeeRow = Selectable<EmployeesTable>;
export type NewEmployee = Insertable<EmployeesTable>;
export type EmployeeUpdate = Updateable<EmployeesTable>;
