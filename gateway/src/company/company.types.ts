import type { ItemOf, ResponseOf } from '../platform/rest-contract.ts';

/** From the generated REST contract: no field is listed here. */
export type CompanyDto = ResponseOf<'/company', 'get'>;
export type ThemeDto = ItemOf<'/themes'>;
