import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { Anniversaries_query$key } from '../__generated__/Anniversaries_query.graphql.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';

const fragment = graphql`
  fragment Anniversaries_query on Query {
    anniversaries(days: 30, first: 5) { edges { node { name type date years } } }
  }
`;

/** Birthdays and work anniversaries of the next 30 days, soonest first. */
export function Anniversaries({ query }: { query: Anniversaries_query$key }) {
  const { t } = useTranslation('dashboards');
  const data = useFragment(fragment, query);
  const people = data.anniversaries?.edges.map((e) => e.node) ?? [];
  if (!people.length) return <p className="dash-muted">{t('dashboards.people.none')}</p>;
  return (
    <ul className="dash-list">
      {people.map((p) => (
        <li key={`${p.name}-${p.type}-${p.date}`}>
          <strong>{formatDisplayDate(p.date)}</strong>{' '}
          {t(p.type === 'BIRTHDAY' ? 'dashboards.people.birthday' : 'dashboards.people.workAnniversary', { name: p.name, count: p.years })}
        </li>
      ))}
    </ul>
  );
}
