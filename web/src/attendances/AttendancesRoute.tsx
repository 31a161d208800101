import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { AttendancesRouteQuery } from '../__generated__/AttendancesRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import type { ViewerAccess } from '../platform/routing/decideAccess.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { AttendanceFilters } from './AttendanceFilters.tsx';
import { AttendanceGrid, GRID_PAGE_SIZE } from './AttendanceGrid.tsx';
import { PayrollPeriodPanel } from './PayrollPeriodPanel.tsx';
import { attendanceFilterFromUrl, attendanceSearch, payrollYears, type AttendanceFilterValues } from './attendancePeriod.ts';
import './attendances.css';

const query = graphql`
  query AttendancesRouteQuery(
    $from: LocalDate!, $to: LocalDate!, $departmentId: ID, $count: Int!, $withDepartments: Boolean!, $pickerSize: Int!,
    $periodYear: Int!, $nextPeriodYear: Int!, $withNextPeriodYear: Boolean!
  ) {
    ...AttendanceFilters_query @arguments(withDepartments: $withDepartments, size: $pickerSize)
    ...PayrollPeriodPanel_query @arguments(year: $periodYear, nextYear: $nextPeriodYear, withNextYear: $withNextPeriodYear)
    ...AttendanceGrid_query @arguments(from: $from, to: $to, departmentId: $departmentId, count: $count)
  }
`;

/** Company-wide (`attendances`: admins, the read-only consultant) or the departments one covers (`dep-attendances`). */
const companyScope = (access: ViewerAccess) => access.permissions.includes('CLOCKS_READ');
/** Only the company route filters by department; the department route shows what the API lets the manager read. */
const departmentFilter = (access: ViewerAccess) => companyScope(access) && access.permissions.includes('DEPARTMENTS_READ');
/** Closing and reopening payroll periods: a company-wide CLOCKS write (the API's rule); the others see the status only. */
const managesPeriods = (access: ViewerAccess) => access.permissions.includes('CLOCKS_WRITE');

/**
 * `attendances` and `dep-attendances`: what the engine decided for every employee and day of a week or a month — one
 * row per employee, one coloured cell per day (opening the day: timeline, figures, inconsistencies explained), the
 * period's totals. The period and the department live in the address, so reload and back keep them.
 */
export function AttendancesRoute() {
  const { t } = useTranslation('attendances');
  const { queryRef, access } = useLoaderData() as RouteData<AttendancesRouteQuery>;
  const data = usePreloadedQuery<AttendancesRouteQuery>(query, queryRef);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const values = attendanceFilterFromUrl(params);
  const title = companyScope(access) ? t('features.attendances') : t('attendances.depTitle');
  useEffect(() => { document.title = `${title} · Pontual`; }, [title]);

  // Each period is its own history entry: the back button returns to the week or month seen before.
  const apply = (next: AttendanceFilterValues) => { void navigate(`${pathname}${attendanceSearch(next)}`); };

  return (
    <section className="page page--wide" aria-labelledby="attendances-title">
      <div className="page__header">
        <h1 id="attendances-title">{title}</h1>
      </div>
      <AttendanceFilters query={data} values={values} onChange={apply} />
      <PayrollPeriodPanel query={data} period={values.period} canManage={managesPeriods(access)} />
      <AttendanceGrid query={data} period={values.period} />
    </section>
  );
}

AttendancesRoute.loadQuery = ({ environment, access, url }: RouteLoadContext) => {
  const { period, departmentId } = attendanceFilterFromUrl(url.searchParams);
  const withDepartments = departmentFilter(access);
  const { year, nextYear, withNextYear } = payrollYears(period);
  return loadQuery<AttendancesRouteQuery>(environment, query, {
    from: period.from, to: period.to, departmentId: withDepartments ? departmentId : null, count: GRID_PAGE_SIZE,
    withDepartments, pickerSize: PICKER_SIZE, periodYear: year, nextPeriodYear: nextYear, withNextPeriodYear: withNextYear,
  }, { fetchPolicy: 'store-and-network' });
};
