import type { ErrorCode } from '../../../domain/error-codes.ts';

/** Inconsistency review refusals (issue #15); texts in domain/error-codes.ts. PERIOD_CLOSED is the attendance domain's. */
export const InconsistencyErrors = {
  INCONSISTENCY_ARCHIVED: 'INCONSISTENCY_ARCHIVED',
  JUSTIFICATION_COMMENT_REQUIRED: 'JUSTIFICATION_COMMENT_REQUIRED',
} as const satisfies Record<string, ErrorCode>;
