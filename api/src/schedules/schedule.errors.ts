import type { ErrorCode } from '../../../domain/error-codes.ts';

/** Week schedule and assignment refusals; texts in domain/error-codes.ts. */
export const ScheduleErrors = {
  SCHEDULE_NAME_TAKEN: 'SCHEDULE_NAME_TAKEN',
  SCHEDULE_IN_USE: 'SCHEDULE_IN_USE',
  SCHEDULE_ASSIGNMENT_OVERLAPS: 'SCHEDULE_ASSIGNMENT_OVERLAPS',
} as const satisfies Record<string, ErrorCode>;
