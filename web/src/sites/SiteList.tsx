import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SiteList_query$key } from '../__generated__/SiteList_query.graphql.ts';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import { SiteRow } from './SiteRow.tsx';

const fragment = graphql`
  fragment SiteList_query on Query
    @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, query: { type: "String" }, orderBy: { type: "[SiteOrder!]" })
    @refetchable(queryName: "SiteListPaginationQuery") {
    sites(first: $count, after: $cursor, query: $query, orderBy: $orderBy) @connection(key: "SiteList_sites", filters: ["query", "orderBy"]) {
      __id
      totalCount
      edges { node { id ...SiteRow_site } }
    }
  }
`;

export function SiteList({ query, canWrite }: { query: SiteList_query$key; canWrite: boolean }) {
  const { t } = useTranslation('sites');
  const [params] = useSearchParams();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const connection = data.sites;
  const rows = connection?.edges ?? [];
  const search = params.get('q')?.trim();
  return (
    <>
      <p className="count" role="status">{t('sites.count', { count: connection?.totalCount ?? 0 })}</p>
      {rows.length === 0 ? <div className="card table__empty">{search ? t('sites.noMatch', { query: search }) : t('sites.empty')}</div> : (
        <div className="table-wrap">
          <table className="table table--cards">
            <caption className="visually-hidden">{t('features.sites')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sites.name')}</th>
                <th scope="col">{t('sites.address')}</th>
                <th scope="col">{t('sites.radius')}</th>
                <th scope="col">{t('sites.timeZone')}</th>
                <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ node }) => <SiteRow key={node.id} site={node} canWrite={canWrite} connectionId={connection?.__id} />)}
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
