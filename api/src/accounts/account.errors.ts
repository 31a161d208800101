import type { ErrorCode } from '../../../domain/error-codes.ts';

/** Account refusals; texts in domain/error-codes.ts. */
export const AccountErrors = {
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  EMPLOYEE_CODE_TAKEN: 'EMPLOYEE_CODE_TAKEN',
  EMPLOYEE_HAS_ACCOUNT: 'EMPLOYEE_HAS_ACCOUNT',
  LAST_ADMIN: 'LAST_ADMIN',
  LAST_SUPER_ADMIN: 'LAST_SUPER_ADMIN',
  OWN_ACCOUNT: 'OWN_ACCOUNT',
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  PASSWORD_POLICY: 'PASSWORD_POLICY',
  PASSWORD_REUSED: 'PASSWORD_REUSED',
} as const satisfies Record<string, ErrorCode>;
