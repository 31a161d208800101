import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { PendingTiles_viewer$key } from '../__generated__/PendingTiles_viewer.graphql.ts';
import { pendingBadges } from '../shell/PendingBadges.tsx';
import { KpiTile } from './KpiTile.tsx';

const fragment = graphql`
  fragment PendingTiles_viewer on Viewer {
    pendingCounts {
      absenceRequests { count scope }
      inconsistencies { count scope }
      documents { count scope }
    }
  }
`;

/**
 * The decisions and justifications waiting for the viewer — the header badges' counts, so they change live with them
 * (the layout's `pendingCountsChanged` writes the same record) — each linking to its page.
 */
export function PendingTiles({ viewer }: { viewer: PendingTiles_viewer$key }) {
  const { t } = useTranslation('dashboards');
  const data = useFragment(fragment, viewer);
  const waiting = pendingBadges(data.pendingCounts as Parameters<typeof pendingBadges>[0]);
  if (!waiting.length) return <p className="dash-muted">{t('dashboards.nothingWaiting')}</p>;
  return (
    <ul className="kpi-tiles">
      {waiting.map(({ kind, count, to }) => (
        <KpiTile key={kind} label={t(`dashboards.pendingKinds.${kind}`)} value={count} to={to} tone="warn" />
      ))}
    </ul>
  );
}
