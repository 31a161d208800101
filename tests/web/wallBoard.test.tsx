// Issue #17 item 5: the wall-board groups people per department and follows presence changes live.
import { describe, expect, test } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { WallBoardRoute } from '../../web/src/wall-boards/WallBoardRoute.tsx';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof openRoute>['environment'];
interface Person { name: string; dept: string | null; presence: 'PRESENT' | 'ABSENT' | 'EXCUSED'; late?: boolean }

async function operationNamed(environment: Env, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);
    expect(op, name).toBeTruthy();
    return op as OperationDescriptor;
  }, { timeout: 3000 });
}

function board(people: Person[]) {
  const count = (p: Person['presence']) => people.filter((x) => x.presence === p).length;
  let n = 0;
  return {
    PageInfo: () => ({ hasNextPage: false, endCursor: null }),
    PresenceCounts: () => ({ present: count('PRESENT'), absent: count('ABSENT'), excused: count('EXCUSED'), late: people.filter((p) => p.late).length, total: people.length }),
    EmployeePresenceConnection: () => ({ edges: people.map(() => ({})) }),
    EmployeePresence: () => {
      const p = people[n++ % people.length];
      return { id: `p-${p.name}`, presence: p.presence, lateToday: !!p.late, lastClockAt: null, name: p.name, department: p.dept ? { id: `d-${p.dept}`, name: p.dept } : null };
    },
  };
}

const counts = () => within(screen.getByRole('list', { name: 'Presence now' })).getAllByRole('listitem').map((li) => li.textContent);
const column = (dept: string, col: 'In' | 'Out' | 'Excused') => within(within(screen.getByRole('region', { name: dept })).getByRole('list', { name: new RegExp(`^${col}`) }))
  .getAllByRole('listitem').map((li) => li.textContent);

// The machine is shared: deferred parts may take more than the default second to render under load.
configure({ asyncUtilTimeout: 5000 });

describe('wall-board', () => {
  test('counts on top, one block per department with who is in (late marked), excused and out; a presence change moves the person at once, without asking the server', async () => {
    const { environment } = openRoute(WallBoardRoute, '/wall-boards', { role: 'ADMIN', feature: 'wallBoards' });
    const first = await operationNamed(environment, 'WallBoardRouteQuery');
    const people: Person[] = [
      { name: 'Ana', dept: 'Sales', presence: 'PRESENT', late: true },
      { name: 'Rui', dept: 'Sales', presence: 'ABSENT' },
      { name: 'Eva', dept: 'Admin', presence: 'EXCUSED' },
      { name: 'Tó', dept: null, presence: 'PRESENT' },
    ];
    act(() => environment.mock.resolve(first, MockPayloadGenerator.generate(first, board(people))));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wall boards' })).toBeTruthy();
    expect(counts()).toEqual(['2In', '1Late', '1Excused', '1Out', '4Everyone']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Admin', 'Sales', 'No department']);
    expect(column('Sales', 'In')).toEqual(['Ana Late']);
    expect(column('Sales', 'Out')).toEqual(['Rui']);
    expect(column('Admin', 'Excused')).toEqual(['Eva']);
    expect(screen.getByRole('button', { name: 'Board mode' })).toBeTruthy();

    // Rui clocks in: the event carries his row, merged into the store by its id — no request is made.
    const feed = await operationNamed(environment, 'usePresenceFeedSubscription');
    const before = environment.mock.getAllOperations().length;
    act(() => environment.mock.nextValue(feed, { data: { presenceChanged: { presence: {
      id: 'p-Rui', presence: 'PRESENT', lateToday: false, lastClockAt: null, lastClockType: 'IN', name: 'Rui',
    } } } }));
    await waitFor(() => expect(column('Sales', 'In')).toEqual(['Ana Late', 'Rui']));
    expect(environment.mock.getAllOperations().length).toBe(before);
    expect(counts()[0]).toBe('3In');
    expect(within(screen.getByRole('region', { name: 'Sales' })).getAllByText('Nobody.')).toHaveLength(2); // nobody excused, nobody out
  });

  test('board mode hides the layout chrome until it is left (Escape too)', async () => {
    const { environment } = openRoute(WallBoardRoute, '/wall-boards', { role: 'DEPARTMENT_MANAGER', feature: 'wallBoards' });
    const first = await operationNamed(environment, 'WallBoardRouteQuery');
    act(() => environment.mock.resolve(first, MockPayloadGenerator.generate(first, board([{ name: 'Ana', dept: 'Sales', presence: 'PRESENT' }]))));
    const button = await screen.findByRole('button', { name: 'Board mode' });
    act(() => button.click());
    expect(document.documentElement.classList.contains('board-mode')).toBe(true);
    expect(screen.getByRole('button', { name: 'Leave board mode' }).getAttribute('aria-pressed')).toBe('true');
    act(() => { document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })); });
    expect(document.documentElement.classList.contains('board-mode')).toBe(false);
  });
});
