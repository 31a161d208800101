// The employee's absences screen (issue #16) on Relay's mock environment: the holiday balance in words and by year, the
// requests with their status and who still decides, a new request counted as it is typed (a half day at 0.5) with the
// balance after it, the variables sent exactly as typed, refusals on their fields, and a cancellation confirmed.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { MyAbsencesRoute } from '../../web/src/my-absences/MyAbsencesRoute.tsx';
import { notificationStore } from '../../web/src/platform/notifications/notificationStore.ts';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof openRoute>['environment'];

beforeEach(() => {
  // Thursday 12 March 2026: an approved request from April can still be cancelled, one from January cannot.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-12T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  notificationStore.list().forEach((n) => notificationStore.dismiss(n.id));
});

const BALANCE = { year: 2026, allowed: 22, carried: 3, expired: 1, approved: 5, taken: 2, pending: 3.5, remaining: 15.5 };
const TYPES = [
  { id: 't-hol', databaseId: 1, name: 'Holidays', calendarDays: false, subtypes: [] },
  { id: 't-sick', databaseId: 2, name: 'Sick leave', calendarDays: false, subtypes: [{ databaseId: 7, name: 'Doctor' }, { databaseId: 8, name: 'Hospital' }] },
];
const full = (validFrom: string, validTo: string, numberOfDays: number) =>
  ({ validFrom, validTo, coverage: 'FULL', dayScope: 'FULL_DAY', dayPeriod: null, startTime: null, endTime: null, numberOfDays });
const half = (date: string, dayPeriod: 'MORNING' | 'AFTERNOON') =>
  ({ validFrom: date, validTo: date, coverage: 'PERIOD', dayScope: 'FULL_DAY', dayPeriod, startTime: null, endTime: null, numberOfDays: 0.5 });

function request(id: string, over: Record<string, unknown> = {}) {
  return {
    __typename: 'AbsenceRequest', id, absenceType: { id: 't-hol' }, absenceTypeName: 'Holidays', subtypeName: null, status: 'PENDING',
    adminStatus: 'PENDING', managerStatus: 'PENDING', levels: ['ADMIN', 'MANAGER'], comment: null, userComment: null,
    firstStartDate: '2026-05-04', numberOfDays: 3, periods: [full('2026-05-04', '2026-05-06', 3)], ...over,
  };
}
const ROWS = [
  request('r-1', { managerStatus: 'APPROVED', numberOfDays: 3.5, userComment: 'Family trip', periods: [full('2026-05-04', '2026-05-06', 3), half('2026-05-08', 'AFTERNOON')] }),
  request('r-2', { status: 'APPROVED', adminStatus: 'APPROVED', levels: ['ADMIN'], firstStartDate: '2026-04-01', numberOfDays: 2, periods: [full('2026-04-01', '2026-04-02', 2)] }),
  request('r-3', { status: 'REJECTED', absenceType: { id: 't-sick' }, absenceTypeName: 'Sick leave', subtypeName: 'Doctor', adminStatus: 'REJECTED', levels: ['ADMIN'],
    comment: 'No medical note was given', firstStartDate: '2026-02-16', numberOfDays: 1, periods: [full('2026-02-16', '2026-02-16', 1)] }),
  request('r-4', { status: 'APPROVED', adminStatus: 'APPROVED', managerStatus: 'APPROVED', firstStartDate: '2026-01-05', numberOfDays: 2, periods: [full('2026-01-05', '2026-01-06', 2)] }),
];
const connection = (rows: unknown[], total = rows.length) => ({
  totalCount: total, edges: rows.map((node, i) => ({ cursor: String(i), node })), pageInfo: { hasNextPage: total > rows.length, endCursor: String(rows.length - 1) },
});

