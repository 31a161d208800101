import { useEffect } from 'react';
import { Formik, Form, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PublicPage } from '../shell/PublicPage.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { fieldRefusalMessage, refusalMessage } from '../platform/errors/refusalMessage.ts';
import { useAcceptInvitationMutation } from './useAcceptInvitationMutation.ts';
import { newPasswordRules } from './passwordRules.ts';
import { completeSignIn } from './completeSignIn.ts';

interface Values { newPassword: string; confirmPassword: string }

/**
 * `/pages/invitation?token=…`: the mailed invitation of a new account. The person chooses their password (the rules
 * of change-password) and is signed in; a used or expired link says to ask the administrator for a new one.
 */
export function InvitationRoute() {
  const { t } = useTranslation('session');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const notify = useNotify();
  const accept = useAcceptInvitationMutation();
  useEffect(() => { document.title = `${t('invitation.title')} · Pontual`; }, [t]);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const outcome = await accept({ token, newPassword: values.newPassword });
    if (!outcome.ok) {
      const { error } = outcome;
      // A password the rules refuse lands on its field; a used or expired link is told in the catalogue's words.
      if (error.kind === 'response' && error.subErrors.length) {
        for (const sub of error.subErrors) {
          if (sub.field?.endsWith('newPassword')) helpers.setFieldError('newPassword', fieldRefusalMessage(error.code, sub.message, t));
          else notify('error', refusalMessage(error.code, sub.message, t));
        }
        return;
      }
      return userFacingMessages(error, t).forEach((m) => notify('error', m));
    }
    const { token: session, username, employeeCode } = outcome.payload;
    if (!session) return notify('error', t('login.failed'));
    completeSignIn(session, username ? { field: 'username', value: username } : { field: 'employeeCode', value: employeeCode ?? '' });
    notify('success', t('invitation.done'));
    await navigate('/', { replace: true });
  }

  return (
    <PublicPage title={t('invitation.title')}>
      {token ? (
        <Formik<Values> initialValues={{ newPassword: '', confirmPassword: '' }} validationSchema={yup.object(newPasswordRules(t))} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate className="form">
              <p>{t('invitation.intro')}</p>
              <TextField name="newPassword" type="password" label={t('invitation.password')} hint={t('password.policyHint')} autoComplete="new-password" />
              <TextField name="confirmPassword" type="password" label={t('password.confirm')} autoComplete="new-password" />
              <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>{t('invitation.submit')}</button>
            </Form>
          )}
        </Formik>
      ) : (
        <p role="alert">{t('invitation.noToken')}</p>
      )}
      <p className="public__links"><Link to="/pages/login">{t('recover.backToLogin')}</Link></p>
    </PublicPage>
  );
}
