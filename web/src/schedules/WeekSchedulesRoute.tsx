import { useEffect, useState } from 'react';
import { graphql, loadQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useSearchParams } from 'react-router';
import type { WeekSchedulesRouteQuery } from '../__generated__/WeekSchedulesRouteQuery.graphql.ts';
import type { WeekSchedulesRoute_query$key } from '../__generated__/WeekSchedulesRoute_query.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { deleteRefusal } from '../platform/errors/deleteRefusal.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { WeekScheduleEditor } from './WeekScheduleEditor.tsx';
import { WeekScheduleRow } from './WeekScheduleRow.tsx';
import { useDeleteWeekScheduleMutation } from './useDeleteWeekScheduleMutation.ts';
import { ExportWeekSchedulesButton } from './ExportWeekSchedulesButton.tsx';

const query = graphql`
  query WeekSchedulesRouteQuery($count: Int!, $pickerSize: Int!) {
    ...WeekSchedulesRoute_query @arguments(count: $count)
    ...AssignScheduleDialog_query @arguments(count: $pickerSize)
  }
`;
const fragment = graphql`
  fragment WeekSchedulesRoute_query on Query
    @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" })
    @refetchable(queryName: "WeekSchedulesPaginationQuery") {
    weekSchedules(first: $count, after: $cursor) @connection(key: "WeekSchedulesRoute_weekSchedules") {
      __id
      totalCount
      edges { node { id databaseId name employeeCount ...WeekScheduleRow_schedule ...WeekScheduleEditor_schedule } }
    }
  }
`;

interface Deleting { id: string; name: string; employeeCount: number }

/**
 * `company/week-schedules`: the schedules with their week at a glance; `?schedule=new` or `?schedule=<id>` opens the
 * editor (main schedule, exceptions, week view, bulk assignment) in the same screen, so the address can be shared.
 */
export function WeekSchedulesRoute() {
  const { t } = useTranslation('schedules');
  const { queryRef } = useLoaderData() as RouteData<WeekSchedulesRouteQuery>;
  const root = usePreloadedQuery<WeekSchedulesRouteQuery>(query, queryRef);
  const { data, hasNext, loadNext } = usePaginationFragment(fragment, root as WeekSchedulesRoute_query$key);
  const canWrite = useCanWrite('SCHEDULES');
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const remove = useDeleteWeekScheduleMutation();
  const notify = useNotify();
  const connectionId = data.weekSchedules?.__id ?? '';
  const rows = data.weekSchedules?.edges.map((e) => e.node) ?? [];
  const open = params.get('schedule');
  const editing = open && open !== 'new' ? rows.find((r) => String(r.databaseId) === open) ?? null : null;
  useEffect(() => { document.title = `${editing?.name ?? t('features.weekSchedules')} · Pontual`; }, [editing?.name, t]);
  const close = () => setParams({});

  const confirmDelete = async (row: Deleting) => {
    const outcome = await remove({ input: { id: row.id }, connections: [connectionId] });
    setDeleting(null);
    if (outcome.ok) notify('success', t('schedules.deleted', { name: row.name }));
    else deleteRefusal(outcome.error, t, 'SCHEDULE_IN_USE').forEach((m) => notify('error', m));
  };

  if (open === 'new' || editing) {
    return (
      <section className="page page--wide" aria-labelledby="week-schedules-title">
        <h1 id="week-schedules-title" className="visually-hidden">{t('features.weekSchedules')}</h1>
        <WeekScheduleEditor key={open} schedule={editing} query={root} connectionId={connectionId} canWrite={canWrite} onClose={close} />
      </section>
    );
  }
  return (
    <section className="page page--wide" aria-labelledby="week-schedules-title">
      <div className="page__header">
        <h1 id="week-schedules-title">{t('features.weekSchedules')}</h1>
        <div className="page__actions">
          <ExportWeekSchedulesButton />
          {canWrite && <button type="button" className="button button--primary" onClick={() => setParams({ schedule: 'new' })}>{t('schedules.new')}</button>}
        </div>
      </div>
      <p>{t('schedules.count', { count: data.weekSchedules?.totalCount ?? 0 })}</p>
      {open && !editing && <p role="alert" className="field__error">{t('schedules.notFound')}</p>}
      {rows.length === 0 ? <div className="card table__empty">{t('schedules.empty')}</div> : (
        <div className="table-wrap">
          <table className="table table--cards">
            <caption className="visually-hidden">{t('features.weekSchedules')}</caption>
            <thead><tr>
              <th scope="col">{t('schedules.fields.name')}</th><th scope="col">{t('schedules.week')}</th><th scope="col">{t('schedules.employees')}</th>
              <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
            </tr></thead>
            <tbody>
              {rows.map((row) => (
                <WeekScheduleRow key={row.id} schedule={row} canWrite={canWrite}
                  onOpen={() => setParams({ schedule: String(row.databaseId) })}
                  onDelete={() => setDeleting({ id: row.id, name: row.name, employeeCount: row.employeeCount })} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext && <button type="button" className="button" onClick={() => loadNext(PICKER_SIZE)}>{t('common.more')}</button>}
      {deleting && (
        <ConfirmDialog title={t('common.deleteTitle', { name: deleting.name })} confirmLabel={t('common.delete')} danger
          refused={deleting.employeeCount > 0} onConfirm={() => void confirmDelete(deleting)} onCancel={() => setDeleting(null)}>
          <p>{deleting.employeeCount > 0 ? t('schedules.inUse', { count: deleting.employeeCount }) : t('schedules.deleteText')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

WeekSchedulesRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<WeekSchedulesRouteQuery>(environment, query, { count: PICKER_SIZE, pickerSize: 50 }, { fetchPolicy: 'store-and-network' });
