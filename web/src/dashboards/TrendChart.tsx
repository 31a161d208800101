import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface TrendSeries { label: string; color: string; values: readonly number[]; dash?: number[] }

interface Props {
  /** the x labels (DD/MM), one per point */
  labels: readonly string[];
  series: readonly TrendSeries[];
  /** the chart's accessible name; the figures are in the table beside it */
  label: string;
  height?: number;
}

/**
 * The attendance trend drawn by uPlot (its own lazily loaded chunk). A canvas says nothing to screen readers: it is
 * an image named by `label`, and the same figures are in the table the dashboard keeps next to it.
 */
export function TrendChart({ labels, series, label, height = 240 }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target) return undefined;
    const dayLabel = (i: number) => labels[Math.round(i)] ?? '';
    const plot = new uPlot({
      width: Math.max(280, target.clientWidth),
      height,
      scales: { x: { time: false } },
      series: [
        { label: '', value: (_u, v) => (v == null ? '' : dayLabel(v)) },
        ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, dash: s.dash, points: { show: false } })),
      ],
      axes: [
        { values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? dayLabel(v) : '')), space: 48 },
        { values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')) },
      ],
      cursor: { drag: { x: false, y: false } },
      // The legend names the lines only: the figures of a day are in the table beside the chart.
      legend: { live: false },
    }, [labels.map((_, i) => i), ...series.map((s) => [...s.values])], target);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, target.clientWidth), height }));
    resize.observe(target);
    return () => { resize.disconnect(); plot.destroy(); };
  }, [labels, series, height]);
  return <div ref={box} className="trend-chart" role="img" aria-label={label} />;
}
