import type { ResponseOf } from '../platform/rest-contract.ts';

/** From the generated REST contract: no field is listed here. */
export type ModuleDto = ResponseOf<'/modules/{id}', 'get'>;
export type FeatureDto = ResponseOf<'/features/{id}', 'get'>;
