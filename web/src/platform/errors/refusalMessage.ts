import type { TFunction } from 'i18next';
import { hasFixedText, isErrorCode, matchErrorMessage } from '../../../../domain/error-codes.ts';

/** Codes too general to stand for one field's problem: that field's own message says more. */
const GENERAL_CODES = new Set(['VALIDATION_FAILED', 'BAD_REQUEST', 'INVALID_VALUE', 'CONFLICT', 'UNKNOWN']);

/**
 * A refusal in the user's language, from the error catalogue (`errors.<CODE>`, domain/error-codes.ts): the server's
 * message is recognised in any language (parameters carried over); a code whose text never varies gets that text;
 * an unknown code, or a detail the catalogue does not hold, keeps the server's message.
 */
export function refusalMessage(code: string | null | undefined, serverMessage: string, t: TFunction): string {
  const match = matchErrorMessage(code, serverMessage);
  if (match) return t(`errors.${match.key}`, match.params);
  if (isErrorCode(code) && hasFixedText(code)) return t(`errors.${code}`);
  return serverMessage;
}

/** The text a form field shows for a refusal: a catalogued sentence translated, the code's own text when it is specific and fixed, else the server's. */
export function fieldRefusalMessage(code: string | null | undefined, serverMessage: string, t: TFunction): string {
  // a field's message may be the catalogued sentence itself (with its figures): then in the user's language
  const match = matchErrorMessage(code, serverMessage);
  if (match) return t(`errors.${match.key}`, match.params);
  return isErrorCode(code) && !GENERAL_CODES.has(code) && hasFixedText(code) ? t(`errors.${code}`) : serverMessage;
}
