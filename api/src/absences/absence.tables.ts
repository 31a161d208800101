import type { ColumnType } from 'kysely';
import type { DateOnly, Generated, Timestamp } from '../platform/db/column-types.ts';

/** api/migrations/0004_work_items.ts */
export interface AbsenceTypesTable {
  id: Generated<number>;
  name: string;
  code: string;
  yearly_days_allowed: number | null;
  yearly_periods_allowed: number | null;
  consecutive_days_allowed: number | null;
  justification_needed: Generated<boolean>;
  impact_expected_time_work: Generated<boolean>;
  request_date_limit_current: DateOnly | null;
  request_date_limit_last: DateOnly | null;
  deadline_leave: number | null;
  days_to_justification: number | null;
  /** 0021: NONE, HR, MANAGER or BOTH */
  approval: Generated<string>;
  /** 0021: counted on calendar days rather than working days */
  calendar_days: Generated<boolean>;
}

/** api/migrations/0021_absences.ts */
export interface AbsenceSubtypesTable {
  id: Generated<number>;
  absence_type_id: number;
  name: string;
}

export interface AbsenceRequestsTable {
  id: Generated<number>;
  requester_id: number;
  absence_type_id: number;
  manager_id: number | null;
  status: Generated<string>;
  admin_status: Generated<string>;
  manager_status: Generated<string>;
  comment: string | null;
  user_comment: string | null;
  created_by: number | null;
  created_on: Timestamp;
  approved_on: Timestamp | null;
  first_start_date: DateOnly;
  last_end_date: DateOnly;
  absence_subtype_id: number | null;
  number_of_days: Generated<number>;
  justification: Generated<string>;
  justification_file_id: number | null;
  justification_file_name: string | null;
  updated_at: Generated<Timestamp>;
  version: Generated<number>;
  /** ADMIN and/or MANAGER: the levels that decide it, fixed when submitted */
  levels: Generated<string[]>;
}

export interface AbsenceRequestPeriodsTable {
  id: Generated<number>;
  absence_request_id: number;
  valid_from: DateOnly;
  valid_to: DateOnly;
  coverage: Generated<string>;
  day_scope: Generated<string>;
  start_time: string | null;
  end_time: string | null;
  number_of_days: number;
  day_period: string | null;
}

export interface AbsenceRequestEventsTable {
  id: Generated<number>;
  absence_request_id: number;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
  account_id: number | null;
  by_name: string | null;
  action: string;
  level: string | null;
  status: string;
  comment: string | null;
}

export interface AbsenceSettingsTable {
  id: number;
  carry_over_cap: number | null;
  carry_over_expires_on: string | null;
}

export interface AbsenceTables {
  absence_types: AbsenceTypesTable;
  absence_requests: AbsenceRequestsTable;
  absence_request_periods: AbsenceRequestPeriodsTable;
  absence_subtypes: AbsenceSubtypesTable;
  absence_request_events: AbsenceRequestEventsTable;
  absence_settings: AbsenceSettingsTable;
}
