import { useEffect, useState } from 'react';
import { graphql, loadQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { YearlyTimeRouteQuery } from '../__generated__/YearlyTimeRouteQuery.graphql.ts';
import type { YearlyTimeRoute_settings$key } from '../__generated__/YearlyTimeRoute_settings.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { yearRange } from '../../../domain/organisation.rules.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { YearlyTimeRegisterForm } from './YearlyTimeRegisterForm.tsx';
import { YearlyTimeDialog, type SettingRow } from './YearlyTimeDialog.tsx';
import { useDeleteYearlyTimeSettingMutation } from './useDeleteYearlyTimeSettingMutation.ts';
import './yearly-time.css';

const query = graphql`
  query YearlyTimeRouteQuery($year: Int!, $count: Int!) { ...YearlyTimeRoute_settings @arguments(year: $year, count: $count) }
`;
const fragment = graphql`
  fragment YearlyTimeRoute_settings on Query
    @argumentDefinitions(year: { type: "Int!" }, count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" })
    @refetchable(queryName: "YearlyTimePaginationQuery") {
    yearlyTimeSettings(year: $year, first: $count, after: $cursor) @connection(key: "YearlyTimeRoute_yearlyTimeSettings", filters: ["year"]) {
      __id
      totalCount
      edges { node { id employeeId yearPeriod holidayDays bonusDays employee { name employeeNumber } } }
    }
  }
`;

/** Core §5 year picker: the year in the address when it is in range, else this year. */
const yearOf = (params: URLSearchParams) => {
  const y = Number(params.get('year'));
  const { min, max } = yearRange();
  return Number.isInteger(y) && y >= min && y <= max ? y : new Date().getFullYear();
};

/**
 * `company/yearly-time`: each employee's holiday and bonus days of a year (core §3, §5): register a year once for every
 * enabled employee, then edit or delete one person's setting. The list is read again after a registration.
 */
export function YearlyTimeRoute() {
  const { t, i18n } = useTranslation('yearly-time');
  const { queryRef } = useLoaderData() as RouteData<YearlyTimeRouteQuery>;
  const root = usePreloadedQuery<YearlyTimeRouteQuery>(query, queryRef);
  const { data, hasNext, loadNext, refetch } = usePaginationFragment(fragment, root as YearlyTimeRoute_settings$key);
  const canWrite = useCanWrite('HOLIDAYS');
  const navigate = useNavigate();
  const notify = useNotify();
  const remove = useDeleteYearlyTimeSettingMutation();
  const [params] = useSearchParams();
  const year = yearOf(params);
  const [editing, setEditing] = useState<SettingRow | null>(null);
  const [deleting, setDeleting] = useState<SettingRow | null>(null);
  const { min, max } = yearRange();
  const connection = data.yearlyTimeSettings;
  const rows: SettingRow[] = connection?.edges.map(({ node: n }) => ({
    id: n.id, employeeId: n.employeeId, name: n.employee?.name ?? '', number: n.employee?.employeeNumber, yearPeriod: n.yearPeriod,
    holidayDays: n.holidayDays, bonusDays: n.bonusDays,
  })) ?? [];
  const days = (n: number | null | undefined) => (n == null ? t('common.none') : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(n));
  useEffect(() => { document.title = `${t('features.yearlyTime')} · Pontual`; }, [t]);

  const doDelete = async (row: SettingRow) => {
    const outcome = await remove({ input: { employeeId: row.employeeId, yearPeriod: row.yearPeriod }, connections: connection ? [connection.__id] : [] });
    setDeleting(null);
    if (outcome.ok) notify('success', t('yearlyTime.deleted', { name: row.name, year: row.yearPeriod }));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  };

  return (
    <section className="page" aria-labelledby="yearly-time-title">
      <div className="page__header"><h1 id="yearly-time-title">{t('features.yearlyTime')}</h1></div>
      <p className="field__hint">{t('yearlyTime.intro')}</p>
      <div className="toolbar yearly-time__year">
        <div className="field field--narrow">
          <label htmlFor="yearly-time-year">{t('yearlyTime.year')}</label>
          <select id="yearly-time-year" value={year} onChange={(e) => void navigate(`/company/yearly-time?year=${e.target.value}`, { replace: true })}>
            {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
        </div>
      </div>
      {canWrite && <YearlyTimeRegisterForm key={year} year={year} onRegistered={() => refetch({ year }, { fetchPolicy: 'network-only' })} />}
      {rows.length === 0 ? <div className="card table__empty">{t('yearlyTime.empty', { year })}</div> : (
        <div className="table-wrap">
          <p className="count">{t('yearlyTime.count', { count: connection?.totalCount ?? rows.length })}</p>
          <table className="table table--cards">
            <caption className="visually-hidden">{t('yearlyTime.caption', { year })}</caption>
            <thead><tr>
              <th scope="col">{t('yearlyTime.employee')}</th><th scope="col">{t('yearlyTime.holidayDays')}</th>
              <th scope="col">{t('yearlyTime.bonusDays')}</th><th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
            </tr></thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('yearlyTime.employee')}><strong>{row.name}</strong>{row.number && <span className="field__hint"> · {row.number}</span>}</td>
                  <td data-label={t('yearlyTime.holidayDays')}>{days(row.holidayDays)}</td>
                  <td data-label={t('yearlyTime.bonusDays')}>{days(row.bonusDays)}</td>
                  <td className="table__actions">
                    {canWrite && <>
                      <button type="button" className="button button--small" aria-label={t('yearlyTime.editNamed', { name: row.name })}
                        onClick={() => setEditing(row)}>{t('common.edit')}</button>
                      <button type="button" className="button button--small" aria-label={t('yearlyTime.deleteNamed', { name: row.name })}
                        onClick={() => setDeleting(row)}>{t('common.delete')}</button>
                    </>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNext && <button type="button" className="button" onClick={() => loadNext(PICKER_SIZE)}>{t('common.more')}</button>}
      {editing && <YearlyTimeDialog row={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog title={t('yearlyTime.deleteTitle', { name: deleting.name, year: deleting.yearPeriod })} confirmLabel={t('common.delete')} danger
          onConfirm={() => void doDelete(deleting)} onCancel={() => setDeleting(null)}>
          <p>{t('yearlyTime.deleteText', { name: deleting.name, year: deleting.yearPeriod })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

YearlyTimeRoute.loadQuery = ({ environment, url }: RouteLoadContext) =>
  loadQuery<YearlyTimeRouteQuery>(environment, query, { year: yearOf(url.searchParams), count: PICKER_SIZE }, { fetchPolicy: 'store-and-network' });
