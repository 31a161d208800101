// Experiments screen (issue #18 item 6): one labelled switch per flag with its description, an honest badge for flags
// the product does not read yet, an instant switch that also updates the viewer's flags, and a refusal rolled back.
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, test } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RoleName } from '../../domain/roles.ts';
import { ExperimentsRoute } from '../../web/src/experiments/ExperimentsRoute.tsx';
import { openRoute } from './support/openRoute.tsx';

type Env = ReturnType<typeof openRoute>['environment'] & { mock: any };

const FLAGS = [
  { id: 'x-summary', key: 'version-support-summary', enabled: false, inEffect: true, updatedAt: null },
  { id: 'x-live', key: 'single-connection-live', enabled: true, inEffect: false, updatedAt: '2026-03-02T09:05:00Z' },
  { id: 'x-photos', key: 'wall-board-photos', enabled: false, inEffect: false, updatedAt: null },
];

async function openExperiments(role: RoleName = 'ADMIN') {
  const { environment } = openRoute(ExperimentsRoute, '/experiments', { role, feature: 'experiments' }) as { environment: Env };
  const operation: OperationDescriptor = await waitFor(() => { const op = environment.mock.getMostRecentOperation(); expect(op).toBeTruthy(); return op; });
  act(() => environment.mock.resolve(operation, { data: { experiments: FLAGS } }));
  // The viewer as the layout's query left it in the store: one flag on.
  act(() => environment.commitUpdate((store) => {
    const viewer = store.create('client:root:viewer', 'Viewer');
    viewer.setValue(['single-connection-live'], 'experiments');
    store.getRoot().setLinkedRecord(viewer, 'viewer');
  }));
  await screen.findByRole('heading', { level: 1, name: 'Experiments' });
  return environment;
}

const item = (name: RegExp) => screen.getAllByRole('listitem').find((li) => name.test(li.textContent ?? ''))!;
const viewerFlags = (environment: Env) => environment.getStore().getSource().get('client:root:viewer')?.experiments;

describe('experiments', () => {
  test('lists every flag with a labelled switch, its description and whether it does anything yet', async () => {
    await openExperiments();
    expect(screen.getByRole('list', { name: 'Features in preview' })).toBeTruthy();
    const summary = screen.getByRole('switch', { name: 'Support summary on the Version page' }) as HTMLInputElement;
    expect(summary.checked).toBe(false);
    expect(summary.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(summary.getAttribute('aria-describedby')!)!.textContent).toMatch(/Copy for support/);
    expect(within(item(/Support summary/)).getByText('Preview')).toBeTruthy();
    expect(within(item(/Support summary/)).getByText('Never switched')).toBeTruthy();
    const live = screen.getByRole('switch', { name: 'One connection for all live updates' }) as HTMLInputElement;
    expect(live.checked).toBe(true);
    expect(within(item(/One connection/)).getByText('Not active yet')).toBeTruthy();
    expect(within(item(/One connection/)).getByText(/Last switched \d\d\/03\/2026 \d\d:\d\d/)).toBeTruthy();
  });

  test('a switch flips at once, sends the key and the state, and the viewer\'s flags follow', async () => {
    const environment = await openExperiments();
    fireEvent.click(screen.getByRole('switch', { name: 'Support summary on the Version page' }));
    expect((screen.getByRole('switch', { name: 'Support summary on the Version page' }) as HTMLInputElement).checked).toBe(true);
    const operation: OperationDescriptor = await waitFor(() => {
      const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === 'useSetExperimentEnabledMutation');
      expect(op).toBeTruthy();
      return op;
    });
    expect(operation.request.variables.input).toEqual({ key: 'version-support-summary', enabled: true });
    act(() => environment.mock.resolve(operation, { data: { setExperimentEnabled: {
      experiment: { id: 'x-summary', enabled: true, updatedAt: '2026-11-27T10:00:00Z' },
      viewer: { experiments: ['single-connection-live', 'version-support-summary'] }, userErrors: [],
    } } }));
    await screen.findByText('"Support summary on the Version page" is on for the company.');
    expect(viewerFlags(environment)).toEqual(['single-connection-live', 'version-support-summary']);
    expect(within(item(/Support summary/)).getByText(/Last switched 27\/11\/2026/)).toBeTruthy();
  });

  test('a refused switch goes back and says why', async () => {
    const environment = await openExperiments();
    fireEvent.click(screen.getByRole('switch', { name: 'One connection for all live updates' }));
    expect(viewerFlags(environment)).toEqual([]);
    const operation: OperationDescriptor = await waitFor(() => { const op = environment.mock.getAllOperations().find((o: OperationDescriptor) => o.request.node.params.name === 'useSetExperimentEnabledMutation'); expect(op).toBeTruthy(); return op; });
    act(() => environment.mock.resolve(operation, { data: { setExperimentEnabled: {
      experiment: null, viewer: null, userErrors: [{ field: null, code: 'EXPERIMENT_NOT_FOUND', message: 'Unknown experiment single-connection-live' }],
    } } }));
    await screen.findByText('Unknown experiment single-connection-live');
    expect((screen.getByRole('switch', { name: 'One connection for all live updates' }) as HTMLInputElement).checked).toBe(true);
    expect(viewerFlags(environment)).toEqual(['single-connection-live']);
  });

  test('without the right to change company data the state is read, with no switch', async () => {
    await openExperiments('READ_ONLY');
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.getByText('One connection for all live updates: on')).toBeTruthy();
  });
});
