import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { EmployeeList_query$key } from '../__generated__/EmployeeList_query.graphql.ts';
import { EmployeeRow } from './EmployeeRow.tsx';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import { SortableHeader } from '../platform/forms/SortableHeader.tsx';
import { nextSort, SORT_COLUMNS, type ListSort, type SortColumn } from './employeeSort.ts';

const fragment = graphql`
  fragment EmployeeList_query on Query
    @argumentDefinitions(
      count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, filter: { type: "EmployeeFilter!" },
      orderBy: { type: "[EmployeeOrder!]!" }
    )
    @refetchable(queryName: "EmployeeListPaginationQuery") {
    employees(first: $count, after: $cursor, filter: $filter, orderBy: $orderBy)
      @connection(key: "EmployeeList_employees") {
      __id
      totalCount
      edges { node { id ...EmployeeRow_employee } }
    }
  }
`;

interface Props {
  query: EmployeeList_query$key; profileBase: string; canWrite: boolean; sort: ListSort; onSort: (sort: ListSort) => void;
  /** the date column: when people started (enabled list) or when they left (disabled list) */
  dateColumn: 'startDate' | 'endDate';
}

/**
 * One page of employees at a time (25), with "show more" and the count; a table on desktop, cards on phones. The
 * headers sort (the API sorts, so "show more" continues the same order); on phones, where the headers are hidden, a
 * chooser does. One date column, so the table keeps its width in pt and fr (#11 item 10): the start date in the
 * enabled list, the end date in the disabled one.
 */
export function EmployeeList({ query, profileBase, canWrite, sort, onSort, dateColumn }: Props) {
  const { t } = useTranslation('employees');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const [, startTransition] = useTransition();
  const [announce, setAnnounce] = useState('');
  const connection = data.employees;
  const rows = connection?.edges ?? [];
  const total = connection?.totalCount ?? 0;
  const connectionId = connection?.__id;
  const header = (column: SortColumn, label: string) => (
    <SortableHeader sorted={sort.column === column ? sort.direction : null} onSort={() => onSort(nextSort(sort, column))}>{label}</SortableHeader>
  );
  return (
    <>
      <SortChooser sort={sort} onSort={onSort} />
      <p className="count" role="status">{t('employees.count', { shown: rows.length, total })}</p>
      {rows.length === 0 ? (
        <div className="card table__empty">{t('employees.empty')}</div>
      ) : (
        <div className="table-wrap">
          <table className="table table--cards">
            <caption className="visually-hidden">{t('features.employees')}</caption>
            <thead>
              <tr>
                {header('name', t('employees.fields.name'))}
                {header('employeeNumber', t('employees.fields.employeeNumber'))}
                {header('department', t('employees.fields.department'))}
                <th scope="col">{t('employees.fields.contractType')}</th>
                {header(dateColumn, t(`employees.fields.${dateColumn}`))}
                <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ node }) => (
                <EmployeeRow key={node.id} employee={node} profileBase={profileBase} canWrite={canWrite} connectionId={connectionId}
                  dateColumn={dateColumn} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="list-footer">
        <span aria-live="polite">{announce}</span>
        {hasNext && (
          <button type="button" className="button" disabled={isLoadingNext}
            onClick={() => startTransition(() => { loadNext(PAGE_SIZE, { onComplete: () => setAnnounce(t('employees.loadedMore')) }); })}>
            {isLoadingNext ? t('common.loading') : t('employees.more')}
          </button>
        )}
      </div>
    </>
  );
}

/** The order as one choice per column and direction, for phones (the headers are hidden there). */
function SortChooser({ sort, onSort }: { sort: ListSort; onSort: (sort: ListSort) => void }) {
  const { t } = useTranslation('employees');
  const columns = Object.keys(SORT_COLUMNS) as SortColumn[];
  return (
    <div className="field sort-select">
      <label htmlFor="employee-sort">{t('employees.sortBy')}</label>
      <select id="employee-sort" value={`${sort.column}:${sort.direction}`}
        onChange={(e) => { const [column, direction] = e.target.value.split(':'); onSort({ column, direction } as ListSort); }}>
        {columns.flatMap((column) => (['ascending', 'descending'] as const).map((direction) => (
          <option key={`${column}:${direction}`} value={`${column}:${direction}`}>
            {t('employees.sortChoice', { column: t(`employees.fields.${column}`), direction: t(`employees.sortDirection.${direction}`) })}
          </option>
        )))}
      </select>
    </div>
  );
}
