import { useEffect, useState } from 'react';
import { graphql, loadQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { InsuranceRouteQuery } from '../__generated__/InsuranceRouteQuery.graphql.ts';
import type { InsuranceRoute_query$key } from '../__generated__/InsuranceRoute_query.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { deleteRefusal } from '../platform/errors/deleteRefusal.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { InsuranceDialog, type InsuranceRow } from './InsuranceDialog.tsx';
import { InsuranceHoldersDialog } from './InsuranceHoldersDialog.tsx';
import { insurancePeriod, insuranceState } from './insurancePeriod.ts';
import { useDeleteInsuranceMutation } from './useDeleteInsuranceMutation.ts';
import './insurance.css';

const query = graphql`
  query InsuranceRouteQuery($count: Int!) { ...InsuranceRoute_query @arguments(count: $count) }
`;
const fragment = graphql`
  fragment InsuranceRoute_query on Query
    @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" })
    @refetchable(queryName: "InsurancePaginationQuery") {
    insurances(first: $count, after: $cursor) @connection(key: "InsuranceRoute_insurances") {
      __id
      totalCount
      edges { node { id name type provider policyNumber validFrom validTo isActive employeeCount } }
    }
  }
`;

/**
 * `company/insurance`: the company's health and work insurance policies with their holders. A policy someone holds
 * cannot be deleted (core §5, §8): its dialog says so, with how many hold it, and offers no Delete.
 */
export function InsuranceRoute() {
  const { t } = useTranslation('insurance');
  const { queryRef } = useLoaderData() as RouteData<InsuranceRouteQuery>;
  const root = usePreloadedQuery<InsuranceRouteQuery>(query, queryRef);
  const { data, hasNext, loadNext } = usePaginationFragment(fragment, root as InsuranceRoute_query$key);
  const canWrite = useCanWrite('INSURANCE');
  const [editing, setEditing] = useState<InsuranceRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InsuranceRow | null>(null);
  const [holdersOf, setHoldersOf] = useState<InsuranceRow | null>(null);
  const remove = useDeleteInsuranceMutation();
  const notify = useNotify();
  const connectionId = data.insurances?.__id ?? '';
  const rows = data.insurances?.edges.map((e) => e.node) ?? [];
  useEffect(() => { document.title = `${t('features.insurance')} · Pontual`; }, [t]);
  // The row on screen, so a dialog opened before a change shows the count after it.
  const current = (row: InsuranceRow | null) => (row && rows.find((r) => r.id === row.id)) ?? row;
  const deletingNow = current(deleting);

  const confirmDelete = async (row: InsuranceRow) => {
    const outcome = await remove({ input: { id: row.id }, connections: [connectionId] });
    setDeleting(null);
    if (outcome.ok) notify('success', t('insurance.deleted', { name: row.name }));
    else deleteRefusal(outcome.error, t, 'INSURANCE_IN_USE').forEach((m) => notify('error', m));
  };

  return (
    <section className="page" aria-labelledby="insurance-title">
      <div className="page__header">
        <h1 id="insurance-title">{t('features.insurance')}</h1>
        {canWrite && <button type="button" className="button button--primary" onClick={() => setEditing('new')}>{t('insurance.new')}</button>}
      </div>
      {rows.length === 0 ? <div className="card table__empty">{t('insurance.empty')}</div> : (
        <div className="table-wrap">
          <p className="count">{t('insurance.count', { count: data.insurances?.totalCount ?? rows.length })}</p>
          <table className="table table--cards">
            <caption className="visually-hidden">{t('features.insurance')}</caption>
            <thead><tr>
              <th scope="col">{t('insurance.name')}</th><th scope="col">{t('insurance.type')}</th>
              <th scope="col">{t('insurance.provider')}</th>
              <th scope="col">{t('insurance.validity')}</th>
              <th scope="col">{t('insurance.holders')}</th><th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
            </tr></thead>
            <tbody>
              {rows.map((row) => {
                const state = insuranceState(row);
                return (
                  <tr key={row.id}>
                    <td data-label={t('insurance.name')}>
                      <strong>{row.name}</strong>
                      {row.policyNumber && <span className="insurance-name__number">{t('insurance.policyNumber')} {row.policyNumber}</span>}
                    </td>
                    <td data-label={t('insurance.type')}>{t(`insurance.types.${row.type}`)}</td>
                    <td data-label={t('insurance.provider')}>{row.provider || t('common.none')}</td>
                    <td data-label={t('insurance.validity')}>
                      {insurancePeriod(row, t)} <span className={`pill${state === 'active' ? '' : ' pill--off'}`}>{t(`insurance.state.${state}`)}</span>
                    </td>
                    <td data-label={t('insurance.holders')}>{t('insurance.employees', { count: row.employeeCount })}</td>
                    <td className="table__actions">
                      <button type="button" className="button button--small" aria-label={t('insurance.holdersNamed', { name: row.name })}
                        onClick={() => setHoldersOf(row)}>{t('insurance.holders')}</button>
                      {canWrite && <>
                        <button type="button" className="button button--small" aria-label={t('common.editNamed', { name: row.name })}
                          onClick={() => setEditing(row)}>{t('common.edit')}</button>
                        <button type="button" className="button button--small" aria-label={t('common.deleteNamed', { name: row.name })}
                          onClick={() => setDeleting(row)}>{t('common.delete')}</button>
                      </>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {hasNext && <button type="button" className="button" onClick={() => loadNext(PICKER_SIZE)}>{t('common.more')}</button>}
      {editing && <InsuranceDialog editing={editing === 'new' ? null : editing} connectionId={connectionId} onClose={() => setEditing(null)} />}
      {holdersOf && <InsuranceHoldersDialog insurance={current(holdersOf) ?? holdersOf} canWrite={canWrite} onClose={() => setHoldersOf(null)} />}
      {deletingNow && (
        <ConfirmDialog title={t('common.deleteTitle', { name: deletingNow.name })} confirmLabel={t('common.delete')} danger
          refused={deletingNow.employeeCount > 0} onConfirm={() => void confirmDelete(deletingNow)} onCancel={() => setDeleting(null)}>
          {deletingNow.employeeCount > 0 ? <>
            <p>{t('errors.INSURANCE_IN_USE', { count: deletingNow.employeeCount })}</p>
            <p>{t('insurance.heldHint')}</p>
          </> : <p>{t('insurance.deleteText', { name: deletingNow.name })}</p>}
        </ConfirmDialog>
      )}
    </section>
  );
}

InsuranceRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<InsuranceRouteQuery>(environment, query, { count: PICKER_SIZE }, { fetchPolicy: 'store-and-network' });
