import type { SiteSortField } from '../__generated__/SitesRouteQuery.graphql.ts';

/** The list's sort choices, each with the direction a person expects (newest first; widest fence first). */
export const SITE_SORTS = {
  NAME: 'ASC', RADIUS: 'DESC', TIME_ZONE: 'ASC', CREATED_AT: 'DESC',
} as const satisfies Partial<Record<SiteSortField, 'ASC' | 'DESC'>>;
export type SiteSort = keyof typeof SITE_SORTS;

/** The list's search and order from the address (`?q=…&sort=RADIUS`), so a reload or a shared link keeps them. */
export function siteListParams(params: URLSearchParams) {
  const asked = params.get('sort') ?? '';
  const sort: SiteSort = asked in SITE_SORTS ? (asked as SiteSort) : 'NAME';
  return { query: params.get('q')?.trim() || null, sort, orderBy: [{ field: sort, direction: SITE_SORTS[sort] }] };
}
