import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { FIELD_LIMITS as L } from '../../../domain/field-limits.ts';
import { isVendorAuthority } from '../../../domain/permissions.ts';
import { Modal } from '../platform/forms/Modal.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useCreateRoleMutation } from './useCreateRoleMutation.ts';

interface SourceRole { id: string; name: string; permissions: ReadonlyArray<{ authority: string }> }

interface Props {
  roles: readonly SourceRole[];
  label: (name: string) => string;
  connection: string;
  /** whether the caller holds the vendor's authorities (a super administrator): others do not copy them */
  vendor: boolean;
  onCreated: (id: string, name: string) => void;
  onClose: () => void;
}

interface Values { name: string; from: string }

/** "New role": a name, and the authorities of an existing role to start from, or none. */
export function NewRoleDialog({ roles, label, connection, vendor, onCreated, onClose }: Props) {
  const { t } = useTranslation('roles');
  const create = useCreateRoleMutation();
  const notify = useNotify();
  const schema = useMemo(() => {
    const m = ruleMessages(t);
    return yup.object({ name: yup.string().default('').trim().required(m('required')).max(L.roleName, m('maxLength', { max: L.roleName })) });
  }, [t]);

  async function submit(v: Values, helpers: FormikHelpers<Values>) {
    const source = roles.find((r) => r.id === v.from);
    // Copying the super administrator's role as an administrator would be refused for its vendor authority: leave it out.
    const permissions = (source?.permissions.map((p) => p.authority) ?? []).filter((a) => vendor || !isVendorAuthority(a)).sort();
    const outcome = await create({ input: { name: v.name.trim(), permissions }, connections: [connection] });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, { name: 'name', permissions: 'from' }, t).forEach((m) => notify('error', m));
    const role = outcome.payload.role;
    notify('success', t('perms.created', { name: v.name.trim() }));
    if (role) onCreated(role.id, role.name);
    onClose();
  }

  return (
    <Modal title={t('perms.newTitle')} onClose={onClose}>
      <Formik<Values> initialValues={{ name: '', from: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <TextField name="name" label={t('perms.name')} maxLength={L.roleName} autoComplete="off" />
            <SelectField name="from" label={t('perms.startFrom')} emptyLabel={t('perms.startEmpty')} hint={t('perms.startHint')}
              options={roles.map((r) => ({ value: r.id, label: label(r.name) }))} />
            <DialogFormActions onCancel={onClose} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
