import type { ErrorCode } from '../../../domain/error-codes.ts';

/** Holiday refusals; texts in domain/error-codes.ts. */
export const HolidayErrors = {
  HOLIDAY_EXISTS: 'HOLIDAY_EXISTS',
  YEAR_ALREADY_REGISTERED: 'YEAR_ALREADY_REGISTERED',
} as const satisfies Record<string, ErrorCode>;
