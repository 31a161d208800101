import { useEffect, useState } from 'react';
import { graphql, loadQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { HolidaysRouteQuery } from '../__generated__/HolidaysRouteQuery.graphql.ts';
import type { HolidaysRoute_holidays$key } from '../__generated__/HolidaysRoute_holidays.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import { yearRange } from '../../../domain/organisation.rules.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { HolidayDialog, type HolidayEditing } from './HolidayDialog.tsx';
import { HolidayPolicySwitch } from './HolidayPolicySwitch.tsx';
import { useDeleteHolidayMutation } from './useDeleteHolidayMutation.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';

const query = graphql`
  query HolidaysRouteQuery($year: Int!, $count: Int!) {
    ...HolidaysRoute_holidays @arguments(year: $year, count: $count)
    holidayPolicy { ...HolidayPolicySwitch_policy }
  }
`;
const fragment = graphql`
  fragment HolidaysRoute_holidays on Query
    @argumentDefinitions(year: { type: "Int!" }, count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" })
    @refetchable(queryName: "HolidaysPaginationQuery") {
    holidays(year: $year, first: $count, after: $cursor) @connection(key: "HolidaysRoute_holidays") {
      __id
      edges { node { id holidayDate name isPast } }
    }
  }
`;

type Row = { id: string; holidayDate: string; name: string; isPast: boolean };
type Pending = { action: 'edit' | 'delete'; row: Row };

const yearOf = (params: URLSearchParams) => {
  const y = Number(params.get('year'));
  const { min, max } = yearRange();
  return Number.isInteger(y) && y >= min && y <= max ? y : new Date().getFullYear();
};

/** `company/holidays`: holidays of a year; past ones ask first, because changing them affects reports (core §8). */
export function HolidaysRoute() {
  const { t } = useTranslation('holidays');
  const { queryRef } = useLoaderData() as RouteData<HolidaysRouteQuery>;
  const root = usePreloadedQuery<HolidaysRouteQuery>(query, queryRef);
  const { data } = usePaginationFragment(fragment, root as HolidaysRoute_holidays$key);
  const canWrite = useCanWrite('HOLIDAYS');
  const navigate = useNavigate();
  const notify = useNotify();
  const remove = useDeleteHolidayMutation();
  const [params] = useSearchParams();
  const year = yearOf(params);
  const [editing, setEditing] = useState<HolidayEditing | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const connectionId = data.holidays?.__id ?? '';
  const rows = data.holidays?.edges.map((e) => e.node) ?? [];
  const { min, max } = yearRange();
  useEffect(() => { document.title = `${t('features.holidays')} · Pontual`; }, [t]);

  const edit = (row: Row) => setEditing({ id: row.id, holidayDate: row.holidayDate, name: row.name });
  const askDelete = (row: Row) => setPending({ action: 'delete', row });
  const doDelete = async (row: Row) => {
    const outcome = await remove({ input: { id: row.id }, connections: [connectionId] });
    setPending(null);
    if (outcome.ok) notify('success', t('holidays.deleted', { date: formatDisplayDate(row.holidayDate) }));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  };

  return (
    <section className="page" aria-labelledby="holidays-title">
      <div className="page__header">
        <h1 id="holidays-title">{t('features.holidays')}</h1>
        {canWrite && <button type="button" className="button button--primary" onClick={() => setEditing({ id: null, holidayDate: '', name: '' })}>{t('holidays.new')}</button>}
      </div>
      {root.holidayPolicy && <HolidayPolicySwitch policy={root.holidayPolicy} canWrite={canWrite} />}
      <div className="toolbar">
        <div className="field field--narrow">
          <label htmlFor="holiday-year">{t('holidays.year')}</label>
          <select id="holiday-year" value={year} onChange={(e) => void navigate(`/company/holidays?year=${e.target.value}`, { replace: true })}>
            {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
        </div>
      </div>
      {rows.length === 0 ? <div className="card table__empty">{t('holidays.empty', { year })}</div> : (
        <table className="table table--cards">
          <caption className="visually-hidden">{t('holidays.caption', { year })}</caption>
          <thead><tr><th scope="col">{t('holidays.date')}</th><th scope="col">{t('holidays.name')}</th><th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th></tr></thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td data-label={t('holidays.date')}>{formatDisplayDate(row.holidayDate)}{row.isPast && <span className="count"> · {t('holidays.past')}</span>}</td>
                <td data-label={t('holidays.name')}>{row.name || t('common.none')}</td>
                <td className="table__actions">
                  {canWrite && <>
                    <button type="button" className="button button--small" aria-label={t('common.editNamed', { name: formatDisplayDate(row.holidayDate) })}
                      onClick={() => (row.isPast ? setPending({ action: 'edit', row }) : edit(row))}>{t('common.edit')}</button>
                    <button type="button" className="button button--small" aria-label={t('common.deleteNamed', { name: formatDisplayDate(row.holidayDate) })}
                      onClick={() => askDelete(row)}>{t('common.delete')}</button>
                  </>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && <HolidayDialog editing={editing} connectionId={connectionId} year={year} onClose={() => setEditing(null)} />}
      {pending && (
        <ConfirmDialog
          title={pending.action === 'edit' ? t('holidays.editPastTitle') : t('common.deleteTitle', { name: formatDisplayDate(pending.row.holidayDate) })}
          confirmLabel={pending.action === 'edit' ? t('holidays.editAnyway') : t('common.delete')} danger={pending.action === 'delete'}
          onCancel={() => setPending(null)}
          onConfirm={() => { if (pending.action === 'edit') { edit(pending.row); setPending(null); } else void doDelete(pending.row); }}>
          {pending.row.isPast && <p className="notice notice--warning">{t('errors.pastHolidays')}</p>}
          {pending.action === 'delete' && <p>{t('holidays.deleteText', { date: formatDisplayDate(pending.row.holidayDate) })}</p>}
        </ConfirmDialog>
      )}
    </section>
  );
}

HolidaysRoute.loadQuery = ({ environment, url }: RouteLoadContext) =>
  loadQuery<HolidaysRouteQuery>(environment, query, { year: yearOf(url.searchParams), count: PICKER_SIZE }, { fetchPolicy: 'store-and-network' });
