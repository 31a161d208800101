// The schedule editor's "Preview changes" (issue #14 item 6): the form as it is sent to previewWeekSchedule, the answer
// summed up in words and shown employee × day before → after, an empty state, refusals on their fields, en/pt/fr.
import type { OperationDescriptor } from 'relay-runtime';
import { afterAll, describe, expect, test } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator, type createMockEnvironment } from 'relay-test-utils';
import { changeLocale } from '../../web/src/platform/i18n/initI18n.ts';
import { WeekSchedulesRoute } from '../../web/src/schedules/WeekSchedulesRoute.tsx';
import type { RoleName } from '../../domain/roles.ts';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof createMockEnvironment>;
afterAll(async () => { await changeLocale('en'); });

const fixed = { __typename: 'FixedTimetable', type: 'FIXED', remoteWork: false, dayStart: '09:00', dayEnd: '18:00', breakStart: '13:00', breakEnd: '14:00',
  breakDuration: 60, ignoreBreak: false, toleranceBeforeStart: 0, toleranceAfterStart: 15, toleranceBeforeEnd: 15, toleranceAfterEnd: 0 };
const rest = { __typename: 'RestTimetable', type: 'REST', remoteWork: false };
const OFFICE = {
  id: 'ws-7', databaseId: 7, name: 'Office', ignoreHolidays: false, detectInconsistencies: true, subtractBreakTime: false, calcInterval: 'ALL_PAIRS',
  weekStart: 1, employeeCount: 2, exceptions: [], days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, timetable: weekday % 6 === 0 ? rest : fixed })),
};

function open(role: RoleName = 'ADMIN') {
  return openRoute(WeekSchedulesRoute, '/company/week-schedules?schedule=7', { role, feature: 'weekSchedules' }).environment;
}

async function operationNamed(environment: Env, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === name);
    expect(op).toBeTruthy();
    return op as OperationDescriptor;
  });
}

async function openEditor(environment: Env, title = 'Week schedule Office') {
  const operation = await operationNamed(environment, 'WeekSchedulesRouteQuery');
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
    WeekScheduleConnection: () => ({ totalCount: 1, edges: [{ cursor: '0', node: OFFICE }], pageInfo: { hasNextPage: false, endCursor: null } }),
    EmployeeConnection: () => ({ edges: [] }),
  })));
  await screen.findByRole('heading', { name: title });
}

/** The words a sighted user sees (without the visually hidden ones), and those a screen reader says (without aria-hidden). */
const words = (element: HTMLElement, drop: string) => {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(drop).forEach((e) => e.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
};
const seen = (element: HTMLElement) => words(element, '.visually-hidden');
const heard = (element: HTMLElement) => words(element, '[aria-hidden="true"]');

const workday = (kind: string, expectedMinutes: number, balanceMinutes: number) => ({ kind, expectedMinutes, balanceMinutes });
const change = (employee: string, date: string, before: object, after: object, raised: string[], resolved: string[]) => ({
  employee: { id: `e-${employee}`, name: employee }, employeeName: employee, date, before, after, raised, resolved,
});
const PREVIEW = {
  from: '2026-03-06', to: '2026-03-19', holders: 2, previewed: 2,
  totals: { raised: [{ type: 'DAY_OFF', count: 1 }], resolved: [{ type: 'ABSENT', count: 3 }], expectedMinutesDelta: -1920, extraMinutesDelta: 540 },
  changes: [
    change('Ana Ferreira', '2026-03-09', workday('WORK', 480, -480), workday('REST', 0, 0), [], ['ABSENT']),
    change('Ana Ferreira', '2026-03-16', workday('WORK', 480, 60), workday('REST', 0, 540), ['DAY_OFF'], []),
    change('Bruno Costa', '2026-03-09', workday('WORK', 480, -480), workday('REST', 0, 0), [], ['ABSENT']),
    change('Bruno Costa', '2026-03-16', workday('WORK', 480, -480), workday('REST', 0, 0), [], ['ABSENT']),
  ],
};

async function answerPreview(environment: Env, payload: Record<string, unknown>) {
  const operation = await operationNamed(environment, 'usePreviewWeekScheduleMutation');
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
    PreviewWeekSchedulePayload: () => payload,
  })));
  return operation;
}

