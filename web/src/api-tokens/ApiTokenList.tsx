import { useEffect } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ApiTokenList_query$key } from '../__generated__/ApiTokenList_query.graphql.ts';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import { ApiTokenRow } from './ApiTokenRow.tsx';

const fragment = graphql`
  fragment ApiTokenList_query on Query
    @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
    @refetchable(queryName: "ApiTokenListPaginationQuery") {
    apiTokens(first: $count, after: $cursor) @connection(key: "ApiTokenList_apiTokens") {
      __id
      totalCount
      edges { node { id ...ApiTokenRow_apiToken } }
    }
  }
`;

interface Props { query: ApiTokenList_query$key; onConnection: (id: string) => void }

/** Every token, newest first, revoked and expired ones included (they say so). */
export function ApiTokenList({ query, onConnection }: Props) {
  const { t } = useTranslation('api-tokens');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const connection = data.apiTokens;
  useEffect(() => { if (connection?.__id) onConnection(connection.__id); }, [connection?.__id, onConnection]);
  const rows = connection?.edges ?? [];
  return (
    <>
      <p className="count" role="status">{t('apiTokens.count', { count: connection?.totalCount ?? 0 })}</p>
      {rows.length === 0 ? <div className="card table__empty">{t('apiTokens.empty')}</div> : (
        <div className="table-wrap">
          <table className="table table--cards">
            <caption className="visually-hidden">{t('apiTokens.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('apiTokens.name')}</th>
                <th scope="col">{t('apiTokens.role')}</th>
                <th scope="col">{t('apiTokens.prefix')}</th>
                <th scope="col">{t('apiTokens.created')}</th>
                <th scope="col">{t('apiTokens.expires')}</th>
                <th scope="col">{t('apiTokens.lastUsed')}</th>
                <th scope="col">{t('apiTokens.status')}</th>
                <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ node }) => <ApiTokenRow key={node.id} apiToken={node} />)}
            </tbody>
          </table>
        </div>
      )}
      {hasNext && (
        <div className="list-footer">
          <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>{t('common.more')}</button>
        </div>
      )}
    </>
  );
}
