import { useEffect } from 'react';
import { Formik, Form } from 'formik';
import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginIdentifierField } from '../../../domain/password.ts';
import { PublicPage } from '../shell/PublicPage.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useLoginMutation } from './useLoginMutation.ts';
import { completeSignIn } from './completeSignIn.ts';
import { signInFailureMessage } from './signInFailureMessage.ts';
import { safeRedirect } from './loginPath.ts';
import { tokenStore } from './tokenStore.ts';

interface Values {
  identifier: string;
  password: string;
}

/** `/pages/login`: an identifier with @ is a username, otherwise an employee code (core §5). */
export function LoginRoute() {
  const { t } = useTranslation('session');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const [login] = useLoginMutation();
  const expired = params.get('expired') === 'true';
  const target = safeRedirect(params.get('redirect')) ?? '/';

  useEffect(() => {
    if (tokenStore.state() === 'valid') void navigate(target, { replace: true });
  }, [navigate, target]);

  const schema = yup.object({
    identifier: yup.string().trim().required(t('validation.required')),
    password: yup.string().required(t('validation.required')),
  });

  async function submit(values: Values) {
    const identifier = values.identifier.trim();
    const field = loginIdentifierField(identifier);
    try {
      const result = await login({ [field]: identifier, password: values.password });
      if (result.token) {
        completeSignIn(result.token, { field, value: identifier });
        await navigate(target, { replace: true });
        return;
      }
      tokenStore.clearAll();
      notify('error', signInFailureMessage(t, { userErrors: result.userErrors }));
    } catch (error) {
      tokenStore.clearAll();
      notify('error', signInFailureMessage(t, { error }));
    }
  }

  return (
    <PublicPage title={t('login.title')}>
      {expired && <p className="notice notice--warning" role="status">{t('login.sessionExpired')}</p>}
      <Formik<Values> initialValues={{ identifier: '', password: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <TextField name="identifier" label={t('login.identifier')} hint={t('login.identifierHint')} autoComplete="username" autoFocus />
            <TextField name="password" type="password" label={t('login.password')} autoComplete="current-password" />
            <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
              {isSubmitting ? t('login.signingIn') : t('login.submit')}
            </button>
          </Form>
        )}
      </Formik>
      <p className="public__links"><Link to="/pages/recover-account">{t('login.forgot')}</Link></p>
    </PublicPage>
  );
}
