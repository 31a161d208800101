import { fetchQuery, graphql, type Environment } from 'react-relay';
import type { refreshTenantTextsQuery } from '../__generated__/refreshTenantTextsQuery.graphql.ts';

const query = graphql`
  query refreshTenantTextsQuery { ...TenantTexts_query }
`;

/** Reads weblang again after an administrator's change, so the layout's banners and texts follow at once. */
export function refreshTenantTexts(environment: Environment): Promise<unknown> {
  return fetchQuery<refreshTenantTextsQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).toPromise();
}
