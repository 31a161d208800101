import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { VersionRouteQuery } from '../__generated__/VersionRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { MODULE_DEFINITIONS } from '../../../domain/modules.ts';

const query = graphql`
  query VersionRouteQuery {
    viewer { enabledModules }
  }
`;

/** `version`: the build the browser runs and the company's enabled modules, for support calls. */
export function VersionRoute() {
  const { t } = useTranslation('shell');
  const { queryRef } = useLoaderData() as RouteData<VersionRouteQuery>;
  const { viewer } = usePreloadedQuery<VersionRouteQuery>(query, queryRef);
  useEffect(() => { document.title = `${t('features.version')} · Pontual`; }, [t]);
  const enabled = new Set(viewer?.enabledModules ?? []);
  return (
    <section className="page" aria-labelledby="version-title">
      <h1 id="version-title">{t('features.version')}</h1>
      <div className="card">
        <dl className="details">
          <div className="details__row"><dt>{t('version.app')}</dt><dd>{__APP_VERSION__}</dd></div>
          <div className="details__row">
            <dt>{t('version.modules')}</dt>
            <dd>{MODULE_DEFINITIONS.filter((m) => enabled.has(m.code)).map((m) => t(`modules.${m.code}`)).join(', ')}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

VersionRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<VersionRouteQuery>(environment, query, {}, { fetchPolicy: 'store-or-network' });
