import { useState } from 'react';
import { Formik, Form, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PublicPage } from '../shell/PublicPage.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import type { NormalizedError } from '../platform/errors/normalizeError.ts';
import { useRecoverAccountMutation } from './useRecoverAccountMutation.ts';
import { useResetPasswordMutation } from './useResetPasswordMutation.ts';
import { newPasswordRules } from './passwordRules.ts';

interface ResetValues { username: string; code: string; newPassword: string; confirmPassword: string }

/**
 * `/pages/recover-account`: ask for a reset mail, then set a new password with the mailed code — or, opened
 * from the mailed link (`?token=`), with the token alone.
 */
export function RecoverAccountRoute() {
  const { t } = useTranslation('session');
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const notify = useNotify();
  const recover = useRecoverAccountMutation();
  const reset = useResetPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(params.get('username'));

  function showErrors<V>(error: NormalizedError, helpers: FormikHelpers<V>) {
    const messages = userFacingMessages(error, t);
    if (error.kind === 'response') {
      for (const sub of error.subErrors) if (sub.field) helpers.setFieldError(sub.field.split('.').pop() ?? sub.field, sub.message);
    }
    messages.forEach((m) => notify('error', m));
  }

  async function request(values: { username: string }, helpers: FormikHelpers<{ username: string }>) {
    const outcome = await recover(values.username.trim());
    if (!outcome.ok) return showErrors(outcome.error, helpers);
    notify('success', t('recover.sent'));
    setSentTo(values.username.trim());
  }

  async function setPassword(values: ResetValues, helpers: FormikHelpers<ResetValues>) {
    const input = token
      ? { token, newPassword: values.newPassword }
      : { username: values.username.trim(), code: values.code.trim(), newPassword: values.newPassword };
    const outcome = await reset(input);
    if (!outcome.ok) return showErrors(outcome.error, helpers);
    notify('success', t('recover.done'));
    await navigate('/pages/login', { replace: true });
  }

  const resetSchema = yup.object({
    username: token ? yup.string() : yup.string().trim().required(t('validation.required')),
    code: token ? yup.string() : yup.string().trim().required(t('validation.required')).matches(/^\d{8}$/, t('recover.codeFormat')),
    ...newPasswordRules(t),
  });

  return (
    <PublicPage title={t('recover.title')}>
      {!token && sentTo === null ? (
        <Formik initialValues={{ username: '' }} onSubmit={request}
          validationSchema={yup.object({ username: yup.string().trim().required(t('validation.required')).email(t('validation.email')) })}>
          {({ isSubmitting }) => (
            <Form noValidate className="form">
              <p>{t('recover.intro')}</p>
              <TextField name="username" type="email" label={t('recover.username')} autoComplete="username" />
              <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>{t('recover.send')}</button>
              <button type="button" className="button button--link" onClick={() => setSentTo('')}>{t('recover.haveCode')}</button>
            </Form>
          )}
        </Formik>
      ) : (
        <Formik<ResetValues> initialValues={{ username: sentTo ?? '', code: '', newPassword: '', confirmPassword: '' }}
          validationSchema={resetSchema} onSubmit={setPassword}>
          {({ isSubmitting }) => (
            <Form noValidate className="form">
              <p>{token ? t('recover.withLink') : t('recover.withCode')}</p>
              {!token && <TextField name="username" type="email" label={t('recover.username')} autoComplete="username" />}
              {!token && <TextField name="code" label={t('recover.code')} inputMode="numeric" autoComplete="one-time-code" />}
              <TextField name="newPassword" type="password" label={t('password.new')} hint={t('password.policyHint')} autoComplete="new-password" />
              <TextField name="confirmPassword" type="password" label={t('password.confirm')} autoComplete="new-password" />
              <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>{t('recover.setPassword')}</button>
            </Form>
          )}
        </Formik>
      )}
      <p className="public__links"><Link to="/pages/login">{t('recover.backToLogin')}</Link></p>
    </PublicPage>
  );
}
