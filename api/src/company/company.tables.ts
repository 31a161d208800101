import type { Selectable } from 'kysely';
import type { DateOnly, Generated, Timestamp } from '../platform/db/column-types.ts';

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
  /** migration 0018: the day of the month payroll periods end on (1–28) */
  payroll_period_end_day: Generated<number>;
  default_language: Generated<string>;
  currency: Generated<string>;
  subscription_start: DateOnly | null;
  subscription_end: DateOnly | null;
  subscription_period: Generated<string>;
  logo_file_id: number | null;
  logo_mobile_file_id: number | null;
  updated_at: Timestamp;
}

export interface ThemesTable {
  id: number;
  name: string;
  primary_color: string;
  enabled: Generated<boolean>;
}

export interface CompanyTables {
  company: CompanyTable;
  themes: ThemesTable;
}

export type CompanyRow = Selectable<CompanyTable>;
