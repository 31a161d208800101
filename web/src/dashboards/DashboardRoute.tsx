import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { DashboardRouteQuery } from '../__generated__/DashboardRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import type { ViewerAccess } from '../platform/routing/decideAccess.ts';
import { Anniversaries } from './Anniversaries.tsx';
import { AttendanceTrend } from './AttendanceTrend.tsx';
import { DashboardGreeting } from './DashboardGreeting.tsx';
import { dashboardLinks, type DashboardScope } from './dashboardLinks.ts';
import { DashboardSection } from './DashboardSection.tsx';
import { EndingDocuments } from './EndingDocuments.tsx';
import { NextHolidays } from './NextHolidays.tsx';
import { PendingTiles } from './PendingTiles.tsx';
import { PresenceTiles } from './PresenceTiles.tsx';
import { TeamBoard } from './TeamBoard.tsx';
import { TopInconsistencyTypes } from './TopInconsistencyTypes.tsx';
import './dashboards.css';

export const TREND_DAYS = 30;

/*
 * The first part is the frame (title, greeting, every section's heading); each figure is a deferred fragment that
 * arrives in its own part and fills its section, so a slow statistic never holds the page.
 */
const query = graphql`
  query DashboardRouteQuery($scope: Scope!, $trendDays: Int!, $team: Boolean!, $people: Boolean!, $holidays: Boolean!, $year: Int!, $nextYear: Int!) {
    viewer {
      employee { name }
      ...PendingTiles_viewer @defer(label: "pending")
    }
    dashboard(scope: $scope) {
      scope
      ...PresenceTiles_dashboard @defer(label: "presence")
      ...AttendanceTrend_dashboard @defer(label: "trend") @arguments(days: $trendDays)
      ...TopInconsistencyTypes_dashboard @defer(label: "types")
    }
    ...TeamBoard_query @include(if: $team) @alias(as: "team") @defer(label: "team")
    ...Anniversaries_query @include(if: $people) @alias(as: "anniversaries") @defer(label: "anniversaries")
    ...EndingDocuments_query @include(if: $people) @alias(as: "endingDocuments") @defer(label: "endingDocuments")
    ...NextHolidays_query @include(if: $holidays) @alias(as: "nextHolidays") @defer(label: "holidays") @arguments(year: $year, nextYear: $nextYear)
  }
`;

const scopeOf = (pathname: string): DashboardScope => (pathname.replace(/^\//, '').startsWith('dep-') ? 'DEPARTMENT' : 'COMPANY');

/**
 * `/` (the company) and `dep-dashboard` (the departments one manages): presence now, today's late and missing
 * clocks, the week's absences, what waits for the viewer, the 30-day trend, the most frequent inconsistencies, the
 * people's dates and the next holidays; the department one adds today's team board. Every figure links to its list.
 */
export function DashboardRoute() {
  const { t } = useTranslation('dashboards');
  const { queryRef, feature, access } = useLoaderData() as RouteData<DashboardRouteQuery>;
  const data = usePreloadedQuery<DashboardRouteQuery>(query, queryRef);
  const scope = queryRef.variables.scope === 'DEPARTMENT' ? 'DEPARTMENT' : 'COMPANY';
  const title = t(`features.${feature}`);
  useEffect(() => { document.title = `${title} · Pontual`; }, [title]);
  const links = dashboardLinks(scope, access);
  const s = (key: string) => t(`dashboards.sections.${key}`);
  const dashboard = data.dashboard;
  return (
    <section className="page page--wide dashboard" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{title}</h1>
      <DashboardGreeting name={data.viewer?.employee?.name} />
      <div className="dash-grid">
        {dashboard && (
          <DashboardSection id="dash-now" title={s('now')} wide rows={2}>
            <PresenceTiles dashboard={dashboard} links={links} />
          </DashboardSection>
        )}
        {data.viewer && (
          <DashboardSection id="dash-pending" title={s('pending')} rows={2}>
            <PendingTiles viewer={data.viewer} />
          </DashboardSection>
        )}
        {data.team && (
          <DashboardSection id="dash-team" title={s('team')} wide rows={4}>
            <TeamBoard query={data.team} />
          </DashboardSection>
        )}
        {dashboard && (
          <DashboardSection id="dash-trend" title={s('trend')} wide rows={5}>
            <AttendanceTrend dashboard={dashboard} />
          </DashboardSection>
        )}
        {dashboard && (
          <DashboardSection id="dash-types" title={s('types')} rows={5}>
            <TopInconsistencyTypes dashboard={dashboard} links={links} />
          </DashboardSection>
        )}
        {data.anniversaries && (
          <DashboardSection id="dash-anniversaries" title={s('anniversaries')}><Anniversaries query={data.anniversaries} /></DashboardSection>
        )}
        {data.endingDocuments && (
          <DashboardSection id="dash-documents" title={s('documents')}><EndingDocuments query={data.endingDocuments} links={links} /></DashboardSection>
        )}
        {data.nextHolidays && (
          <DashboardSection id="dash-holidays" title={s('holidays')}><NextHolidays query={data.nextHolidays} /></DashboardSection>
        )}
      </div>
    </section>
  );
}

/** Which optional parts the viewer may read (a part they may not read is not asked for). */
export function dashboardParts(access: ViewerAccess, scope: DashboardScope) {
  const has = (a: string) => access.permissions.includes(a);
  return {
    team: scope === 'DEPARTMENT' && (has('CLOCKS_READ') || has('DEP_CLOCKS_READ')),
    people: scope === 'COMPANY' ? has('EMPLOYEES_READ') : has('EMPLOYEES_READ') || has('DEP_EMPLOYEES_READ'),
    holidays: has('HOLIDAYS_READ'),
  };
}

DashboardRoute.loadQuery = ({ environment, access, url }: RouteLoadContext) => {
  const scope = scopeOf(url.pathname);
  const year = new Date().getFullYear();
  return loadQuery<DashboardRouteQuery>(environment, query, {
    scope, trendDays: TREND_DAYS, ...dashboardParts(access, scope), year, nextYear: year + 1,
  }, { fetchPolicy: 'store-and-network' });
};
