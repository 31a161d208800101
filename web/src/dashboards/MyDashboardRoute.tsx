import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { MyDashboardRouteQuery } from '../__generated__/MyDashboardRouteQuery.graphql.ts';
import { todayIso } from '../../../domain/dates.rules.ts';
import { weekEnd, weekStart } from '../my-clocks/isoWeek.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import { my } from '../platform/routing/accessRules.ts';
import { decideAccess, type ViewerAccess } from '../platform/routing/decideAccess.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { DashboardGreeting } from './DashboardGreeting.tsx';
import { DashboardSection } from './DashboardSection.tsx';
import { ClockPanel } from '../my-clocks/ClockPanel.tsx';
import { MyHolidays } from './MyHolidays.tsx';
import { MyWeek } from './MyWeek.tsx';
import { NextHolidays } from './NextHolidays.tsx';
import { PendingTiles } from './PendingTiles.tsx';
import './dashboards.css';

/* The frame carries the clock (the one thing people come here to press); the figures follow in deferred parts. */
const query = graphql`
  query MyDashboardRouteQuery(
    $today: String!, $count: Int!, $weekFrom: LocalDate!, $weekTo: LocalDate!, $year: Int!, $nextYear: Int!,
    $clocks: Boolean!, $attendance: Boolean!, $absences: Boolean!, $holidays: Boolean!
  ) {
    viewer {
      employee {
        id name
        ...ClockButton_employee @include(if: $clocks) @alias(as: "clockButton")
        ...TodayClocks_employee @include(if: $clocks) @alias(as: "todayClocks") @arguments(today: $today, count: $count)
        ...MyWeek_employee @include(if: $attendance) @alias(as: "week") @defer(label: "week") @arguments(from: $weekFrom, to: $weekTo)
        ...MyHolidays_employee @include(if: $absences) @alias(as: "holidayBalance") @defer(label: "holidayBalance") @arguments(year: $year)
      }
      ...PendingTiles_viewer @defer(label: "pending")
    }
    ...NextHolidays_query @include(if: $holidays) @alias(as: "nextHolidays") @defer(label: "holidays") @arguments(year: $year, nextYear: $nextYear)
  }
`;

/**
 * `my-dashboard`: the person's clock and today's clocks with the time worked, the week worked against expected,
 * their holiday balance and next absence, what waits for them, and the next holidays.
 */
export function MyDashboardRoute() {
  const { t } = useTranslation('dashboards');
  const { queryRef, feature } = useLoaderData() as RouteData<MyDashboardRouteQuery>;
  const data = usePreloadedQuery<MyDashboardRouteQuery>(query, queryRef);
  const v = queryRef.variables;
  const title = t(`features.${feature}`);
  useEffect(() => { document.title = `${title} · Pontual`; }, [title]);
  const employee = data.viewer?.employee;
  const s = (key: string) => t(`dashboards.sections.${key}`);
  return (
    <section className="page page--wide dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{title}</h1>
      <DashboardGreeting name={employee?.name} />
      {!employee && <p className="card">{t('dashboards.my.noEmployee')}</p>}
      <div className="dash-grid">
        {employee?.clockButton && employee.todayClocks && (
          <section className="card dash-section dash-section--wide" aria-labelledby="dash-clock">
            <h2 id="dash-clock">{s('clock')}</h2>
            <ClockPanel employeeId={employee.id} clockButton={employee.clockButton} todayClocks={employee.todayClocks} today={v.today} />
          </section>
        )}
        {employee?.week && (
          <DashboardSection id="dash-week" title={s('week')} wide rows={4}><MyWeek employee={employee.week} today={v.today} /></DashboardSection>
        )}
        {employee?.holidayBalance && (
          <DashboardSection id="dash-holiday-balance" title={s('holidayBalance')} rows={2}><MyHolidays employee={employee.holidayBalance} today={v.today} /></DashboardSection>
        )}
        {data.viewer && (
          <DashboardSection id="dash-pending" title={s('pending')} rows={2}><PendingTiles viewer={data.viewer} /></DashboardSection>
        )}
        {data.nextHolidays && (
          <DashboardSection id="dash-holidays" title={s('holidays')}><NextHolidays query={data.nextHolidays} /></DashboardSection>
        )}
      </div>
    </section>
  );
}

/** The parts the person may read: their clocks and time with the time-and-attendance module, their absences, the holidays. */
export function myDashboardParts(access: ViewerAccess) {
  const own = access.employeeId !== null;
  return {
    clocks: own && decideAccess(access, my('CLOCKS', 'TIME_AND_ATTENDANCE')) === 'allow',
    attendance: own && decideAccess(access, my('CLOCKS', 'TIME_AND_ATTENDANCE')) === 'allow',
    absences: own && decideAccess(access, my('ABSENCES')) === 'allow',
    holidays: access.permissions.includes('HOLIDAYS_READ'),
  };
}

MyDashboardRoute.loadQuery = ({ environment, access }: RouteLoadContext) => {
  const today = todayIso();
  const year = Number(today.slice(0, 4));
  return loadQuery<MyDashboardRouteQuery>(environment, query, {
    today, count: PICKER_SIZE, weekFrom: weekStart(today), weekTo: weekEnd(today), year, nextYear: year + 1, ...myDashboardParts(access),
  }, { fetchPolicy: 'store-and-network' });
};
