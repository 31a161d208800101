import type { TFunction } from 'i18next';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';

interface PeriodFacts {
  readonly validFrom: string; readonly validTo: string; readonly coverage: string; readonly dayScope: string;
  readonly dayPeriod?: string | null; readonly startTime?: string | null; readonly endTime?: string | null;
}

/** "02/08/2027 – 06/08/2027", "09/08/2027, morning", "10/08/2027, 14:00–16:00". */
export function periodWords(t: TFunction, p: PeriodFacts): string {
  const dates = p.validFrom === p.validTo ? formatDisplayDate(p.validFrom) : `${formatDisplayDate(p.validFrom)} – ${formatDisplayDate(p.validTo)}`;
  if (p.dayScope === 'PERIOD_IN_DAY' && p.startTime && p.endTime) return `${dates}, ${p.startTime}–${p.endTime}`;
  if (p.coverage === 'PERIOD') return `${dates}, ${t(p.dayPeriod === 'AFTERNOON' ? 'absences.afternoon' : 'absences.morning')}`;
  return dates;
}

/** Where each needed level stands: "HR: pending · Manager: approved". */
export function levelStatusWords(t: TFunction, r: { readonly levels: readonly string[]; readonly adminStatus: string; readonly managerStatus: string }): string {
  return r.levels.map((l) => t(`absences.level.${l}`, { status: t(`absences.status.${l === 'ADMIN' ? r.adminStatus : r.managerStatus}`).toLowerCase() })).join(' · ');
}
