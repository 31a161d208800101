import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { ClockPolicyOverrides_policy$key } from '../__generated__/ClockPolicyOverrides_policy.graphql.ts';
import type { OverrideDialog_query$key } from '../__generated__/OverrideDialog_query.graphql.ts';
import { ClockPolicyOverrideRow } from './ClockPolicyOverrideRow.tsx';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import { OverrideDialog } from './OverrideDialog.tsx';

const fragment = graphql`
  fragment ClockPolicyOverrides_policy on ClockPolicy
    @argumentDefinitions(count: { type: "Int!" }, cursor: { type: "String" })
    @refetchable(queryName: "ClockPolicyOverridesPaginationQuery") {
    id enabledForCompany
    overrides(first: $count, after: $cursor) @connection(key: "ClockPolicyOverrides_overrides") {
      __id totalCount
      edges { node { id enabled employee { id } ...ClockPolicyOverrideRow_override } }
    }
  }
`;

interface Props { policy: ClockPolicyOverrides_policy$key; policyName: string; canWrite: boolean; pickerQuery: OverrideDialog_query$key | null }

/** The employees for whom the policy holds otherwise than for the company, with add, change and remove. */
export function ClockPolicyOverrides({ policy, policyName, canWrite, pickerQuery }: Props) {
  const { t } = useTranslation('policies');
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(fragment, policy);
  const [adding, setAdding] = useState(false);
  const connectionId = data.overrides?.__id ?? '';
  const rows = data.overrides?.edges.map((e) => e.node) ?? [];
  const count = data.overrides?.totalCount ?? rows.length;
  const overridden = new Map(rows.flatMap((r) => (r.employee ? [[r.employee.id, r.enabled] as const] : [])));
  const companyState = t(data.enabledForCompany ? 'policies.on' : 'policies.off');
  const captionId = `${data.id}-overrides`;
  return (
    <div>
      <div className="page__header" style={{ marginTop: '1rem' }}>
        <h3 id={captionId} style={{ margin: 0 }}>{count ? t('policies.overridesTitle', { count }) : t('policies.overridesNone')}</h3>
        {canWrite && pickerQuery && (
          <button type="button" className="button" onClick={() => setAdding(true)}>{t('policies.addOverride')}</button>
        )}
      </div>
      {rows.length === 0 ? <p className="count">{t('policies.noOverrides', { state: companyState })}</p> : (
        <table className="table table--cards" aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{t('policies.employee')}</th>
              <th scope="col">{t('policies.forEmployee')}</th>
              <th scope="col">{t('policies.lastChange')}</th>
              {canWrite && <th scope="col"><span className="visually-hidden">{t('common.actions')}</span></th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <ClockPolicyOverrideRow key={row.id} override={row} policyId={data.id} policyName={policyName} connectionId={connectionId} canWrite={canWrite} />
            ))}
          </tbody>
        </table>
      )}
      {hasNext && <button type="button" className="button" disabled={isLoadingNext} onClick={() => loadNext(PAGE_SIZE)}>{t('common.more')}</button>}
      {adding && pickerQuery && (
        <OverrideDialog query={pickerQuery} policyId={data.id} policyName={policyName} companyEnabled={data.enabledForCompany} connectionId={connectionId}
          overridden={overridden} onClose={() => setAdding(false)} />
      )}
    </div>
  );
}