/** The operation of that name waiting for its answer (answered ones leave the mock's list). */
const pending = (environment: Env, name: string): Promise<OperationDescriptor> => waitFor(() => {
  const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === name);
  expect(op).toBeTruthy();
  return op as OperationDescriptor;
});
/** Every operation of that name sent so far (queries through `execute`, mutations through `executeMutation`), answered or not. */
const sent = (environment: Env, name: string, via: 'execute' | 'executeMutation' = 'execute') =>
  (environment[via] as unknown as { mock: { calls: [{ operation: OperationDescriptor }][] } }).mock.calls.map(([{ operation }]) => operation)
    .filter((o) => o.request.node.params.name === name);

async function openScreen(rows: unknown[] = ROWS) {
  const opened = openRoute(MyAbsencesRoute, '/my-absences', { role: 'EMPLOYEE', feature: 'absences' });
  const operation = await pending(opened.environment, 'MyAbsencesRouteQuery');
  expect(operation.request.variables).toEqual({ year: 2026, count: 25 });
  act(() => opened.environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
    Employee: () => ({ id: 'e-me' }),
    AbsenceBalance: () => BALANCE,
    AbsenceRequestConnection: () => connection(rows),
    AbsenceTypeConnection: () => ({ edges: TYPES.map((node) => ({ node })) }),
  })));
  await screen.findByRole('heading', { level: 1, name: 'Absences' });
  return opened.environment;
}

const balanceCard = () => screen.getByRole('region', { name: 'Holiday balance' });
const figures = () => [...balanceCard().querySelectorAll('dl > div')].map((d) => [d.querySelector('dt')?.textContent, d.querySelector('dd')?.textContent]);
const cards = () => [...screen.getByRole('list', { name: 'My requests, newest first' }).querySelectorAll(':scope > li')] as HTMLElement[];
const period = (n: number) => within(screen.getByRole('group', { name: `Period ${n}` }));
const dialog = () => screen.getByRole('dialog');
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

async function newRequest() {
  fireEvent.click(screen.getByRole('button', { name: 'New request' }));
  const d = await screen.findByRole('dialog', { name: 'New absence request' });
  expect(document.activeElement).toBe(within(d).getByRole('heading', { name: 'New absence request' }));
  return d;
}
/** Answers the live count of one piece of a period: its working days and, for Holidays, the year's balance. */
function answerCount(environment: Env, op: OperationDescriptor, days: number, remaining = 15.5) {
  act(() => environment.mock.resolve(op, { data: { absenceDayCounts: [{ numberOfDays: days }], viewer: { employee: { id: 'e-me', absenceBalance: { remaining } } } } }));
}

describe('the balance', () => {
  test('says what is left in big, and how it is made, in words; another year is read on demand', async () => {
    const environment = await openScreen();
    expect(within(balanceCard()).getByTestId('balance-remaining').textContent).toBe('15.5 days left to request in 2026');
    expect(figures()).toEqual([
      ['Allowed in 2026', '22 days'], ['Carried from 2025', '+ 3 days'], ['Carried days expired', '− 1 day'],
      ['Approved', '5 days'], ['of which taken', '2 days'], ['Waiting for a decision', '3.5 days'],
    ]);
    const year = within(balanceCard()).getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
    expect([...year.options].map((o) => o.value)).toEqual(['2023', '2024', '2025', '2026', '2027', '2028']);
    fireEvent.change(year, { target: { value: '2025' } });
    const refetch = await pending(environment, 'MyAbsenceBalanceRefetchQuery');
    expect(refetch.request.variables).toMatchObject({ year: 2025, id: 'e-me' });
    act(() => environment.mock.resolve(refetch, { data: { node: { __typename: 'Employee', id: 'e-me',
      absenceBalance: { year: 2025, allowed: 22, carried: 0, expired: 0, approved: 20, taken: 20, pending: 0, remaining: 2 } } } }));
    await waitFor(() => expect(within(balanceCard()).getByTestId('balance-remaining').textContent).toBe('2 days left to request in 2025'));
    expect(figures().map(([dt]) => dt)).toEqual(['Allowed in 2025', 'Approved', 'of which taken', 'Waiting for a decision']);
  });
});

