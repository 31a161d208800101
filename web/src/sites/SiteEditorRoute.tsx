import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useParams } from 'react-router';
import type { SiteEditorRouteQuery } from '../__generated__/SiteEditorRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { parseSiteAction, siteGlobalId, sitePath } from './siteAction.ts';
import { SiteDetails } from './SiteDetails.tsx';
import { SiteForm } from './SiteForm.tsx';
import './sites.css';

const query = graphql`
  query SiteEditorRouteQuery($id: ID!, $isNew: Boolean!) {
    mapSettings { renderer styleUrl accessToken }
    site(id: $id) @skip(if: $isNew) { id databaseId name ...SiteForm_site ...SiteDetails_site }
  }
`;

const OFFLINE = { renderer: 'MAPLIBRE', styleUrl: null, accessToken: null } as const;

/** `company/sites/:action`: `new`, `view-<id>` (read-only) or `edit-<id>`; the map beside the fields. */
export function SiteEditorRoute() {
  const { t } = useTranslation('sites');
  const { queryRef } = useLoaderData() as RouteData<SiteEditorRouteQuery>;
  const data = usePreloadedQuery<SiteEditorRouteQuery>(query, queryRef);
  const action = parseSiteAction(useParams().action);
  const canWrite = useCanWrite('SITES');
  const site = data.site ?? null;
  const mode = action?.mode === 'edit' && !canWrite ? 'view' : action?.mode;
  const title = mode === 'new' ? t('sites.new') : site ? (mode === 'edit' ? t('sites.editTitle', { name: site.name }) : site.name) : t('features.sites');
  useEffect(() => { document.title = `${title} · Pontual`; }, [title]);
  const settings = data.mapSettings ?? OFFLINE;
  const missing = !action || (action.mode !== 'new' && !site);
  return (
    <section className="page page--wide" aria-labelledby="site-title">
      <div className="page__header">
        <h1 id="site-title">{title}</h1>
        <div className="page__actions">
          <Link className="button" to="/company/sites">{t('sites.backToList')}</Link>
          {mode === 'view' && site && canWrite && (
            <Link className="button button--primary" to={sitePath({ mode: 'edit', databaseId: site.databaseId })}>{t('common.edit')}</Link>
          )}
        </div>
      </div>
      {missing && <div className="card table__empty" role="alert">{t('sites.notFound')}</div>}
      {mode === 'new' && <SiteForm site={null} settings={settings} />}
      {mode === 'edit' && site && <SiteForm site={site} settings={settings} />}
      {mode === 'view' && site && <SiteDetails site={site} settings={settings} />}
    </section>
  );
}

SiteEditorRoute.loadQuery = ({ environment, params }: RouteLoadContext) => {
  const action = parseSiteAction(params.action);
  const isNew = !action || action.mode === 'new';
  return loadQuery<SiteEditorRouteQuery>(environment, query, {
    id: action && action.mode !== 'new' ? siteGlobalId(action.databaseId) : '', isNew,
  }, { fetchPolicy: 'store-and-network' });
};
