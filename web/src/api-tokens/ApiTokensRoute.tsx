import { useEffect, useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { ApiTokensRouteQuery } from '../__generated__/ApiTokensRouteQuery.graphql.ts';
import { PAGE_SIZE, PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { ApiTokenCreateDialog } from './ApiTokenCreateDialog.tsx';
import { ApiTokenList } from './ApiTokenList.tsx';
import './apiTokens.css';

const query = graphql`
  query ApiTokensRouteQuery($count: Int!, $pickerSize: Int!) {
    ...ApiTokenList_query @arguments(count: $count)
    ...ApiTokenCreateDialog_query @arguments(size: $pickerSize)
  }
`;

/**
 * `token` (issue #18 item 4): the company's API tokens for integrators — list, create (the secret shown once) and
 * revoke. Administrators only, as the route rule and the API say.
 */
export function ApiTokensRoute() {
  const { t } = useTranslation('api-tokens');
  const { queryRef } = useLoaderData() as RouteData<ApiTokensRouteQuery>;
  const data = usePreloadedQuery<ApiTokensRouteQuery>(query, queryRef);
  const [creating, setCreating] = useState(false);
  const [connectionId, setConnectionId] = useState<string | null>(null);
  useEffect(() => { document.title = `${t('apiTokens.title')} · Pontual`; }, [t]);
  return (
    <section className="page page--wide" aria-labelledby="api-tokens-title">
      <div className="page__header">
        <h1 id="api-tokens-title">{t('apiTokens.title')}</h1>
        <button type="button" className="button button--primary" onClick={() => setCreating(true)}>{t('apiTokens.new')}</button>
      </div>
      <p className="api-tokens__intro">{t('apiTokens.intro')}</p>
      <ApiTokenList query={data} onConnection={setConnectionId} />
      {creating && <ApiTokenCreateDialog query={data} connectionId={connectionId} onClose={() => setCreating(false)} />}
    </section>
  );
}

ApiTokensRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<ApiTokensRouteQuery>(environment, query, { count: PAGE_SIZE, pickerSize: PICKER_SIZE }, { fetchPolicy: 'store-and-network' });
