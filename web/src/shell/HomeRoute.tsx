import { useEffect } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { HomeRouteQuery } from '../__generated__/HomeRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { formatDisplayDate, todayIso } from '../../../domain/dates.rules.ts';
import { pendingBadges } from './PendingBadges.tsx';
import { PendingIcon } from './PendingIcon.tsx';

const query = graphql`
  query HomeRouteQuery($year: Int!, $nextYear: Int!, $holidays: Boolean!, $people: Boolean!) {
    viewer {
      employee { name }
      pendingCounts {
        absenceRequests { count scope }
        inconsistencies { count scope }
        documents { count scope }
      }
    }
    holidays(year: $year, first: 100) @include(if: $holidays) { edges { node { id holidayDate name } } }
    nextYearHolidays: holidays(year: $nextYear, first: 3) @include(if: $holidays) { edges { node { id holidayDate name } } }
    anniversaries(days: 30, first: 5) @include(if: $people) {
      totalCount
      edges { node { name type date years daysUntil } }
    }
  }
`;

/**
 * The home of every role (`/`, `/dep-dashboard`, `/my-dashboard`) until the dashboards arrive with time and
 * attendance: a greeting, what waits for the person, the next holidays, and the birthdays and work anniversaries
 * they may see — real data, no placeholder.
 */
export function HomeRoute() {
  const { t, i18n } = useTranslation('shell');
  const { queryRef, feature } = useLoaderData() as RouteData<HomeRouteQuery>;
  const data = usePreloadedQuery<HomeRouteQuery>(query, queryRef);
  const title = t(`features.${feature}`);
  useEffect(() => { document.title = `${title} · Pontual`; }, [title]);
  const today = todayIso();
  const firstName = data.viewer?.employee?.name.split(' ')[0];
  const waiting = pendingBadges(data.viewer?.pendingCounts as Parameters<typeof pendingBadges>[0]);
  const holidays = [...(data.holidays?.edges ?? []), ...(data.nextYearHolidays?.edges ?? [])].map((e) => e.node)
    .filter((h) => h.holidayDate >= today).slice(0, 3);
  const people = data.anniversaries?.edges.map((e) => e.node) ?? [];
  const longDate = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
  return (
    <section className="page home" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="home__greeting">{firstName ? t('home.greeting', { name: firstName }) : t('home.greetingNoName')} <span className="muted">{longDate}</span></p>
      <div className="home__grid">
        <section className="card home__card" aria-labelledby="home-waiting">
          <h2 id="home-waiting">{t('pending.label')}</h2>
          {waiting.length ? (
            <ul className="home__list">
              {waiting.map(({ kind, count, to }) => (
                <li key={kind}><Link to={to}><PendingIcon kind={kind} /> {t(`pending.${kind}`, { count })}</Link></li>
              ))}
            </ul>
          ) : <p>{t('home.nothingWaiting')}</p>}
        </section>
        {data.holidays && (
          <section className="card home__card" aria-labelledby="home-holidays">
            <h2 id="home-holidays">{t('home.nextHolidays')}</h2>
            {holidays.length ? (
              <ul className="home__list">
                {holidays.map((h) => <li key={h.id}><strong>{formatDisplayDate(h.holidayDate)}</strong> {h.name}</li>)}
              </ul>
            ) : <p>{t('home.noHolidays')}</p>}
          </section>
        )}
        {data.anniversaries && (
          <section className="card home__card" aria-labelledby="home-people">
            <h2 id="home-people">{t('home.anniversaries')}</h2>
            {people.length ? (
              <ul className="home__list">
                {people.map((p) => (
                  <li key={`${p.name}-${p.type}-${p.date}`}>
                    <strong>{formatDisplayDate(p.date)}</strong> {t(p.type === 'BIRTHDAY' ? 'home.birthday' : 'home.workAnniversary', { name: p.name, count: p.years })}
                  </li>
                ))}
              </ul>
            ) : <p>{t('home.noAnniversaries')}</p>}
          </section>
        )}
        <section className="card home__card" aria-labelledby="home-next">
          <h2 id="home-next">{t('home.comingTitle')}</h2>
          <p>{t('home.comingText')}</p>
        </section>
      </div>
    </section>
  );
}

HomeRoute.loadQuery = ({ environment, access }: RouteLoadContext) =>
  loadQuery<HomeRouteQuery>(environment, query, {
    year: new Date().getFullYear(),
    nextYear: new Date().getFullYear() + 1,
    holidays: access.permissions.includes('HOLIDAYS_READ'),
    people: access.permissions.some((p) => p.startsWith('EMPLOYEES_READ')),
  }, { fetchPolicy: 'store-and-network' });
