import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { PASSWORD_MAX, PASSWORD_MIN, passwordSchema } from '../../../domain/password.ts';

/** New password + confirmation: the policy of domain/password.ts, with translated messages. */
export function newPasswordRules(t: TFunction) {
  return {
    newPassword: yup.string().required(t('validation.required'))
      .test('policy', t('password.policy', { min: PASSWORD_MIN, max: PASSWORD_MAX }), (v) => passwordSchema.isValidSync(v ?? '')),
    confirmPassword: yup.string().required(t('validation.required'))
      .oneOf([yup.ref('newPassword')], t('password.mismatch')),
  };
}
