import { useEffect, useState } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { MyAbsencesRouteQuery } from '../__generated__/MyAbsencesRouteQuery.graphql.ts';
import { todayIso } from '../../../domain/dates.rules.ts';
import { PAGE_SIZE } from '../platform/relay/pageSizes.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { useCanWrite } from '../platform/routing/useCanWrite.ts';
import { MyAbsenceBalance } from './MyAbsenceBalance.tsx';
import { MyAbsenceRequestList } from './MyAbsenceRequestList.tsx';
import './myAbsences.css';

/*
 * The viewer's employee comes from `viewer { employee }` (as my-clocks does) rather than the loader's
 * `access.employeeId`: the screen needs the record anyway, and an account without one is told so, never sent elsewhere.
 */
const query = graphql`
  query MyAbsencesRouteQuery($year: Int!, $count: Int!) {
    viewer {
      employee {
        id
        ...MyAbsenceBalance_employee @arguments(year: $year)
        ...MyAbsenceRequestList_employee @arguments(count: $count)
      }
    }
    ...MyAbsenceRequestDialog_query
  }
`;

/**
 * `my-absences` (issue #16): the person's holiday balance for a year, their requests newest first with where each
 * stands and who still decides it, and a new request counted as it is typed; a change or a cancellation where allowed.
 */
export function MyAbsencesRoute() {
  const { t } = useTranslation('my-absences');
  const { queryRef, feature } = useLoaderData() as RouteData<MyAbsencesRouteQuery>;
  const data = usePreloadedQuery<MyAbsencesRouteQuery>(query, queryRef);
  const canWrite = useCanWrite('MY_ABSENCES');
  const thisYear = queryRef.variables.year;
  const [year, setYear] = useState(thisYear);
  const title = t(`features.${feature}`);
  useEffect(() => { document.title = `${title} · Pontual`; }, [title]);
  const employee = data.viewer?.employee;
  return (
    <section className="page my-abs" aria-labelledby="my-abs-title">
      <h1 id="my-abs-title">{title}</h1>
      {!employee ? <p className="card">{t('myAbsences.noEmployee')}</p> : (
        <>
          <MyAbsenceBalance employee={employee} year={year} thisYear={thisYear} onYear={setYear} />
          <MyAbsenceRequestList employee={employee} query={data} employeeId={employee.id} today={todayIso()} year={year} canWrite={canWrite} />
        </>
      )}
    </section>
  );
}

MyAbsencesRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<MyAbsencesRouteQuery>(environment, query, { year: Number(todayIso().slice(0, 4)), count: PAGE_SIZE }, { fetchPolicy: 'store-and-network' });
