// Clock policies screen (issue #12 item 4): the company switch, and per-employee overrides added, flipped and removed.
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, test } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { RoleName } from '../../domain/roles.ts';
import { PoliciesRoute } from '../../web/src/policies/PoliciesRoute.tsx';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof openRoute>['environment'] & { mock: any };

const OLGA = { id: 'e-olga', name: 'Olga Lima', employeeNumber: null };
const PAULO = { id: 'e-paulo', name: 'Paulo Reis', employeeNumber: 'E0042' };

/** The screen with the geo policy on for the company and Olga's override turning it off; cost center off, no override. */
async function openPolicies(role: RoleName = 'ADMIN') {
  const environment = openRoute(PoliciesRoute, '/company/policies', { role, feature: 'policies' }).environment as Env;
  const operation: OperationDescriptor = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
  let policy = 0;
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
    ClockPolicyConnection: () => ({ edges: [{}, {}] }),
    ClockPolicy: () => {
      policy++;
      return policy === 1
        ? { id: 'p-geo', kind: 'GEO', name: 'Geo policy', enabledForCompany: true, changedAt: '2026-03-02T09:05:00Z', changedBy: { username: 'admin@demo.test', employee: { name: 'Ana Admin' } } }
        : { id: 'p-cost', kind: 'COST_CENTER', name: 'Cost center policy', enabledForCompany: false, changedAt: '2026-01-01T00:00:00Z', changedBy: null };
    },
    ClockPolicyOverrideConnection: () => (policy === 1 ? { edges: [{}], totalCount: 1, pageInfo: { hasNextPage: false } } : { edges: [], totalCount: 0, pageInfo: { hasNextPage: false } }),
    ClockPolicyOverride: () => ({ id: 'o-geo-olga', employeeName: OLGA.name, enabled: false, changedAt: '2026-03-02T09:06:00Z', changedBy: null, employee: { id: OLGA.id } }),
    EmployeeConnection: () => ({ edges: [{ node: OLGA }, { node: PAULO }] }),
  })));
  await screen.findByRole('heading', { name: 'Geo policy' });
  return environment;
}

const geoCard = () => screen.getByRole('region', { name: 'Geo policy' });

/** The next mutation the screen sends, answered with `payload` (its userErrors empty unless given). */
async function answerMutation(environment: Env, name: string, payload: (variables: Record<string, any>) => Record<string, unknown>) {
  const operation: OperationDescriptor = await waitFor(() => {
    const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === name);
    expect(op).toBeTruthy();
    return op;
  });
  const variables = operation.request.variables;
  act(() => environment.mock.resolve(operation, { data: { [Object.keys(payload(variables))[0]]: { userErrors: [], ...Object.values(payload(variables))[0] as object } } }));
  return variables;
}

