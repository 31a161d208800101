import type { ErrorCode } from '../../../domain/error-codes.ts';
import { ACCOUNT_REFUSALS } from '../platform/auth/principal.ts';

type RefusalCode = (typeof ACCOUNT_REFUSALS)[keyof typeof ACCOUNT_REFUSALS][0];

/** Sign-in and recovery codes; texts in domain/error-codes.ts. The account-state refusals are principal.ts's own. */
export const SessionErrors = {
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  PASSWORD_POLICY: 'PASSWORD_POLICY',
  RESET_INVALID: 'RESET_INVALID',
  INVITATION_INVALID: 'INVITATION_INVALID',
  INVITATION_NOT_PENDING: 'INVITATION_NOT_PENDING',
  INVITATION_NO_ADDRESS: 'INVITATION_NO_ADDRESS',
  ...(Object.fromEntries(Object.values(ACCOUNT_REFUSALS).map(([code]) => [code, code])) as { readonly [C in RefusalCode]: C }),
} as const satisfies Record<string, ErrorCode>;
