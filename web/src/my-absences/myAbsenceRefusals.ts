import type { TFunction } from 'i18next';
import { hasFixedText, isErrorCode, matchErrorMessage } from '../../../domain/error-codes.ts';
import type { NormalizedError } from '../platform/errors/normalizeError.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { formatDays } from './myAbsenceWords.ts';

/** Where a refusal goes: form fields by their formik path, and messages for the top of the dialog. */
export interface PlacedRefusal { fields: Record<string, string>; top: string[] }

/** Codes too general to stand for a field's problem: the server's own words say more (as platform/errors does). */
const GENERAL_CODES = new Set(['VALIDATION_FAILED', 'BAD_REQUEST', 'INVALID_VALUE', 'CONFLICT', 'UNKNOWN']);

const PERIOD_FIELDS: Record<string, string> = { validFrom: 'from', validTo: 'to' };

/**
 * The form field a server path names: `periods.0.validTo` → `periods.0.to`; a whole period (`periods.1`: an overlap,
 * no working day) → `periods.1.range`, shown under that period; `periods` (the balance) and the rest → none.
 */
export function formFieldOf(path: string | null): string | null {
  if (!path) return null;
  const p = path.replace(/^input\./, '');
  const period = /^periods\.(\d+)(?:\.(\w+))?$/.exec(p);
  if (period) return `periods.${period[1]}.${PERIOD_FIELDS[period[2] ?? ''] ?? 'range'}`;
  return ({ absenceTypeId: 'absenceTypeId', subtypeId: 'subtypeId', userComment: 'comment' } as Record<string, string>)[p] ?? null;
}

interface Context {
  language: string;
  /** the days this request counts in a year, when the live count knows them */
  daysIn?: (year: number) => number | null;
}

/**
 * A refusal's text in the reader's language. The gateway keeps only the API's per-field details when a refusal has some
 * (English, outside the catalogue): those of the absence rules are worded here; a catalogued text (ABSENCE_LIMIT,
 * PERIOD_CLOSED…) is recognised with its figures; anything else keeps the server's words.
 */
export function refusalText(code: string | null, message: string, t: TFunction, ctx: Context): string {
  const match = matchErrorMessage(code, message);
  if (match) return t(`errors.${match.key}`, match.params);
  if (code === 'ABSENCE_BALANCE_EXCEEDED') {
    const figures = /([\d.]+) day\(s\) remain in (\d{4})/.exec(message);
    if (!figures) return message;
    const remaining = formatDays(Number(figures[1]), ctx.language);
    const days = ctx.daysIn?.(Number(figures[2])) ?? null;
    return days === null ? t('myAbsences.refusals.balanceShort', { remaining, year: figures[2] })
      : t('myAbsences.refusals.balance', { remaining, year: figures[2], days: formatDays(days, ctx.language) });
  }
  if (code === 'ABSENCE_OVERLAP') return t(/another period/.test(message) ? 'myAbsences.refusals.overlapOwn' : 'myAbsences.refusals.overlap');
  if (code === 'ABSENCE_CLOSED') return t('myAbsences.refusals.closed');
  if (/^must not be before validFrom/.test(message)) return t('myAbsences.refusals.toBeforeFrom');
  const tooLong = /^a period is at most (\d+) days/.exec(message);
  if (tooLong) return t('myAbsences.refusals.tooLong', { max: tooLong[1] });
  if (isErrorCode(code) && !GENERAL_CODES.has(code) && hasFixedText(code)) return t(`errors.${code}`);
  return message;
}

/** Every detail of a refusal on its field, or at the top of the dialog when no field takes it. */
export function placeRefusal(error: NormalizedError, t: TFunction, ctx: Context): PlacedRefusal {
  if (error.kind !== 'response') return { fields: {}, top: userFacingMessages(error, t) };
  const subs = error.subErrors.length ? error.subErrors : error.serverMessage ? [{ field: null, message: error.serverMessage }] : [];
  if (!subs.length) return { fields: {}, top: userFacingMessages(error, t) };
  const fields: Record<string, string> = {};
  const top: string[] = [];
  for (const sub of subs) {
    const text = refusalText(error.code, sub.message, t, ctx);
    const field = formFieldOf(sub.field);
    if (field && !fields[field]) fields[field] = text;
    else if (!top.includes(text)) top.push(text);
  }
  if (Object.keys(fields).length && !top.length) top.push(t('errors.verifyForm'));
  return { fields, top };
}
