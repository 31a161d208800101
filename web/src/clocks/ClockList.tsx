import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ClockList_query$key } from '../__generated__/ClockList_query.graphql.ts';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import { ClockTable } from './ClockTable.tsx';

const fragment = graphql`
  fragment ClockList_query on Query
    @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, filter: { type: "ClockFilter!" })
    @refetchable(queryName: "ClockListPaginationQuery") {
    clocks(first: $count, after: $cursor, filter: $filter) @connection(key: "ClockList_clocks") {
      __id
      totalCount
      edges { node { id ...ClockRow_clock } }
    }
  }
`;

interface Props {
  query: ClockList_query$key;
  showAll: boolean;
  profileBase: string | null;
  canWrite: boolean;
  ownEmployeeId: string | null;
}

/** The clocks that match, newest first, one page (25) at a time with "show more" and the count. */
export function ClockList({ query, showAll, ...rowProps }: Props) {
  const { t } = useTranslation('clocks');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const [, startTransition] = useTransition();
  const [announce, setAnnounce] = useState('');
  const connection = data.clocks;
  const rows = connection?.edges.map((e) => e.node) ?? [];
  const connectionId = connection?.__id ?? '';
  const lists = { shown: [connectionId], leaveOnDelete: showAll ? [] : [connectionId] };
  return (
    <>
      <p className="count" role="status">{t('clocks.count', { shown: rows.length, total: connection?.totalCount ?? 0 })}</p>
      {rows.length === 0 ? <div className="card table__empty">{t('clocks.empty')}</div> : (
        <ClockTable caption={t('clocks.caption')} rows={rows} showEmployee lists={lists} {...rowProps} />
      )}
      <div className="list-footer">
        <span aria-live="polite">{announce}</span>
        {hasNext && (
          <button type="button" className="button" disabled={isLoadingNext}
            onClick={() => startTransition(() => { loadNext(PAGE_SIZE, { onComplete: () => setAnnounce(t('clocks.loadedMore')) }); })}>
            {isLoadingNext ? t('common.loading') : t('clocks.more')}
          </button>
        )}
      </div>
    </>
  );
}
