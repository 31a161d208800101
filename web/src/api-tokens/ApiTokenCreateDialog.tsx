import { useMemo, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { ApiTokenCreateDialog_query$key } from '../__generated__/ApiTokenCreateDialog_query.graphql.ts';
import { FIELD_LIMITS as L } from '../../../domain/field-limits.ts';
import { isRoleName } from '../../../domain/roles.ts';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { ApiTokenSecret } from './ApiTokenSecret.tsx';
import { useCreateApiTokenMutation } from './useCreateApiTokenMutation.ts';

const fragment = graphql`
  fragment ApiTokenCreateDialog_query on Query @argumentDefinitions(size: { type: "Int!" }) {
    roles(first: $size) { edges { node { id name } } }
  }
`;

/** Lifetimes offered, in days; the API takes at most 366 (a year, leap or not). */
export const LIFETIMES = [7, 30, 90, 180, 365] as const;
/** Roles that administer access: the API refuses them for a token, so they are not offered. */
const ADMINISTERING = new Set(['ADMIN', 'SUPER_ADMIN']);

interface Values { name: string; roleId: string; days: string }
interface Props { query: ApiTokenCreateDialog_query$key; connectionId: string | null; onClose: () => void }

/** Name, role and lifetime; on success the same dialog shows the secret, once. */
export function ApiTokenCreateDialog({ query, connectionId, onClose }: Props) {
  const { t } = useTranslation('api-tokens');
  const data = useFragment(fragment, query);
  const create = useCreateApiTokenMutation();
  const notify = useNotify();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const roles = (data.roles?.edges ?? []).map(({ node }) => node).filter((r) => !ADMINISTERING.has(r.name));
  const readOnly = roles.find((r) => r.name === 'READ_ONLY');
  const schema = useMemo(() => yup.object({
    name: yup.string().trim().required(t('validation.required')).max(L.roleName, t('validation.maxLength', { max: L.roleName })),
    roleId: yup.string().required(t('validation.required')),
    days: yup.string().required(t('validation.required')),
  }), [t]);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const expiresAt = new Date(Date.now() + Number(values.days) * 86_400_000).toISOString();
    const input = { name: values.name.trim(), roleId: values.roleId, expiresAt };
    const outcome = await create({ input, connections: connectionId ? [connectionId] : [] });
    if (!outcome.ok) {
      return applyUserErrors(outcome.error, helpers, { name: 'name', roleId: 'roleId', expiresAt: 'days' }, t).forEach((m) => notify('error', m));
    }
    setCreated({ name: input.name, secret: outcome.payload.secret ?? '' });
  }

  if (created) {
    return (
      <Modal title={t('apiTokens.secretTitle')} onClose={onClose} wide>
        <ApiTokenSecret name={created.name} secret={created.secret} onDone={onClose} />
      </Modal>
    );
  }
  return (
    <Modal title={t('apiTokens.new')} onClose={onClose} wide>
      <Formik<Values> initialValues={{ name: '', roleId: readOnly?.id ?? '', days: '90' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <TextField name="name" label={t('apiTokens.name')} hint={t('apiTokens.nameHint')} autoComplete="off" maxLength={L.roleName} />
            <SelectField name="roleId" label={t('apiTokens.role')} hint={t('apiTokens.roleHint')} emptyLabel={t('apiTokens.chooseRole')}
              options={roles.map((r) => ({ value: r.id, label: isRoleName(r.name) ? t(`roles.${r.name}`) : r.name }))} />
            <SelectField name="days" label={t('apiTokens.lifetime')} hint={t('apiTokens.lifetimeHint')}
              options={LIFETIMES.map((d) => ({ value: String(d), label: t('apiTokens.days', { count: d }) }))} />
            <DialogFormActions onCancel={onClose} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
