import { describe, expect, test, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { EMPTY_EMPLOYEE_FORM, employeeFormSchema, type EmployeeFormValues } from '../../domain/employee.rules.ts';
import { englishRuleMessages } from '../../domain/messages.rules.ts';
import { parseDisplayDate } from '../../domain/dates.rules.ts';
import { EmployeeForm } from '../../web/src/employees/EmployeeForm.tsx';
import { employeeToFormValues, formValuesToInput, type EmployeeRecord } from '../../web/src/employees/employeeFormValues.ts';

const schema = employeeFormSchema(englishRuleMessages, { startDate: 'Start date' });
const values = (patch: Partial<EmployeeFormValues>): EmployeeFormValues => ({ ...EMPTY_EMPLOYEE_FORM, name: 'Ana Lima', ...patch });
async function errorsOf(patch: Partial<EmployeeFormValues>): Promise<Record<string, string>> {
  try {
    await schema.validate(values(patch), { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as { inner: Array<{ path: string; message: string }> }).inner.map((i) => [i.path, i.message]));
  }
}

describe('employee form rules (domain/employee.rules.ts)', () => {
  test('a name is required; everything else may stay empty', async () => {
    expect(await errorsOf({})).toEqual({});
    expect(await errorsOf({ name: '   ' })).toEqual({ name: 'This field is required.' });
  });

  test('dates are DD/MM/YYYY and real calendar days', async () => {
    expect(parseDisplayDate('29/02/2024')).toBe('2024-02-29');
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('2024-02-01')).toBeNull();
    // A day that is not in the calendar is told so; a text of another form is told the form (#11 item 11).
    expect(await errorsOf({ birthDate: '31/02/1990', passportValidityDate: '12/13/2030', identityValidityDate: '1990-02-01' })).toEqual({
      birthDate: 'This date does not exist.', passportValidityDate: 'This date does not exist.',
      identityValidityDate: 'Enter a date as DD/MM/YYYY.',
    });
  });

  test('the end date may not precede the start date', async () => {
    expect(await errorsOf({ startDate: '01/03/2024', endDate: '28/02/2024' })).toEqual({ endDate: 'This date cannot be before Start date.' });
    expect(await errorsOf({ startDate: '01/03/2024', endDate: '01/03/2024' })).toEqual({});
  });

  test('e-mails, phones, whole numbers in range, known enumerations', async () => {
    expect(await errorsOf({ email: 'ana@', phone: '12a', dependents: '2.5', seniorityMonths: '1201', gender: 'OTHER', country: 'XX' })).toEqual({
      email: 'Enter a valid e-mail address.', phone: 'Digits, spaces and + ( ) . / - only.', dependents: 'Enter a whole number.',
      seniorityMonths: 'Enter a value from 0 to 1200.', gender: 'Choose one of the options.', country: 'Choose one of the options.',
    });
  });

  test('the input sends null for no department or contract type, ISO dates, and joins the languages', () => {
    const input = formValuesToInput(values({ birthDate: '12/05/1990', foreignLanguages: ['fr', 'es'], dependents: '2', street1: '' }));
    expect(input).toMatchObject({ departmentId: null, contractTypeId: null, birthDate: '1990-05-12', foreignLanguage: 'fr,es', dependents: 2, address: null, endDate: null });
    expect(formValuesToInput(values({ departmentId: 'RGVwYXJ0bWVudDoy' })).departmentId).toBe('RGVwYXJ0bWVudDoy');
  });

  test('a record read back fills the form in display form', () => {
    const record: EmployeeRecord = { name: 'Ana', language: 'pt', readOnly: false, loginEnabled: true, educationAreas: ['LAW'], foreignLanguage: 'en,de',
      startDate: '2024-03-01', department: { id: 'D1' }, contractType: null, address: { city: 'Porto' }, emergencyContact: { name: 'Rui' } };
    expect(employeeToFormValues(record)).toMatchObject({ startDate: '01/03/2024', departmentId: 'D1', contractTypeId: '', city: 'Porto', foreignLanguages: ['en', 'de'], emergencyName: 'Rui' });
  });
});

function renderForm(onSubmit = vi.fn(async () => {})) {
  const options = { departments: [{ value: 'D1', label: 'Sales' }], contractTypes: [{ value: 'C1', label: 'Permanent' }], extraLanguages: [] };
  const router = createMemoryRouter([{ path: '/', element: <EmployeeForm initialValues={EMPTY_EMPLOYEE_FORM} options={options} submitLabel="Create employee" cancelTo="/" onSubmit={onSubmit} /> }]);
  render(<RouterProvider router={router} />);
  return onSubmit;
}

describe('employee form (tabs)', () => {
  test('six labelled tabs; arrow keys move between them', async () => {
    renderForm();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Identity', 'Contact & address', 'Contract', 'Documents & validity', 'Education & languages', 'Emergency contact']);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Identity' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Contact & address' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Contact & address' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Emergency contact' }).getAttribute('aria-selected')).toBe('true');
  });

  test('submitting opens the first tab with an error and sends nothing', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana Lima' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Documents & validity' }));
    fireEvent.change(screen.getByLabelText('Passport valid until'), { target: { value: '40/01/2030' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Emergency contact' }));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Create employee' })); });
    await waitFor(() => expect(screen.getByRole('tab', { name: /Documents & validity/ }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByText('This date does not exist.')).toBeTruthy();
    expect(screen.getByLabelText('Passport valid until').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('department and contract type pickers offer "none"; languages are a labelled multi-select', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana Lima' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Contract' }));
    const department = screen.getByLabelText('Department') as HTMLSelectElement;
    expect([...department.options].map((o) => o.textContent)).toEqual(['No department', 'Sales']);
    fireEvent.change(department, { target: { value: 'D1' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Education & languages' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'French' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'German' }));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Create employee' })); });
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const submitted = (onSubmit.mock.calls[0] as unknown as [EmployeeFormValues])[0];
    expect(formValuesToInput(submitted)).toMatchObject({ departmentId: 'D1', contractTypeId: null, foreignLanguage: 'fr,de' });
  });
});
