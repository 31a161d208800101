import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { NextHolidays_query$key } from '../__generated__/NextHolidays_query.graphql.ts';
import { formatDisplayDate, todayIso } from '../../../domain/dates.rules.ts';

const fragment = graphql`
  fragment NextHolidays_query on Query @argumentDefinitions(year: { type: "Int!" }, nextYear: { type: "Int!" }) {
    holidays(year: $year, first: 100) { edges { node { id holidayDate name } } }
    nextYearHolidays: holidays(year: $nextYear, first: 3) { edges { node { id holidayDate name } } }
  }
`;

/** The next three public holidays (this year's left, then next year's). */
export function NextHolidays({ query }: { query: NextHolidays_query$key }) {
  const { t } = useTranslation('dashboards');
  const data = useFragment(fragment, query);
  const today = todayIso();
  const next = [...(data.holidays?.edges ?? []), ...(data.nextYearHolidays?.edges ?? [])].map((e) => e.node)
    .filter((h) => h.holidayDate >= today).slice(0, 3);
  if (!next.length) return <p className="dash-muted">{t('dashboards.holidays.none')}</p>;
  return (
    <ul className="dash-list">
      {next.map((h) => <li key={h.id}><strong>{formatDisplayDate(h.holidayDate)}</strong> {h.name}</li>)}
    </ul>
  );
}
