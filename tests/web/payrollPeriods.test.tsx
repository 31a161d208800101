// The payroll periods on the attendance screen (issue #14 item 7): the periods the shown week or month overlaps, closed
// and reopened by an administrator, refusals translated.
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { changeLocale } from '../../web/src/platform/i18n/initI18n.ts';
import { at, clock, open, pending, payrollPeriod, CLOSED_FEBRUARY, periodsOf, PERIODS_2026, answer, shown } from './support/attendanceFixtures.tsx';

beforeEach(() => {
  // Thursday 12 March 2026: the default period is Monday 9 to Sunday 15.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-12T12:00:00Z'));
});
afterEach(() => { vi.useRealTimers(); });
afterAll(async () => { await changeLocale('en'); });
const periodsPayload = (field: string, changed: ReturnType<typeof payrollPeriod>) => ({ data: { [field]: {
  payrollPeriods: { periods: PERIODS_2026.map((p) => (p.end === changed.end ? changed : p)) }, userErrors: [],
} } });
const refusal = (field: string, code: string, message: string, path: string[] | null = null) => ({ data: { [field]: {
  payrollPeriods: null, userErrors: [{ field: path, message, code }],
} } });
/** A name as written here: Intl puts thin spaces around the dash of a range. */
const named = (name: string) => (actual: string) => actual.replace(/\s+/g, ' ') === name;
const periodLines = () => within(screen.getByRole('region', { name: 'Payroll periods' })).getAllByRole('listitem')
  .map((li) => shown(li).join(' '));

