// Issue #17 item 4: the bell — unread count, the panel, marking read, and new notifications arriving live.
import { Suspense } from 'react';
import type { Environment, OperationDescriptor } from 'relay-runtime';
import { describe, expect, test } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { createMemoryRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import layoutQuery, { type AppLayoutQuery } from '../../web/src/__generated__/AppLayoutQuery.graphql.ts';
import { NotificationBell } from '../../web/src/notifications/NotificationBell.tsx';

type Env = ReturnType<typeof createMockEnvironment>;

function Bell() {
  const data = useLazyLoadQuery<AppLayoutQuery>(layoutQuery, {});
  return <Suspense fallback={null}><NotificationBell query={data} /></Suspense>;
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const NOTES = [
  { id: 'n3', type: 'ABSENCE_REQUEST', title: 'Absence request from Rui', body: 'Holidays, 3 days', link: '/absences?tab=decide', createdAt: minutesAgo(5), readAt: null },
  { id: 'n2', type: 'SCHEDULE_CHANGE', title: 'Your schedule changed', body: 'From Monday', link: null, createdAt: minutesAgo(120), readAt: null },
  { id: 'n1', type: 'NEW_UPDATE', title: 'Pontual 2.1', body: 'What is new', link: null, createdAt: minutesAgo(3000), readAt: minutesAgo(2000) },
];

async function open(unread = 2): Promise<{ environment: Env; router: ReturnType<typeof createMemoryRouter> }> {
  const environment = createMockEnvironment();
  // As in the layout: the bell stays while the pages change below it.
  const router = createMemoryRouter([{
    path: '/', element: <><Suspense fallback={<p>loading</p>}><Bell /></Suspense><Outlet /></>,
    children: [{ index: true, element: <p>Home</p> }, { path: 'absences', element: <p>Absences page</p> }],
  }], { initialEntries: ['/'] });
  render(<RelayEnvironmentProvider environment={environment as unknown as Environment}><RouterProvider router={router} /></RelayEnvironmentProvider>);
  const operation = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
  let i = 0;
  const payloads = MockPayloadGenerator.generateWithDefer(operation, {
    Viewer: () => ({ homePath: '/' }),
    NotificationConnection: () => ({ unreadCount: unread, totalCount: NOTES.length, edges: NOTES.map(() => ({})) }),
    Notification: () => NOTES[i++ % NOTES.length],
  }, { generateDeferredPayload: true }) as unknown as object[];
  act(() => { payloads.forEach((p) => environment.mock.nextValue(operation, p as never)); environment.mock.complete(operation); });
  return { environment, router };
}

const operationNamed = (environment: Env, name: string) => waitFor(() => {
  const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);
  expect(op, name).toBeTruthy();
  return op as OperationDescriptor;
});

// The machine is shared: deferred parts may take more than the default second to render under load.
configure({ asyncUtilTimeout: 5000 });

describe('notifications bell', () => {
  test('the button says how many are unread; the panel lists them newest first, unread ones marked, and takes the focus', async () => {
    await open();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    act(() => bell.click());
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Notifications' }));
    const items = within(panel).getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toBe('Absence request from Rui(unread)Holidays, 3 days5 minutes ago');
    expect(items[1]).toContain('2 hours ago');
    expect(items[2]).not.toContain('(unread)');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(bell);
  });

  test('opening an unread one marks it read at once and follows its link', async () => {
    const { environment, router } = await open();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    act(() => bell.click());
    act(() => screen.getByRole('button', { name: /Absence request from Rui/ }).click());
    const mutation = await operationNamed(environment, 'useMarkNotificationsReadMutation');
    expect(mutation.request.variables).toEqual({ input: { ids: ['n3'] } });
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/absences'));
    expect(screen.getByText('Absences page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('?tab=decide');
  });

  test('"Mark all as read" marks every one', async () => {
    const { environment } = await open();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    act(() => bell.click());
    act(() => screen.getByRole('button', { name: 'Mark all as read' }).click());
    const mutation = await operationNamed(environment, 'useMarkNotificationsReadMutation');
    expect(mutation.request.variables).toEqual({ input: { ids: null } });
    act(() => environment.mock.resolve(mutation, { data: { markNotificationsRead: { notifications: [], unreadCount: 0, userErrors: [] } } }));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByText('(unread)')).toBeNull();
  });

  test('a notification added live goes on top and adds to the unread count', async () => {
    const { environment } = await open();
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    const feed = await operationNamed(environment, 'useNotificationAddedSubscription');
    act(() => environment.mock.nextValue(feed, { data: { notificationAdded: {
      __typename: 'Notification', id: 'n4', databaseId: 4, type: 'SALARY_REVIEW', title: 'Salary review due', body: 'For Eva', link: null, createdAt: new Date().toISOString(), readAt: null,
    } } }));
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    act(() => bell.click());
    expect(within(screen.getByRole('dialog')).getAllByRole('listitem')[0].textContent).toContain('Salary review due');
  });
});
