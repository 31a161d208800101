import { Suspense, useId, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { EmployeeInsuranceTabQuery } from '../__generated__/EmployeeInsuranceTabQuery.graphql.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { useInsuranceTexts } from '../insurance/useInsuranceTexts.ts';
import { insurancePeriod, insuranceState } from '../insurance/insurancePeriod.ts';
import { useAssignInsuranceMutation } from '../insurance/useAssignInsuranceMutation.ts';
import { useUnassignInsuranceMutation } from '../insurance/useUnassignInsuranceMutation.ts';

const query = graphql`
  query EmployeeInsuranceTabQuery($id: ID!, $withChoices: Boolean!, $count: Int!) {
    node(id: $id) {
      ... on Employee @alias(as: "employee") {
        id name
        insurances { id name type provider policyNumber validFrom validTo isActive }
      }
    }
    insurances(first: $count) @include(if: $withChoices) { edges { node { id name type } } }
  }
`;

/**
 * The Insurance part of an employee's profile: the policies they hold; writers add one from the company's policies
 * and remove one. Read when the tab is opened, so the profile's own query stays light.
 */
export function EmployeeInsuranceTab({ employeeId }: { employeeId: string }) {
  const { t } = useTranslation('employees');
  return <Suspense fallback={<p>{t('common.loading')}</p>}><Policies employeeId={employeeId} /></Suspense>;
}

function Policies({ employeeId }: { employeeId: string }) {
  useInsuranceTexts();
  const { t } = useTranslation('insurance');
  const canWrite = useCanWrite('INSURANCE');
  const [fetchKey, setFetchKey] = useState(0);
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const data = useLazyLoadQuery<EmployeeInsuranceTabQuery>(query, { id: employeeId, withChoices: canWrite, count: PICKER_SIZE },
    { fetchKey, fetchPolicy: 'store-and-network' });
  const assign = useAssignInsuranceMutation();
  const unassign = useUnassignInsuranceMutation();
  const notify = useNotify();
  const id = useId();
  // A removed policy takes its button away: focus goes to the policy choice, not to the page.
  const picker = useRef<HTMLSelectElement>(null);
  const employee = data.node?.employee;
  if (!employee) return null;
  const held = employee.insurances ?? [];
  const heldIds = new Set(held.map((p) => p.id));
  const choices = (data.insurances?.edges.map((e) => e.node) ?? []).filter((p) => !heldIds.has(p.id));
  const failed = (error: Parameters<typeof userFacingMessages>[0]) => userFacingMessages(error, t).forEach((m) => notify('error', m));
  const add = async () => {
    const policy = choices.find((p) => p.id === choice);
    if (!policy) return;
    setBusy(true);
    const outcome = await assign({ input: { insuranceId: policy.id, employeeIds: [employeeId] } });
    setBusy(false);
    if (!outcome.ok) return failed(outcome.error);
    notify('success', t('insurance.tab.added', { policy: policy.name }));
    setChoice('');
    setFetchKey((k) => k + 1);
  };
  const remove = async (policy: { id: string; name: string }) => {
    const outcome = await unassign({ input: { insuranceId: policy.id, employeeId }, connections: [] });
    picker.current?.focus();
    if (!outcome.ok) return failed(outcome.error);
    notify('success', t('insurance.removed', { name: employee.name, policy: policy.name }));
  };
  return (
    <div className="card">
      {held.length === 0 ? <p className="table__empty">{t('insurance.tab.empty')}</p> : (
        <table className="table table--cards">
          <caption className="visually-hidden">{t('insurance.tab.caption', { name: employee.name })}</caption>
          <thead><tr>
            <th scope="col">{t('insurance.name')}</th><th scope="col">{t('insurance.type')}</th><th scope="col">{t('insurance.provider')}</th>
            <th scope="col">{t('insurance.validity')}</th><th scope="col">{t('insurance.status')}</th>
            <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>
          </tr></thead>
          <tbody>
            {held.map((p) => {
              const state = insuranceState(p);
              return (
                <tr key={p.id}>
                  <td data-label={t('insurance.name')}><strong>{p.name}</strong>{p.policyNumber && <span className="field__hint"> · {p.policyNumber}</span>}</td>
                  <td data-label={t('insurance.type')}>{t(`insurance.types.${p.type}`)}</td>
                  <td data-label={t('insurance.provider')}>{p.provider || t('common.none')}</td>
                  <td data-label={t('insurance.validity')}>{insurancePeriod(p, t)}</td>
                  <td data-label={t('insurance.status')}><span className={`pill${state === 'active' ? '' : ' pill--off'}`}>{t(`insurance.state.${state}`)}</span></td>
                  <td className="table__actions">
                    {canWrite && <button type="button" className="button button--small" aria-label={t('insurance.tab.removeNamed', { policy: p.name })}
                      onClick={() => void remove(p)}>{t('insurance.remove')}</button>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {canWrite && (choices.length === 0 ? <p className="field__hint">{t('insurance.tab.allHeld')}</p> : (
        <div className="toolbar">
          <div className="field">
            <label htmlFor={`${id}-policy`}>{t('insurance.tab.choose')}</label>
            <select id={`${id}-policy`} ref={picker} value={choice} onChange={(e) => setChoice(e.target.value)}>
              <option value="">{t('insurance.tab.choosePlaceholder')}</option>
              {choices.map((p) => <option key={p.id} value={p.id}>{p.name} · {t(`insurance.types.${p.type}`)}</option>)}
            </select>
          </div>
          <button type="button" className="button button--primary" disabled={!choice || busy} onClick={() => void add()}>{t('insurance.tab.add')}</button>
        </div>
      ))}
    </div>
  );
}
