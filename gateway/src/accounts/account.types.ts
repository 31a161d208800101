import type { ResponseOf } from '../platform/rest-contract.ts';

/** The API's account, as `GET /accounts/{id}` answers it (generated contract; no field is listed here). */
export type AccountDto = ResponseOf<'/accounts/{id}', 'get'>;
