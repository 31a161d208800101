import type { ItemOf, ResponseOf } from '../platform/rest-contract.ts';

/** One employee's row of `GET /attendances`, from the generated REST contract. */
export type AttendanceRowDto = ItemOf<'/attendances'>;
export type WorkdayDto = AttendanceRowDto['days'][number];
export type WorkdayPairDto = NonNullable<WorkdayDto['pairs']>[number];
export type WorkdayInconsistencyDto = WorkdayDto['inconsistencies'][number];

/** What `Query.timesheet` hands to its fields: the period and the REST filter. */
export interface TimesheetDto { from: string; to: string; departmentId?: number; employeeIds?: string }

/** One workday a simulated clock would change (`POST /clocks/simulation`'s `impact`). */
export type WorkdayChangeDto = ResponseOf<'/clocks/simulation', 'post'>['impact'][number];
