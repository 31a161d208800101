import type { ResponseOf } from '../platform/rest-contract.ts';

/** From the generated REST contract: no field is listed here. */
export type ContractTypeDto = ResponseOf<'/contract-types/{id}', 'get'>;
