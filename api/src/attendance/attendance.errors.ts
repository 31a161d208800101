import type { ErrorCode } from '../../../domain/error-codes.ts';

/** Attendance refusals (issue #14); texts in domain/error-codes.ts. */
export const AttendanceErrors = {
  PERIOD_CLOSED: 'PERIOD_CLOSED',
} as const satisfies Record<string, ErrorCode>;
