import type { ErrorCode } from '../../../domain/error-codes.ts';

/** Department refusals; texts in domain/error-codes.ts. */
export const DepartmentErrors = {
  DEPARTMENT_NAME_TAKEN: 'DEPARTMENT_NAME_TAKEN',
  DEPARTMENT_HAS_EMPLOYEES: 'DEPARTMENT_HAS_EMPLOYEES',
} as const satisfies Record<string, ErrorCode>;
