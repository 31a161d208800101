import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EndingDocuments_query$key } from '../__generated__/EndingDocuments_query.graphql.ts';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';
import type { DashboardLinks } from './dashboardLinks.ts';

const fragment = graphql`
  fragment EndingDocuments_query on Query {
    contracts: endingDocuments(kind: CONTRACT, days: 30, first: 5) { edges { node { name document date daysUntil employee { databaseId } } } }
    documents: endingDocuments(kind: IDENTITY_DOCUMENTS, days: 30, first: 5) { edges { node { name document date daysUntil employee { databaseId } } } }
  }
`;

/** Contracts and identity documents ending in the next 30 days (or already past), earliest first, each opening the person's profile. */
export function EndingDocuments({ query, links }: { query: EndingDocuments_query$key; links: DashboardLinks }) {
  const { t } = useTranslation('dashboards');
  const data = useFragment(fragment, query);
  const rows = [...(data.contracts?.edges ?? []), ...(data.documents?.edges ?? [])].map((e) => e.node)
    .sort((a, b) => a.date.localeCompare(b.date)).slice(0, 8);
  if (!rows.length) return <p className="dash-muted">{t('dashboards.people.none')}</p>;
  return (
    <ul className="dash-list">
      {rows.map((r) => {
        const text = t('dashboards.people.ending', { name: r.name, document: t(`dashboards.people.documents.${r.document}`, { defaultValue: r.document }) });
        const to = r.employee ? links.employee(r.employee.databaseId) : null;
        return (
          <li key={`${r.name}-${r.document}-${r.date}`}>
            <strong>{formatDisplayDate(r.date)}</strong> {to ? <Link to={to}>{text}</Link> : text}{' '}
            <span className={r.daysUntil < 0 ? 'pill pill--off' : 'dash-muted'}>
              {r.daysUntil < 0 ? t('dashboards.people.ended') : t('dashboards.people.inDays', { count: r.daysUntil })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
