import type { FormikHelpers } from 'formik';
import type { TFunction } from 'i18next';
import type { NormalizedError } from '../errors/normalizeError.ts';
import { userFacingMessages } from '../errors/userFacingMessages.ts';
import { fieldRefusalMessage, refusalMessage } from '../errors/refusalMessage.ts';

/**
 * Puts a mutation's field errors onto the form fields (DESIGN §4). `fieldMap` maps the server's field path
 * (last segment, or the whole dotted path) to the form field; errors no field takes are returned for a notification.
 * Texts come from the error catalogue when it has one for the code (a field keeps the server's own words otherwise).
 */
export function applyUserErrors<V>(error: NormalizedError, helpers: Pick<FormikHelpers<V>, 'setFieldError' | 'setFieldTouched'>,
  fieldMap: Record<string, string>, t: TFunction): string[] {
  if (error.kind !== 'response') return userFacingMessages(error, t);
  const subs = error.subErrors.length ? error.subErrors : error.serverMessage ? [{ field: null, message: error.serverMessage }] : [];
  const leftover: string[] = [];
  let placed = 0;
  for (const sub of subs) {
    const path = (sub.field ?? '').replace(/^input\./, '');
    const target = fieldMap[path] ?? fieldMap[path.split('.').pop() ?? ''];
    if (target) {
      helpers.setFieldError(target, fieldRefusalMessage(error.code, sub.message, t));
      void helpers.setFieldTouched(target, true, false);
      placed += 1;
    } else {
      leftover.push(sub.field ? sub.message : refusalMessage(error.code, sub.message, t));
    }
  }
  if (placed && !leftover.length) return [t('errors.verifyForm')];
  if (!subs.length) return userFacingMessages(error, t);
  return leftover.length ? leftover : [];
}