describe('clock policies', () => {
  test('each policy says what it does, shows its company switch and its overrides with who changed them', async () => {
    await openPolicies();
    const geo = geoCard();
    expect(within(geo).getByText(/inside the geofence/)).toBeTruthy();
    const toggle = within(geo).getByRole('switch', { name: 'Geo policy on for the whole company' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(within(geo).getByText(/Last changed by Ana Admin on \d\d\/03\/2026 \d\d:\d\d/)).toBeTruthy();
    const row = within(geo).getByRole('row', { name: /Olga Lima/ });
    expect(within(row).getByText('Off')).toBeTruthy();
    expect(within(geo).getByRole('heading', { name: '1 employee with an override' })).toBeTruthy();
    const cost = screen.getByRole('region', { name: 'Cost center policy' });
    expect((within(cost).getByRole('switch') as HTMLInputElement).checked).toBe(false);
    expect(within(cost).getByText('No employee has an override: everyone follows the company setting (off).')).toBeTruthy();
  });

  test('the company switch flips at once and sends the policy and the new state', async () => {
    const environment = await openPolicies();
    fireEvent.click(within(geoCard()).getByRole('switch'));
    expect((within(geoCard()).getByRole('switch') as HTMLInputElement).checked).toBe(false);
    const variables = await answerMutation(environment, 'useSetCompanyClockPolicyMutation', () => ({
      setCompanyClockPolicy: { clockPolicy: { id: 'p-geo', enabledForCompany: false, changedAt: '2026-03-03T10:00:00Z', changedBy: null } },
    }));
    expect(variables.input).toEqual({ policyId: 'p-geo', enabled: false });
    expect(await screen.findByText('Geo policy is now off for the company.')).toBeTruthy();
  });

  test('an override is flipped, then removed: the employee follows the company again and leaves the list', async () => {
    const environment = await openPolicies();
    fireEvent.click(within(geoCard()).getByRole('button', { name: 'Turn on for Olga Lima' }));
    const flip = await answerMutation(environment, 'useSetEmployeeClockPolicyMutation', () => ({
      setEmployeeClockPolicy: {
        overrideEdge: { cursor: 'c', node: { id: 'o-geo-olga', employeeName: OLGA.name, enabled: true, changedAt: '2026-03-04T08:00:00Z', changedBy: null, employee: { id: OLGA.id } } },
        clockPolicy: { id: 'p-geo', overridesEnabledCount: 1, overridesDisabledCount: 0 },
      },
    }));
    expect(flip.input).toEqual({ employeeId: OLGA.id, policyId: 'p-geo', enabled: true });
    const row = within(geoCard()).getByRole('row', { name: /Olga Lima/ });
    await waitFor(() => expect(within(row).getByText('On')).toBeTruthy());
    expect(within(geoCard()).getAllByRole('row')).toHaveLength(2); // the header and Olga: changed, not added twice

    fireEvent.click(within(geoCard()).getByRole('button', { name: 'Remove the override of Olga Lima' }));
    const removal = await answerMutation(environment, 'useClearEmployeeClockPolicyMutation', () => ({
      clearEmployeeClockPolicy: { clearedOverrideId: 'o-geo-olga', clockPolicy: { id: 'p-geo', overridesEnabledCount: 0, overridesDisabledCount: 0 } },
    }));
    expect(removal.input).toEqual({ employeeId: OLGA.id, policyId: 'p-geo' });
    await waitFor(() => expect(within(geoCard()).queryByRole('row', { name: /Olga Lima/ })).toBeNull());
    expect(within(geoCard()).getByText('No employee has an override: everyone follows the company setting (on).')).toBeTruthy();
    expect(await screen.findByText('Olga Lima follows the company setting of the Geo policy again.')).toBeTruthy();
  });

  test('adding an override asks for an employee, proposes the opposite of the company setting, and lists the new one', async () => {
    const environment = await openPolicies();
    fireEvent.click(within(geoCard()).getByRole('button', { name: 'Add an override' }));
    const dialog = await screen.findByRole('dialog', { name: 'Override of the Geo policy' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose an employee.');
    const list = within(dialog).getByRole('listbox', { name: 'Employee' });
    expect(within(list).getByRole('option', { name: 'Olga Lima · override: off' })).toBeTruthy();
    expect(within(list).getByRole('option', { name: 'Paulo Reis (E0042)' })).toBeTruthy();
    fireEvent.change(list, { target: { value: PAULO.id } });
    expect((within(dialog).getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const added = await answerMutation(environment, 'useSetEmployeeClockPolicyMutation', () => ({
      setEmployeeClockPolicy: {
        overrideEdge: { cursor: 'c2', node: { id: 'o-geo-paulo', employeeName: PAULO.name, enabled: false, changedAt: '2026-03-04T08:00:00Z', changedBy: null, employee: { id: PAULO.id } } },
        clockPolicy: { id: 'p-geo', overridesEnabledCount: 0, overridesDisabledCount: 2 },
      },
    }));
    expect(added.input).toEqual({ employeeId: PAULO.id, policyId: 'p-geo', enabled: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const rows = within(geoCard()).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);
    expect(rows).toEqual(['Olga Lima', 'Paulo Reis']);
    expect(within(geoCard()).getByRole('heading', { name: '2 employees with an override' })).toBeTruthy();
  });

  test('a read-only consultant sees the settings and the overrides, with no control to change them', async () => {
    await openPolicies('READ_ONLY');
    const geo = geoCard();
    expect(within(geo).queryByRole('switch')).toBeNull();
    expect(within(geo).getByText('For the whole company: on')).toBeTruthy();
    expect(within(geo).getByRole('row', { name: /Olga Lima/ })).toBeTruthy();
    expect(within(geo).queryByRole('button')).toBeNull();
  });
});
