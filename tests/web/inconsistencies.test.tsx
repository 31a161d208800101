// The inconsistency review screens (issue #15): the list explained in plain words, rows chosen and archived, a period
// archived after its dry-run count, justification with a comment and a proof, what each role is offered, the groups by
// employee and the archived tab.
import { Suspense } from 'react';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_ROLE_AUTHORITIES } from '../../domain/permissions.ts';
import type { RoleName } from '../../domain/roles.ts';
import { InconsistenciesRoute } from '../../web/src/inconsistencies/InconsistenciesRoute.tsx';
import { NotificationList } from '../../web/src/platform/notifications/NotificationList.tsx';
import { notificationStore } from '../../web/src/platform/notifications/notificationStore.ts';
import type { RouteLoadContext } from '../../web/src/platform/routing/RouteScreen.ts';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof createMockEnvironment>;

beforeEach(() => {
  // Thursday 12 March 2026: "Archive a period…" starts from the 1st of the month to today.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-12T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  // The notifications are the app's one store: an identical notice still on screen would be ignored by the next test.
  notificationStore.list().forEach((n) => notificationStore.dismiss(n.id));
});

/** An inconsistency as the gateway answers it: Ana late on Tuesday 10 March 2026 unless told otherwise. */
const late = { rule: 'LATE_AFTER_START', message: 'Late by 27 minutes', expectedAt: '09:00', toleranceMinutes: 15, clockAt: '09:27', minutes: 27, window: null };
function inc(id: string, over: Record<string, unknown> = {}) {
  return {
    __typename: 'Inconsistency', id, date: '2026-03-10', type: 'LATE_CLOCK', status: 'PENDING', final: false, resolution: null,
    resolutionReason: null, resolvedBy: null, employeeName: 'Ana Ferreira', departmentName: 'Operations', explanation: late, justification: null, ...over,
  };
}
const ROWS = [
  inc('i-1'),
  inc('i-2', { date: '2026-03-09', type: 'ABSENT', employeeName: 'Bruno Costa', departmentName: 'Sales', final: true,
    explanation: { rule: 'NO_CLOCK_ON_WORKDAY', message: 'No clock', expectedAt: null, toleranceMinutes: null, clockAt: null, minutes: 480,
      window: { start: '2026-03-09T09:00:00Z', end: '2026-03-09T18:00:00Z' } } }),
  inc('i-3', { date: '2026-03-02', type: 'EARLY_CLOCK', justification: { justified: true, comment: 'Doctor', documentName: 'note.pdf' },
    explanation: { ...late, rule: 'EARLY_BEFORE_END', expectedAt: '18:00', toleranceMinutes: 5, clockAt: '17:30' } }),
];

const open = (role: RoleName = 'ADMIN', path = '/inconsistencies') => openRoute(InconsistenciesRoute, path, { role, feature: 'inconsistencies' });

/** As openRoute, with the viewer's own employee in the access the loader gets (openRoute gives none). */
function openMine(path: string, employeeId = 'e-me', role: RoleName = 'EMPLOYEE') {
  const environment = createMockEnvironment();
  const access = { roles: [role], permissions: [...DEFAULT_ROLE_AUTHORITIES[role]], enabledModules: [], homePath: '/', employeeId };
  const router = createMemoryRouter([{
    path: path.split('?')[0],
    loader: ({ request }: { request: Request }) => ({
      feature: 'inconsistencies', access,
      queryRef: InconsistenciesRoute.loadQuery({ environment: environment as unknown as Environment, params: {}, feature: 'inconsistencies', access, url: new URL(request.url) } as RouteLoadContext),
    }),
    Component: () => <Suspense fallback={<p>loading</p>}><InconsistenciesRoute /></Suspense>,
  }], { initialEntries: [path] });
  render(<RelayEnvironmentProvider environment={environment}><RouterProvider router={router} /><NotificationList /></RelayEnvironmentProvider>);
  return { environment, router };
}

/** The operation of that name waiting for its answer (answered ones leave the mock's list). */
async function pending(environment: Env, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === name);
    expect(op).toBeTruthy();
    return op as OperationDescriptor;
  });
}
const sent = (environment: Env, name: string) => environment.mock.getAllOperations().filter((o: OperationDescriptor) => o.request.node.params.name === name);

