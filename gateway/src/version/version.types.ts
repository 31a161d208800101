import type { ResponseOf } from '../platform/rest-contract.ts';

/** From the generated REST contract: no field is listed here. */
export type VersionDto = Exclude<ResponseOf<'/version', 'get'>, undefined>;
export type DatabaseVersionDto = VersionDto['database'];