describe('the payroll periods', () => {
  beforeEach(async () => { await changeLocale('en'); });

  test('the period of the week: open, and to an administrator when it can be closed', async () => {
    const { environment } = open();
    const operation = await answer(environment);
    expect(operation.request.variables).toMatchObject({ periodYear: 2026, nextPeriodYear: 2027, withNextPeriodYear: false });
    expect(periodLines()).toEqual(['Payroll period 1 – 28 Mar 2026: Open can be closed after 28 Mar']);
    expect(screen.queryByRole('button', { name: /^Close period/ })).toBeNull();
  });

  test('a month over two periods: the ended one can be closed, the closed one says by whom and can be reopened', async () => {
    const { environment } = open('ADMIN', '/attendances?month=2026-01');
    await answer(environment);
    expect(periodLines()).toEqual([
      'Payroll period 29 Dec 2025 – 28 Jan 2026: Open Close period',
      'Payroll period 29 Jan – 28 Feb 2026: Closed (by Rita Nunes on 02/03/2026) Reopen',
    ]);
    expect(screen.getByRole('button', { name: named('Close period 29 Dec 2025 – 28 Jan 2026') })).toBeTruthy();
    expect(screen.getByRole('button', { name: named('Reopen 29 Jan – 28 Feb 2026') })).toBeTruthy();
  });

  test.each([['DEPARTMENT_MANAGER', '/dep-attendances?month=2026-01'], ['READ_ONLY', '/attendances?month=2026-01']] as const)(
    'the %s sees the status, never the actions', async (role, path) => {
      const { environment } = open(role, path);
      await answer(environment);
      expect(periodLines()).toEqual([
        'Payroll period 29 Dec 2025 – 28 Jan 2026: Open',
        'Payroll period 29 Jan – 28 Feb 2026: Closed (by Rita Nunes on 02/03/2026)',
      ]);
      expect(screen.queryByRole('button', { name: /^(Close period|Reopen)/ })).toBeNull();
    });

  test('a week across the new year asks for the periods ending in both years', async () => {
    const { environment } = open('ADMIN', '/attendances?week=2026-12-28');
    const operation = await pending(environment);
    expect(operation.request.variables).toMatchObject({ from: '2026-12-28', to: '2027-01-03', periodYear: 2026, nextPeriodYear: 2027, withNextPeriodYear: true });
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
      AttendanceConnection: () => ({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
      PayrollPeriods: (context) => ({ endDay: 28, periods: periodsOf(Number(context.args?.year)) }),
    })));
    await screen.findByRole('region', { name: 'Payroll periods' });
    expect(periodLines()).toEqual([
      'Payroll period 29 Nov – 28 Dec 2026: Open can be closed after 28 Dec',
      'Payroll period 29 Dec 2026 – 28 Jan 2027: Open can be closed after 28 Jan',
    ]);
  });

  test('closing asks first, then the panel shows the period closed from the answer, without reloading', async () => {
    const { environment } = open('ADMIN', '/attendances?month=2026-01');
    await answer(environment);
    fireEvent.click(screen.getByRole('button', { name: named('Close period 29 Dec 2025 – 28 Jan 2026') }));
    const dialog = await screen.findByRole('alertdialog', { name: named('Close the payroll period 29 Dec 2025 – 28 Jan 2026?') });
    expect(dialog.textContent).toContain('its clocks become read-only');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the period' }));
    const operation = await pending(environment, 'useClosePayrollPeriodMutation');
    expect(operation.request.variables).toEqual({ date: '2026-01-28' });
    act(() => environment.mock.resolve(operation, periodsPayload('closePayrollPeriod', payrollPeriod('2025-12-29', '2026-01-28', 'CLOSED', [
      { action: 'CLOSE', at: '2026-03-12T11:00:00Z', byName: 'Ana Admin', reason: null },
    ]))));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(periodLines()[0]).toBe('Payroll period 29 Dec 2025 – 28 Jan 2026: Closed (by Ana Admin on 12/03/2026) Reopen');
    expect(screen.getByText('The payroll period 29 Dec 2025 – 28 Jan 2026 is closed.')).toBeTruthy();
    // The focus lands on the period's line (the button pressed is gone), and nothing was asked again.
    expect(document.activeElement?.textContent?.replace(/\s+/g, ' ')).toBe('Payroll period 29 Dec 2025 – 28 Jan 2026: Closed (by Ana Admin on 12/03/2026)');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  test('reopening needs a reason; a refusal is said in the dialog, translated; then the period is open again', async () => {
    const { environment } = open('ADMIN', '/attendances?month=2026-01');
    await answer(environment);
    fireEvent.click(screen.getByRole('button', { name: named('Reopen 29 Jan – 28 Feb 2026') }));
    const dialog = await screen.findByRole('dialog', { name: named('Reopen the payroll period 29 Jan – 28 Feb 2026') });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen the period' }));
    const reason = within(dialog).getByLabelText('Reason for reopening');
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${reason.id}-error`)?.textContent).toBe('Say why the period is reopened.');
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(reason, { target: { value: '  A clock of 27 February was missing  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen the period' }));
    let operation = await pending(environment, 'useReopenPayrollPeriodMutation');
    expect(operation.request.variables).toEqual({ date: '2026-02-28', reason: 'A clock of 27 February was missing' });
    act(() => environment.mock.resolve(operation, refusal('reopenPayrollPeriod', 'VALIDATION_FAILED',
      'is required: say why the period is reopened', ['reason'])));
    await waitFor(() => expect(document.getElementById(`${reason.id}-error`)?.textContent).toBe('Say why the period is reopened.'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please check the form: some fields need your attention.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Reopen the period' }));
    operation = await pending(environment, 'useReopenPayrollPeriodMutation');
    act(() => environment.mock.resolve(operation, periodsPayload('reopenPayrollPeriod', payrollPeriod('2026-01-29', '2026-02-28', 'OPEN', [
      ...CLOSED_FEBRUARY.events, { action: 'REOPEN', at: '2026-03-12T11:00:00Z', byName: 'Ana Admin', reason: 'A clock of 27 February was missing' },
    ]))));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(periodLines()[1]).toBe('Payroll period 29 Jan – 28 Feb 2026: Open (reopened by Ana Admin on 12/03/2026) Close period');
  });

  test('in Portuguese: the panel, and the server\'s refusals in the dialogs', async () => {
    await changeLocale('pt');
    const { environment } = open('ADMIN', '/attendances?month=2026-01');
    await answer(environment);
    const region = screen.getByRole('region', { name: 'Períodos de processamento' });
    expect(within(region).getAllByRole('listitem').map((li) => shown(li).join(' '))).toEqual([
      'Período de processamento 29/12/2025 – 28/01/2026: Aberto Fechar período',
      'Período de processamento 29/01/2026 – 28/02/2026: Fechado (por Rita Nunes em 02/03/2026) Reabrir',
    ]);

    fireEvent.click(screen.getByRole('button', { name: named('Fechar período 29/12/2025 – 28/01/2026') }));
    const close = await screen.findByRole('alertdialog', { name: named('Fechar o período de processamento 29/12/2025 – 28/01/2026?') });
    fireEvent.click(within(close).getByRole('button', { name: 'Fechar o período' }));
    let operation = await pending(environment, 'useClosePayrollPeriodMutation');
    act(() => environment.mock.resolve(operation, refusal('closePayrollPeriod', 'VALIDATION_FAILED',
      'the period from 2025-12-29 to 2026-01-28 has not ended yet', ['date'])));
    expect((await within(close).findByRole('alert')).textContent).toBe('Este período ainda não terminou: pode ser fechado depois de 28/01.');
    fireEvent.click(within(close).getByRole('button', { name: 'Cancelar' }));

    fireEvent.click(screen.getByRole('button', { name: named('Reabrir 29/01/2026 – 28/02/2026') }));
    const reopen = await screen.findByRole('dialog', { name: named('Reabrir o período de processamento 29/01/2026 – 28/02/2026') });
    fireEvent.change(within(reopen).getByLabelText('Motivo da reabertura'), { target: { value: 'Marcação em falta' } });
    fireEvent.click(within(reopen).getByRole('button', { name: 'Reabrir o período' }));
    operation = await pending(environment, 'useReopenPayrollPeriodMutation');
    act(() => environment.mock.resolve(operation, refusal('reopenPayrollPeriod', 'PERIOD_CLOSED',
      'The payroll period from 2026-01-29 to 2026-02-28 is closed; an administrator must reopen it first')));
    expect((await within(reopen).findByRole('alert')).textContent)
      .toBe('O período de processamento de 2026-01-29 a 2026-02-28 está fechado; um administrador tem de o reabrir primeiro');
  });
});
