import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { PresenceTiles_dashboard$key } from '../__generated__/PresenceTiles_dashboard.graphql.ts';
import type { DashboardLinks } from './dashboardLinks.ts';
import { KpiTile } from './KpiTile.tsx';

const fragment = graphql`
  fragment PresenceTiles_dashboard on Dashboard {
    presence { present absent excused late total }
    today { lateClocks missingClocks absences absencesThisWeek }
  }
`;

/** Who is present, absent and excused now, then today's late and missing clocks and the week's absences; each figure opens its list. */
export function PresenceTiles({ dashboard, links }: { dashboard: PresenceTiles_dashboard$key; links: DashboardLinks }) {
  const { t } = useTranslation('dashboards');
  const { presence, today } = useFragment(fragment, dashboard);
  const of = presence ? t('dashboards.tiles.ofTotal', { total: presence.total }) : undefined;
  return (
    <ul className="kpi-tiles">
      {presence && <>
        <KpiTile label={t('dashboards.tiles.present')} value={presence.present} detail={of} to={links.attendances} tone="good" />
        <KpiTile label={t('dashboards.tiles.absent')} value={presence.absent} detail={of} to={links.attendances} tone={presence.absent ? 'bad' : 'neutral'} />
        <KpiTile label={t('dashboards.tiles.excused')} value={presence.excused} detail={of} to={links.absencesCalendar} />
      </>}
      {today && <>
        <KpiTile label={t('dashboards.tiles.late')} value={today.lateClocks} to={links.lateToday} tone={today.lateClocks ? 'warn' : 'neutral'} />
        <KpiTile label={t('dashboards.tiles.missingClocks')} value={today.missingClocks} to={links.missingClocks} tone={today.missingClocks ? 'warn' : 'neutral'} />
        <KpiTile label={t('dashboards.tiles.absencesThisWeek')} value={today.absencesThisWeek} to={links.absencesThisWeek} />
      </>}
    </ul>
  );
}
