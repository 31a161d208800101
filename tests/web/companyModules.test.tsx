// Issue #11 item 6: the super administrator switches modules and edits the subscription on `company/data`;
// other roles see neither section (the API refuses them anyway).
import { describe, expect, test } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { commitLocalUpdate, type OperationDescriptor } from 'relay-runtime';
import { CompanyDataRoute } from '../../web/src/company/CompanyDataRoute.tsx';
import { openRoute } from './support/openRoute.tsx';

// The machine is shared: a first render may take longer than Testing Library's one second.
const SLOW = 5000;
type Env = ReturnType<typeof openRoute>['environment'];
const operationNamed = (environment: Env, name: string) => waitFor(() => {
  const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === name);
  expect(op, name).toBeTruthy();
  return op as OperationDescriptor;
}, { timeout: SLOW });

const MODULES = [
  { code: 'BASE', enabled: true, switchable: false },
  { code: 'TIME_AND_ATTENDANCE', enabled: true, switchable: true },
  { code: 'DIGITAL_ARCHIVE', enabled: true, switchable: true },
  { code: 'PROJECT_AND_ACTIVITY', enabled: false, switchable: true },
  { code: 'ADVANCED_SHIFTS', enabled: true, switchable: true },
  { code: 'CAMPAIGN', enabled: true, switchable: true },
  { code: 'ALLOWANCES', enabled: true, switchable: true },
];

async function openCompany(role: 'SUPER_ADMIN' | 'ADMIN') {
  const { environment } = openRoute(CompanyDataRoute, '/company/data', { role, feature: 'companyData' });
  const query = await operationNamed(environment, 'CompanyDataRouteQuery');
  let n = 0;
  act(() => environment.mock.resolve(query, MockPayloadGenerator.generate(query, {
    Company: () => ({ name: 'Demo', subscriptionStart: '2026-01-01', subscriptionEnd: '2026-12-31', subscriptionPeriod: 'YEARLY', logoUrl: null, mobileLogoUrl: null }),
    ModuleConnection: () => ({ edges: MODULES.map(() => ({})) }),
    Module: () => { const m = MODULES[n]; n += 1; return { id: `m-${m.code}`, ...m }; },
  })));
  await screen.findByRole('heading', { name: 'Company data' }, { timeout: SLOW });
  return { environment, query };
}

describe('company data: modules and subscription', () => {
  test('a super administrator gets one labelled switch per switchable module (not the base)', async () => {
    const { query } = await openCompany('SUPER_ADMIN');
    expect(query.request.variables).toEqual({ vendor: true });
    const section = within(await screen.findByRole('region', { name: 'Modules' }));
    const switches = section.getAllByRole('switch') as HTMLInputElement[];
    expect(switches.map((s) => s.labels?.[0]?.textContent)).toEqual(['Time and attendance', 'Digital archive', 'Cost centers', 'Advanced shifts', 'Campaigns', 'Allowances']);
    expect(switches.map((s) => s.checked)).toEqual([true, true, false, true, true, true]);
  });

  test('switching a module off sends setModuleEnabled and takes it out of the viewer\'s modules, which the menu reads', async () => {
    const { environment } = await openCompany('SUPER_ADMIN');
    act(() => commitLocalUpdate(environment, (store) => {
      const viewer = store.create('client:root:viewer', 'Viewer');
      viewer.setValue(['BASE', 'TIME_AND_ATTENDANCE', 'CAMPAIGN'], 'enabledModules');
      store.getRoot().setLinkedRecord(viewer, 'viewer');
    }));
    const campaigns = screen.getByRole('switch', { name: 'Campaigns' });
    fireEvent.click(campaigns);
    const mutation = await operationNamed(environment, 'useSetModuleEnabledMutation');
    expect(mutation.request.variables).toEqual({ input: { moduleId: 'm-CAMPAIGN', enabled: false } });
    expect((screen.getByRole('switch', { name: 'Campaigns' }) as HTMLInputElement).checked, 'moves at once').toBe(false);
    act(() => environment.mock.resolve(mutation, { data: { setModuleEnabled: { module: { id: 'm-CAMPAIGN', code: 'CAMPAIGN', enabled: false }, userErrors: [] } } }));
    await screen.findByText('Campaigns is off.');
    expect((screen.getByRole('switch', { name: 'Campaigns' }) as HTMLInputElement).checked).toBe(false);
    const viewer = environment.getStore().getSource().get('client:root:viewer');
    expect(viewer?.enabledModules).toEqual(['BASE', 'TIME_AND_ATTENDANCE']);
  });

  test('a refused switch goes back and says why', async () => {
    const { environment } = await openCompany('SUPER_ADMIN');
    fireEvent.click(screen.getByRole('switch', { name: 'Allowances' }));
    const mutation = await operationNamed(environment, 'useSetModuleEnabledMutation');
    act(() => environment.mock.resolve(mutation, { data: { setModuleEnabled: {
      module: null, userErrors: [{ field: null, message: 'The base module cannot be switched off', code: 'MODULE_NOT_SWITCHABLE' }],
    } } }));
    expect(await screen.findByText('The base module cannot be switched off')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Allowances' }) as HTMLInputElement).checked).toBe(true);
  });

  test('the subscription form sends the period and dates in ISO; an end before the start is refused on the field', async () => {
    const { environment } = await openCompany('SUPER_ADMIN');
    const form = within(await screen.findByRole('form', { name: 'Subscription' }));
    expect((form.getByLabelText('Subscription period') as HTMLSelectElement).value).toBe('YEARLY');
    const end = form.getByLabelText('Subscription end') as HTMLInputElement;
    expect(end.value).toBe('31/12/2026');
    fireEvent.change(end, { target: { value: '31/12/2025' } });
    fireEvent.click(form.getByRole('button', { name: 'Save subscription' }));
    expect(await form.findByText(/Subscription start/, { selector: '.field__error' })).toBeTruthy();
    expect(environment.mock.getAllOperations().some((o) => o.request.node.params.name === 'useUpdateCompanyMutation')).toBe(false);

    fireEvent.change(end, { target: { value: '30/06/2027' } });
    fireEvent.change(form.getByLabelText('Subscription period'), { target: { value: 'SEMIANNUAL' } });
    fireEvent.click(form.getByRole('button', { name: 'Save subscription' }));
    const mutation = await operationNamed(environment, 'useUpdateCompanyMutation');
    expect(mutation.request.variables).toEqual({ input: { subscriptionStart: '2026-01-01', subscriptionEnd: '2027-06-30', subscriptionPeriod: 'SEMIANNUAL' } });
  });

  test('an administrator sees the subscription as text and no modules or subscription form', async () => {
    const { query } = await openCompany('ADMIN');
    expect(query.request.variables).toEqual({ vendor: false });
    expect(screen.queryByRole('region', { name: 'Modules' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Subscription' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByText('31/12/2026')).toBeTruthy();
  });
});
