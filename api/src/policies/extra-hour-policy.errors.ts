import type { ErrorCode } from '../../../domain/error-codes.ts';

/** Extra-hour policy refusals; texts in domain/error-codes.ts. */
export const ExtraHourPolicyErrors = {
  NIGHT_RULE_PROTECTED: 'NIGHT_RULE_PROTECTED',
} as const satisfies Record<string, ErrorCode>;
