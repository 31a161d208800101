// Issue #17 item 6: the e-mail preference per notification type (account) and the company's notification policies.
import { describe, expect, test } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { UserRoute } from '../../web/src/account/UserRoute.tsx';
import { PoliciesRoute } from '../../web/src/policies/PoliciesRoute.tsx';
import { NOTIFICATION_TYPES } from '../../web/src/notifications/notificationTypes.ts';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof openRoute>['environment'];
const operationNamed = (environment: Env, name: string) => waitFor(() => {
  const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);
  expect(op, name).toBeTruthy();
  return op as OperationDescriptor;
});

describe('notification preferences (my account)', () => {
  test('one e-mail switch per type, named in words; switching sends the mutation and moves at once', async () => {
    const { environment } = openRoute(UserRoute, '/account/user', { role: 'EMPLOYEE', feature: 'accountUser' });
    const query = await operationNamed(environment, 'UserRouteQuery');
    act(() => environment.mock.resolve(query, MockPayloadGenerator.generate(query, {
      Viewer: () => ({ roles: ['EMPLOYEE'], account: null, employee: null }),
      Query: () => ({ notificationPreferences: [{ type: 'SCHEDULE_CHANGE', mail: false }, { type: 'ABSENCE_REQUEST', mail: true }] }),
    })));
    const section = within(await screen.findByRole('region', { name: 'Notifications by e-mail' }));
    const switches = section.getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-label'))).toEqual(['E-mail for Absence requests', 'E-mail for Schedule changes']);
    const absence = section.getByRole('switch', { name: 'E-mail for Absence requests' }) as HTMLInputElement;
    expect(absence.checked).toBe(true);
    act(() => absence.click());
    const mutation = await operationNamed(environment, 'useSetNotificationPreferenceMutation');
    expect(mutation.request.variables).toEqual({ input: { type: 'ABSENCE_REQUEST', mail: false } });
    expect(absence.checked).toBe(false);
    act(() => environment.mock.resolve(mutation, { data: { setNotificationPreference: {
      preferences: [{ type: 'ABSENCE_REQUEST', mail: false }, { type: 'SCHEDULE_CHANGE', mail: false }], userErrors: [],
    } } }));
    expect((section.getByRole('switch', { name: 'E-mail for Absence requests' }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('notification policies (company/policies)', () => {
  test('the eight types with a switch for a policies writer; disabling one sends the mutation', async () => {
    const { environment } = openRoute(PoliciesRoute, '/company/policies', { role: 'ADMIN', feature: 'policies' });
    const query = await operationNamed(environment, 'PoliciesRouteQuery');
    act(() => environment.mock.resolve(query, MockPayloadGenerator.generate(query, {
      Query: () => ({ notificationPolicies: NOTIFICATION_TYPES.map((type, i) => ({ id: `p${i}`, databaseId: i + 1, type, enabled: true })) }),
    })));
    const section = within(await screen.findByRole('region', { name: 'Notifications' }));
    expect(section.getAllByRole('switch')).toHaveLength(8);
    const otp = section.getByRole('switch', { name: 'Send One-time codes notifications' }) as HTMLInputElement;
    act(() => otp.click());
    const mutation = await operationNamed(environment, 'useSetNotificationPolicyEnabledMutation');
    expect(mutation.request.variables).toEqual({ input: { id: 'p6', enabled: false } });
    expect(otp.checked).toBe(false);
  });

  test('a reader sees each type\'s state, without switches', async () => {
    const { environment } = openRoute(PoliciesRoute, '/company/policies', { role: 'READ_ONLY', feature: 'policies' });
    const query = await operationNamed(environment, 'PoliciesRouteQuery');
    act(() => environment.mock.resolve(query, MockPayloadGenerator.generate(query, {
      Query: () => ({ notificationPolicies: [{ id: 'p0', databaseId: 1, type: 'SALARY_REVIEW', enabled: false }] }),
    })));
    const section = within(await screen.findByRole('region', { name: 'Notifications' }));
    expect(section.queryByRole('switch')).toBeNull();
    expect(section.getByText('Salary reviews: off')).toBeTruthy();
  });
});
