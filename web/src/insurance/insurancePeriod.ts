import type { TFunction } from 'i18next';
import { formatDisplayDate, todayIso } from '../../../domain/dates.rules.ts';

interface Dated { validFrom?: string | null; validTo?: string | null; isActive: boolean }

/** "01/01/2026 – 31/12/2026", "From …", "Until …" or "No dates". */
export function insurancePeriod(p: Dated, t: TFunction): string {
  const from = formatDisplayDate(p.validFrom);
  const to = formatDisplayDate(p.validTo);
  if (from && to) return t('insurance.period.both', { from, to });
  if (from) return t('insurance.period.from', { from });
  if (to) return t('insurance.period.to', { to });
  return t('insurance.period.open');
}

/** In force today, not yet, or ended (the server says whether it is in force; the dates say which of the others). */
export function insuranceState(p: Dated): 'active' | 'upcoming' | 'ended' {
  if (p.isActive) return 'active';
  return p.validFrom && p.validFrom > todayIso() ? 'upcoming' : 'ended';
}
