import type { FormikHelpers } from 'formik';
import type { TFunction } from 'i18next';
import type { NormalizedError } from '../platform/errors/normalizeError.ts';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';

type ReasonHelpers = Pick<FormikHelpers<{ reason: string }>, 'setFieldError' | 'setFieldTouched'>;
const NO_FIELDS = { setFieldError: () => undefined, setFieldTouched: async () => undefined } satisfies ReasonHelpers;

/**
 * A refusal of a close or a reopen, in the user's language. The API's two field refusals (VALIDATION_FAILED on
 * `date`: the period has not ended; on `reason`: none given) carry English details the error catalogue does not
 * hold, so they get this screen's words; the rest (PERIOD_CLOSED, …) is translated from the catalogue as every
 * form does. A reason refusal lands on the reason field when there is one.
 */
export function payrollRefusals(error: NormalizedError, t: TFunction, closableAfter: string, helpers?: ReasonHelpers): string[] {
  if (error.kind === 'response' && error.code === 'VALIDATION_FAILED') {
    const fields = error.subErrors.map((s) => (s.field ?? '').replace(/^input\./, ''));
    if (fields.includes('date')) return [t('attendances.payroll.refusals.notEnded', { date: closableAfter })];
    const reason = error.subErrors.find((s) => s.field?.endsWith('reason'));
    if (reason && /required/i.test(reason.message)) {
      if (!helpers) return [t('attendances.payroll.reopen.reasonRequired')];
      helpers.setFieldError('reason', t('attendances.payroll.reopen.reasonRequired'));
      void helpers.setFieldTouched('reason', true, false);
      return [t('errors.verifyForm')];
    }
  }
  return applyUserErrors(error, helpers ?? NO_FIELDS, helpers ? { reason: 'reason' } : {}, t);
}
