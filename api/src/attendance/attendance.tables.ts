import type { ColumnType } from 'kysely';
import type { DateOnly, Generated, Timestamp } from '../platform/db/column-types.ts';

/** A JSON column: written as text, read as the value. */
type Json<T> = ColumnType<T, string, string>;

/** One employee-day as the engine computed it (migration 0017). */
export interface WorkdaysTable {
  employee_id: number;
  date: DateOnly;
  kind: string;
  schedule_id: number | null;
  timetable_type: string | null;
  time_zone: string;
  scheduled_minutes: number;
  expected_minutes: number;
  absence_minutes: number;
  worked_minutes: number;
  break_minutes: number;
  extra_minutes: number;
  night_minutes: number;
  balance_minutes: number;
  extra: Json<{ bandId: number; title: string; minutes: number }[]>;
  expected: Json<{ start: string; end: string }[]>;
  pairs: Json<{ inId: number | null; outId: number | null; start: string | null; end: string | null }[]>;
  open_since: Timestamp | null;
  closed: boolean;
  computed_at: Generated<Date>;
}

export interface InconsistencyEventsTable {
  id: Generated<string>;
  inconsistency_id: number;
  at: Generated<Date>;
  action: string;
  by_account_id: number | null;
  reason: string | null;
  detail: Json<unknown> | null;
}

export interface WorkdayQueueTable {
  employee_id: number;
  date: DateOnly;
  queued_at: Generated<Date>;
}

/** A payroll period an administrator closed (or closed and reopened): migration 0018. */
export interface PayrollPeriodsTable {
  id: Generated<number>;
  start_date: DateOnly;
  end_date: DateOnly;
  status: 'CLOSED' | 'OPEN';
  updated_at: Generated<Date>;
}

export interface PayrollPeriodEventsTable {
  id: Generated<number>;
  period_id: number;
  action: 'CLOSE' | 'REOPEN';
  at: Generated<Date>;
  by_account_id: number | null;
  by_name: string | null;
  reason: string | null;
}

export interface AttendanceTables {
  payroll_periods: PayrollPeriodsTable;
  payroll_period_events: PayrollPeriodEventsTable;
  workdays: WorkdaysTable;
  inconsistency_events: InconsistencyEventsTable;
  workday_queue: WorkdayQueueTable;
}
