import i18next, { type TFunction } from 'i18next';

/** "22,5 dias": a day count in the reader's language (half days included); the plural follows the number. */
export function daysText(days: number, t: TFunction): string {
  const n = new Intl.NumberFormat(i18next.language || 'en', { maximumFractionDigits: 1 }).format(days);
  return t('absenceTypes.days', { count: days, n });
}

/** A limit in days, or "No limit" when the type has none. */
export function dayLimitText(days: number | null | undefined, t: TFunction): string {
  return days === null || days === undefined ? t('absenceTypes.noLimit') : daysText(days, t);
}

/** A limit in requests, or "No limit". */
export function requestLimitText(count: number | null | undefined, t: TFunction): string {
  return count === null || count === undefined ? t('absenceTypes.noLimit') : t('absenceTypes.requests', { count });
}

/** Days of notice: "None" for none or 0. */
export function noticeText(days: number | null | undefined, t: TFunction): string {
  return days ? daysText(days, t) : t('absenceTypes.none');
}

/** Whether a proof is needed, and by when. */
export function proofText(needed: boolean, days: number | null | undefined, t: TFunction): string {
  if (!needed) return t('absenceTypes.no');
  return days === null || days === undefined ? t('absenceTypes.yes') : t('absenceTypes.proofWithin', { count: days });
}

/** Who approves, in words. */
export function approvalText(approval: string, t: TFunction): string {
  return t(`absenceTypes.approval.${approval}`, { defaultValue: approval });
}
