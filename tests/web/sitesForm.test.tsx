import { Suspense } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { createMemoryRouter, type LoaderFunctionArgs } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_ROLE_AUTHORITIES } from '../../domain/permissions.ts';
import { englishRuleMessages } from '../../domain/messages.rules.ts';
import { siteFormSchema } from '../../domain/site.rules.ts';
import { NotificationList } from '../../web/src/platform/notifications/NotificationList.tsx';
import type { RouteLoadContext } from '../../web/src/platform/routing/RouteScreen.ts';
import { SiteEditorRoute } from '../../web/src/sites/SiteEditorRoute.tsx';
import { radiusOf, sliderOf } from '../../web/src/sites/radiusScale.ts';
import type { SiteMapProps } from '../../web/src/sites/siteMapTypes.ts';

// jsdom has no WebGL: the map is replaced by what it is given, so the tests see the marker and the fence it would draw.
vi.mock('../../web/src/sites/SiteMap.tsx', () => ({
  SiteMap: ({ position, radius, onMove }: SiteMapProps) => (
    <div data-testid="map">
      <output aria-label="marker">{position ? `${position.latitude},${position.longitude}` : 'none'}</output>
      <output aria-label="fence">{radius}</output>
      <button type="button" onClick={() => onMove({ latitude: 41.1496123456, longitude: -8.6109876 })}>drop marker in Porto</button>
    </div>
  ),
}));

function openEditor(action: string) {
  const environment = createMockEnvironment();
  const access = { roles: ['ADMIN'], permissions: [...DEFAULT_ROLE_AUTHORITIES.ADMIN], enabledModules: [], homePath: '/' };
  const router = createMemoryRouter([
    {
      path: '/company/sites/:action',
      loader: ({ request, params }: LoaderFunctionArgs) => ({
        feature: 'sites', access,
        queryRef: SiteEditorRoute.loadQuery({ environment: environment as unknown as Environment, params, feature: 'sites', access, url: new URL(request.url) } as RouteLoadContext),
      }),
      Component: () => <Suspense fallback={<p>loading</p>}><SiteEditorRoute /></Suspense>,
    },
    { path: '/company/sites', element: <h1>Sites list</h1> },
  ], { initialEntries: [`/company/sites/${action}`] });
  render(<RelayEnvironmentProvider environment={environment}><RouterProvider router={router} /><NotificationList /></RelayEnvironmentProvider>);
  return { environment, router };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('site form rules (domain/site.rules.ts)', () => {
  const schema = siteFormSchema(englishRuleMessages);
  const errorsOf = async (values: Record<string, string>) => {
    try {
      await schema.validate({ name: 'Depot', latitude: '38.7', longitude: '-9.1', radius: '100', ...values }, { abortEarly: false });
      return {};
    } catch (e) {
      return Object.fromEntries((e as { inner: Array<{ path: string; message: string }> }).inner.map((i) => [i.path, i.message]));
    }
  };
  test('coordinates in range (a comma is a decimal point), a whole radius of 10 to 10,000 m, a name', async () => {
    expect(await errorsOf({ latitude: '38,72' })).toEqual({});
    expect(await errorsOf({ name: ' ', latitude: '90.5', longitude: 'east', radius: '9' })).toEqual({
      name: 'This field is required.', latitude: 'Enter a value from -90 to 90.', longitude: 'Enter a value from -180 to 180.',
      radius: 'Enter a value from 10 to 10000.',
    });
    expect(await errorsOf({ radius: '150.5' })).toEqual({ radius: 'Enter a whole number.' });
  });
  test('the logarithmic slider reaches both ends and 100 m sits a third of the way', () => {
    expect(radiusOf(0)).toBe(10);
    expect(radiusOf(1000)).toBe(10_000);
    expect(sliderOf(100)).toBe(333);
    expect(radiusOf(sliderOf(150))).toBe(150);
  });
});

describe('site editor', () => {
  test('new: 100 m by default; the slider and the number move one radius, and the fence with them', async () => {
    const { environment } = openEditor('new');
    await act(async () => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, {
      MapSettings: () => ({ renderer: 'MAPLIBRE', styleUrl: null, accessToken: null }),
    })));
    await screen.findByRole('heading', { level: 1, name: 'New site' });
    expect(field('Radius in meters').value).toBe('100');
    expect(screen.getByLabelText('fence').textContent).toBe('100');
    fireEvent.change(screen.getByRole('slider', { name: 'Geofence radius' }), { target: { value: '667' } });
    expect(field('Radius in meters').value).toBe('1000');
    expect(screen.getByLabelText('fence').textContent).toBe('1000');
    expect(screen.getByRole('slider', { name: 'Geofence radius' }).getAttribute('aria-valuetext')).toBe('1000 m');
    type('Radius in meters', '150');
    expect((screen.getByRole('slider', { name: 'Geofence radius' }) as HTMLInputElement).value).toBe(String(sliderOf(150)));
    expect(screen.getByLabelText('fence').textContent).toBe('150');
  });

  test('the fields move the marker and the marker fills the fields (6 decimals)', async () => {
    const { environment } = openEditor('new');
    await act(async () => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op)));
    await screen.findByRole('heading', { level: 1, name: 'New site' });
    expect(screen.getByLabelText('marker').textContent).toBe('none');
    type('Latitude', '38.7223');
    type('Longitude', '-9.1393');
    expect(screen.getByLabelText('marker').textContent).toBe('38.7223,-9.1393');
    fireEvent.click(screen.getByRole('button', { name: 'drop marker in Porto' }));
    expect(field('Latitude').value).toBe('41.149612');
    expect(field('Longitude').value).toBe('-8.610988');
  });

  test('invalid fields are told and nothing is sent; a taken name comes back on its field', async () => {
    const { environment } = openEditor('new');
    await act(async () => environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op)));
    await screen.findByRole('heading', { level: 1, name: 'New site' });
    type('Latitude', '91');
    type('Radius in meters', '5');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    await screen.findByText('Enter a value from -90 to 90.');
    expect(screen.getByText('This field is required.', { selector: '#field-name-error' })).toBeTruthy();
    expect(screen.getByText('Enter a value from 10 to 10000.')).toBeTruthy();
    expect(field('Latitude').getAttribute('aria-invalid')).toBe('true');
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    type('Name', 'Head office');
    type('Latitude', '38.7223');
    type('Longitude', '-9,1393');
    type('Radius in meters', '150');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables.input).toEqual({ name: 'Head office', address: null, latitude: 38.7223, longitude: -9.1393, radius: 150 });
    await act(async () => environment.mock.resolve(operation, { data: { createSite: {
      site: null, userErrors: [{ field: ['name'], message: 'A site with this name exists', code: 'SITE_NAME_TAKEN' }],
    } } }));
    await waitFor(() => expect(field('Name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('A site with this name exists', { selector: '#field-name-error' })).toBeTruthy();
  });
});
