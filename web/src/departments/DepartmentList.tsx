import { useEffect } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { DepartmentList_query$key } from '../__generated__/DepartmentList_query.graphql.ts';
import { DepartmentRow } from './DepartmentRow.tsx';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import type { DepartmentEditing } from './DepartmentFormDialog.tsx';
import { SortableHeader } from '../platform/forms/SortableHeader.tsx';
import { useColumnSort } from '../platform/forms/useColumnSort.ts';

const fragment = graphql`
  fragment DepartmentList_query on Query
    @argumentDefinitions(
      count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }
      orderBy: { type: "[DepartmentOrder!]", defaultValue: [{ field: NAME, direction: ASC }] }
    )
    @refetchable(queryName: "DepartmentListPaginationQuery") {
    departments(first: $count, after: $cursor, orderBy: $orderBy) @connection(key: "DepartmentList_departments") {
      __id
      totalCount
      edges { node { id ...DepartmentRow_department } }
    }
  }
`;

interface Props {
  query: DepartmentList_query$key;
  canWrite: boolean;
  onEdit: (d: DepartmentEditing) => void;
  onConnection: (id: string) => void;
}

export function DepartmentList({ query, canWrite, onEdit, onConnection }: Props) {
  const { t } = useTranslation('departments');
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(fragment, query);
  const { sorted, sortBy } = useColumnSort<'NAME'>('NAME', 'NAME', (v) => refetch(v));
  const connection = data.departments;
  useEffect(() => { if (connection?.__id) onConnection(connection.__id); }, [connection?.__id, onConnection]);
  const rows = connection?.edges ?? [];
  return (
    <>
      <p className="count" role="status">{t('departments.count', { count: connection?.totalCount ?? 0 })}</p>
      {rows.length === 0 ? <div className="card table__empty">{t('departments.empty')}</div> : (
        <div className="table-wrap">
          <table className="table table--cards">
            <caption className="visually-hidden">{t('features.departments')}</caption>
            <thead>
              <tr>
                <SortableHeader sorted={sorted('NAME')} onSort={() => sortBy('NAME')}>{t('departments.name')}</SortableHeader>
                <th scope="col">{t('departments.managers')}</th>
                <th scope="col">{t('departments.activeEmployees')}</th>
                <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ node }) => (
                <DepartmentRow key={node.id} department={node} canWrite={canWrite} onEdit={onEdit} connectionId={connection?.__id} />
              ))}
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
