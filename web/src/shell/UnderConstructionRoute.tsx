import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { UnderConstructionRouteQuery } from '../__generated__/UnderConstructionRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';

const query = graphql`
  query UnderConstructionRouteQuery {
    viewer { homePath }
  }
`;

/** The specification's "Under construction" screen, naming the feature a later release brings here. */
export function UnderConstructionRoute() {
  const { t } = useTranslation('shell');
  const { queryRef, feature } = useLoaderData() as RouteData<UnderConstructionRouteQuery>;
  const { viewer } = usePreloadedQuery<UnderConstructionRouteQuery>(query, queryRef);
  const name = t(`features.${feature}`);
  useEffect(() => { document.title = `${name} · Pontual`; }, [name]);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{name}</h1>
      <div className="card status-page status-page--left">
        <svg className="status-page__art" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <path d="M8 54h48L32 10z" fill="#f2b134" />
          <path d="M32 26v14" stroke="#1f2933" strokeWidth="5" strokeLinecap="round" />
          <circle cx="32" cy="47" r="3" fill="#1f2933" />
        </svg>
        <h2>{t('underConstruction.title')}</h2>
        <p>{t('underConstruction.text', { feature: name })}</p>
        <Link className="button" to={viewer?.homePath ?? '/'}>{t('common.goHome')}</Link>
      </div>
    </section>
  );
}

UnderConstructionRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<UnderConstructionRouteQuery>(environment, query, {}, { fetchPolicy: 'store-or-network' });
