import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { IDENTIFICATION_METHODS } from '../../../domain/employee.ts';
import { isRoleName } from '../../../domain/roles.ts';
import { Modal } from '../platform/forms/Modal.tsx';
import { CheckboxField } from '../platform/forms/CheckboxField.tsx';
import { CheckboxGroupField } from '../platform/forms/CheckboxGroupField.tsx';
import { SelectField } from '../platform/forms/SelectField.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useUpdateAccountMutation } from './useUpdateAccountMutation.ts';
import { useSetAccountIdentificationMutation } from './useSetAccountIdentificationMutation.ts';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';

interface AccountState { id: string; who: string; isEnabled: boolean; isLocked: boolean; identificationMethod: string; roleIds: string[] }
interface Values { isEnabled: boolean; isLocked: boolean; roleIds: string[]; identificationMethod: string }
interface Props { account: AccountState; roles: ReadonlyArray<{ id: string; name: string }>; onClose: () => void }

/** Edits one account; the lock can only be lifted (the server locks after failed sign-ins). */
export function UserDialog({ account, roles, onClose }: Props) {
  const { t } = useTranslation('accounts');
  const update = useUpdateAccountMutation();
  const identify = useSetAccountIdentificationMutation();
  const notify = useNotify();
  const map = { isEnabled: 'isEnabled', isLocked: 'isLocked', roles: 'roleIds', identificationMethod: 'identificationMethod' };
  async function submit(v: Values, helpers: FormikHelpers<Values>) {
    const outcome = await update({ input: { id: account.id, isEnabled: v.isEnabled, isLocked: v.isLocked, roles: v.roleIds.map((id) => ({ id })) } });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, map, t).forEach((m) => notify('error', m));
    if (v.identificationMethod !== account.identificationMethod) {
      const second = await identify({ input: { id: account.id, identificationMethod: v.identificationMethod } });
      if (!second.ok) return applyUserErrors(second.error, helpers, map, t).forEach((m) => notify('error', m));
    }
    notify('success', t('users.saved', { name: account.who }));
    onClose();
  }
  return (
    <Modal title={t('common.editNamed', { name: account.who })} onClose={onClose} wide>
      <Formik<Values> initialValues={{ isEnabled: account.isEnabled, isLocked: account.isLocked, roleIds: account.roleIds, identificationMethod: account.identificationMethod }} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form noValidate className="form">
            <CheckboxField name="isEnabled" label={t('users.enabledLabel')} />
            <CheckboxField name="isLocked" label={t('users.lockedLabel')} disabled={!account.isLocked && !values.isLocked} hint={t('users.lockedHint')} />
            <CheckboxGroupField name="roleIds" legend={t('users.roles')} options={roles.map((r) => ({ value: r.id, label: isRoleName(r.name) ? t(`roles.${r.name}`) : r.name }))} />
            <SelectField name="identificationMethod" label={t('users.identification')}
              options={[...new Set([account.identificationMethod, ...IDENTIFICATION_METHODS])].map((m) => ({ value: m, label: t(`users.methods.${m}`, { defaultValue: m }) }))} />
            <DialogFormActions onCancel={onClose} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
