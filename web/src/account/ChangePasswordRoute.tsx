import { useEffect } from 'react';
import { Formik, Form, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { ChangePasswordRouteQuery } from '../__generated__/ChangePasswordRouteQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { TextField } from '../platform/forms/TextField.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { userFacingMessages } from '../platform/errors/userFacingMessages.ts';
import { newPasswordRules } from '../session/passwordRules.ts';
import { tokenStore } from '../session/tokenStore.ts';
import { useChangePasswordMutation } from './useChangePasswordMutation.ts';

const query = graphql`
  query ChangePasswordRouteQuery {
    viewer { account { username employeeCode } }
  }
`;

interface Values { oldPassword: string; newPassword: string; confirmPassword: string }

const FIELD_NAMES: Record<string, keyof Values> = { oldPassword: 'oldPassword', newPassword: 'newPassword' };

/** `account/change-password`: current password, new password by the policy, confirmation. */
export function ChangePasswordRoute() {
  const { t } = useTranslation('account');
  const { queryRef } = useLoaderData() as RouteData<ChangePasswordRouteQuery>;
  const { viewer } = usePreloadedQuery<ChangePasswordRouteQuery>(query, queryRef);
  const change = useChangePasswordMutation();
  const notify = useNotify();
  useEffect(() => { document.title = `${t('features.changePassword')} · Pontual`; }, [t]);

  const schema = yup.object({ oldPassword: yup.string().required(t('validation.required')), ...newPasswordRules(t) });

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const outcome = await change(values.oldPassword, values.newPassword);
    if (!outcome.ok) {
      if (outcome.error.kind === 'response') {
        for (const sub of outcome.error.subErrors) {
          const field = FIELD_NAMES[sub.field?.split('.').pop() ?? ''];
          if (field) helpers.setFieldError(field, sub.message);
        }
      }
      userFacingMessages(outcome.error, t).forEach((m) => notify('error', m));
      return;
    }
    const identity = tokenStore.identity();
    if (outcome.payload.token) tokenStore.set(outcome.payload.token, identity ?? undefined);
    helpers.resetForm();
    notify('success', t('password.changed'));
  }

  return (
    <section className="page" aria-labelledby="change-password-title">
      <h1 id="change-password-title">{t('features.changePassword')}</h1>
      <div className="card card--narrow">
        <Formik<Values> initialValues={{ oldPassword: '', newPassword: '', confirmPassword: '' }} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate className="form">
              {/* Lets password managers file the new password under the right account. */}
              <input type="text" name="username" autoComplete="username" value={viewer?.account?.username ?? viewer?.account?.employeeCode ?? ''} readOnly hidden />
              <TextField name="oldPassword" type="password" label={t('password.current')} autoComplete="current-password" />
              <TextField name="newPassword" type="password" label={t('password.new')} hint={t('password.policyHint')} autoComplete="new-password" />
              <TextField name="confirmPassword" type="password" label={t('password.confirm')} autoComplete="new-password" />
              <button type="submit" className="button button--primary" disabled={isSubmitting}>{t('password.save')}</button>
            </Form>
          )}
        </Formik>
      </div>
    </section>
  );
}

ChangePasswordRoute.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<ChangePasswordRouteQuery>(environment, query, {}, { fetchPolicy: 'store-or-network' });
