// Issue #11 item 5: "My profile" — the employee edits their contact details and language; what HR keeps is shown, not editable.
import { afterEach, describe, expect, test } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import i18next from 'i18next';
import { MyProfileRoute } from '../../web/src/profile/MyProfileRoute.tsx';
import { UserRoute } from '../../web/src/account/UserRoute.tsx';
import { openRoute } from './support/openRoute.tsx';
import { changeLocale } from '../../web/src/platform/i18n/initI18n.ts';

// The language test switches the interface: every test starts in English again.
afterEach(async () => { if (i18next.language !== 'en') await act(() => changeLocale('en')); });

type Env = ReturnType<typeof openRoute>['environment'];
const operationNamed = (environment: Env, name: string) => waitFor(() => {
  const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);
  expect(op, name).toBeTruthy();
  return op as OperationDescriptor;
});

const PROFILE = {
  id: 'TXlQcm9maWxlOjc=', employeeId: 7, name: 'Eva Employee', email: 'eva@work.test', employeeNumber: 'E0001', jobTitle: 'Operator',
  department: { databaseId: 3, name: 'Operations' }, contractType: { databaseId: 1, name: 'Permanent' },
  managers: [{ databaseId: 2, name: 'Marta Manager' }], startDate: '2024-02-01', startDateOnCompany: null, endDate: null,
  phone: '+351 910 000 000', alternativePhone: null, personalEmail: null, address: null,
  emergencyContact: { name: null, phone: null, relation: null }, language: 'en', hasPicture: false, pictureUrl: null, editable: true,
};

async function openProfile(profile: Partial<typeof PROFILE> = {}, role: 'EMPLOYEE' | 'READ_ONLY' = 'EMPLOYEE') {
  const { environment } = openRoute(MyProfileRoute, '/account/profile', { role, feature: 'accountProfile' });
  const query = await operationNamed(environment, 'MyProfileRouteQuery');
  act(() => environment.mock.resolve(query, MockPayloadGenerator.generate(query, { MyProfile: () => ({ ...PROFILE, ...profile }) })));
  await screen.findByRole('heading', { name: 'Employee record' }, { timeout: 5000 });
  return environment;
}

describe('my profile', () => {
  test('shows the record HR keeps as text, not as fields: name, department, job title, managers', async () => {
    await openProfile();
    const record = within(screen.getByRole('region', { name: 'Employee record' }));
    const value = (label: string) => record.getByText(label).closest('.details__row')?.querySelector('dd')?.textContent;
    expect(value('Department')).toBe('Operations');
    expect(value('Job title')).toBe('Operator');
    expect(value('Managers')).toBe('Marta Manager');
    expect(value('Start date')).toBe('01/02/2024');
    expect(record.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Work e-mail' })).toBeNull();
  });

  test('editing the phone and saving sends only the self-editable fields and confirms', async () => {
    const environment = await openProfile();
    const phone = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    expect(phone.value).toBe('+351 910 000 000');
    fireEvent.change(phone, { target: { value: ' +351 912 345 678 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const mutation = await operationNamed(environment, 'useUpdateMyProfileMutation');
    expect(mutation.request.variables.input).toEqual({
      phone: '+351 912 345 678', alternativePhone: null, personalEmail: null, address: null,
      emergencyContact: { name: null, phone: null, relation: null }, language: 'en',
    });
    act(() => environment.mock.resolve(mutation, { data: { updateMyProfile: { profile: { ...PROFILE, phone: '+351 912 345 678' }, userErrors: [] } } }));
    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
  });

  test('a phone with letters is refused before sending, on its field', async () => {
    const environment = await openProfile();
    fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phone' }).getAttribute('aria-invalid')).toBe('true'));
    expect(environment.mock.getAllOperations().some((o) => o.request.node.params.name === 'useUpdateMyProfileMutation')).toBe(false);
  });

  test('a server refusal lands on its field', async () => {
    const environment = await openProfile();
    fireEvent.change(screen.getByRole('textbox', { name: 'Personal e-mail' }), { target: { value: 'eva@home.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const mutation = await operationNamed(environment, 'useUpdateMyProfileMutation');
    act(() => environment.mock.resolve(mutation, { data: { updateMyProfile: { profile: null, userErrors: [
      { field: ['personalEmail'], message: 'is taken', code: 'VALIDATION_FAILED' },
    ] } } }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Personal e-mail' }).getAttribute('aria-invalid')).toBe('true'));
  });

  test('choosing Portuguese and saving switches the interface language at once', async () => {
    const environment = await openProfile();
    fireEvent.change(screen.getByRole('combobox', { name: 'Interface language' }), { target: { value: 'pt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const mutation = await operationNamed(environment, 'useUpdateMyProfileMutation');
    expect(mutation.request.variables.input.language).toBe('pt');
    act(() => environment.mock.resolve(mutation, { data: { updateMyProfile: { profile: { ...PROFILE, language: 'pt' }, userErrors: [] } } }));
    await waitFor(() => expect(i18next.language).toBe('pt'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'Ficha de colaborador' }, { timeout: 5000 })).toBeTruthy();
    expect(document.documentElement.lang).toBe('pt');
  });

  test('a READ_ONLY consultant sees the fields disabled and no save button', async () => {
    await openProfile({ editable: false }, 'READ_ONLY');
    expect(screen.getByRole('textbox', { name: 'Phone' }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Interface language' }).matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByLabelText('Change photo')).toBeNull();
    expect(screen.getByText('Your account may read this record but not change it.')).toBeTruthy();
  });

  test('an account without an employee record is told so', async () => {
    const { environment } = openRoute(MyProfileRoute, '/account/profile', { role: 'ADMIN', feature: 'accountProfile' });
    const query = await operationNamed(environment, 'MyProfileRouteQuery');
    act(() => environment.mock.resolve(query, { data: { myProfile: null } }));
    expect(await screen.findByText(/not linked to an employee record/)).toBeTruthy();
  });
});

describe('my account', () => {
  test('shows the department the employee belongs to', async () => {
    const { environment } = openRoute(UserRoute, '/account/user', { role: 'EMPLOYEE', feature: 'accountUser' });
    const query = await operationNamed(environment, 'UserRouteQuery');
    act(() => environment.mock.resolve(query, MockPayloadGenerator.generate(query, {
      Viewer: () => ({ roles: ['EMPLOYEE'], account: null, employee: { name: 'Eva', email: null, employeeNumber: null, jobTitle: null } }),
      MyProfile: () => ({ id: 'p', department: { name: 'Operations' } }),
      Query: () => ({ notificationPreferences: [] }),
    })));
    const row = (await screen.findByText('Department')).closest('.details__row');
    expect(row?.querySelector('dd')?.textContent).toBe('Operations');
  });
});
