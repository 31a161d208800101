import type { TFunction } from 'i18next';

/** "7 h 05", "+1 h 20", "−0 h 45": minutes as hours and minutes; `signed` shows the sign of a balance. */
export function formatMinutes(total: number, t: TFunction, signed = false): string {
  const abs = Math.abs(Math.round(total));
  const sign = signed ? (total < 0 ? '−' : total > 0 ? '+' : '') : '';
  return t('dashboards.minutes', { sign, hours: Math.floor(abs / 60), minutes: String(abs % 60).padStart(2, '0') }).replace(/ /g, '\u00a0');
}
