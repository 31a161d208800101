/** `HolidayDto` of the REST API. */
export interface HolidayDto { id: number; holidayDate: string; name: string }

/** `GET /holidaypolicy`: one row, id 1. */
export interface HolidayPolicyDto { id: number; isActive: boolean }

/** A row of `GET /employees-time/employee`. */
export interface YearlyTimeSettingDto {
  id: number;
  employeeId: number;
  yearPeriod: number;
  holidayDays: number | null;
  bonusDays: number | null;
}
