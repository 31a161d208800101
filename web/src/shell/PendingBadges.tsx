import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql, useFragment } from 'react-relay';
import type { PendingBadges_viewer$data, PendingBadges_viewer$key } from '../__generated__/PendingBadges_viewer.graphql.ts';
import { PendingIcon, type PendingKind } from './PendingIcon.tsx';
import { usePendingCountsRefresh } from './usePendingCountsRefresh.ts';

const fragment = graphql`
  fragment PendingBadges_viewer on Viewer {
    pendingCounts {
      absenceRequests { count scope }
      inconsistencies { count scope }
      documents { count scope }
    }
  }
`;

type Scope = 'COMPANY' | 'DEPARTMENT' | 'OWN';
/**
 * The page each count is about, by the scope it was counted in (core §2: plain, dep-* and my-* variants). Documents
 * have no department page, so a department-scoped documents count (which the gateway never sends) shows nothing.
 */
const PAGES: Record<PendingKind, Partial<Record<Scope, string>>> = {
  absenceRequests: { COMPANY: '/absences', DEPARTMENT: '/dep-absences', OWN: '/my-absences' },
  inconsistencies: { COMPANY: '/inconsistencies', DEPARTMENT: '/dep-inconsistencies', OWN: '/my-inconsistencies' },
  documents: { COMPANY: '/documents', OWN: '/my-documents' },
};
const KINDS: readonly PendingKind[] = ['absenceRequests', 'inconsistencies', 'documents'];

type Counts = PendingBadges_viewer$data['pendingCounts'];

/** Counts above zero, each with the page it links to. Missing counts (a deferred part that never came) show nothing. */
export function pendingBadges(counts: Counts | undefined): { kind: PendingKind; count: number; to: string }[] {
  return KINDS.flatMap((kind) => {
    const item = counts?.[kind];
    const to = item && item.scope !== '%future added value' ? PAGES[kind][item.scope] : undefined;
    return item && item.count > 0 && to ? [{ kind, count: item.count, to }] : [];
  });
}

/**
 * The header's pending-count badges: absence requests, inconsistencies and archive documents waiting for the
 * viewer. The layout defers them, so they appear a moment after the page; nothing shows while all are zero.
 */
export function PendingBadges({ viewer }: { viewer: PendingBadges_viewer$key }) {
  const { t } = useTranslation('shell');
  const data = useFragment(fragment, viewer);
  usePendingCountsRefresh();
  const badges = pendingBadges(data.pendingCounts as Counts | undefined);
  if (!badges.length) return null;
  return (
    <nav className="pending" aria-label={t('pending.label')}>
      <ul>
        {badges.map(({ kind, count, to }) => {
          const label = t(`pending.${kind}`, { count });
          return (
            <li key={kind}>
              <Link to={to} className="pending__link" aria-label={label} title={label}>
                <PendingIcon kind={kind} />
                {/* the exact count: a capped "99+" would not be part of the link's name (WCAG 2.5.3) */}
                <span className="badge" aria-hidden="true">{count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
