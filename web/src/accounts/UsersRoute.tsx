import { useEffect, useState } from 'react';
import { graphql, loadQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { UsersRouteQuery } from '../__generated__/UsersRouteQuery.graphql.ts';
import type { UsersRoute_accounts$key } from '../__generated__/UsersRoute_accounts.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { UserRow } from './UserRow.tsx';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import { NewAccountDialog } from './NewAccountDialog.tsx';
import './accounts.css';

const query = graphql`
  query UsersRouteQuery($count: Int!) {
    ...UsersRoute_accounts @arguments(count: $count)
    roles(first: 20) { edges { node { id name } } }
  }
`;
const fragment = graphql`
  fragment UsersRoute_accounts on Query
    @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }, search: { type: "String" })
    @refetchable(queryName: "UsersPaginationQuery") {
    accounts(first: $count, after: $cursor, filter: { search: $search }, orderBy: [{ field: USERNAME, direction: ASC }]) @connection(key: "UsersRoute_accounts") {
      totalCount
      edges { node { id ...UserRow_account } }
    }
  }
`;

/** User accounts: enabled, lock state, roles and identification method, per account; new accounts are invited. */
export function UsersRoute() {
  const { t } = useTranslation('accounts');
  const { queryRef } = useLoaderData() as RouteData<UsersRouteQuery>;
  const root = usePreloadedQuery<UsersRouteQuery>(query, queryRef);
  const { data, hasNext, loadNext, refetch, isLoadingNext } = usePaginationFragment(fragment, root as UsersRoute_accounts$key);
  const canWrite = useCanWrite('ACCOUNTS');
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const roles = root.roles?.edges.map((e) => e.node) ?? [];
  useEffect(() => { document.title = `${t('features.users')} · Pontual`; }, [t]);
  useEffect(() => {
    const timer = setTimeout(() => refetch({ search: search.trim() || null }, { fetchPolicy: 'store-and-network' }), 300);
    return () => clearTimeout(timer);
  }, [search, refetch]);
  const rows = data.accounts?.edges ?? [];
  return (
    <section className="page page--wide" aria-labelledby="users-title">
      <h1 id="users-title">{t('features.users')}</h1>
      <div className="users__toolbar">
        <form className="toolbar" role="search" onSubmit={(e) => e.preventDefault()}>
          <div className="field field--search">
            <label htmlFor="user-search">{t('users.search')}</label>
            <input id="user-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
          </div>
        </form>
        {canWrite && <button type="button" className="button button--primary" onClick={() => setCreating(true)}>{t('users.newAccount')}</button>}
      </div>
      {creating && (
        <NewAccountDialog roles={roles} onClose={() => setCreating(false)}
          onCreated={() => refetch({ search: search.trim() || null }, { fetchPolicy: 'network-only' })} />
      )}
      <p className="count" role="status">{t('users.count', { count: data.accounts?.totalCount ?? 0 })}</p>
      <div className="table-wrap">
        <table className="table table--cards">
          <caption className="visually-hidden">{t('features.users')}</caption>
          <thead><tr>
            <th scope="col">{t('users.account')}</th><th scope="col">{t('users.roles')}</th><th scope="col">{t('users.state')}</th>
            <th scope="col">{t('users.identification')}</th><th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
          </tr></thead>
          <tbody>
            {rows.map(({ node }) => <UserRow key={node.id} account={node} roles={roles} canWrite={canWrite} />)}
          </tbody>
        </table>
      </div>
      {hasNext && <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>{t('common.more')}</button>}
    </section>
  );
}

UsersRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<UsersRouteQuery>(environment, query, { count: PAGE_SIZE }, { fetchPolicy: 'store-and-network' });
