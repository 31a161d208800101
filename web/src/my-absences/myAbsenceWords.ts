import type { TFunction } from 'i18next';
import { formatDisplayDate } from '../../../domain/dates.rules.ts';

export interface PeriodFacts {
  readonly validFrom: string; readonly validTo: string; readonly coverage: string; readonly dayScope: string;
  readonly dayPeriod?: string | null; readonly startTime?: string | null; readonly endTime?: string | null;
}

export interface DecisionFacts {
  readonly status: string; readonly levels: readonly string[]; readonly adminStatus: string; readonly managerStatus: string;
}

/** 18.5 → "18.5" in English, "18,5" in Portuguese and French. */
export function formatDays(n: number, language: string): string {
  return new Intl.NumberFormat(language || 'en', { maximumFractionDigits: 2 }).format(n);
}

/**
 * The count i18next picks the plural form with. European Portuguese says "1,5 dias" (only exactly 1 is singular), but
 * i18next asks the plural rules of "pt", which are Brazil's ("1,5 dia"): a fraction is given a plural count there.
 */
export function pluralCount(n: number, language: string): number {
  return language.startsWith('pt') && !Number.isInteger(n) ? 2 : n;
}

/** "3 days", "0.5 days", "1 day" in the reader's language. */
export function daysWords(t: TFunction, n: number, language: string): string {
  return t('myAbsences.days', { count: pluralCount(n, language), n: formatDays(n, language) });
}

/** "04/05/2026 – 06/05/2026", "08/05/2026, morning", "10/05/2026, 14:00–16:00". */
export function periodWords(t: TFunction, p: PeriodFacts): string {
  const from = formatDisplayDate(p.validFrom);
  const dates = p.validFrom === p.validTo ? from : t('myAbsences.period.range', { from, to: formatDisplayDate(p.validTo) });
  if (p.dayScope === 'PERIOD_IN_DAY' && p.startTime && p.endTime) return t('myAbsences.period.withPart', { dates, part: `${p.startTime}–${p.endTime}` });
  if (p.coverage === 'PERIOD') {
    return t('myAbsences.period.withPart', { dates, part: t(p.dayPeriod === 'AFTERNOON' ? 'myAbsences.period.afternoon' : 'myAbsences.period.morning') });
  }
  return dates;
}

const WAITING = ['PENDING', 'UNDER_ANALYSIS'];
/** The statuses of an approved absence (with or without its proof): they stop being cancellable once they start. */
const COVERING = ['APPROVED', 'PENDING_JUST', 'JUSTIFIED', 'UNJUSTIFIED'];

/** Who still has to decide a waiting request: "Waiting for HR", "Your manager is reviewing it". */
export function waitingWords(t: TFunction, r: DecisionFacts, others = false): string[] {
  if (!WAITING.includes(r.status)) return [];
  return r.levels.flatMap((level) => {
    const at = level === 'ADMIN' ? r.adminStatus : r.managerStatus;
    // someone else's request (an employee's profile) is not waiting for "your" manager
    const key = level === 'MANAGER' && others ? 'MANAGER_OTHER' : level;
    if (at === 'PENDING') return [t(`myAbsences.waiting.${key}`)];
    if (at === 'UNDER_ANALYSIS') return [t(`myAbsences.reviewing.${key}`)];
    return [];
  });
}

/** Nobody has decided yet: the person may still change it (the API resubmits it to every level). */
export function canEdit(r: { readonly status: string }): boolean {
  return WAITING.includes(r.status);
}

/**
 * The API's rule for one's own request (absence-request.service.ts cancelRequest): while it waits, or, once approved,
 * before its first day. Today is the browser's; the API decides with the company's.
 */
export function canCancel(r: { readonly status: string; readonly firstStartDate: string }, today: string): boolean {
  return WAITING.includes(r.status) || (COVERING.includes(r.status) && r.firstStartDate > today);
}

/** A pill's look: the words carry the meaning, the colour and the sign only help the eye. */
export function statusTone(status: string): { tone: string; sign: string } {
  if (status === 'REJECTED' || status === 'UNJUSTIFIED') return { tone: 'refused', sign: '✕' };
  if (status === 'CANCELLED') return { tone: 'cancelled', sign: '–' };
  if (COVERING.includes(status)) return { tone: 'approved', sign: '✓' };
  return { tone: 'waiting', sign: '…' };
}
