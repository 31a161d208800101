import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AbsenceRequestList_query$key } from '../__generated__/AbsenceRequestList_query.graphql.ts';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import { AbsenceRequestRow, type RequestActions } from './AbsenceRequestRow.tsx';

const fragment = graphql`
  fragment AbsenceRequestList_query on Query
    @argumentDefinitions(
      count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, from: { type: "LocalDate" }, to: { type: "LocalDate" },
      departmentId: { type: "ID" }, awaiting: { type: "Boolean" }, statuses: { type: "[AbsenceRequestStatus!]" }
    )
    @refetchable(queryName: "AbsenceRequestListPaginationQuery") {
    absenceRequests(first: $count, after: $cursor, from: $from, to: $to, departmentId: $departmentId, awaiting: $awaiting, statuses: $statuses)
      @connection(key: "AbsenceRequestList_absenceRequests", filters: ["from", "to", "departmentId", "awaiting", "statuses"]) {
      totalCount
      edges { node { id ...AbsenceRequestRow_request } }
    }
  }
`;

interface Props extends Omit<RequestActions, 'select'> {
  query: AbsenceRequestList_query$key;
  empty: string;
  /** rows can be chosen for a decision in bulk */
  chosen?: { ids: ReadonlySet<string>; toggle: (id: string) => void };
}

/** Requests, a page at a time, as a table on a desk and cards on a phone. */
export function AbsenceRequestList({ query, empty, chosen, ...actions }: Props) {
  const { t } = useTranslation('absences');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const [, startTransition] = useTransition();
  const [announce, setAnnounce] = useState('');
  const rows = data.absenceRequests?.edges.map((e) => e.node) ?? [];
  const col = (k: string) => t(`absences.columns.${k}`);
  return (
    <>
      <p className="count" role="status">{t('absences.count', { shown: rows.length, total: data.absenceRequests?.totalCount ?? 0 })}</p>
      {rows.length === 0 ? <div className="card table__empty">{empty}</div> : (
        <div className="table-wrap">
          <table className="table table--cards abs-table">
            <caption className="visually-hidden">{t('absences.caption')}</caption>
            <thead>
              <tr>
                {chosen && <th scope="col"><span className="visually-hidden">{t('absences.choose')}</span></th>}
                <th scope="col">{col('employee')}</th><th scope="col">{col('type')}</th><th scope="col">{col('dates')}</th>
                <th scope="col">{col('days')}</th><th scope="col">{col('status')}</th>
                <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <AbsenceRequestRow key={row.id} request={row} {...actions}
                  select={chosen && { checked: chosen.ids.has(row.id), onToggle: chosen.toggle }} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="list-footer">
        <span aria-live="polite">{announce}</span>
        {hasNext && (
          <button type="button" className="button" disabled={isLoadingNext}
            onClick={() => startTransition(() => { loadNext(PAGE_SIZE, { onComplete: () => setAnnounce(t('absences.loadedMore')) }); })}>
            {isLoadingNext ? t('common.loading') : t('absences.more')}
          </button>
        )}
      </div>
    </>
  );
}
