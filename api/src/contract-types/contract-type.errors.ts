import type { ErrorCode } from '../../../domain/error-codes.ts';

/** Contract type refusals; texts in domain/error-codes.ts. */
export const ContractTypeErrors = {
  CONTRACT_TYPE_NAME_TAKEN: 'CONTRACT_TYPE_NAME_TAKEN',
  CONTRACT_TYPE_IN_USE: 'CONTRACT_TYPE_IN_USE',
} as const satisfies Record<string, ErrorCode>;
