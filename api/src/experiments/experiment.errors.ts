import type { ErrorCode } from '../../../domain/error-codes.ts';

/** Experiment refusals; texts in domain/error-codes.ts. */
export const ExperimentErrors = {
  EXPERIMENT_NOT_FOUND: 'EXPERIMENT_NOT_FOUND',
} as const satisfies Record<string, ErrorCode>;
