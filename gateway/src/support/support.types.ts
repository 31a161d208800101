import type { ResponseOf } from '../platform/rest-contract.ts';

/** From the generated REST contract: no field is listed here. */
export type BannerDto = ResponseOf<'/banners/{id}', 'get'>;
export type TextOverrideDto = ResponseOf<'/text-overrides/{id}', 'get'>;
export type SupportSettingsDto = ResponseOf<'/support/settings', 'get'>;
