import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  title: string;
  children: ReactNode;
  wide?: boolean;
  /** skeleton rows while the part is on its way */
  rows?: number;
}

/**
 * One part of a dashboard: its heading belongs to the page's frame and shows at once; what is inside is a deferred
 * fragment, under its own Suspense boundary (a skeleton meanwhile) and its own error boundary (a part that fails
 * says so and the rest of the page stays).
 */
export function DashboardSection({ id, title, children, wide, rows = 3 }: Props) {
  return (
    <section className={`card dash-section${wide ? ' dash-section--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <PartBoundary>
        <Suspense fallback={<PartSkeleton part={title} rows={rows} />}>{children}</Suspense>
      </PartBoundary>
    </section>
  );
}

/** A grey placeholder the size of the part, announced as loading. */
export function PartSkeleton({ part, rows = 3 }: { part: string; rows?: number }) {
  const { t } = useTranslation('dashboards');
  return (
    <div className="skeleton" role="status" aria-label={t('dashboards.loadingPart', { part })}>
      {Array.from({ length: rows }, (_, i) => <span key={i} className="skeleton__bar" />)}
    </div>
  );
}

class PartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  override componentDidCatch(error: unknown, info: ErrorInfo) { console.error(error, info.componentStack); }
  override render() { return this.state.failed ? <PartFailed /> : this.props.children; }
}

function PartFailed() {
  const { t } = useTranslation('common');
  return <p className="dash-muted" role="alert">{t('errors.unexpected')}</p>;
}
