// Switching roles with unsaved ticks asks first instead of dropping them silently (#11 item 8).
import { describe, expect, test } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { RolesRoute } from '../../web/src/roles/RolesRoute.tsx';
import { openRoute } from './support/openRoute.tsx';

const openRoles = () => openRoute(RolesRoute, '/company/roles', { feature: 'roles' }).environment;

describe('roles', () => {
  test('unsaved ticks: choosing another role asks; "Cancel" keeps them, "Discard changes" opens the other role', async () => {
    const environment = openRoles();
    const operation = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
    let n = 0;
    act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, {
      RoleConnection: () => ({ edges: [{}, {}] }),
      Role: () => { n++; return { id: `r${n}`, name: n === 1 ? 'ADMIN' : 'EMPLOYEE', description: null, builtIn: true, accountCount: 1, permissions: [] }; },
    })));
    const admin = await screen.findByRole('button', { name: /^Admin/ });
    expect(admin.getAttribute('aria-pressed')).toBe('true');
    const box = screen.getAllByRole('checkbox')[0] as HTMLInputElement;
    fireEvent.click(box);
    expect(box.checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /^Employee/ }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard the changes to Admin?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: /^Admin/ }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getAllByRole('checkbox')[0] as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /^Employee/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Employee/ }).getAttribute('aria-pressed')).toBe('true'));
    expect((screen.getAllByRole('checkbox')[0] as HTMLInputElement).checked).toBe(false);
  });
});
