import type { ColumnType } from 'kysely';
import type { DateOnly, Generated, Timestamp } from '../platform/db/column-types.ts';
import type { Timetable } from '../../../domain/schedule.ts';

/** A JSON column: written as text (JSON.stringify), read as the value. */
type Json<T> = ColumnType<T, string, string>;

/** One band of the schedule's extra-hour details: HH:MM start and end both set or both empty. */
export interface ExtraHourDetail { start: string | null; end: string | null; enable: boolean; night: boolean }

/** A timetable as stored: its fields without the work locations, which are rows of schedule_timetable_sites. */
export type StoredTimetable = Omit<Timetable, 'workLocationIds'>;

export interface WeekSchedulesTable {
  id: Generated<number>;
  name: string;
  night_shift: Generated<boolean>;
  ignore_holidays: Generated<boolean>;
  week_start: Generated<number>;
  detect_inconsistencies: Generated<boolean>;
  calc_interval: Generated<string>;
  subtract_break_time: Generated<boolean>;
  extra_hour_details: Json<ExtraHourDetail[]>;
  remote_work_site_id: number | null;
  created_at: Timestamp;
  created_by_account_id: number | null;
  updated_at: Timestamp;
  updated_by_account_id: number | null;
}

export interface ScheduleExceptionsTable {
  id: Generated<number>;
  schedule_id: number;
  name: Generated<string>;
  start_date: DateOnly;
  end_date: DateOnly;
}

export interface ScheduleTimetablesTable {
  id: Generated<number>;
  schedule_id: number;
  weekday: number | null;
  exception_id: number | null;
  timetable: Json<StoredTimetable>;
}

export interface ScheduleTimetableSitesTable {
  timetable_id: number;
  site_id: number;
}

export interface EmployeeSchedulesTable {
  id: Generated<number>;
  employee_id: number;
  schedule_id: number;
  valid_from: DateOnly;
  valid_to: DateOnly | null;
  created_at: Timestamp;
  created_by_account_id: number | null;
}

export interface ScheduleTables {
  week_schedules: WeekSchedulesTable;
  schedule_exceptions: ScheduleExceptionsTable;
  schedule_timetables: ScheduleTimetablesTable;
  schedule_timetable_sites: ScheduleTimetableSitesTable;
  employee_schedules: EmployeeSchedulesTable;
}
