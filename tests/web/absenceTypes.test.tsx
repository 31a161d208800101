// Absence types screen (core §3, §7; issue #16 item 1): the types in words, Holidays first and never deleted, the type
// dialog with the API's rules and the server's refusals on their fields, subtypes edited (a used one cannot go),
// delete refused while requests use a type, the carry-over of holidays, and a read-only consultant without controls.
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, test } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { RoleName } from '../../domain/roles.ts';
import { AbsenceTypesRoute } from '../../web/src/absence-types/AbsenceTypesRoute.tsx';
import { notificationStore } from '../../web/src/platform/notifications/notificationStore.ts';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof openRoute>['environment'] & { mock: any };

afterEach(() => {
  // The notifications are the app's one store: an identical notice still on screen would be ignored by the next test.
  notificationStore.list().forEach((n) => notificationStore.dismiss(n.id));
});

const TYPE_DEFAULTS = {
  yearlyDaysAllowed: null, yearlyPeriodsAllowed: null, consecutiveDaysAllowed: null, deadlineLeave: null, justificationNeeded: false,
  daysToJustification: null, impactExpectedTimeWork: false, requestDateLimitCurrent: null, requestDateLimitLast: null, approval: 'BOTH',
  calendarDays: false, missedWork: false, requestCount: 0, subtypes: [] as { databaseId: number; name: string; requestCount: number }[],
};
const HOLIDAYS = {
  ...TYPE_DEFAULTS, id: 't-holidays', databaseId: 1, name: 'Holidays', code: 'HOLIDAYS', yearlyDaysAllowed: 22, deadlineLeave: 30,
  requestDateLimitLast: '2026-03-31', requestCount: 12,
};
const FALTA = {
  ...TYPE_DEFAULTS, id: 't-falta', databaseId: 4, name: 'Falta', code: 'FALTA', justificationNeeded: true, daysToJustification: 5,
  approval: 'HR', calendarDays: true, missedWork: true,
};
const SICK = {
  ...TYPE_DEFAULTS, id: 't-sick', databaseId: 3, name: 'Sick leave', code: 'SICK_LEAVE', yearlyDaysAllowed: 30.5, yearlyPeriodsAllowed: 4,
  consecutiveDaysAllowed: 10, approval: 'MANAGER', justificationNeeded: true, requestCount: 3,
  subtypes: [{ databaseId: 31, name: 'Doctor', requestCount: 3 }, { databaseId: 32, name: 'Family', requestCount: 0 }],
};

/** The screen with Holidays, Falta and Sick leave, and a carry-over of at most 5 days expiring after 31 March. */
async function openTypes(role: RoleName = 'ADMIN') {
  const environment = openRoute(AbsenceTypesRoute, '/company/absences-types', { role, feature: 'absenceTypes' }).environment as Env;
  const operation: OperationDescriptor = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
  const types = [HOLIDAYS, FALTA, SICK];
  let type = 0;
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
    AbsenceTypeConnection: () => ({ edges: [{}, {}, {}], totalCount: 3, pageInfo: { hasNextPage: false, endCursor: null } }),
    AbsenceType: () => types[type++ % 3],
    AbsenceSettings: () => ({ carryOverCap: 5, carryOverExpiresOn: '03-31' }),
  })));
  await screen.findByRole('heading', { name: 'Absence types', level: 1 });
  await screen.findByRole('row', { name: /Holidays/ });
  return environment;
}

/** The next operation named `name`, answered with `payload` (its userErrors empty unless given); returns its variables. */
async function answer(environment: Env, name: string, payload: Record<string, unknown>) {
  const operation: OperationDescriptor = await waitFor(() => {
    const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === name);
    expect(op).toBeTruthy();
    return op;
  });
  const [field, value] = Object.entries(payload)[0];
  act(() => environment.mock.resolve(operation, { data: { [field]: { userErrors: [], ...(value as object) } } }));
  return operation.request.variables;
}

