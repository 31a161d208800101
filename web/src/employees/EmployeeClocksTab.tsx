import { useId, useState, useTransition } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { EmployeeClocksTab_employee$key } from '../__generated__/EmployeeClocksTab_employee.graphql.ts';
import type { EmployeeClocksTab_query$key } from '../__generated__/EmployeeClocksTab_query.graphql.ts';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import { AddClockDialog } from '../clocks/AddClockDialog.tsx';
import { ClockTable } from '../clocks/ClockTable.tsx';
import { useClocksTexts } from '../clocks/useClocksTexts.ts';

const fragment = graphql`
  fragment EmployeeClocksTab_employee on Employee
    @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, showAll: { type: "Boolean", defaultValue: false })
    @refetchable(queryName: "EmployeeClocksTabPaginationQuery") {
    id name
    clocks(first: $count, after: $cursor, showAll: $showAll) @connection(key: "EmployeeClocksTab_clocks") {
      __id
      totalCount
      edges { node { id ...ClockRow_clock } }
    }
  }
`;

const queryFragment = graphql`
  fragment EmployeeClocksTab_query on Query {
    company { timezone }
    viewer { employee { id } }
  }
`;

interface Props {
  employee: EmployeeClocksTab_employee$key;
  query: EmployeeClocksTab_query$key;
  /** the viewer may correct, delete and add clocks (company- or department-wide) */
  canWrite: boolean;
}

/** The employee's clocks, newest first, with their trails; writers correct, delete and add clocks for them. */
export function EmployeeClocksTab({ employee, query, canWrite }: Props) {
  useClocksTexts();
  const { t } = useTranslation('clocks');
  const { data, refetch, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, employee);
  const { company, viewer } = useFragment(queryFragment, query);
  const [showAll, setShowAll] = useState(false);
  const [adding, setAdding] = useState(false);
  const [, startTransition] = useTransition();
  const id = useId();
  // Nobody records or corrects their own clocks (the API refuses): on one's own profile the tab only reads.
  const ownEmployeeId = viewer?.employee?.id ?? null;
  const writable = canWrite && ownEmployeeId !== data.id;
  const connection = data.clocks;
  const rows = connection?.edges.map((e) => e.node) ?? [];
  const connectionId = connection?.__id ?? '';
  const toggle = (on: boolean) => {
    setShowAll(on);
    startTransition(() => { refetch({ showAll: on }, { fetchPolicy: 'store-and-network' }); });
  };
  return (
    <div>
      <div className="page__header">
        <div className="field field--check">
          <input id={`${id}-deleted`} type="checkbox" checked={showAll} onChange={(e) => toggle(e.target.checked)} />
          <label htmlFor={`${id}-deleted`}>{t('clocks.filters.showDeleted')}</label>
        </div>
        {writable && (
          <div className="page__actions">
            <button type="button" className="button button--primary" onClick={() => setAdding(true)}>{t('clocks.add')}</button>
          </div>
        )}
      </div>
      <p className="count" role="status">{t('clocks.count', { shown: rows.length, total: connection?.totalCount ?? 0 })}</p>
      {rows.length === 0 ? <p className="table__empty">{t('clocks.emptyEmployee', { name: data.name })}</p> : (
        <ClockTable caption={t('clocks.captionOf', { name: data.name })} rows={rows} showEmployee={false} profileBase={null}
          canWrite={writable} ownEmployeeId={ownEmployeeId} lists={{ shown: [connectionId], leaveOnDelete: showAll ? [] : [connectionId] }} />
      )}
      {hasNext && (
        <div className="list-footer">
          <button type="button" className="button" disabled={isLoadingNext} onClick={() => startTransition(() => { loadNext(PAGE_SIZE); })}>
            {isLoadingNext ? t('common.loading') : t('clocks.more')}
          </button>
        </div>
      )}
      {adding && (
        <AddClockDialog picker={null} employee={{ id: data.id, name: data.name }} ownEmployeeId={ownEmployeeId} timeZone={company?.timezone || 'UTC'}
          connections={[connectionId]} accepts={() => true} onClose={() => setAdding(false)} />
      )}
    </div>
  );
}
