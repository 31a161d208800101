import { useEffect, useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type { ClocksRouteQuery } from '../__generated__/ClocksRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import type { ViewerAccess } from '../platform/routing/decideAccess.ts';
import { PAGE_SIZE, PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { AddClockDialog } from './AddClockDialog.tsx';
import { PICKER_MATCHES } from './ClockEmployeePicker.tsx';
import { ClockFilters } from './ClockFilters.tsx';
import { ClockList } from './ClockList.tsx';
import { ExportClocksButton } from './ExportClocksButton.tsx';
import { acceptsClock, clockFilterFromUrl, clockFilterInput, type ClockFilterValues } from './clockFilter.ts';

const query = graphql`
  query ClocksRouteQuery(
    $filter: ClockFilter!, $count: Int!, $withDepartments: Boolean!, $employeeId: ID!, $withEmployee: Boolean!, $pickerSize: Int!, $matches: Int!
  ) {
    viewer { employee { id } }
    company { timezone }
    ...ClockList_query @arguments(filter: $filter, count: $count)
    ...ClockFilters_query @arguments(withDepartments: $withDepartments, employeeId: $employeeId, withEmployee: $withEmployee, size: $pickerSize)
    ...ClockEmployeePicker_query @arguments(count: $matches)
  }
`;

/** Company-wide (`clocks`: admins, the read-only consultant) or the departments one covers (`dep-clocks`). */
const companyScope = (access: ViewerAccess) => access.permissions.includes('CLOCKS_READ');

/**
 * `clocks` and `dep-clocks`: every clock in one's scope, newest first, filtered by employee, department, period and
 * source (in the address), deleted ones on request; each row unfolds its trail. Writers correct, delete (with a
 * reason) and add clocks; everyone exports what the filters show. The department variant is the same screen over
 * the departments the API lets the manager or team leader read.
 */
export function ClocksRoute() {
  const { t } = useTranslation('clocks');
  const { queryRef, access } = useLoaderData() as RouteData<ClocksRouteQuery>;
  const data = usePreloadedQuery<ClocksRouteQuery>(query, queryRef);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [adding, setAdding] = useState(false);
  const company = companyScope(access);
  const canWrite = access.permissions.includes(company ? 'CLOCKS_WRITE' : 'DEP_CLOCKS_WRITE');
  const values = clockFilterFromUrl(params);
  const filter = clockFilterInput(values);
  const title = company ? t('features.clocks') : t('clocks.depTitle');
  useEffect(() => { document.title = `${title} · Pontual`; }, [title]);
  const profileBase = company ? (access.permissions.includes('EMPLOYEES_READ') ? '/company/employees' : null)
    : (access.permissions.includes('DEP_EMPLOYEES_READ') ? '/dep-employees' : null);
  const connectionId = ConnectionHandler.getConnectionID(ROOT_ID, 'ClockList_clocks', { filter });
  const timeZone = data.company?.timezone || 'UTC';
  // Nobody records or corrects their own clocks, administrators included (the API refuses): someone else does.
  const ownEmployeeId = data.viewer?.employee?.id ?? null;

  const apply = (next: ClockFilterValues) => {
    const search = new URLSearchParams();
    const entries: Array<[string, string | null]> = [['employee', next.employeeId], ['department', next.departmentId], ['from', next.from],
      ['to', next.to], ['source', next.source], ['deleted', next.showAll ? '1' : null]];
    for (const [k, v] of entries) if (v) search.set(k, v);
    void navigate(`${pathname}${search.size ? `?${search.toString()}` : ''}`, { replace: true });
  };

  return (
    <section className="page page--wide" aria-labelledby="clocks-title">
      <div className="page__header">
        <h1 id="clocks-title">{title}</h1>
        <div className="page__actions">
          <ExportClocksButton filter={filter} />
          {canWrite && <button type="button" className="button button--primary" onClick={() => setAdding(true)}>{t('clocks.add')}</button>}
        </div>
      </div>
      <ClockFilters query={data} picker={data} values={values} onChange={apply} />
      <ClockList query={data} showAll={values.showAll} profileBase={profileBase} canWrite={canWrite}
        ownEmployeeId={ownEmployeeId} />
      {adding && (
        <AddClockDialog picker={data} employee={null} ownEmployeeId={ownEmployeeId} timeZone={timeZone} connections={[connectionId]} accepts={acceptsClock(values)}
          onClose={() => setAdding(false)} />
      )}
    </section>
  );
}

ClocksRoute.loadQuery = ({ environment, access, url }: RouteLoadContext) => {
  const values = clockFilterFromUrl(url.searchParams);
  const withDepartments = ['DEPARTMENTS_READ', 'DEP_DEPARTMENTS_READ'].some((a) => access.permissions.includes(a));
  return loadQuery<ClocksRouteQuery>(environment, query, {
    filter: clockFilterInput(values), count: PAGE_SIZE, withDepartments,
    employeeId: values.employeeId ?? '', withEmployee: !!values.employeeId, pickerSize: PICKER_SIZE, matches: PICKER_MATCHES,
  }, { fetchPolicy: 'store-and-network' });
};
