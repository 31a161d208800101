import type { ResponseOf } from '../platform/rest-contract.ts';

/** The API's employee, as `GET /employees/{id}` answers it (generated contract; no field is listed here). */
export type EmployeeDto = ResponseOf<'/employees/{id}', 'get'>;
