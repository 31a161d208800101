import type { ErrorCode } from '../../../domain/error-codes.ts';

/** API token refusals; texts in domain/error-codes.ts. The first two are thrown by the auth layer (platform/auth/api-token-auth.ts). */
export const ApiTokenErrors = {
  API_TOKEN_REVOKED: 'API_TOKEN_REVOKED',
  API_TOKEN_EXPIRED: 'API_TOKEN_EXPIRED',
  API_TOKEN_ROLE_NOT_ALLOWED: 'API_TOKEN_ROLE_NOT_ALLOWED',
} as const satisfies Record<string, ErrorCode>;
