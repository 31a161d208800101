import { useMemo, useState } from 'react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { DepartmentFormDialog_query$key } from '../__generated__/DepartmentFormDialog_query.graphql.ts';
import { departmentFormSchema } from '../../../domain/organisation.rules.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import { TextField } from '../platform/forms/TextField.tsx';
import { Modal } from '../platform/forms/Modal.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useCreateDepartmentMutation } from './useCreateDepartmentMutation.ts';
import { useUpdateDepartmentMutation } from './useUpdateDepartmentMutation.ts';
import { DialogFormActions } from '../platform/forms/DialogFormActions.tsx';
import { EmployeeSearchPicker } from '../employees/EmployeeSearchPicker.tsx';

const fragment = graphql`
  fragment DepartmentFormDialog_query on Query @argumentDefinitions(size: { type: "Int!" }) {
    employees(first: $size, filter: { enabled: true }, orderBy: [{ field: NAME, direction: ASC }]) @connection(key: "DepartmentFormDialog_employees") {
      edges { node { id name jobTitle } }
    }
  }
`;

export interface DepartmentEditing { id: string | null; name: string; managerIds: string[] }
interface Values { name: string; managerIds: string[] }
type Candidate = { id: string; name: string };

interface Props { query: DepartmentFormDialog_query$key; editing: DepartmentEditing; connectionId: string | null; onClose: () => void }

/** Create or edit a department; managers picked one by one (one → its manager, several → a manager list, core §5). */
export function DepartmentFormDialog({ query, editing, connectionId, onClose }: Props) {
  const { t } = useTranslation('departments');
  const data = useFragment(fragment, query);
  const candidates = data.employees?.edges.map(({ node }) => ({ id: node.id, name: node.name })) ?? [];
  const schema = useMemo(() => departmentFormSchema(ruleMessages(t)), [t]);
  const create = useCreateDepartmentMutation();
  const update = useUpdateDepartmentMutation(connectionId ? [connectionId] : []);
  const notify = useNotify();
  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    const input = { name: values.name.trim(), managerIds: values.managerIds };
    const outcome = editing.id
      ? await update({ input: { id: editing.id, ...input } })
      : await create({ input, connections: connectionId ? [connectionId] : [] });
    if (!outcome.ok) {
      return applyUserErrors(outcome.error, helpers, { name: 'name', managerIds: 'managerIds', assignedManagers: 'managerIds', manager: 'managerIds', managerList: 'managerIds' }, t)
        .forEach((m) => notify('error', m));
    }
    notify('success', t('departments.saved', { name: input.name }));
    onClose();
  }
  return (
    <Modal title={editing.id ? t('common.editNamed', { name: editing.name }) : t('departments.new')} onClose={onClose} wide>
      <Formik<Values> initialValues={{ name: editing.name, managerIds: editing.managerIds }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <TextField name="name" label={t('departments.name')} autoComplete="off" />
            <ManagerPicker candidates={candidates} />
            <DialogFormActions onCancel={onClose} submitting={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

function ManagerPicker({ candidates }: { candidates: Candidate[] }) {
  const { t } = useTranslation('departments');
  const [field, meta, helpers] = useField<string[]>('managerIds');
  const chosen = field.value;
  // People found by the search (#11 item 11) need not be among the candidates loaded with the page.
  const [found, setFound] = useState<Candidate[]>([]);
  const nameOf = (id: string) => candidates.find((c) => c.id === id)?.name ?? found.find((c) => c.id === id)?.name ?? id;
  const rule = chosen.length === 0 ? 'none' : chosen.length === 1 ? 'one' : 'many';
  return (
    <fieldset className="field checkbox-group">
      <legend>{t('departments.managers')}</legend>
      <ul className="chips" aria-label={t('departments.chosenManagers')}>
        {chosen.map((id) => (
          <li key={id} className="chip">
            {nameOf(id)}
            <button type="button" className="chip__remove" aria-label={t('departments.removeManager', { name: nameOf(id) })}
              onClick={() => void helpers.setValue(chosen.filter((c) => c !== id))}>×</button>
          </li>
        ))}
      </ul>
      <EmployeeSearchPicker label={t('departments.addManager')} exclude={chosen}
        onPick={(e) => { setFound((f) => [...f, e]); void helpers.setValue([...chosen, e.id]); }} />
      <p className="field__hint" aria-live="polite">{t(`departments.rule.${rule}`)}</p>
      {meta.error && typeof meta.error === 'string' && <p className="field__error">{meta.error}</p>}
    </fieldset>
  );
}