describe('my requests', () => {
  test('each says what, when, how many days, its status in words and who still decides; actions only where allowed', async () => {
    await openScreen();
    expect(screen.getByText('Showing 4 of 4')).toBeTruthy();
    const [waiting, approved, rejected, started] = cards();
    expect(within(waiting).getByRole('heading', { level: 3 }).textContent).toBe('Holidays');
    expect(within(waiting).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['04/05/2026 – 06/05/2026 (3 days)', '08/05/2026, afternoon (0.5 days)']);
    expect(waiting.textContent).toContain('Days: 3.5 days');
    expect(waiting.textContent).toContain('Pending');
    expect(waiting.textContent).toContain('Waiting for HR');
    expect(waiting.textContent).not.toContain('Waiting for your manager');
    expect(waiting.textContent).toContain('Your comment: Family trip');
    expect(within(waiting).getByRole('button', { name: 'Edit Holidays, 04/05/2026 – 06/05/2026; 08/05/2026, afternoon' })).toBeTruthy();
    expect(within(waiting).getByRole('button', { name: 'Cancel Holidays, 04/05/2026 – 06/05/2026; 08/05/2026, afternoon' })).toBeTruthy();

    expect(approved.textContent).toContain('Approved');
    expect(approved.textContent).not.toContain('Waiting');
    expect(within(approved).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(approved).getByRole('button', { name: /^Cancel Holidays, 01\/04\/2026/ })).toBeTruthy();

    expect(within(rejected).getByRole('heading', { level: 3 }).textContent).toBe('Sick leave · Doctor');
    expect(rejected.textContent).toContain('Rejected');
    expect(rejected.textContent).toContain('Reviewer’s comment: No medical note was given');
    expect(within(rejected).queryAllByRole('button')).toHaveLength(0);
    // approved and already started: only the manager or HR may cancel it now
    expect(within(started).queryAllByRole('button')).toHaveLength(0);
  });
});

