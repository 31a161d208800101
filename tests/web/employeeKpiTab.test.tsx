// Issue #17 item 5 (profile): the KPI tab shows every figure of Employee.kpi with its label, read when opened.
import { Suspense } from 'react';
import type { Environment } from 'relay-runtime';
import { describe, expect, test } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { EmployeeKpiTab } from '../../web/src/employees/EmployeeKpiTab.tsx';

function open() {
  const environment = createMockEnvironment();
  render(<RelayEnvironmentProvider environment={environment as unknown as Environment}><Suspense fallback={null}><EmployeeKpiTab employeeId="RW1wbG95ZWU6Nw==" /></Suspense></RelayEnvironmentProvider>);
  return environment;
}

const figures = (group: string) => within(screen.getByRole('region', { name: group })).getAllByRole('term')
  .map((dt) => `${dt.textContent} = ${dt.nextElementSibling?.textContent}`);

describe('employee KPI tab', () => {
  test('work to decide, today\'s clocks, the next absence and both years\' holiday figures, each labelled', async () => {
    const environment = open();
    const operation = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
    expect(operation.request.variables).toEqual({ id: 'RW1wbG95ZWU6Nw==' });
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
      EmployeeKpi: () => ({
        inconsistencies: 3, absenceRequests: 1, clocksToday: 2, daysToNextAbsence: null,
        totalAllowedHolidaysThisYear: 22, daysAlreadyAbsentOnHolidaysThisYear: 4.5, daysRemainingToBookHolidaysThisYear: 17.5, daysCarriedFromPreviousYear: 2,
        totalAllowedHolidaysYearBefore: 22, daysBookedHolidaysYearBefore: 20, daysRemainingToBookHolidaysYearBefore: 2, daysNotTaken: 2,
      }),
    })));
    await screen.findByRole('region', { name: 'Work to decide' });
    expect(figures('Work to decide')).toEqual([
      'Pending inconsistencies = 3', 'Absence requests not yet decided = 1', 'Clocks today = 2', 'Days to the next absence = None planned',
    ]);
    expect(figures('Holidays this year')).toContain('Days already taken this year = 4.5');
    expect(figures('Holidays of the year before')).toContain('Days not taken = 2');
  });

  test('an employee whose figures the viewer may not read says so', async () => {
    const environment = open();
    act(() => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, { Employee: () => ({ kpi: null }) })));
    expect(await screen.findByText('You may not read this employee’s figures.')).toBeTruthy();
  });
});
