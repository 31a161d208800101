import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TopInconsistencyTypes_dashboard$key } from '../__generated__/TopInconsistencyTypes_dashboard.graphql.ts';
import type { DashboardLinks } from './dashboardLinks.ts';

export const TYPE_DAYS = 30;

const fragment = graphql`
  fragment TopInconsistencyTypes_dashboard on Dashboard {
    topInconsistencyTypes(days: 30, first: 5) { type count }
  }
`;

/**
 * The most frequent inconsistency types of the last 30 days as bars: a list of words and numbers (its own accessible
 * form), each opening the inconsistencies of that type over the same days. Type names come from `attendances`.
 */
export function TopInconsistencyTypes({ dashboard, links }: { dashboard: TopInconsistencyTypes_dashboard$key; links: DashboardLinks }) {
  const { t } = useTranslation('dashboards');
  const { topInconsistencyTypes } = useFragment(fragment, dashboard);
  const rows = topInconsistencyTypes ?? [];
  if (!rows.length) return <p className="dash-muted">{t('dashboards.types.empty')}</p>;
  const max = Math.max(...rows.map((r) => r.count), 1);
  return (
    <ol className="bars">
      {rows.map((r) => {
        const name = t(`attendances.types.${r.type}`, { ns: 'attendances', defaultValue: r.type });
        const to = links.inconsistencyType(r.type, TYPE_DAYS);
        const text = <><span className="bars__label">{name}</span>{' '}<span className="bars__count">{r.count}</span></>;
        return (
          <li key={r.type} className="bars__row">
            {to ? <Link to={to} className="bars__text">{text}</Link> : <span className="bars__text">{text}</span>}
            <span className="bars__track" aria-hidden="true"><span className="bars__bar" style={{ width: `${(100 * r.count) / max}%` }} /></span>
          </li>
        );
      })}
    </ol>
  );
}
