import type { ResponseOf } from '../platform/rest-contract.ts';

/** From the generated REST contract: `y`/`x` are the older names of latitude/longitude (both are answered). */
export type SiteDto = ResponseOf<'/sites/{id}', 'get'>;

/** A place of `GET /sites/search`: one of the company's sites, a gazetteer town or a geocoder answer. */
export type PlaceDto = ResponseOf<'/sites/search', 'get'>[number];
