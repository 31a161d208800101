import type { ResponseOf } from '../platform/rest-contract.ts';

/** From the generated REST contract: the caller's own record as `GET /profile` answers it. */
export type ProfileDto = ResponseOf<'/profile', 'get'>;
/** A department, contract type or manager named on the profile. */
export type ProfileNameDto = ProfileDto['managers'][number];
