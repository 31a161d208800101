import type { ResponseOf } from '../platform/rest-contract.ts';

/** From the generated REST contract: no field is listed here. */
export type ExperimentDto = Exclude<ResponseOf<'/experiments', 'get'>, undefined>[number];
