import type { ErrorCode } from '../../../domain/error-codes.ts';

/** My profile refusals; texts in domain/error-codes.ts. */
export const ProfileErrors = {
  NO_EMPLOYEE_RECORD: 'NO_EMPLOYEE_RECORD',
} as const satisfies Record<string, ErrorCode>;
