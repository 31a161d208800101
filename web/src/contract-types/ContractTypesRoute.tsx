import { useEffect, useMemo, useState } from 'react';
import { graphql, loadQuery, usePaginationFragment, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { Form, Formik, type FormikHelpers } from 'formik';
import type { ContractTypesRouteQuery } from '../__generated__/ContractTypesRouteQuery.graphql.ts';
import type { ContractTypesRoute_query$key } from '../__generated__/ContractTypesRoute_query.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { contractTypeFormSchema } from '../../../domain/organisation.rules.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import { TextField } from '../platform/forms/TextField.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { ConfirmDialog } from '../platform/forms/ConfirmDialog.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { deleteRefusal } from '../platform/errors/deleteRefusal.ts';
import { useCreateContractTypeMutation } from './useCreateContractTypeMutation.ts';
import { useUpdateContractTypeMutation } from './useUpdateContractTypeMutation.ts';
import { useDeleteContractTypeMutation } from './useDeleteContractTypeMutation.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { SortableHeader } from '../platform/forms/SortableHeader.tsx';
import { useColumnSort } from '../platform/forms/useColumnSort.ts';

const query = graphql`
  query ContractTypesRouteQuery($count: Int!) { ...ContractTypesRoute_query @arguments(count: $count) }
`;
const fragment = graphql`
  fragment ContractTypesRoute_query on Query
    @argumentDefinitions(
      count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }
      orderBy: { type: "[ContractTypeOrder!]", defaultValue: [{ field: NAME, direction: ASC }] }
    )
    @refetchable(queryName: "ContractTypesPaginationQuery") {
    contractTypes(first: $count, after: $cursor, orderBy: $orderBy) @connection(key: "ContractTypesRoute_contractTypes") {
      __id
      edges { node { id name endNoticeDays employeeCount } }
    }
  }
`;

interface Editing { id: string | null; name: string; endNoticeDays: string }
interface Row { id: string; name: string; endNoticeDays: number; employeeCount: number }

/** `company/contract-types`: name and days of end notice; delete refused while employees hold the type. */
export function ContractTypesRoute() {
  const { t } = useTranslation('contract-types');
  const { queryRef } = useLoaderData() as RouteData<ContractTypesRouteQuery>;
  const root = usePreloadedQuery<ContractTypesRouteQuery>(query, queryRef);
  const { data, hasNext, loadNext, refetch } = usePaginationFragment(fragment, root as ContractTypesRoute_query$key);
  const { sorted, sortBy } = useColumnSort<'NAME' | 'END_NOTICE_DAYS'>('NAME', 'NAME', (v) => refetch(v));
  const canWrite = useCanWrite('CONTRACT_TYPES');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const remove = useDeleteContractTypeMutation();
  const notify = useNotify();
  const connectionId = data.contractTypes?.__id ?? '';
  useEffect(() => { document.title = `${t('features.contractTypes')} · Pontual`; }, [t]);
  const rows = data.contractTypes?.edges.map((e) => e.node) ?? [];

  const confirmDelete = async (row: Row) => {
    const outcome = await remove({ input: { id: row.id }, connections: [connectionId] });
    setDeleting(null);
    if (outcome.ok) notify('success', t('contractTypes.deleted', { name: row.name }));
    else deleteRefusal(outcome.error, t, 'CONTRACT_TYPE_IN_USE').forEach((m) => notify('error', m));
  };

  return (
    <section className="page" aria-labelledby="contract-types-title">
      <div className="page__header">
        <h1 id="contract-types-title">{t('features.contractTypes')}</h1>
        {canWrite && <button type="button" className="button button--primary" onClick={() => setEditing({ id: null, name: '', endNoticeDays: '0' })}>{t('contractTypes.new')}</button>}
      </div>
      {rows.length === 0 ? <div className="card table__empty">{t('contractTypes.empty')}</div> : (
        <div className="table-wrap">
          <table className="table table--cards">
            <caption className="visually-hidden">{t('features.contractTypes')}</caption>
            <thead><tr>
              <SortableHeader sorted={sorted('NAME')} onSort={() => sortBy('NAME')}>{t('contractTypes.name')}</SortableHeader>
              <SortableHeader sorted={sorted('END_NOTICE_DAYS')} onSort={() => sortBy('END_NOTICE_DAYS')}>{t('contractTypes.endNoticeDays')}</SortableHeader>
              <th scope="col">{t('contractTypes.employees')}</th><th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
            </tr></thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td data-label={t('contractTypes.name')}><strong>{row.name}</strong></td>
                  <td data-label={t('contractTypes.endNoticeDays')}>{t('contractTypes.days', { count: row.endNoticeDays })}</td>
                  <td data-label={t('contractTypes.employees')}>{row.employeeCount}</td>
                  <td className="table__actions">
                    {canWrite && <>
                      <button type="button" className="button button--small" aria-label={t('common.editNamed', { name: row.name })}
                        onClick={() => setEditing({ id: row.id, name: row.name, endNoticeDays: String(row.endNoticeDays) })}>{t('common.edit')}</button>
                      <button type="button" className="button button--small" aria-label={t('common.deleteNamed', { name: row.name })}
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
      {editing && <ContractTypeDialog editing={editing} connectionId={connectionId} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog title={t('common.deleteTitle', { name: deleting.name })} confirmLabel={t('common.delete')} danger
          refused={deleting.employeeCount > 0} onConfirm={() => void confirmDelete(deleting)} onCancel={() => setDeleting(null)}>
          <p>{deleting.employeeCount > 0 ? t('errors.removeWithEmployees') : t('contractTypes.deleteText')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function ContractTypeDialog({ editing, connectionId, onClose }: { editing: Editing; connectionId: string; onClose: () => void }) {
  const { t } = useTranslation('contract-types');
  const schema = useMemo(() => contractTypeFormSchema(ruleMessages(t)), [t]);
  const create = useCreateContractTypeMutation();
  const update = useUpdateContractTypeMutation();
  const notify = useNotify();
  async function submit(values: { name: string; endNoticeDays: string }, helpers: FormikHelpers<{ name: string; endNoticeDays: string }>) {
    const input = { name: values.name.trim(), endNoticeDays: Number(values.endNoticeDays) };
    const outcome = editing.id ? await update({ input: { id: editing.id, ...input } }) : await create({ input, connections: [connectionId] });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, { name: 'name', endNoticeDays: 'endNoticeDays' }, t).forEach((m) => notify('error', m));
    notify('success', t('contractTypes.saved', { name: input.name }));
    onClose();
  }
  return (
    <Modal title={editing.id ? t('common.editNamed', { name: editing.name }) : t('contractTypes.new')} onClose={onClose}>
      <Formik initialValues={{ name: editing.name, endNoticeDays: editing.endNoticeDays }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <TextField name="name" label={t('contractTypes.name')} autoComplete="off" />
            <TextField name="endNoticeDays" label={t('contractTypes.endNoticeDays')} inputMode="numeric" />
            <DialogFormActions onCancel={onClose} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

ContractTypesRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<ContractTypesRouteQuery>(environment, query, { count: PICKER_SIZE }, { fetchPolicy: 'store-and-network' });
