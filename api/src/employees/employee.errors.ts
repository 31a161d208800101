import type { ErrorCode } from '../../../domain/error-codes.ts';

/** Employee refusals; texts in domain/error-codes.ts. */
export const EmployeeErrors = {
  EMPLOYEE_NUMBER_TAKEN: 'EMPLOYEE_NUMBER_TAKEN',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  OWN_ACCOUNT: 'OWN_ACCOUNT',
} as const satisfies Record<string, ErrorCode>;