describe('previewing a schedule change', () => {
  test('sends the form as it is, sums the answer up in words and shows each employee-day before → after', async () => {
    const environment = open();
    await openEditor(environment);
    fireEvent.change(screen.getByLabelText('Type of Monday'), { target: { value: 'REST' } });
    const button = screen.getByRole('button', { name: 'Preview changes' });
    expect(button.getAttribute('aria-describedby')).toBe('schedule-preview-hint');
    expect(screen.getByText(/Nothing is saved\./).id).toBe('schedule-preview-hint');
    button.focus();
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Previewing…' })).toBeTruthy();
    const operation = await answerPreview(environment, { preview: PREVIEW, userErrors: [] });
    const input = operation.request.variables.input;
    expect(input.id).toBe('ws-7');
    expect(input.schedule.name).toBe('Office');
    expect(input.schedule.days[1]).toEqual({ weekday: 1, timetable: { type: 'REST', remoteWork: false } });
    expect(input.schedule.days[2].timetable).toMatchObject({ type: 'FIXED', dayStart: '09:00', dayEnd: '18:00' });
    expect(input.from).toBeUndefined();

    const panel = await screen.findByRole('region', { name: 'Preview: what saving would change' });
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Preview: what saving would change' })));
    expect(within(panel).getByText('From 06/03/2026 to 19/03/2026 · 2 employees hold this schedule in that period.')).toBeTruthy();
    expect(within(panel).getByText('4 employee-days would change. New: Clocked on a day off ×1 · Resolved: Absent ×3 · Expected time: −32:00 · Extra time: +9:00')).toBeTruthy();
    const table = within(panel).getByRole('table', { name: 'Employee-days that would change, before and after' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Employee', 'Date', 'Day', 'Expected', 'Balance', 'Inconsistencies']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const cellsOf = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')];
    expect(cellsOf(rows[0]).map((c) => seen(c))).toEqual(['Ana Ferreira', 'Monday 09/03/2026', 'Workday → Rest day', '8:00 → 0:00', '−8:00 → 0:00', 'Resolved: Absent']);
    expect(cellsOf(rows[1]).map((c) => seen(c))).toEqual(['Ana Ferreira', 'Monday 16/03/2026', 'Workday → Rest day', '8:00 → 0:00', '+1:00 → +9:00', 'New: Clocked on a day off']);
    // the arrow is seen, "becomes" is heard
    expect(cellsOf(rows[1]).slice(2, 5).map((c) => heard(c))).toEqual(['Workday becomes Rest day', '8:00 becomes 0:00', '+1:00 becomes +9:00']);

    fireEvent.click(within(panel).getByRole('button', { name: 'Close the preview' }));
    expect(screen.queryByRole('region', { name: 'Preview: what saving would change' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Preview changes' }));
  });

  test('nothing to change, or nobody holding it, says so', async () => {
    const environment = open();
    await openEditor(environment);
    fireEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    const none = { ...PREVIEW, changes: [], totals: { raised: [], resolved: [], expectedMinutesDelta: 0, extraMinutesDelta: 0 } };
    await answerPreview(environment, { preview: none, userErrors: [] });
    expect(await screen.findByText('Nothing would change in the last 14 days.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /would change/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    await answerPreview(environment, { preview: { ...none, holders: 0, previewed: 0 }, userErrors: [] });
    expect(await screen.findByText('Nobody held this schedule in the last 14 days, so nothing would change.')).toBeTruthy();
  });

  test('only the first 500 are previewed when more hold it, and the panel says so', async () => {
    const environment = open();
    await openEditor(environment);
    fireEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    await answerPreview(environment, { preview: { ...PREVIEW, holders: 620, previewed: 500 }, userErrors: [] });
    expect(await screen.findByText(/620 employees hold this schedule in that period\. Only the first 500 by name were previewed\./)).toBeTruthy();
  });

  test('a refusal lands on its field; one about no field is said in the user\'s words', async () => {
    const environment = open();
    await openEditor(environment);
    fireEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    await answerPreview(environment, { preview: null, userErrors: [{ field: ['schedule', 'days', '2', 'timetable', 'dayEnd'], message: 'is required', code: 'VALIDATION_FAILED' }] });
    await waitFor(() => expect(screen.getByLabelText('Tuesday: End').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('region', { name: /Preview/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Preview changes' }));
    await answerPreview(environment, { preview: null, userErrors: [{ field: null, message: 'A week schedule with this name exists', code: 'SCHEDULE_NAME_TAKEN' }] });
    expect((await screen.findByRole('alert')).textContent).toBe('A week schedule with this name exists');
  });

  test('in Portuguese and French, refusals included, and not offered to READ_ONLY', async () => {
    await changeLocale('pt');
    let environment = open();
    await openEditor(environment, 'Horário semanal Office');
    fireEvent.click(await screen.findByRole('button', { name: 'Pré-visualizar alterações' }));
    await answerPreview(environment, { preview: PREVIEW, userErrors: [] });
    expect(await screen.findByText('4 dias de colaboradores mudariam. Novas: Marcação em dia de folga ×1 · Resolvidas: Falta ×3 · Tempo previsto: −32:00 · Horas extra: +9:00')).toBeTruthy();
    // a refusal is said in the user's language from the catalogue, whatever language the server wrote it in
    fireEvent.click(screen.getByRole('button', { name: 'Pré-visualizar alterações' }));
    await answerPreview(environment, { preview: null, userErrors: [{ field: null, message: 'A week schedule with this name exists', code: 'SCHEDULE_NAME_TAKEN' }] });
    expect((await screen.findByRole('alert')).textContent).toBe('Já existe um horário semanal com este nome');
    await changeLocale('fr');
    expect(await screen.findByRole('button', { name: 'Prévisualiser les changements' })).toBeTruthy();
    await changeLocale('en');

    cleanup();
    environment = open('READ_ONLY');
    await openEditor(environment);
    expect(screen.queryByRole('button', { name: 'Preview changes' })).toBeNull();
  });
});
