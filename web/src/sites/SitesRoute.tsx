import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { SitesRouteQuery } from '../__generated__/SitesRouteQuery.graphql.ts';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { ExportSitesButton } from './ExportSitesButton.tsx';
import { SiteFilters } from './SiteFilters.tsx';
import { SiteList } from './SiteList.tsx';
import { siteListParams } from './siteListParams.ts';

const query = graphql`
  query SitesRouteQuery($count: Int!, $query: String, $orderBy: [SiteOrder!]) {
    ...SiteList_query @arguments(count: $count, query: $query, orderBy: $orderBy)
  }
`;

/** `company/sites`: the sites with their geofence, searched and sorted; new, view, edit, delete, export. */
export function SitesRoute() {
  const { t } = useTranslation('sites');
  const { queryRef } = useLoaderData() as RouteData<SitesRouteQuery>;
  const data = usePreloadedQuery<SitesRouteQuery>(query, queryRef);
  const canWrite = useCanWrite('SITES');
  useEffect(() => { document.title = `${t('features.sites')} · Pontual`; }, [t]);
  return (
    <section className="page page--wide" aria-labelledby="sites-title">
      <div className="page__header">
        <h1 id="sites-title">{t('features.sites')}</h1>
        <div className="page__actions">
          <ExportSitesButton />
          {canWrite && <Link className="button button--primary" to="/company/sites/new">{t('sites.new')}</Link>}
        </div>
      </div>
      <SiteFilters />
      <SiteList query={data} canWrite={canWrite} />
    </section>
  );
}

SitesRoute.loadQuery = ({ environment, url }: RouteLoadContext) => {
  const { query: search, orderBy } = siteListParams(url.searchParams);
  return loadQuery<SitesRouteQuery>(environment, query, { count: PAGE_SIZE, query: search, orderBy }, { fetchPolicy: 'store-and-network' });
};
