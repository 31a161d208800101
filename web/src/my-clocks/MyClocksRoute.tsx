/*
 * Geolocation decision (core §8 "when location cannot be obtained the clock is not recorded"; issue #13):
 * when the browser cannot give a position — location off, unsupported, denied, unavailable or too slow — the clock is
 * still SENT, without a position, and the server decides. Only the server knows whether the geo policy applies to
 * this person (company policy, per-employee overrides, remote-work days): under the policy it refuses with
 * LOCATION_REQUIRED and records nothing, which is what §8 asks; without it, the person can still clock (blocking here
 * would lock out everyone whose browser denies location although their company does not need it). The refusal is
 * shown with the server's message plus why this device has no position, so the person knows what to fix. The screen
 * always shows the location status before the press, so nobody clocks without knowing their position is missing.
 */
import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { MyClocksRouteQuery } from '../__generated__/MyClocksRouteQuery.graphql.ts';
import { todayIso } from '../../../domain/dates.rules.ts';
import { PICKER_SIZE } from '../platform/relay/pageSizes.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { ClockPanel } from './ClockPanel.tsx';
import { weekEnd, weekStart } from './isoWeek.ts';
import { WeekHistory } from './WeekHistory.tsx';
import './myClocks.css';

const query = graphql`
  query MyClocksRouteQuery($today: String!, $weekFrom: String!, $weekTo: String!, $count: Int!) {
    viewer {
      employee {
        id
        ...ClockButton_employee
        ...TodayClocks_employee @arguments(today: $today, count: $count)
        ...WeekHistory_employee @arguments(from: $weekFrom, to: $weekTo, count: $count)
      }
    }
  }
`;

type Employee = NonNullable<NonNullable<MyClocksRouteQuery['response']['viewer']>['employee']>;

/**
 * `my-clocks` (issue #13 items 4–6): the person's clock button with its state and position, the server's questions
 * and refusals, today's clocks with the time worked, the history week by week, and clocks taken offline.
 */
export function MyClocksRoute() {
  const { t } = useTranslation('my-clocks');
  const { queryRef, feature } = useLoaderData() as RouteData<MyClocksRouteQuery>;
  const data = usePreloadedQuery<MyClocksRouteQuery>(query, queryRef);
  const title = t(`features.${feature}`);
  useEffect(() => { document.title = `${title} · Pontual`; }, [title]);
  const employee = data.viewer?.employee;
  return (
    <section className="page my-clocks" aria-labelledby="my-clocks-title">
      <h1 id="my-clocks-title">{title}</h1>
      {employee ? <MyClocks employee={employee} today={queryRef.variables.today} /> : <p className="card">{t('myClocks.noEmployee')}</p>}
    </section>
  );
}

function MyClocks({ employee, today }: { employee: Employee; today: string }) {
  return (
    <ClockPanel employeeId={employee.id} clockButton={employee} todayClocks={employee} today={today} card
      below={(now) => <WeekHistory employee={employee} today={today} now={now} />} />
  );
}

MyClocksRoute.loadQuery = ({ environment }: RouteLoadContext) => {
  const today = todayIso();
  return loadQuery<MyClocksRouteQuery>(environment, query, { today, weekFrom: weekStart(today), weekTo: weekEnd(today), count: PICKER_SIZE }, { fetchPolicy: 'store-and-network' });
};
