import { FIELD_LIMITS as L } from '../../../domain/field-limits.ts';

/**
 * The radius slider is logarithmic: 10 m to 10 km span three decades, and a linear slider would crowd every usual
 * fence (50–500 m) into its first twentieth. Positions 0–1000; radii rounded to two significant digits.
 */
export const SLIDER_MAX = 1000;
const SPAN = Math.log(L.siteRadius.max / L.siteRadius.min);

export function sliderOf(radius: number): number {
  const clamped = Math.min(L.siteRadius.max, Math.max(L.siteRadius.min, radius));
  return Math.round((SLIDER_MAX * Math.log(clamped / L.siteRadius.min)) / SPAN);
}

export function radiusOf(position: number): number {
  const raw = L.siteRadius.min * Math.exp((position / SLIDER_MAX) * SPAN);
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(raw)) - 1);
  return Math.min(L.siteRadius.max, Math.max(L.siteRadius.min, Math.round(raw / unit) * unit));
}
