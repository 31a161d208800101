import type { ItemOf, ResponseOf } from '../platform/rest-contract.ts';

/** From the generated REST contract: no field is listed here. */
export type HolidayDto = ItemOf<'/holidays'>;
/** `GET /holidaypolicy`: one row, id 1. */
export type HolidayPolicyDto = ResponseOf<'/holidaypolicy', 'get'>;
/** A row of `GET /employees-time/employee`. */
export type YearlyTimeSettingDto = ItemOf<'/employees-time/employee'>;
