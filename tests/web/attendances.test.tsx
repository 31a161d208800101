// The attendance grid (issue #14): employee × day cells coloured by state with words for screen readers, the day
// dialog opened from the keyboard (timeline, figures, explanations in the user's language), the period in the address.
import type { OperationDescriptor } from 'relay-runtime';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeLocale } from '../../web/src/platform/i18n/initI18n.ts';
import { at, clock, pair, inconsistency, workday, row, ROWS, open, pending, answer, cell, shown, stateOf } from './support/attendanceFixtures.tsx';

beforeEach(() => {
  // Thursday 12 March 2026: the default period is Monday 9 to Sunday 15.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-12T12:00:00Z'));
});
afterEach(() => { vi.useRealTimers(); });
afterAll(async () => { await changeLocale('en'); });

describe('the attendance grid', () => {
  test('one row per employee, a coloured cell per day named in words, and the period totals', async () => {
    const { environment } = open();
    const operation = await answer(environment);
    expect(operation.request.variables).toMatchObject({ from: '2026-03-09', to: '2026-03-15', departmentId: null, count: 50, withDepartments: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Attendances' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Attendances from 09/03/2026 to 15/03/2026: one row per employee, one column per day, then the totals' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Employee', 'Mon9', 'Tue10', 'Wed11', 'Thu12', 'Fri13', 'Sat14', 'Sun15', 'Worked', 'Expected', 'Balance', 'Extra', 'Night', 'Pending']);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Ana FerreiraOperations', 'Bruno CostaOperations']);
    expect(screen.getByText('Showing 2 of 2 employees')).toBeTruthy();

    expect(stateOf('Monday 9 March: worked 8:00 of 8:00')).toBe('attendance-cell--ok');
    expect(stateOf('Tuesday 10 March: worked 7:18 of 8:00, 2 inconsistencies')).toBe('attendance-cell--warning');
    // What is seen is the symbol, the hours and the count; the hours are part of the name, the rest is hidden words.
    expect(shown(cell('Tuesday 10 March: worked 7:18 of 8:00, 2 inconsistencies'))).toEqual(['!', '7:18', '2']);
    expect(cell('Tuesday 10 March: worked 7:18 of 8:00, 2 inconsistencies').hasAttribute('aria-label')).toBe(false);
    expect(shown(cell('Monday 9 March: public holiday'))).toEqual(['★', 'Hol.']);
    expect(stateOf('Wednesday 11 March: absent, worked 0:00 of 8:00, 1 inconsistency')).toBe('attendance-cell--absent');
    expect(stateOf('Thursday 12 March: at work since 08:55, worked 3:05 of 8:00')).toBe('attendance-cell--open');
    expect(stateOf('Friday 13 March: expected 8:00')).toBe('attendance-cell--planned');
    expect(screen.getAllByRole('button', { name: 'Saturday 14 March: rest day' })).toHaveLength(1);
    expect(stateOf('Saturday 14 March: rest day')).toBe('attendance-cell--rest');
    expect(stateOf('Monday 9 March: public holiday')).toBe('attendance-cell--holiday');
    expect(stateOf('Tuesday 10 March: approved absence')).toBe('attendance-cell--absence');
    expect(stateOf('Wednesday 11 March: no schedule')).toBe('attendance-cell--rest');
    // Days the engine did not compute for Bruno are empty, and said so.
    expect(within(within(table).getAllByRole('row')[2]).getAllByText('No day computed')).toHaveLength(4);

    const ana = within(table).getAllByRole('row')[1];
    expect(within(ana).getAllByRole('cell').slice(-6).map((c) => c.textContent)).toEqual(['26:23', '40:00', '−13:37', '0:15', '0:00', '3']);
    const legend = screen.getByRole('region', { name: 'What the colours mean' });
    expect(within(legend).getAllByRole('listitem').map((i) => i.textContent)).toContain('!Pending inconsistency');
  });

  test('a day opens from the keyboard: its timeline, its figures and its inconsistencies explained', async () => {
    const { environment } = open();
    await answer(environment);
    const monday = cell('Monday 9 March: worked 8:00 of 8:00');
    monday.focus();
    fireEvent.keyDown(monday, { key: 'ArrowRight' });
    const tuesday = cell('Tuesday 10 March: worked 7:18 of 8:00, 2 inconsistencies');
    expect(document.activeElement).toBe(tuesday);
    fireEvent.keyDown(tuesday, { key: 'Enter' });

    const dialog = await screen.findByRole('dialog', { name: 'Ana Ferreira · Tuesday, 10 March 2026' });
    const timeline = within(dialog).getByRole('figure', { name: /Timeline of the day/ });
    expect(timeline.textContent).toContain('Times in Europe/Lisbon.');
    expect(within(within(timeline).getByRole('list', { name: 'Clocks' })).getAllByRole('listitem').map((m) => m.querySelector('.visually-hidden')?.textContent))
      .toEqual(['IN 09:42', 'OUT 13:00', 'IN 14:00', 'OUT 18:00']);
    expect(within(timeline).getByText('Expected 09:00–13:00')).toBeTruthy();
    expect(within(timeline).getByText('Worked 09:42–13:00')).toBeTruthy();
    // The bar runs from half an hour before the first expected start to half an hour after the last end.
    const first = within(timeline).getByText('IN 09:42').closest('li') as HTMLElement;
    expect(parseFloat(first.style.left)).toBeCloseTo((72 / 600) * 100, 1);

    const figures = within(dialog).getAllByRole('definition').map((d) => d.textContent);
    expect(figures).toEqual(['8:00', '7:18', '1:00', '0:00', '0:00', '0:00', '−0:42']);
    const items = within(dialog).getAllByRole('listitem').filter((li) => li.classList.contains('attendance-incs__item'));
    expect(items.map((li) => li.textContent)).toEqual([
      'LatePendingClocked in at 09:42; the day starts at 09:00 with 10 minutes of tolerance (no later clock removes it)',
      'Missing clockPendingA rule this screen does not know yet (no later clock removes it)',
      'Left earlyResolvedClocked out at 17:30; the day ends at 18:00 with 5 minutes of tolerance',
    ]);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes back to the day it was opened from.
    expect(document.activeElement).toBe(tuesday);
  });

  test('a day in progress draws its open pair, and an absence is explained with its window', async () => {
    const { environment } = open();
    await answer(environment);
    fireEvent.click(cell('Wednesday 11 March: absent, worked 0:00 of 8:00, 1 inconsistency'));
    const dialog = await screen.findByRole('dialog', { name: 'Ana Ferreira · Wednesday, 11 March 2026' });
    expect(within(dialog).getByText('No clock on a workday expected from 09:00 to 18:00')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    fireEvent.click(cell('Thursday 12 March: at work since 08:55, worked 3:05 of 8:00'));
    const today = await screen.findByRole('dialog', { name: 'Ana Ferreira · Thursday, 12 March 2026' });
    expect(within(today).getByText('At work since 08:55')).toBeTruthy();
    expect(within(today).getByText('Clocks can still join this day.')).toBeTruthy();
    expect(within(today).getByText('No inconsistency on this day.')).toBeTruthy();
  });

  test('the period buttons, the month picker and the department change what is asked, through the address', async () => {
    const { environment, router } = open();
    await answer(environment);
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    let operation = await pending(environment);
    expect(operation.request.variables).toMatchObject({ from: '2026-03-16', to: '2026-03-22' });
    expect(router.state.location.search).toBe('?week=2026-03-16');
    await answer(environment);
    // The period shown follows once its grid has come (the previous one stays meanwhile).
    await screen.findByText('16/03/2026 – 22/03/2026');

    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    operation = await pending(environment);
    expect(operation.request.variables).toMatchObject({ from: '2026-03-09', to: '2026-03-15' });
    // The current week is the bare address.
    expect(router.state.location.search).toBe('');
    await answer(environment);
    await screen.findByText('09/03/2026 – 15/03/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    operation = await pending(environment);
    expect(router.state.location.search).toBe('?week=2026-03-02');
    expect(operation.request.variables).toMatchObject({ from: '2026-03-02', to: '2026-03-08' });
    await answer(environment);

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-02' } });
    operation = await pending(environment);
    expect(operation.request.variables).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    await answer(environment);
    await screen.findByText('February 2026');
    expect(screen.getAllByRole('columnheader')).toHaveLength(1 + 28 + 6);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    operation = await pending(environment);
    expect(operation.request.variables).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    await answer(environment);
    await screen.findByText('March 2026');

    fireEvent.change(screen.getByLabelText('Department'), { target: { value: 'd-sales' } });
    operation = await pending(environment);
    expect(operation.request.variables).toMatchObject({ from: '2026-03-01', to: '2026-03-31', departmentId: 'd-sales' });
    expect(router.state.location.search).toBe('?month=2026-03&department=d-sales');
  });

  test('the address gives the period on load, and the next page comes with "Load more"', async () => {
    const { environment } = open('ADMIN', '/attendances?week=2026-03-04');
    const operation = await answer(environment, ROWS, true);
    expect(operation.request.variables).toMatchObject({ from: '2026-03-02', to: '2026-03-08' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const next = await waitFor(() => {
      const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === 'AttendanceGridPaginationQuery');
      expect(op).toBeTruthy();
      return op as OperationDescriptor;
    });
    expect(next.request.variables).toMatchObject({ count: 50, cursor: '1', from: '2026-03-02', to: '2026-03-08' });
  });

  test('a department manager sees their departments, without the department filter', async () => {
    const { environment } = open('DEPARTMENT_MANAGER', '/dep-attendances?department=d-ops');
    const operation = await answer(environment);
    expect(operation.request.variables).toMatchObject({ withDepartments: false, departmentId: null });
    expect(screen.getByRole('heading', { level: 1, name: 'My departments’ attendances' })).toBeTruthy();
    expect(screen.queryByLabelText('Department')).toBeNull();
  });

  test('in Portuguese: the cells, the legend and the explanations', async () => {
    await changeLocale('pt');
    const { environment } = open();
    await answer(environment);
    expect(screen.getByRole('heading', { level: 1, name: 'Presenças' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Semana seguinte' })).toBeTruthy();
    expect(screen.getByText('Inconsistência pendente')).toBeTruthy();
    const tuesday = cell('terça-feira, 10 de março: trabalhou 7:18 de 8:00, 2 inconsistências');
    tuesday.focus();
    fireEvent.keyDown(tuesday, { key: ' ' });
    const dialog = await screen.findByRole('dialog', { name: 'Ana Ferreira · terça-feira, 10 de março de 2026' });
    expect(within(dialog).getByText('Entrada às 09:42; o dia começa às 09:00 com 10 minutos de tolerância')).toBeTruthy();
    expect(within(dialog).getByText('Atraso')).toBeTruthy();
    expect(within(dialog).getByText('Entrada 09:42')).toBeTruthy();
  });
});

/** Changed periods as a close or a reopen answers them: 2026's, with `changed` in place of the period of the same end. */
