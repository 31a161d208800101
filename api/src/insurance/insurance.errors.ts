import type { ErrorCode } from '../../../domain/error-codes.ts';

/** Insurance refusals; texts in domain/error-codes.ts. */
export const InsuranceErrors = {
  INSURANCE_IN_USE: 'INSURANCE_IN_USE',
} as const satisfies Record<string, ErrorCode>;
