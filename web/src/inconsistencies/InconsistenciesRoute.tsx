import { useEffect, useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import type { InconsistenciesRouteQuery } from '../__generated__/InconsistenciesRouteQuery.graphql.ts';
import { PICKER_MATCHES } from '../clocks/ClockEmployeePicker.tsx';
import { Tabs } from '../platform/forms/Tabs.tsx';
import { PAGE_SIZE, PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { InconsistencyBoard } from './InconsistencyBoard.tsx';
import { InconsistencyFilters } from './InconsistencyFilters.tsx';
import { ExportInconsistenciesButton } from './ExportInconsistenciesButton.tsx';
import { inconsistencyArgs, inconsistencyFilterFromUrl, inconsistencySearch, type InconsistencyFilterValues } from './inconsistencyFilter.ts';
import { scopeOf, screenRights } from './screenRights.ts';
import './inconsistencies.css';

const query = graphql`
  query InconsistenciesRouteQuery(
    $status: InconsistencyStatus, $from: LocalDate, $to: LocalDate, $types: [InconsistencyType!], $departmentId: ID, $employeeId: ID,
    $count: Int!, $showList: Boolean!, $showGroups: Boolean!, $withDepartments: Boolean!, $filterEmployeeId: ID!, $withEmployee: Boolean!, $pickerSize: Int!,
    $matches: Int!, $withPicker: Boolean!
  ) {
    company { timezone }
    ...InconsistencyFilters_query @arguments(withDepartments: $withDepartments, employeeId: $filterEmployeeId, withEmployee: $withEmployee, size: $pickerSize)
    ...ClockEmployeePicker_query @alias(as: "picker") @arguments(count: $matches) @include(if: $withPicker)
    ...InconsistencyList_query @alias(as: "list") @arguments(status: $status, from: $from, to: $to, types: $types, departmentId: $departmentId, employeeId: $employeeId, count: $count)
      @include(if: $showList)
    ...InconsistencyGroups_query @alias(as: "groups") @arguments(status: $status, from: $from, to: $to, types: $types, departmentId: $departmentId, employeeId: $employeeId, count: $count)
      @include(if: $showGroups)
  }
`;

/**
 * `inconsistencies` (administrators, the read-only consultant), `dep-inconsistencies` (a manager's departments) and
 * `my-inconsistencies` (one's own): pending and archived tabs, filters in the address, the list or one row per
 * employee; reviewers pick rows or a period to archive, and whoever may justifies with a comment and a proof.
 */
export function InconsistenciesRoute() {
  const { t } = useTranslation('inconsistencies');
  const { queryRef, access } = useLoaderData() as RouteData<InconsistenciesRouteQuery>;
  const data = usePreloadedQuery<InconsistenciesRouteQuery>(query, queryRef);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  const scope = scopeOf(pathname);
  const rights = screenRights(scope, access);
  const values = inconsistencyFilterFromUrl(params);
  const args = inconsistencyArgs(values, scope === 'own' ? access.employeeId ?? null : null);
  const noRecord = scope === 'own' && !access.employeeId;
  const [version, setVersion] = useState(0);
  const title = t(`inconsistencies.title.${scope}`);
  useEffect(() => { document.title = `${title} · Pontual`; }, [title]);

  const apply = (next: InconsistencyFilterValues) => { void navigate(`${pathname}${inconsistencySearch(next)}`, { replace: true }); };
  // After a decision every list and count on screen is read again (an archive moves rows between tabs and groups).
  const refresh = () => { setVersion((v) => v + 1); void revalidator.revalidate(); };
  // Keyed by what is shown: a choice of rows never survives a change of filters (it would archive rows no longer seen).
  const board = (
    <InconsistencyBoard key={JSON.stringify(args)} list={data.list ?? null} groups={data.groups ?? null} values={values} args={args} rights={rights} timeZone={data.company?.timezone || 'UTC'}
      showEmployee={scope !== 'own'} version={version} onChanged={refresh} />
  );

  return (
    <section className="page page--wide" aria-labelledby="inconsistencies-title">
      <div className="page__header">
        <h1 id="inconsistencies-title">{title}</h1>
        <div className="page__actions"><ExportInconsistenciesButton args={args} /></div>
      </div>
      {noRecord && <p className="card table__empty">{t('inconsistencies.noEmployee')}</p>}
      <InconsistencyFilters query={data} picker={data.picker ?? null} values={values} onChange={apply} />
      <Tabs label={t('inconsistencies.tabs.label')} selected={values.tab} onSelect={(tab) => apply({ ...values, tab: tab === 'archived' ? 'archived' : 'pending' })}
        items={[
          { id: 'pending', label: t('inconsistencies.tabs.pending'), content: values.tab === 'pending' ? board : null },
          { id: 'archived', label: t('inconsistencies.tabs.archived'), content: values.tab === 'archived' ? board : null },
        ]} />
    </section>
  );
}

InconsistenciesRoute.loadQuery = ({ environment, access, url }: RouteLoadContext) => {
  const values = inconsistencyFilterFromUrl(url.searchParams);
  const scope = scopeOf(url.pathname);
  const own = scope === 'own';
  const args = inconsistencyArgs(values, own ? access.employeeId ?? null : null);
  // An account without an employee record has nothing of its own: no list is read (never the filters' employee).
  const nothing = own && !access.employeeId;
  const grouped = values.grouped && !own;
  const withDepartments = ['DEPARTMENTS_READ', 'DEP_DEPARTMENTS_READ'].some((a) => access.permissions.includes(a)) && !own;
  const filterEmployeeId = own ? '' : values.employeeId ?? '';
  return loadQuery<InconsistenciesRouteQuery>(environment, query, {
    ...args, count: PAGE_SIZE, showList: !grouped && !nothing, showGroups: grouped, withDepartments, filterEmployeeId, withEmployee: !!filterEmployeeId,
    pickerSize: PICKER_SIZE, matches: PICKER_MATCHES, withPicker: !own,
  }, { fetchPolicy: 'store-and-network' });
};