const connection = (rows: unknown[], total = rows.length) => ({
  totalCount: total, edges: rows.map((node, i) => ({ cursor: String(i), node })), pageInfo: { hasNextPage: total > rows.length, endCursor: String(rows.length - 1) },
});
const GROUPS = [
  { employee: { id: 'e-ana' }, employeeName: 'Ana Ferreira', departmentName: 'Operations', total: 3, firstDate: '2026-03-02', lastDate: '2026-03-10',
    counts: [{ type: 'LATE_CLOCK', count: 2 }, { type: 'EARLY_CLOCK', count: 1 }, { type: 'ABSENT', count: 0 }] },
  { employee: { id: 'e-bruno' }, employeeName: 'Bruno Costa', departmentName: 'Sales', total: 1, firstDate: '2026-03-09', lastDate: '2026-03-09',
    counts: [{ type: 'ABSENT', count: 1 }] },
];

/** Answers the route's query: the company in Lisbon, the rows (or the groups), two departments, no picker matches. */
async function answer(environment: Env, rows: unknown[] = ROWS, total = rows.length) {
  const operation = await pending(environment, 'InconsistenciesRouteQuery');
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
    Company: () => ({ timezone: 'Europe/Lisbon' }),
    InconsistencyConnection: () => connection(rows, total),
    InconsistencyEmployeeGroupConnection: () => ({ totalCount: GROUPS.length, edges: GROUPS.map((node, i) => ({ cursor: `g${i}`, node })), pageInfo: { hasNextPage: false, endCursor: 'g1' } }),
    DepartmentConnection: () => ({ edges: [{ node: { id: 'd-ops', name: 'Operations' } }, { node: { id: 'd-sales', name: 'Sales' } }] }),
    EmployeeConnection: () => ({ edges: [] }),
  })));
  await screen.findByText(/^Showing \d+ of \d+/);
  return operation;
}

const table = () => screen.getByRole('table', { name: 'Inconsistencies, newest first' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const chooser = (what: string) => screen.getByRole('checkbox', { name: `Choose ${what}` }) as HTMLInputElement;
const bar = () => screen.getByRole('group', { name: 'Archive' });

describe('the company’s inconsistencies', () => {
  test('each row says the day, whose, what and why in plain words; the count says how many of how many', async () => {
    const { environment } = open();
    const operation = await answer(environment, ROWS, 7);
    expect(operation.request.variables).toMatchObject({ status: 'PENDING', from: null, to: null, types: null, departmentId: null, employeeId: null,
      showList: true, showGroups: false, withDepartments: true, withPicker: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Inconsistencies' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Pending' }).getAttribute('aria-selected')).toBe('true');
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent))
      .toEqual(['', 'Day', 'Employee', 'Type', 'What happened', 'Decision', 'Actions']);
    expect(rows().map((r) => cells(r).slice(1, 6))).toEqual([
      ['10/03/2026', 'Ana FerreiraOperations', 'Late', 'Clocked in at 09:27; the day starts at 09:00 with 15 minutes of tolerance', ''],
      ['09/03/2026', 'Bruno CostaSales', 'Absent', 'No clock on a workday expected from 09:00 to 18:00 (no later clock removes it)', ''],
      ['02/03/2026', 'Ana FerreiraOperations', 'Left early', 'Clocked out at 17:30; the day ends at 18:00 with 5 minutes of tolerance', 'Justifiedwith a document'],
    ]);
    expect(screen.getByText('Showing 3 of 7')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Justify Late, 10/03/2026, Ana Ferreira' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Archive Absent, 09/03/2026, Bruno Costa' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Employee' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Group by employee' })).toBeTruthy();
  });
});

