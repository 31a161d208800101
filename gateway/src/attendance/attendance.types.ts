import type { ItemOf } from '../platform/rest-contract.ts';

/** One employee's row of `GET /attendances`, from the generated REST contract. */
export type AttendanceRowDto = ItemOf<'/attendances'>;
export type WorkdayDto = AttendanceRowDto['days'][number];
export type WorkdayPairDto = WorkdayDto['pairs'][number];
export type WorkdayInconsistencyDto = WorkdayDto['inconsistencies'][number];