describe('a new request', () => {
  test('counts the working days as they are typed and tells the balance after it', async () => {
    const environment = await openScreen();
    const d = await newRequest();
    expect((within(d).getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe('t-hol');
    expect(within(d).queryByRole('combobox', { name: 'Subtype' })).toBeNull();
    expect(within(d).getByText('Type the dates to count the days.')).toBeTruthy();
    type(period(1).getByLabelText('From'), '04/05/2026');
    await waitFor(() => expect((period(1).getByLabelText('To') as HTMLInputElement).value).toBe('04/05/2026'));
    type(period(1).getByLabelText('To'), '06/05/2026');
    const op = await pending(environment, 'useMyAbsenceDayCountQuery');
    expect(op.request.variables).toEqual({ from: '2026-05-04', to: '2026-05-06', employeeIds: ['e-me'], halfDay: false, year: 2026, withBalance: true });
    expect(within(d).getByText('Counting the days…')).toBeTruthy();
    answerCount(environment, op, 3);
    expect((await within(d).findByTestId('day-count')).textContent).toBe('3 working days');
    expect(within(d).getByTestId('balance-after').textContent).toBe('Balance after this request: 12.5 days');
    expect(sent(environment, 'useMyAbsenceDayCountQuery')).toHaveLength(1);

    // more than is left: said, and still sendable
    fireEvent.click(within(d).getByRole('button', { name: 'Add a period' }));
    type(period(2).getByLabelText('From'), '01/06/2026');
    type(period(2).getByLabelText('To'), '30/06/2026');
    answerCount(environment, await pending(environment, 'useMyAbsenceDayCountQuery'), 22);
    await waitFor(() => expect(within(d).getByTestId('day-count').textContent).toBe('25 working days'));
    expect(within(d).getByTestId('balance-after').textContent).toBe('Balance after this request: -9.5 days');
    expect(within(d).getByText('This is more than your balance: the request is likely to be refused.')).toBeTruthy();
    expect((within(d).getByRole('button', { name: 'Send the request' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(within(d).getByRole('button', { name: 'Remove period 2' }));
    await waitFor(() => expect(within(d).getByTestId('day-count').textContent).toBe('3 working days'));

    fireEvent.keyDown(d, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a half day counts 0.5 and is sent as the chosen half', async () => {
    const environment = await openScreen();
    const d = await newRequest();
    type(period(1).getByLabelText('From'), '08/05/2026');
    fireEvent.click(period(1).getByRole('checkbox', { name: 'Half day' }));
    fireEvent.click(period(1).getByRole('radio', { name: 'Afternoon' }));
    const op = await pending(environment, 'useMyAbsenceDayCountQuery');
    expect(op.request.variables).toMatchObject({ from: '2026-05-08', to: '2026-05-08', halfDay: true });
    answerCount(environment, op, 0.5);
    expect((await within(d).findByTestId('day-count')).textContent).toBe('0.5 working days');
    expect(within(d).getByTestId('balance-after').textContent).toBe('Balance after this request: 15 days');
    fireEvent.click(within(d).getByRole('button', { name: 'Send the request' }));
    const mutation = await pending(environment, 'useMyAbsenceRequestMutation');
    expect(mutation.request.variables.input.periods).toEqual([
      { validFrom: '2026-05-08', validTo: '2026-05-08', coverage: 'PERIOD', dayScope: 'FULL_DAY', dayPeriod: 'AFTERNOON' },
    ]);
  });

  test('sends exactly what was typed; the request joins the list and the balance follows without a reload', async () => {
    const environment = await openScreen();
    const d = await newRequest();
    fireEvent.change(within(d).getByRole('combobox', { name: 'Type' }), { target: { value: 't-sick' } });
    fireEvent.change(await within(d).findByRole('combobox', { name: 'Subtype' }), { target: { value: '7' } });
    type(period(1).getByLabelText('From'), '04/05/2026');
    type(period(1).getByLabelText('To'), '06/05/2026');
    fireEvent.click(within(d).getByRole('button', { name: 'Add a period' }));
    await waitFor(() => expect(document.activeElement).toBe(period(2).getByLabelText('From')));
    type(period(2).getByLabelText('From'), '11/05/2026');
    type(period(2).getByLabelText('To'), '11/05/2026');
    fireEvent.click(period(2).getByRole('checkbox', { name: 'Half day' }));
    type(within(d).getByLabelText('Comment (optional)'), 'Doctor’s appointment');
    fireEvent.click(within(d).getByRole('button', { name: 'Send the request' }));

    const mutation = await pending(environment, 'useMyAbsenceRequestMutation');
    expect(mutation.request.variables.input).toEqual({
      absenceTypeId: 't-sick', subtypeId: 7,
      periods: [
        { validFrom: '2026-05-04', validTo: '2026-05-06', coverage: 'FULL', dayScope: 'FULL_DAY' },
        { validFrom: '2026-05-11', validTo: '2026-05-11', coverage: 'PERIOD', dayScope: 'FULL_DAY', dayPeriod: 'MORNING' },
      ],
      userComment: 'Doctor’s appointment',
    });
    expect(mutation.request.variables.year).toBe(2026);
    expect(mutation.request.variables.connections).toHaveLength(1);
    act(() => environment.mock.resolve(mutation, MockPayloadGenerator.generate(mutation, {
      RequestAbsencePayload: () => ({ userErrors: [] }),
      AbsenceRequest: () => request('r-new', { absenceType: { id: 't-sick' }, absenceTypeName: 'Sick leave', subtypeName: 'Doctor', levels: ['ADMIN'],
        firstStartDate: '2026-05-04', numberOfDays: 3.5, userComment: 'Doctor’s appointment', periods: [full('2026-05-04', '2026-05-06', 3), half('2026-05-11', 'MORNING')] }),
      Employee: () => ({ id: 'e-me' }),
      AbsenceBalance: () => ({ ...BALANCE, pending: 7, remaining: 12 }),
    })));
    expect(await screen.findByText('Your request has been sent.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Showing 5 of 5')).toBeTruthy();
    expect(within(cards()[0]).getByRole('heading', { level: 3 }).textContent).toBe('Sick leave · Doctor');
    expect(cards()[0].textContent).toContain('11/05/2026, morning');
    expect(within(balanceCard()).getByTestId('balance-remaining').textContent).toBe('12 days left to request in 2026');
  });

  test('refusals land on their field, or at the top of the dialog with the figures the server named', async () => {
    const environment = await openScreen();
    const d = await newRequest();
    type(period(1).getByLabelText('From'), '04/05/2026');
    type(period(1).getByLabelText('To'), '20/05/2026');
    answerCount(environment, await pending(environment, 'useMyAbsenceDayCountQuery'), 13);
    fireEvent.click(within(d).getByRole('button', { name: 'Add a period' }));
    type(period(2).getByLabelText('From'), '01/06/2026');
    answerCount(environment, await pending(environment, 'useMyAbsenceDayCountQuery'), 1);
    await waitFor(() => expect(within(d).getByTestId('day-count').textContent).toBe('14 working days'));

    fireEvent.click(within(d).getByRole('button', { name: 'Send the request' }));
    let mutation = await pending(environment, 'useMyAbsenceRequestMutation');
    // as the gateway words the API's `periods[0].validTo` and `periods[1]`
    act(() => environment.mock.resolve(mutation, { data: { requestAbsence: { absenceRequest: null, userErrors: [
      { field: ['periods', '0', 'validTo'], message: 'a period is at most 366 days', code: 'VALIDATION_FAILED' },
    ] } } }));
    const to = period(1).getByLabelText('To');
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(to.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe('A period is at most 366 days.');
    expect(within(d).getByRole('alert').textContent).toBe('Please check the form: some fields need your attention.');

    fireEvent.click(within(d).getByRole('button', { name: 'Send the request' }));
    mutation = await pending(environment, 'useMyAbsenceRequestMutation');
    act(() => environment.mock.resolve(mutation, { data: { requestAbsence: { absenceRequest: null, userErrors: [
      { field: ['periods', '1'], message: 'overlaps request 12', code: 'ABSENCE_OVERLAP' },
    ] } } }));
    const group = await screen.findByRole('group', { name: 'Period 2' });
    await waitFor(() => expect(within(group).getByText('This period overlaps another of your requests.')).toBeTruthy());
    expect(group.getAttribute('aria-describedby')).toBeTruthy();

    fireEvent.click(within(d).getByRole('button', { name: 'Send the request' }));
    mutation = await pending(environment, 'useMyAbsenceRequestMutation');
    act(() => environment.mock.resolve(mutation, { data: { requestAbsence: { absenceRequest: null, userErrors: [
      { field: ['periods'], message: '12.5 day(s) remain in 2026', code: 'ABSENCE_BALANCE_EXCEEDED' },
    ] } } }));
    await waitFor(() => expect(within(d).getByRole('alert').textContent).toBe('Only 12.5 holiday day(s) remain for 2026; this request needs 14.'));
    expect(screen.getByRole('dialog')).toBe(d);
    expect(sent(environment, 'useMyAbsenceRequestMutation', 'executeMutation')).toHaveLength(3);
  });
});

describe('changing and cancelling', () => {
  test('a request not yet decided opens as it is, and is sent back changed', async () => {
    const environment = await openScreen();
    fireEvent.click(within(cards()[0]).getByRole('button', { name: /^Edit Holidays/ }));
    const d = await screen.findByRole('dialog', { name: 'Edit the request' });
    expect((period(1).getByLabelText('From') as HTMLInputElement).value).toBe('04/05/2026');
    expect((period(2).getByRole('radio', { name: 'Afternoon' }) as HTMLInputElement).checked).toBe(true);
    expect((within(d).getByLabelText('Comment (optional)') as HTMLTextAreaElement).value).toBe('Family trip');
    type(period(1).getByLabelText('To'), '05/05/2026');
    fireEvent.click(within(d).getByRole('button', { name: 'Save the changes' }));
    const mutation = await pending(environment, 'useMyAbsenceEditMutation');
    expect(mutation.request.variables.input).toEqual({
      id: 'r-1', absenceTypeId: 't-hol', subtypeId: null, userComment: 'Family trip',
      periods: [
        { validFrom: '2026-05-04', validTo: '2026-05-05', coverage: 'FULL', dayScope: 'FULL_DAY' },
        { validFrom: '2026-05-08', validTo: '2026-05-08', coverage: 'PERIOD', dayScope: 'FULL_DAY', dayPeriod: 'AFTERNOON' },
      ],
    });
  });

  test('cancelling asks first, sends the reason, and the card says so', async () => {
    const environment = await openScreen();
    const what = 'Holidays, 04/05/2026 – 06/05/2026; 08/05/2026, afternoon';
    fireEvent.click(within(cards()[0]).getByRole('button', { name: `Cancel ${what}` }));
    let d = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    expect(within(d).getByText(what)).toBeTruthy();
    fireEvent.click(within(d).getByRole('button', { name: 'Keep the request' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(environment, 'useMyAbsenceCancelMutation', 'executeMutation')).toHaveLength(0);

    fireEvent.click(within(cards()[0]).getByRole('button', { name: `Cancel ${what}` }));
    d = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    type(within(d).getByLabelText('Reason (optional)'), ' Plans changed ');
    fireEvent.click(within(d).getByRole('button', { name: 'Cancel the request' }));
    const mutation = await pending(environment, 'useMyAbsenceCancelMutation');
    expect(mutation.request.variables).toEqual({ input: { id: 'r-1', reason: 'Plans changed' }, year: 2026 });
    act(() => environment.mock.resolve(mutation, MockPayloadGenerator.generate(mutation, {
      CancelAbsencePayload: () => ({ userErrors: [] }),
      AbsenceRequest: () => ({ ...ROWS[0], status: 'CANCELLED' }),
      Employee: () => ({ id: 'e-me' }),
      AbsenceBalance: () => ({ ...BALANCE, pending: 0, remaining: 19 }),
    })));
    expect(await screen.findByText('The request has been cancelled.')).toBeTruthy();
    expect(cards()[0].textContent).toContain('Cancelled');
    expect(within(cards()[0]).queryAllByRole('button')).toHaveLength(0);
    expect(within(balanceCard()).getByTestId('balance-remaining').textContent).toBe('19 days left to request in 2026');
  });
});

describe('the proof of an absence', () => {
  test('an absence waiting for its proof offers to send it: a file is required, a PDF goes as the upload', async () => {
    const waiting = request('r-9', { status: 'PENDING_JUST', adminStatus: 'APPROVED', levels: ['ADMIN'], absenceTypeName: 'Sick leave', justificationDocumentName: null,
      firstStartDate: '2026-03-02', numberOfDays: 1, periods: [full('2026-03-02', '2026-03-02', 1)] });
    const environment = await openScreen([waiting, ...ROWS]);
    const card = cards()[0];
    fireEvent.click(within(card).getByRole('button', { name: 'Send the proof of Sick leave, 02/03/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the proof' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Pick the file to send.');
    expect(sent(environment, 'useMyAbsenceProofMutation', 'executeMutation')).toHaveLength(0);
    const pdf = new File(['%PDF-1.4'], 'certificate.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('Proof (PDF or image)'), { target: { files: [pdf] } });
    fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: ' from the doctor ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    const operation = await pending(environment, 'useMyAbsenceProofMutation');
    expect(operation.request.variables.input).toEqual({ id: 'r-9', comment: 'from the doctor', document: null });
    expect((environment.executeMutation as unknown as { mock: { calls: [{ uploadables?: Record<string, File> }][] } }).mock.calls.at(-1)?.[0].uploadables?.['input.document']).toBe(pdf);
    act(() => environment.mock.resolve(operation, { data: { sendAbsenceProof: { absenceRequest: { ...waiting, justificationDocumentName: 'certificate.pdf' }, userErrors: [] } } }));
    await screen.findByText('Proof sent.');
    expect(within(cards()[0]).getByText('Proof sent: certificate.pdf')).toBeTruthy();
    expect(within(cards()[0]).getByRole('button', { name: 'Send the proof of Sick leave, 02/03/2026' }).textContent).toBe('Replace the proof');
  });
});
