import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router';
import type { EmployeesRouteQuery, EmployeeFilter } from '../__generated__/EmployeesRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { EmployeeFilters } from './EmployeeFilters.tsx';
import { EmployeeList } from './EmployeeList.tsx';
import { ExportEmployeesButton } from './ExportEmployeesButton.tsx';
import { PAGE_SIZE, PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { orderBy, sortFromUrl, withSort, type ListSort } from './employeeSort.ts';

const query = graphql`
  query EmployeesRouteQuery(
    $filter: EmployeeFilter!, $orderBy: [EmployeeOrder!]!, $count: Int!, $pickerSize: Int!, $otherTab: EmployeeFilter!, $searching: Boolean!
  ) {
    ...EmployeeList_query @arguments(filter: $filter, orderBy: $orderBy, count: $count)
    ...EmployeeFilters_query @arguments(size: $pickerSize)
    otherTab: employees(first: 1, filter: $otherTab) @include(if: $searching) { totalCount }
  }
`;

/**
 * The list's filters and order live in the address (`?status=disabled&q=…&department=…&contractType=…&sort=…&order=desc`):
 * shareable, back-button friendly.
 */
export function filterFromUrl(params: URLSearchParams): EmployeeFilter {
  return {
    enabled: params.get('status') !== 'disabled',
    search: params.get('q')?.trim() || null,
    departmentId: params.get('department') || null,
    contractTypeId: params.get('contractType') || null,
  };
}

/**
 * `company/employees` and `dep-employees`: enabled and disabled lists, search, department and contract-type
 * filters, paging, export. The department variant lists only the departments the manager runs (the API scopes it).
 */
export function EmployeesRoute() {
  const { t } = useTranslation('employees');
  const { queryRef, access } = useLoaderData() as RouteData<EmployeesRouteQuery>;
  const data = usePreloadedQuery<EmployeesRouteQuery>(query, queryRef);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filter = filterFromUrl(params);
  const sort = sortFromUrl(params);
  const departmentScope = !access.permissions.includes('EMPLOYEES_READ');
  const canWrite = useCanWrite('EMPLOYEES') && !departmentScope;
  const base = departmentScope ? '/dep-employees' : '/company/employees';
  const title = departmentScope ? t('employees.depTitle') : t('features.employees');
  useEffect(() => { document.title = `${title} · Pontual`; }, [title]);
  const status = filter.enabled ? 'enabled' : 'disabled';
  const other = filter.enabled ? 'disabled' : 'enabled';
  const tabLink = (s: string) => {
    const next = new URLSearchParams(params);
    if (s === 'disabled') next.set('status', 'disabled'); else next.delete('status');
    return `${base}?${next.toString()}`;
  };
  return (
    <section className="page page--wide" aria-labelledby="employees-title">
      <div className="page__header">
        <h1 id="employees-title">{title}</h1>
        <div className="page__actions">
          <ExportEmployeesButton filter={filter} />
          {canWrite && <Link className="button button--primary" to="/company/employees/new">{t('employees.new')}</Link>}
        </div>
      </div>
      <nav className="segmented" aria-label={t('employees.lists')}>
        {(['enabled', 'disabled'] as const).map((s) => (
          <Link key={s} to={tabLink(s)} aria-current={status === s ? 'page' : undefined}>{t(`employees.status.${s}`)}</Link>
        ))}
      </nav>
      <EmployeeFilters query={data} base={base} />
      {/* A search looks in both lists: the one not shown says how many it holds (#11 item 4). */}
      {!!data.otherTab?.totalCount && (
        <p className="count" role="status">
          <Link to={tabLink(other)}>{t('employees.otherTabMatches', { count: data.otherTab.totalCount, tab: t(`employees.status.${other}`) })}</Link>
        </p>
      )}
      <EmployeeList query={data} profileBase={base} canWrite={canWrite} sort={sort} dateColumn={filter.enabled ? 'startDate' : 'endDate'}
        onSort={(next: ListSort) => void navigate(`${base}?${withSort(params, next).toString()}`, { replace: true })} />
    </section>
  );
}

EmployeesRoute.loadQuery = ({ environment, url }: RouteLoadContext) => {
  const filter = filterFromUrl(url.searchParams);
  return loadQuery<EmployeesRouteQuery>(environment, query, {
    filter, orderBy: orderBy(sortFromUrl(url.searchParams)), count: PAGE_SIZE, pickerSize: PICKER_SIZE, otherTab: { ...filter, enabled: !filter.enabled }, searching: !!filter.search,
  }, { fetchPolicy: 'store-and-network' });
};
