// Every role's home until the dashboards (#11 item 12): what waits for the person, the next holidays and the
// coming birthdays and anniversaries — real data, not "Under construction".
import { describe, expect, test } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { addDaysIso, formatDisplayDate, todayIso } from '../../domain/dates.rules.ts';
import type { RoleName } from '../../domain/roles.ts';
import { HomeRoute } from '../../web/src/shell/HomeRoute.tsx';
import { openRoute } from './support/openRoute.tsx';

const openHome = (role: RoleName, feature: string) => openRoute(HomeRoute, '/', { role, feature }).environment;

describe('home', () => {
  test('greets by first name, links what waits, lists the next holidays (not past ones) and the coming anniversaries', async () => {
    const environment = openHome('ADMIN', 'dashboard');
    const today = todayIso();
    const operation = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
    expect(operation.request.variables).toMatchObject({ holidays: true, people: true });
    const days = [-3, 2, 9, 40];
    let h = 0;
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
      Employee: () => ({ name: 'Ana Lima' }),
      PendingCounts: () => ({ absenceRequests: { count: 2, scope: 'COMPANY' }, inconsistencies: { count: 0, scope: 'COMPANY' }, documents: null }),
      HolidayConnection: () => ({ edges: days.map(() => ({})) }),
      Holiday: () => { const d = addDaysIso(today, days[h % days.length]); h++; return { id: `h${h}`, holidayDate: d, name: `Holiday ${d}` }; },
      AnniversaryConnection: () => ({ totalCount: 1 }),
      Anniversary: () => ({ name: 'Rui Costa', type: 'WORK', date: addDaysIso(today, 5), years: 10, daysUntil: 5 }),
    })));
    expect(await screen.findByText('Hello, Ana.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 absence requests waiting' }).getAttribute('href')).toBe('/absences');
    const holidays = within(screen.getByRole('region', { name: 'Next holidays' }));
    const listed = holidays.getAllByRole('listitem').map((li) => li.textContent);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toContain(formatDisplayDate(addDaysIso(today, 2)));
    expect(listed.join()).not.toContain(formatDisplayDate(addDaysIso(today, -3)));
    expect(screen.getByText(/Rui Costa: 10 years with the company/)).toBeTruthy();
    expect(screen.queryByText(/Under construction/)).toBeNull();
  });

  test('nothing waiting says so', async () => {
    const environment = openHome('EMPLOYEE', 'myDashboard');
    const operation = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
      PendingCounts: () => ({ absenceRequests: null, inconsistencies: { count: 0, scope: 'OWN' }, documents: null }),
    })));
    expect(await screen.findByRole('heading', { level: 1, name: 'My dashboard' })).toBeTruthy();
    expect(screen.getByText('Nothing is waiting for you.')).toBeTruthy();
  });
});
