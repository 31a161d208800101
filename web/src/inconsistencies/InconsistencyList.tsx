import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { InconsistencyList_query$key } from '../__generated__/InconsistencyList_query.graphql.ts';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import { InconsistencyTable, type Selection } from './InconsistencyTable.tsx';
import type { RowActions } from './InconsistencyRow.tsx';

const fragment = graphql`
  fragment InconsistencyList_query on Query
    @argumentDefinitions(
      count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, status: { type: "InconsistencyStatus" },
      from: { type: "LocalDate" }, to: { type: "LocalDate" }, types: { type: "[InconsistencyType!]" },
      departmentId: { type: "ID" }, employeeId: { type: "ID" }
    )
    @refetchable(queryName: "InconsistencyListPaginationQuery") {
    inconsistencies(
      first: $count, after: $cursor, status: $status, from: $from, to: $to, types: $types, departmentId: $departmentId, employeeId: $employeeId
    ) @connection(key: "InconsistencyList_inconsistencies", filters: ["status", "from", "to", "types", "departmentId", "employeeId"]) {
      totalCount
      edges { node { id ...InconsistencyRow_inconsistency } }
    }
  }
`;

interface Props extends Omit<RowActions, 'select'> {
  query: InconsistencyList_query$key;
  caption: string;
  showEmployee: boolean;
  timeZone: string;
  selection?: Selection;
  /** the text when nothing matches */
  empty: string;
  /** a group's items say less: the group row counts them already */
  compact?: boolean;
}

/** The inconsistencies that match, newest first, a page at a time with "show more" and the count. */
export function InconsistencyList({ query, empty, compact, ...tableProps }: Props) {
  const { t } = useTranslation('inconsistencies');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const [, startTransition] = useTransition();
  const [announce, setAnnounce] = useState('');
  const connection = data.inconsistencies;
  const rows = connection?.edges.map((e) => e.node) ?? [];
  return (
    <>
      {!compact && <p className="count" role="status">{t('inconsistencies.count', { shown: rows.length, total: connection?.totalCount ?? 0 })}</p>}
      {rows.length === 0 ? <div className="card table__empty">{empty}</div> : <InconsistencyTable rows={rows} {...tableProps} />}
      <div className="list-footer">
        <span aria-live="polite">{announce}</span>
        {hasNext && (
          <button type="button" className="button" disabled={isLoadingNext}
            onClick={() => startTransition(() => { loadNext(PAGE_SIZE, { onComplete: () => setAnnounce(t('inconsistencies.loadedMore')) }); })}>
            {isLoadingNext ? t('common.loading') : t('inconsistencies.more')}
          </button>
        )}
      </div>
    </>
  );
}
