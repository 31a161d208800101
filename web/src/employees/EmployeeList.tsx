import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { EmployeeList_query$key } from '../__generated__/EmployeeList_query.graphql.ts';
import { EmployeeRow } from './EmployeeRow.tsx';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';


const fragment = graphql`
  fragment EmployeeList_query on Query
    @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, filter: { type: "EmployeeFilter!" })
    @refetchable(queryName: "EmployeeListPaginationQuery") {
    employees(first: $count, after: $cursor, filter: $filter, orderBy: [{ field: NAME, direction: ASC }])
      @connection(key: "EmployeeList_employees") {
      __id
      totalCount
      edges { node { id ...EmployeeRow_employee } }
    }
  }
`;

interface Props { query: EmployeeList_query$key; profileBase: string; canWrite: boolean }

/** One page of employees at a time (25), with "show more" and the count; a table on desktop, cards on phones. */
export function EmployeeList({ query, profileBase, canWrite }: Props) {
  const { t } = useTranslation('employees');
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(fragment, query);
  const [, startTransition] = useTransition();
  const [announce, setAnnounce] = useState('');
  const connection = data.employees;
  const rows = connection?.edges ?? [];
  const total = connection?.totalCount ?? 0;
  const connectionId = connection?.__id;
  return (
    <>
      <p className="count" role="status">{t('employees.count', { shown: rows.length, total })}</p>
      {rows.length === 0 ? (
        <div className="card table__empty">{t('employees.empty')}</div>
      ) : (
        <div className="table-wrap">
          <table className="table table--cards">
            <caption className="visually-hidden">{t('features.employees')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('employees.fields.name')}</th>
                <th scope="col">{t('employees.fields.employeeNumber')}</th>
                <th scope="col">{t('employees.fields.department')}</th>
                <th scope="col">{t('employees.fields.contractType')}</th>
                <th scope="col">{t('employees.fields.endDate')}</th>
                <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ node }) => (
                <EmployeeRow key={node.id} employee={node} profileBase={profileBase} canWrite={canWrite} connectionId={connectionId} />
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