const table = () => screen.getByRole('table', { name: 'Absence types' });
const row = (name: RegExp) => within(table()).getByRole('row', { name });
const cells = (r: HTMLElement) => within(r).getAllByRole('cell').map((c) => c.textContent);
const names = () => within(table()).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].querySelector('strong')?.textContent);
const carryOver = () => screen.getByRole('region', { name: 'Carry-over of holidays' });

describe('absence types', () => {
  test('each type in words, Holidays first; Falta is missed work; Holidays has no delete; each cell names its column for the phone cards', async () => {
    await openTypes();
    expect(screen.getByText('3 absence types')).toBeTruthy();
    expect(names()).toEqual(['Holidays', 'Falta', 'Sick leave']);
    expect(cells(row(/Holidays/)).slice(0, 11)).toEqual([
      'Holidays', 'HOLIDAYS', '22 days', 'No limit', 'No limit', '30 days', 'No', 'HR and manager', 'No', 'None', '12',
    ]);
    expect(cells(row(/Falta/)).slice(0, 11)).toEqual([
      'Falta Missed work', 'FALTA', 'No limit', 'No limit', 'No limit', 'None', 'Yes, within 5 days after the absence', 'HR', 'Yes', 'None', '0',
    ]);
    expect(cells(row(/Sick leave/)).slice(0, 11)).toEqual([
      'Sick leave', 'SICK_LEAVE', '30.5 days', '4 requests', '10 days', 'None', 'Yes', 'Manager', 'No', 'Doctor, Family', '3',
    ]);
    expect(within(row(/Holidays/)).getByRole('button', { name: 'Edit Holidays' })).toBeTruthy();
    expect(within(row(/Holidays/)).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(row(/Holidays/)).getByText('Always kept')).toBeTruthy();
    const labelled = within(row(/Sick leave/)).getAllByRole('cell').slice(0, 11).map((c) => c.getAttribute('data-label'));
    expect(labelled).toEqual(['Name', 'Code', 'Days a year', 'Requests a year', 'Consecutive days', 'Notice', 'Proof needed', 'Approved by',
      'Counts rest days and holidays', 'Subtypes', 'Requests']);
  });

  test('a new type: the form\'s rules, then a refusal lands on its field; corrected, it is sent whole and listed in order', async () => {
    const environment = await openTypes();
    fireEvent.click(screen.getByRole('button', { name: 'New type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New absence type' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect(field('Approved by').value).toBe('BOTH');
    fireEvent.change(field('Days allowed a year'), { target: { value: '2.3' } });
    fireEvent.change(field('Requests for this year’s days until'), { target: { value: '31/02/2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    expect(within(dialog).getByText('Enter whole or half days, such as 22 or 22.5.')).toBeTruthy();
    expect(within(dialog).getByText('This date does not exist.')).toBeTruthy();

    fireEvent.change(field('Name'), { target: { value: 'Remote work' } });
    fireEvent.change(field('Code'), { target: { value: 'remote' } });
    fireEvent.change(field('Days allowed a year'), { target: { value: '2,5' } });
    fireEvent.change(field('Requests for this year’s days until'), { target: { value: '30/11/2026' } });
    fireEvent.change(field('Approved by'), { target: { value: 'NONE' } });
    fireEvent.click(field('A proof is needed (a medical certificate, for example)'));
    fireEvent.change(await waitFor(() => field('Days to send the proof')), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a subtype' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Subtype 1')));
    fireEvent.change(field('Subtype 1'), { target: { value: 'From home' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const refused = await answer(environment, 'useCreateAbsenceTypeMutation', {
      createAbsenceType: { absenceType: null, userErrors: [{ field: ['type', 'code'], message: 'is taken by another type', code: 'VALIDATION_FAILED' }] },
    });
    expect(refused.input.type).toEqual({
      name: 'Remote work', code: 'REMOTE', yearlyDaysAllowed: 2.5, yearlyPeriodsAllowed: null, consecutiveDaysAllowed: null, justificationNeeded: true,
      daysToJustification: 3, impactExpectedTimeWork: false, requestDateLimitCurrent: '2026-11-30', requestDateLimitLast: null, deadlineLeave: null,
      approval: 'NONE', calendarDays: false, subtypes: [{ name: 'From home' }],
    });
    expect(refused.connections).toHaveLength(1);
    await waitFor(() => expect(field('Code').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('is taken by another type')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'New absence type' })).toBeTruthy();

    fireEvent.change(field('Code'), { target: { value: 'REMOTE_WORK' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(environment.mock.getAllOperations().some((o: OperationDescriptor) => o.request.variables.input?.type?.code === 'REMOTE_WORK')).toBe(true));
    await answer(environment, 'useCreateAbsenceTypeMutation', {
      createAbsenceType: { absenceType: {
        ...TYPE_DEFAULTS, id: 't-remote', databaseId: 9, name: 'Remote work', code: 'REMOTE_WORK', yearlyDaysAllowed: 2.5, approval: 'NONE',
        justificationNeeded: true, daysToJustification: 3, requestDateLimitCurrent: '2026-11-30', subtypes: [{ databaseId: 91, name: 'From home', requestCount: 0 }],
      } },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(names()).toEqual(['Holidays', 'Falta', 'Remote work', 'Sick leave']);
    expect(cells(row(/Remote work/))[7]).toBe('No one (approved at once)');
    expect(screen.getByText('4 absence types')).toBeTruthy();
    expect(await screen.findByText('Remote work has been saved.')).toBeTruthy();
  });

  test('subtypes are renamed, added and removed; removing one in use is refused on the subtypes, and putting it back saves', async () => {
    const environment = await openTypes();
    fireEvent.click(within(row(/Sick leave/)).getByRole('button', { name: 'Edit Sick leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sick leave' });
    const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect([field('Name').value, field('Code').value, field('Days allowed a year').value, field('Approved by').value, field('Subtype 1').value, field('Subtype 2').value])
      .toEqual(['Sick leave', 'SICK_LEAVE', '30.5', 'MANAGER', 'Doctor', 'Family']);
    expect(within(dialog).getByText('Used by 3 requests')).toBeTruthy();

    fireEvent.change(field('Subtype 2'), { target: { value: 'Family care' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the subtype Doctor' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a subtype' }));
    fireEvent.change(await waitFor(() => field('Subtype 2')), { target: { value: 'Hospital' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const refused = await answer(environment, 'useUpdateAbsenceTypeMutation', {
      updateAbsenceType: { absenceType: null, userErrors: [{ field: ['type', 'subtypes'], message: 'subtype 31 is used by requests', code: 'ABSENCE_SUBTYPE_IN_USE' }] },
    });
    expect(refused.input.id).toBe('t-sick');
    expect(refused.input.type.subtypes).toEqual([{ databaseId: 32, name: 'Family care' }, { name: 'Hospital' }]);
    const subtypes = within(dialog).getByRole('group', { name: 'Subtypes' });
    const alert = await within(subtypes).findByRole('alert');
    expect(alert.textContent).toBe('Already has absences associated with this subtype.Still used by requests: Doctor.');
    expect(subtypes.getAttribute('aria-describedby')).toContain('field-subtypes-error');

    fireEvent.click(within(subtypes).getByRole('button', { name: 'Put back Doctor' }));
    await waitFor(() => expect(within(subtypes).queryByRole('alert')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(environment.mock.getAllOperations().some((o: OperationDescriptor) => o.request.variables.input?.type?.subtypes?.length === 3)).toBe(true));
    const saved = await answer(environment, 'useUpdateAbsenceTypeMutation', {
      updateAbsenceType: { absenceType: { ...SICK, subtypes: [{ databaseId: 32, name: 'Family care', requestCount: 0 }, { databaseId: 33, name: 'Hospital', requestCount: 0 }, { databaseId: 31, name: 'Doctor', requestCount: 3 }] } },
    });
    expect(saved.input.type.subtypes).toEqual([{ databaseId: 32, name: 'Family care' }, { name: 'Hospital' }, { databaseId: 31, name: 'Doctor' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cells(row(/Sick leave/))[9]).toBe('Family care, Hospital, Doctor');
  });

  test('a subtype named twice is told on that row before anything is sent', async () => {
    const environment = await openTypes();
    fireEvent.click(within(row(/Sick leave/)).getByRole('button', { name: 'Edit Sick leave' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sick leave' });
    fireEvent.change(within(dialog).getByLabelText('Subtype 2'), { target: { value: ' doctor' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Subtype 2').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('This subtype is already in the list.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Subtype 1').getAttribute('aria-invalid')).toBeNull();
    expect(environment.mock.getAllOperations().some((o: OperationDescriptor) => o.request.node.params.name === 'useUpdateAbsenceTypeMutation')).toBe(false);
  });

  test('a type with requests says why it cannot be deleted and offers no Delete; one without is deleted after asking', async () => {
    const environment = await openTypes();
    fireEvent.click(within(row(/Sick leave/)).getByRole('button', { name: 'Delete Sick leave' }));
    const refused = await screen.findByRole('alertdialog', { name: 'Delete Sick leave?' });
    expect(within(refused).getByText(/Sick leave has 3 absence requests, so it cannot be deleted/)).toBeTruthy();
    expect(within(refused).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(refused).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    fireEvent.click(within(row(/Falta/)).getByRole('button', { name: 'Delete Falta' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Falta?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const variables = await answer(environment, 'useDeleteAbsenceTypeMutation', { deleteAbsenceType: { deletedAbsenceTypeId: 't-falta' } });
    expect(variables.input).toEqual({ id: 't-falta' });
    await waitFor(() => expect(names()).toEqual(['Holidays', 'Sick leave']));
    expect(screen.getByText('2 absence types')).toBeTruthy();
    expect(await screen.findByText('Falta has been deleted.')).toBeTruthy();
  });

  test('the carry-over is checked, saved as MM-DD, and shown as saved', async () => {
    const environment = await openTypes();
    const card = carryOver();
    const cap = within(card).getByLabelText('Days carried at most') as HTMLInputElement;
    const expires = within(card).getByLabelText('Carried days expire after') as HTMLInputElement;
    expect([cap.value, expires.value]).toEqual(['5', '31/03']);
    fireEvent.change(expires, { target: { value: '31/02' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save the carry-over' }));
    expect(await within(card).findByText('Enter a day as DD/MM, such as 31/03.')).toBeTruthy();

    fireEvent.change(cap, { target: { value: '7,5' } });
    fireEvent.change(expires, { target: { value: '30/04' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save the carry-over' }));
    const variables = await answer(environment, 'useUpdateAbsenceSettingsMutation', {
      updateAbsenceSettings: { absenceSettings: { carryOverCap: 7.5, carryOverExpiresOn: '04-30' } },
    });
    expect(variables.input).toEqual({ carryOverCap: 7.5, carryOverExpiresOn: '04-30' });
    expect(await screen.findByText('The carry-over of holidays has been saved.')).toBeTruthy();
    await waitFor(() => expect([cap.value, expires.value]).toEqual(['7.5', '30/04']));

    fireEvent.change(cap, { target: { value: '' } });
    fireEvent.change(expires, { target: { value: '' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save the carry-over' }));
    await waitFor(() => expect(environment.mock.getAllOperations().some((o: OperationDescriptor) => o.request.node.params.name === 'useUpdateAbsenceSettingsMutation')).toBe(true));
    const cleared = await answer(environment, 'useUpdateAbsenceSettingsMutation', { updateAbsenceSettings: { absenceSettings: { carryOverCap: null, carryOverExpiresOn: null } } });
    expect(cleared.input).toEqual({ carryOverCap: null, carryOverExpiresOn: null });
  });

  test('a read-only consultant sees the types and the carry-over in words, with no control to change them', async () => {
    await openTypes('READ_ONLY');
    expect(names()).toEqual(['Holidays', 'Falta', 'Sick leave']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(within(table()).getAllByRole('columnheader')).toHaveLength(11);
    expect(within(carryOver()).getByText('Days carried at most: 5 days')).toBeTruthy();
    expect(within(carryOver()).getByText('Carried days expire after 31/03 of the next year.')).toBeTruthy();
  });
});
