import type { ErrorCode } from '../../../domain/error-codes.ts';
import { ACCESS_ERRORS } from './access-guard.ts';

/** Role refusals, and the access guard's own (`ACCESS_ERRORS`); texts in domain/error-codes.ts. */
export const RoleErrors = {
  ROLE_NAME_TAKEN: 'ROLE_NAME_TAKEN',
  BUILT_IN_ROLE: 'BUILT_IN_ROLE',
  ROLE_IN_USE: 'ROLE_IN_USE',
  ...ACCESS_ERRORS,
} as const satisfies Record<string, ErrorCode>;
