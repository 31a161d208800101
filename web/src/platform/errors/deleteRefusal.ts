import type { TFunction } from 'i18next';
import type { NormalizedError } from './normalizeError.ts';
import { userFacingMessages } from './userFacingMessages.ts';

/**
 * Core §8: "cannot remove a contract type or insurance that has employees" — the refusal code gets the
 * catalogue's text in the user's language; anything else follows the general rules.
 */
export function deleteRefusal(error: NormalizedError, t: TFunction, inUseCode: string): string[] {
  if (error.kind === 'response' && (error.code === inUseCode || error.status === 409)) return [t('errors.removeWithEmployees')];
  return userFacingMessages(error, t);
}
