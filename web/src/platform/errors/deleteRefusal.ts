import type { TFunction } from 'i18next';
import type { NormalizedError } from './normalizeError.ts';
import { isErrorCode } from '../../../../domain/error-codes.ts';
import { userFacingMessages } from './userFacingMessages.ts';

/**
 * Core §8: "cannot remove a contract type or insurance that has employees". A code of the error catalogue gets its
 * text in the user's language (`errors.<CODE>`, with the count); a conflict the catalogue does not know gets the
 * general in-use text; anything else follows the general rules.
 */
export function deleteRefusal(error: NormalizedError, t: TFunction, inUseCode: string): string[] {
  if (error.kind === 'response' && !isErrorCode(error.code) && (error.code === inUseCode || error.status === 409)) {
    return [t('errors.removeWithEmployees')];
  }
  return userFacingMessages(error, t);
}
