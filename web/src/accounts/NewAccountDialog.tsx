import { useEffect, useState } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { NewAccountDialogSearchQuery } from '../__generated__/NewAccountDialogSearchQuery.graphql.ts';
import { isRoleName } from '../../../domain/roles.ts';
import { Modal } from '../platform/forms/Modal.tsx';
import { CheckboxGroupField } from '../platform/forms/CheckboxGroupField.tsx';
import { SearchCombobox, type ComboboxOption } from '../platform/forms/SearchCombobox.tsx';
import { TextField } from '../platform/forms/TextField.tsx';
import { applyUserErrors } from '../platform/forms/applyUserErrors.ts';
import { useNotify } from '../platform/notifications/useNotify.ts';
import { useCreateAccountMutation } from './useCreateAccountMutation.ts';

// Enabled or not: a person without an account counts as disabled (core §4) and is exactly who needs one.
const searchQuery = graphql`
  query NewAccountDialogSearchQuery($search: String!) {
    employees(first: 100, filter: { search: $search, hasAccount: false }, orderBy: [{ field: NAME, direction: ASC }]) {
      edges { node { id name email employeeNumber account { id } } }
    }
  }
`;

interface Candidate { id: string; name: string; email: string | null }
interface Values { employeeId: string; username: string; roleIds: string[] }
interface Props { roles: ReadonlyArray<{ id: string; name: string }>; onClose: () => void; onCreated: () => void }

/** "New account": an employee without one, a username and roles; the API mails them an invitation to choose a password. */
export function NewAccountDialog({ roles, onClose, onCreated }: Props) {
  const { t } = useTranslation('accounts');
  const create = useCreateAccountMutation();
  const notify = useNotify();
  const employeeRole = roles.find((r) => r.name === 'EMPLOYEE');
  const map = { username: 'username', employeeId: 'employeeId', roles: 'roleIds' };
  const schema = yup.object({
    employeeId: yup.string().required(t('users.employeeRequired')),
    username: yup.string().trim().required(t('users.usernameRequired')).email(t('users.usernameEmail')),
    roleIds: yup.array(yup.string().required()).min(1, t('users.rolesRequired')),
  });

  async function submit(v: Values, helpers: FormikHelpers<Values>) {
    const outcome = await create({ input: { employeeId: v.employeeId, username: v.username.trim(), roles: v.roleIds.map((id) => ({ id })) } });
    if (!outcome.ok) return applyUserErrors(outcome.error, helpers, map, t).forEach((m) => notify('error', m));
    notify('success', t('users.invited', { name: v.username.trim() }));
    onCreated();
    onClose();
  }

  return (
    <Modal title={t('users.newAccount')} onClose={onClose} wide>
      <Formik<Values> initialValues={{ employeeId: '', username: '', roleIds: employeeRole ? [employeeRole.id] : [] }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="form">
            <p>{t('users.newAccountIntro')}</p>
            <EmployeeChoice />
            <TextField name="username" type="email" label={t('users.username')} hint={t('users.usernameHint')} autoComplete="off" />
            <CheckboxGroupField name="roleIds" legend={t('users.roles')}
              options={roles.map((r) => ({ value: r.id, label: isRoleName(r.name) ? t(`roles.${r.name}`) : r.name }))} />
            <div className="dialog__actions">
              <button type="button" className="button" onClick={onClose}>{t('common.cancel')}</button>
              <button type="submit" className="button button--primary" disabled={isSubmitting}>{t('users.createAndInvite')}</button>
            </div>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}

/** Finds the employee by name, e-mail or number, among those without an account; picking fills the username with their e-mail. */
function EmployeeChoice() {
  const { t } = useTranslation('accounts');
  const { values, errors, submitCount, setFieldValue } = useFormikContext<Values>();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const { results, loading, found } = useCandidates(text);
  const pick = (option: ComboboxOption) => {
    const next = found.get(option.id) ?? null;
    if (!next) return;
    void setFieldValue('employeeId', next.id);
    if (!values.username.trim() || values.username === (chosen?.email ?? '')) void setFieldValue('username', next.email ?? '');
    setChosen(next);
  };
  return (
    <div className="field">
      <SearchCombobox label={t('users.employee')} hint={t('users.employeeHint')} results={results} loading={loading} onTextChange={setText} onPick={pick} />
      <p className="field__hint" role="status">{chosen ? t('users.chosenEmployee', { name: chosen.name }) : ''}</p>
      {submitCount > 0 && errors.employeeId && <p className="field__error" role="alert">{errors.employeeId}</p>}
    </div>
  );
}

/** Employees matching the text who have no account yet, once typing pauses; an earlier search on its way is dropped. */
function useCandidates(text: string) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<{ results: ComboboxOption[] | null; loading: boolean; found: Map<string, Candidate> }>(
    { results: null, loading: false, found: new Map() });
  const search = text.trim();
  useEffect(() => {
    if (!search) return setState({ results: null, loading: false, found: new Map() });
    setState((s) => ({ ...s, loading: true }));
    let unsubscribe: (() => void) | null = null;
    const timer = setTimeout(() => {
      const subscription = fetchQuery<NewAccountDialogSearchQuery>(environment, searchQuery, { search }, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => {
          const people = (data.employees?.edges ?? []).map((e) => e.node).filter((e) => !e.account);
          setState({
            loading: false,
            results: people.map((p) => ({ id: p.id, label: p.name, detail: [p.email, p.employeeNumber].filter(Boolean).join(' · ') || null })),
            found: new Map(people.map((p) => [p.id, { id: p.id, name: p.name, email: p.email ?? null }])),
          });
        },
        error: () => setState({ results: [], loading: false, found: new Map() }),
      });
      unsubscribe = () => subscription.unsubscribe();
    }, 250);
    return () => { clearTimeout(timer); unsubscribe?.(); };
  }, [environment, search]);
  return state;
}
