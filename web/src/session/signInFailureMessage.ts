import type { TFunction } from 'i18next';
import { normalizeError, normalizeUserErrors } from '../platform/errors/normalizeError.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';

interface UserErrorLike { field?: readonly string[] | null; message: string; code: string }

/** Wrong identifier or password is "invalid credentials"; other refusals say why; the rest is "login failed". */
export function signInFailureMessage(t: TFunction, failure: { userErrors?: readonly UserErrorLike[]; error?: unknown }): string {
  if (failure.userErrors?.length) {
    if (failure.userErrors.some((e) => e.code === 'INVALID_CREDENTIALS')) return t('login.invalidCredentials');
    return userFacingMessages(normalizeUserErrors(failure.userErrors), t).join(' ');
  }
  if (failure.error !== undefined) {
    const normalized = normalizeError(failure.error);
    if (normalized.kind === 'noResponse') return userFacingMessages(normalized, t).join(' ');
  }
  return t('login.failed');
}
