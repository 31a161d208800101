import { Suspense, useEffect, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { InsuranceHoldersDialogQuery } from '../__generated__/InsuranceHoldersDialogQuery.graphql.ts';
import { Modal } from '../platform/forms/Modal.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { InsuranceAssignPicker } from './InsuranceAssignPicker.tsx';
import { useUnassignInsuranceMutation } from './useUnassignInsuranceMutation.ts';

const query = graphql`
  query InsuranceHoldersDialogQuery($id: ID!, $count: Int!) {
    node(id: $id) {
      ... on Insurance @alias(as: "insurance") {
        id
        employees(first: $count) @connection(key: "InsuranceHoldersDialog_employees") {
          __id
          totalCount
          edges { node { id name employeeNumber department { name } } }
        }
      }
    }
  }
`;

interface Policy { id: string; name: string; employeeCount: number }

/**
 * The holders of one policy, each removable by writers, and "Assign to employees": many at once from a searchable
 * list of ticks. The list is read again after an assignment; a removal takes the row out at once.
 */
export function InsuranceHoldersDialog({ insurance, canWrite, onClose }: { insurance: Policy; canWrite: boolean; onClose: () => void }) {
  const { t } = useTranslation('insurance');
  const [assigning, setAssigning] = useState(false);
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <Modal title={t('insurance.holdersTitle', { name: insurance.name })} onClose={onClose} wide>
      <Suspense fallback={<p>{t('common.loading')}</p>}>
        <Holders insurance={insurance} canWrite={canWrite} fetchKey={fetchKey} assigning={assigning} onAssign={() => setAssigning(true)}
          onAssigned={() => { setFetchKey((k) => k + 1); setAssigning(false); }} onCancelAssign={() => setAssigning(false)} onClose={onClose} />
      </Suspense>
    </Modal>
  );
}

interface HoldersProps {
  insurance: Policy; canWrite: boolean; fetchKey: number; assigning: boolean;
  onAssign: () => void; onAssigned: () => void; onCancelAssign: () => void; onClose: () => void;
}

function Holders({ insurance, canWrite, fetchKey, assigning, onAssign, onAssigned, onCancelAssign, onClose }: HoldersProps) {
  const { t } = useTranslation('insurance');
  const data = useLazyLoadQuery<InsuranceHoldersDialogQuery>(query, { id: insurance.id, count: PICKER_SIZE }, { fetchKey, fetchPolicy: 'store-and-network' });
  const unassign = useUnassignInsuranceMutation();
  const notify = useNotify();
  // Focus never falls to the page when the control used disappears (a removed row, the picker closed): it goes to the
  // dialog's own buttons, so Escape and Tab keep working.
  const actions = useRef<HTMLDivElement>(null);
  const wasAssigning = useRef(assigning);
  useEffect(() => {
    if (wasAssigning.current && !assigning) actions.current?.querySelector<HTMLButtonElement>('button:last-child')?.focus();
    wasAssigning.current = assigning;
  }, [assigning]);
  const connection = data.node?.insurance?.employees;
  const holders = connection?.edges.map((e) => e.node) ?? [];
  const remove = async (holder: { id: string; name: string }) => {
    const outcome = await unassign({ input: { insuranceId: insurance.id, employeeId: holder.id }, connections: connection ? [connection.__id] : [] });
    actions.current?.querySelector<HTMLButtonElement>('button:last-child')?.focus();
    if (outcome.ok) notify('success', t('insurance.removed', { name: holder.name, policy: insurance.name }));
    else userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
  };
  if (assigning) {
    return <InsuranceAssignPicker insurance={insurance} holderIds={new Set(holders.map((h) => h.id))} onDone={onAssigned} onCancel={onCancelAssign} />;
  }
  const total = connection?.totalCount ?? holders.length;
  return (
    <>
      <p className="count">{t('insurance.employees', { count: total })}</p>
      {holders.length === 0 ? <p className="table__empty">{t('insurance.noHolders')}</p> : (
        <div className="table-wrap">
          <table className="table table--cards">
            <caption className="visually-hidden">{t('insurance.holdersTitle', { name: insurance.name })}</caption>
            <thead><tr>
              <th scope="col">{t('insurance.employee')}</th><th scope="col">{t('insurance.number')}</th><th scope="col">{t('insurance.department')}</th>
              <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
            </tr></thead>
            <tbody>
              {holders.map((h) => (
                <tr key={h.id}>
                  <td data-label={t('insurance.employee')}>{h.name}</td>
                  <td data-label={t('insurance.number')}>{h.employeeNumber ?? t('common.none')}</td>
                  <td data-label={t('insurance.department')}>{h.department?.name ?? t('common.none')}</td>
                  <td className="table__actions">
                    {canWrite && <button type="button" className="button button--small" aria-label={t('insurance.removeNamed', { name: h.name })}
                      onClick={() => void remove(h)}>{t('insurance.remove')}</button>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > holders.length && <p className="field__hint">{t('insurance.moreHolders', { shown: holders.length, total })}</p>}
      <div className="dialog__actions" ref={actions}>
        <button type="button" className="button" onClick={onClose}>{t('common.close')}</button>
        {canWrite && <button type="button" className="button button--primary" onClick={onAssign}>{t('insurance.assignMany')}</button>}
      </div>
    </>
  );
}