describe('archiving the chosen rows', () => {
  test('rows are chosen one by one or the whole page; "Archive chosen" waits for a choice', async () => {
    const { environment } = open();
    await answer(environment);
    const archive = within(bar()).getByRole('button', { name: 'Archive chosen' }) as HTMLButtonElement;
    expect(within(bar()).getByText('0 chosen')).toBeTruthy();
    expect(archive.disabled).toBe(true);

    fireEvent.click(chooser('Late, 10/03/2026, Ana Ferreira'));
    expect(within(bar()).getByText('1 chosen')).toBeTruthy();
    expect(archive.disabled).toBe(false);
    const page = screen.getByRole('checkbox', { name: 'Choose every inconsistency of this page' }) as HTMLInputElement;
    expect(page.checked).toBe(false);
    fireEvent.click(page);
    expect(within(bar()).getByText('3 chosen')).toBeTruthy();
    expect(page.checked).toBe(true);
    expect(chooser('Absent, 09/03/2026, Bruno Costa').checked).toBe(true);
    fireEvent.click(page);
    expect(within(bar()).getByText('0 chosen')).toBeTruthy();
    expect(chooser('Late, 10/03/2026, Ana Ferreira').checked).toBe(false);
    expect(archive.disabled).toBe(true);
  });

  test('confirming sends exactly the chosen ids with the comment, then says how many were archived', async () => {
    const { environment } = open();
    await answer(environment);
    fireEvent.click(chooser('Late, 10/03/2026, Ana Ferreira'));
    fireEvent.click(chooser('Left early, 02/03/2026, Ana Ferreira'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Archive chosen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive 2 inconsistencies?' });
    fireEvent.change(within(dialog).getByLabelText('Comment (optional, kept in the trail)'), { target: { value: '  Reviewed with HR ' } });
    expect(sent(environment, 'useArchiveInconsistenciesMutation')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive 2' }));
    const operation = await pending(environment, 'useArchiveInconsistenciesMutation');
    expect(operation.request.variables.input).toEqual({ ids: ['i-1', 'i-3'], comment: 'Reviewed with HR' });
    act(() => environment.mock.resolve(operation, { data: { archiveInconsistencies: { archivedCount: 2, inconsistencies: [], userErrors: [] } } }));
    await screen.findByText('2 inconsistencies archived.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(bar()).getByText('0 chosen')).toBeTruthy();
    // The lists are read again: an archive moves rows out of the pending tab.
    await pending(environment, 'InconsistenciesRouteQuery');
  });

  test('one chosen archived meanwhile: said in words, that one leaves the choice, the others stay, the list is read again', async () => {
    const { environment } = open();
    await answer(environment);
    fireEvent.click(chooser('Late, 10/03/2026, Ana Ferreira'));
    fireEvent.click(chooser('Absent, 09/03/2026, Bruno Costa'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Archive chosen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive 2 inconsistencies?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive 2' }));
    const operation = await pending(environment, 'useArchiveInconsistenciesMutation');
    expect(operation.request.variables.input.ids).toEqual(['i-1', 'i-2']);
    // As the gateway words it: the API names the refused item by its position in `ids` (1: Bruno's).
    act(() => environment.mock.resolve(operation, { data: { archiveInconsistencies: { archivedCount: null, inconsistencies: null,
      userErrors: [{ field: ['ids', '1'], message: 'is archived already', code: 'INCONSISTENCY_ARCHIVED' }] } } }));
    expect((await screen.findByRole('alert')).textContent).toContain('One of the chosen was archived meanwhile; nothing was archived.');
    expect(screen.queryByText(/\d+ inconsistenc(y|ies) archived\.$/)).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(bar()).getByText('1 chosen')).toBeTruthy();
    expect((chooser('Late, 10/03/2026, Ana Ferreira') as HTMLInputElement).checked).toBe(true);
    expect((chooser('Absent, 09/03/2026, Bruno Costa') as HTMLInputElement).checked).toBe(false);
    await pending(environment, 'InconsistenciesRouteQuery');
  });

  test('a change of filters drops the choice: rows no longer shown are never archived', async () => {
    const { environment, router } = open();
    await answer(environment);
    fireEvent.click(chooser('Late, 10/03/2026, Ana Ferreira'));
    expect(within(bar()).getByText('1 chosen')).toBeTruthy();
    await act(async () => { await router.navigate('/inconsistencies?type=ABSENT'); });
    const operation = await answer(environment);
    expect(operation.request.variables.types).toEqual(['ABSENT']);
    await waitFor(() => expect(within(bar()).getByText('0 chosen')).toBeTruthy());
  });
});

describe('archiving a period', () => {
  test('the count comes from a dry run first; a reversed period is refused unsent; confirming archives for real', async () => {
    const { environment } = open();
    await answer(environment);
    fireEvent.click(within(bar()).getByRole('button', { name: 'Archive a period…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive a period' });
    const confirm = () => within(dialog).getByRole('button', { name: /^Archive( \d+)?$/ }) as HTMLButtonElement;
    let dry = await pending(environment, 'useArchiveInconsistencyPeriodMutation');
    expect(dry.request.variables.input).toEqual({ from: '2026-03-01', to: '2026-03-12', dryRun: true, types: null, departmentId: null, employeeId: null, comment: null });
    expect(within(dialog).getByRole('status').textContent).toBe('Counting…');
    expect(confirm().disabled).toBe(true);
    act(() => environment.mock.resolve(dry, { data: { archiveInconsistencyPeriod: { count: 4, dryRun: true, userErrors: [] } } }));
    await within(dialog).findByText('4 pending inconsistencies will be archived.');
    expect(confirm().textContent).toBe('Archive 4');
    expect(confirm().disabled).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '28/02/2026' } });
    await within(dialog).findByText('The last day comes before the first.');
    expect(within(dialog).getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(confirm().disabled).toBe(true);
    expect(sent(environment, 'useArchiveInconsistencyPeriodMutation')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '10/03/2026' } });
    dry = await pending(environment, 'useArchiveInconsistencyPeriodMutation');
    expect(dry.request.variables.input).toMatchObject({ from: '2026-03-01', to: '2026-03-10', dryRun: true });
    act(() => environment.mock.resolve(dry, { data: { archiveInconsistencyPeriod: { count: 3, dryRun: true, userErrors: [] } } }));
    await within(dialog).findByText('3 pending inconsistencies will be archived.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive 3' }));
    const run = await pending(environment, 'useArchiveInconsistencyPeriodMutation');
    expect(run.request.variables.input).toEqual({ from: '2026-03-01', to: '2026-03-10', dryRun: false, types: null, departmentId: null, employeeId: null, comment: null });
    act(() => environment.mock.resolve(run, { data: { archiveInconsistencyPeriod: { count: 3, dryRun: false, userErrors: [] } } }));
    await screen.findByText('3 inconsistencies archived.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('justifying', () => {
  const openJustify = async () => {
    const { environment } = open();
    await answer(environment);
    fireEvent.click(screen.getByRole('button', { name: 'Justify Late, 10/03/2026, Ana Ferreira' }));
    return { environment, dialog: await screen.findByRole('dialog', { name: 'Justify: Late, 10/03/2026, Ana Ferreira' }) };
  };

  test('"Not justified" needs a comment; with one it is sent as not justified', async () => {
    const { environment, dialog } = await openJustify();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Not justified' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Say why it is not justified.');
    expect(within(dialog).getByLabelText('Comment').getAttribute('aria-invalid')).toBe('true');
    expect(sent(environment, 'useJustifyInconsistencyMutation')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: ' No reason was given ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const operation = await pending(environment, 'useJustifyInconsistencyMutation');
    expect(operation.request.variables.input).toEqual({ id: 'i-1', justified: false, comment: 'No reason was given' });
    act(() => environment.mock.resolve(operation, { data: { justifyInconsistency: { userErrors: [],
      inconsistency: inc('i-1', { justification: { justified: false, comment: 'No reason was given', documentName: null } }) } } }));
    await screen.findByText('Late, 10/03/2026, Ana Ferreira: marked not justified.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cells(rows()[0])[5]).toBe('Not justified');
  });

  test('a proof that is neither a PDF nor an image is refused before anything is sent; an image goes', async () => {
    const { environment, dialog } = await openJustify();
    const file = within(dialog).getByLabelText('Proof (optional)');
    fireEvent.change(file, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(within(dialog).getByText('Send a PDF or an image (PNG, JPEG, GIF, WebP).')).toBeTruthy();
    expect(file.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Give formik's validation and submit their turn, then nothing must have left.
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
    await new Promise((r) => setTimeout(r, 50));
    expect(sent(environment, 'useJustifyInconsistencyMutation')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Justify: Late, 10/03/2026, Ana Ferreira' })).toBeTruthy();

    // An image is taken: the same Save now sends (once: the refused attempt left nothing behind).
    fireEvent.change(file, { target: { files: [new File(['png'], 'proof.png', { type: 'image/png' })] } });
    expect(within(dialog).queryByText(/^Send a PDF or an image/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const operation = await pending(environment, 'useJustifyInconsistencyMutation');
    expect(operation.request.variables.input).toEqual({ id: 'i-1', justified: true, comment: null });
    expect(sent(environment, 'useJustifyInconsistencyMutation')).toHaveLength(1);
  });
});

describe('what each role is offered', () => {
  test('the read-only consultant reads, opens details and exports; never chooses, archives nor justifies', async () => {
    const { environment } = open('READ_ONLY');
    await answer(environment);
    expect(rows()).toHaveLength(3);
    expect(screen.queryAllByRole('checkbox', { name: /^Choose / })).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Archive' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Archive/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Justify/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Details of / })).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Details of Absent, 09/03/2026, Bruno Costa' }));
    expect(await screen.findByRole('dialog', { name: 'Inconsistency' })).toBeTruthy();
    expect((await pending(environment, 'InconsistencyDetailsDialogQuery')).request.variables).toEqual({ id: 'i-2' });
  });

  test('an employee sees their own only, may justify them, and is offered no archive, choice, employee filter nor grouping', async () => {
    // An address asking for someone else's, grouped, changes nothing: the own screen names the viewer.
    const { environment } = openMine('/my-inconsistencies?employee=e-other&group=employee&department=d-ops');
    const operation = await answer(environment, [inc('i-1', { employeeName: 'Me' })]);
    expect(operation.request.variables).toMatchObject({ employeeId: 'e-me', departmentId: null, showList: true, showGroups: false, withPicker: false,
      withDepartments: false, withEmployee: false });
    expect(screen.getByRole('heading', { level: 1, name: 'My inconsistencies' })).toBeTruthy();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Day', 'Type', 'What happened', 'Decision', 'Actions']);
    expect(screen.getByRole('button', { name: 'Justify Late, 10/03/2026' })).toBeTruthy(); // one's own rows do not repeat one's name
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Archive' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Archive/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Employee' })).toBeNull();
    expect(screen.queryByLabelText('Group by employee')).toBeNull();
    expect(screen.queryByLabelText('Department')).toBeNull();
  });
});

describe('grouped by employee', () => {
  test('each group names the employee with counts by type, and unfolds their items on demand', async () => {
    const { environment } = open('ADMIN', '/inconsistencies?group=employee');
    const operation = await answer(environment);
    expect(operation.request.variables).toMatchObject({ showGroups: true, showList: false });
    expect(screen.getByText('Showing 2 of 2 employees')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Group by employee' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Ana Ferreira', 'Bruno Costa']);
    const counts = screen.getByRole('list', { name: 'Inconsistencies of Ana Ferreira by type' });
    expect(within(counts).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Late: 2', 'Left early: 1']);
    expect(screen.getByText('From 02/03/2026 to 10/03/2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show the inconsistency of Bruno Costa' })).toBeTruthy();

    const toggle = screen.getByRole('button', { name: 'Show the 3 inconsistencies of Ana Ferreira' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide the 3 inconsistencies of Ana Ferreira');
    const items = await pending(environment, 'InconsistencyGroupsItemsQuery');
    expect(items.request.variables).toMatchObject({ employeeId: 'e-ana', status: 'PENDING' });
    act(() => environment.mock.resolve(items, MockPayloadGenerator.generate(items, {
      InconsistencyConnection: () => connection([ROWS[0], ROWS[2]]),
    })));
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const list = await within(region).findByRole('table', { name: 'Inconsistencies of Ana Ferreira, newest first' });
    expect(within(list).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['10/03/2026', '02/03/2026']);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toBe('Show the 3 inconsistencies of Ana Ferreira');
    expect(within(region).queryByRole('table')).toBeNull();
  });
});

describe('the archived tab', () => {
  test('asks for the resolved ones and says who archived each and why, or that it went away by itself', async () => {
    const { environment } = open('ADMIN', '/inconsistencies?tab=archived');
    const operation = await answer(environment, [
      inc('i-7', { status: 'RESOLVED', resolution: 'MANUAL', resolvedBy: { name: 'Rita Nunes' }, resolutionReason: 'Duplicate of a corrected clock' }),
      inc('i-8', { status: 'RESOLVED', resolution: 'AUTO', type: 'ABSENT', final: true, explanation: { ...late, rule: 'SOMETHING_NEW', message: 'Engine says so' } }),
    ]);
    expect(operation.request.variables.status).toBe('RESOLVED');
    expect(screen.getByRole('tab', { name: 'Archived' }).getAttribute('aria-selected')).toBe('true');
    expect(rows().map((r) => cells(r).slice(3, 5))).toEqual([
      ['Clocked in at 09:27; the day starts at 09:00 with 15 minutes of tolerance', 'Archived by Rita Nunes: Duplicate of a corrected clock'],
      ['Engine says so', 'Resolved by itself (a later clock or change made it go away)'],
    ]);
    expect(screen.queryByRole('group', { name: 'Archive' })).toBeNull();
    expect(screen.queryAllByRole('checkbox', { name: /^Choose / })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /^(Justify|Archive) / })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Details of / })).toHaveLength(2);
  });
});
