import type { ErrorCode } from '../../../domain/error-codes.ts';

/** Site refusals; texts in domain/error-codes.ts. */
export const SiteErrors = {
  SITE_NAME_TAKEN: 'SITE_NAME_TAKEN',
  SITE_IN_USE: 'SITE_IN_USE',
} as const satisfies Record<string, ErrorCode>;
