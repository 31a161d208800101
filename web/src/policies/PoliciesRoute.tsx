import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { PoliciesRouteQuery } from '../__generated__/PoliciesRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { PAGE_SIZE, PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { ClockPolicyCard } from './ClockPolicyCard.tsx';
import { ExtraHourPolicies } from './ExtraHourPolicies.tsx';
import { NotificationPolicies } from './NotificationPolicies.tsx';

const WRITE = 'POLICIES';
/** Employees the picker lists before a search narrows them. */
const PICKER_CHOICES = 20;

const query = graphql`
  query PoliciesRouteQuery($withPicker: Boolean!, $overrides: Int!, $pickerSize: Int!, $rules: Int!, $choices: Int!) {
    clockPolicies { edges { node { id ...ClockPolicyCard_policy @arguments(overrides: $overrides) } } }
    ...OverrideDialog_query @include(if: $withPicker) @alias(as: "picker") @arguments(count: $pickerSize)
    ...ExtraHourPolicies_query @arguments(count: $rules)
    ...ExtraHourRuleDialog_query @include(if: $withPicker) @alias(as: "ruleChoices") @arguments(size: $choices)
    ...NotificationPolicies_query
  }
`;

/**
 * `company/policies` (extended §3): each clock policy's company switch and its per-employee overrides, then the extra
 * and night hour rules, then which notification types are sent. Writers get the controls; everyone else sees the state. The pickers load only for writers.
 */
export function PoliciesRoute() {
  const { t } = useTranslation('policies');
  const { queryRef } = useLoaderData() as RouteData<PoliciesRouteQuery>;
  const data = usePreloadedQuery<PoliciesRouteQuery>(query, queryRef);
  const canWrite = useCanWrite(WRITE);
  const policies = data.clockPolicies?.edges.map((e) => e.node) ?? [];
  useEffect(() => { document.title = `${t('features.policies')} · Pontual`; }, [t]);
  return (
    <section className="page" aria-labelledby="policies-title">
      <div className="page__header"><h1 id="policies-title">{t('features.policies')}</h1></div>
      <p style={{ marginTop: 0 }}>{t('policies.intro')}</p>
      {policies.length === 0 && <div className="card table__empty">{t('policies.empty')}</div>}
      {policies.map((p) => <ClockPolicyCard key={p.id} policy={p} canWrite={canWrite} pickerQuery={canWrite ? data.picker ?? null : null} />)}
      <ExtraHourPolicies query={data} canWrite={canWrite} dialogQuery={canWrite ? data.ruleChoices ?? null : null} />
      <NotificationPolicies query={data} canWrite={canWrite} />
    </section>
  );
}

PoliciesRoute.loadQuery = ({ environment, access }: RouteLoadContext) => loadQuery<PoliciesRouteQuery>(environment, query,
  { withPicker: access.permissions.includes(`${WRITE}_WRITE`), overrides: PAGE_SIZE, pickerSize: PICKER_CHOICES, rules: PAGE_SIZE, choices: PICKER_SIZE },
  { fetchPolicy: 'store-and-network' });
