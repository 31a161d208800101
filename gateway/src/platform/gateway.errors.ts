import type { ErrorCode } from '../../../domain/error-codes.ts';

/** The gateway's own refusal codes (a bad global id in an input); texts in domain/error-codes.ts. */
export const GatewayErrors = {
  INVALID_ID: 'INVALID_ID',
} as const satisfies Record<string, ErrorCode>;
