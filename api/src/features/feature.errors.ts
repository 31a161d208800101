import type { ErrorCode } from '../../../domain/error-codes.ts';

/** Module refusals; texts in domain/error-codes.ts. */
export const FeatureErrors = {
  MODULE_NOT_SWITCHABLE: 'MODULE_NOT_SWITCHABLE',
} as const satisfies Record<string, ErrorCode>;
