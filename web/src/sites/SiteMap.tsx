import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteMapProps } from './siteMapTypes.ts';

// The map library (maplibre-gl or mapbox-gl, ~250 KB gzipped) is its own chunk, loaded only by the sites screens.
const SiteMapCanvas = lazy(() => import('./SiteMapCanvas.tsx').then((m) => ({ default: m.SiteMapCanvas })));

/** The site map beside the form: loads after the form, and a failure (no WebGL) leaves the fields working. */
export function SiteMap(props: SiteMapProps) {
  const { t } = useTranslation('sites');
  const fallback = <div className="site-map site-map--message" role="status">{t('sites.map.loading')}</div>;
  return (
    <MapFailure message={t('sites.map.failed')}>
      <Suspense fallback={fallback}><SiteMapCanvas {...props} /></Suspense>
    </MapFailure>
  );
}

class MapFailure extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  override render() {
    return this.state.failed ? <div className="site-map site-map--message" role="alert">{this.props.message}</div> : this.props.children;
  }
}
