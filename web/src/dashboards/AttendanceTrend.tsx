import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { AttendanceTrend_dashboard$key } from '../__generated__/AttendanceTrend_dashboard.graphql.ts';
import { PartSkeleton } from './DashboardSection.tsx';

const TrendChart = lazy(() => import('./TrendChart.tsx').then((m) => ({ default: m.TrendChart })));

const fragment = graphql`
  fragment AttendanceTrend_dashboard on Dashboard @argumentDefinitions(days: { type: "Int", defaultValue: 30 }) {
    trend(days: $days) { date present absent excused late }
  }
`;

const SERIES = [
  { key: 'present', color: '#1e6b3a' },
  { key: 'absent', color: '#a61b1b' },
  { key: 'excused', color: '#2f5fa7', dash: [6, 4] },
  { key: 'late', color: '#a86200', dash: [2, 3] },
] as const;

/** "24/05": dates DD/MM (DESIGN §4). */
const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/**
 * The attendance of the last days as a line chart (loaded on its own, after the page) with the same figures in a
 * table: hidden for the eye but read by screen readers, and shown on request.
 */
export function AttendanceTrend({ dashboard }: { dashboard: AttendanceTrend_dashboard$key }) {
  const { t } = useTranslation('dashboards');
  const { trend } = useFragment(fragment, dashboard);
  const [showTable, setShowTable] = useState(false);
  const points = useMemo(() => trend ?? [], [trend]);
  const labels = useMemo(() => points.map((p) => dayMonth(p.date)), [points]);
  const series = useMemo(() => SERIES.map((s) => ({
    label: t(`dashboards.trend.${s.key}`), color: s.color, dash: 'dash' in s ? [...s.dash] : undefined, values: points.map((p) => p[s.key]),
  })), [points, t]);
  if (!points.length) return <p className="dash-muted">{t('dashboards.trend.empty')}</p>;
  const tableId = 'attendance-trend-table';
  // uPlot needs matchMedia and a canvas: without them (old browsers, test DOMs) the table alone carries the figures.
  const canDraw = typeof window.matchMedia === 'function';
  return (
    <div className="trend">
      {canDraw && (
        <ChartBoundary>
          <Suspense fallback={<PartSkeleton part={t('dashboards.sections.trend')} rows={4} />}>
            <TrendChart labels={labels} series={series} label={t('dashboards.trend.chartLabel')} />
          </Suspense>
        </ChartBoundary>
      )}
      <button type="button" className="button button--link" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((s) => !s)}>
        {t(showTable ? 'dashboards.trend.hideTable' : 'dashboards.trend.showTable')}
      </button>
      <div id={tableId} className={showTable ? 'trend__table' : 'visually-hidden'}>
        <table className="table">
          <caption>{t('dashboards.trend.tableCaption', { days: points.length })}</caption>
          <thead>
            <tr><th scope="col">{t('dashboards.trend.date')}</th>{SERIES.map((s) => <th key={s.key} scope="col">{t(`dashboards.trend.${s.key}`)}</th>)}</tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={p.date}><th scope="row">{labels[i]}</th>{SERIES.map((s) => <td key={s.key}>{p[s.key]}</td>)}</tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A chart that cannot draw (no canvas, an old browser) leaves the table: nothing is lost. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() { return { failed: true }; }
  override render() { return this.state.failed ? null : this.props.children; }
}
