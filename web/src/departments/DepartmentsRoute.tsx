import { useEffect, useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { DepartmentsRouteQuery } from '../__generated__/DepartmentsRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { DepartmentList } from './DepartmentList.tsx';
import { PAGE_SIZE, PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { DepartmentFormDialog, type DepartmentEditing } from './DepartmentFormDialog.tsx';

const query = graphql`
  query DepartmentsRouteQuery($count: Int!, $pickerSize: Int!) {
    ...DepartmentList_query @arguments(count: $count)
    ...DepartmentFormDialog_query @arguments(size: $pickerSize)
  }
`;

/** `company/departments`: the list with managers and head count; create, edit (manager picker) and delete. */
export function DepartmentsRoute() {
  const { t } = useTranslation('departments');
  const { queryRef } = useLoaderData() as RouteData<DepartmentsRouteQuery>;
  const data = usePreloadedQuery<DepartmentsRouteQuery>(query, queryRef);
  const canWrite = useCanWrite('DEPARTMENTS');
  const [editing, setEditing] = useState<DepartmentEditing | null>(null);
  const [connectionId, setConnectionId] = useState<string | null>(null);
  useEffect(() => { document.title = `${t('features.departments')} · Pontual`; }, [t]);
  return (
    <section className="page page--wide" aria-labelledby="departments-title">
      <div className="page__header">
        <h1 id="departments-title">{t('features.departments')}</h1>
        {canWrite && (
          <button type="button" className="button button--primary" onClick={() => setEditing({ id: null, name: '', managerIds: [] })}>
            {t('departments.new')}
          </button>
        )}
      </div>
      <DepartmentList query={data} canWrite={canWrite} onEdit={setEditing} onConnection={setConnectionId} />
      {editing && (
        <DepartmentFormDialog query={data} editing={editing} connectionId={connectionId} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}

DepartmentsRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<DepartmentsRouteQuery>(environment, query, { count: PAGE_SIZE, pickerSize: PICKER_SIZE }, { fetchPolicy: 'store-and-network' });
