import type { DateOnly, Generated } from '../platform/db/column-types.ts';

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

export interface HolidayTables {
  holidays: HolidaysTable;
  holiday_policy: HolidayPolicyTable;
  employee_yearly_time: EmployeeYearlyTimeTable;
}
