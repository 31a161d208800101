import { Suspense, type ReactNode } from 'react';
import type { Environment } from 'relay-runtime';
import { render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { DEFAULT_ROLE_AUTHORITIES } from '../../../domain/permissions.ts';
import type { RoleName } from '../../../domain/roles.ts';
import type { RouteLoadContext } from '../../../web/src/platform/routing/RouteScreen.ts';
import { NotificationList } from '../../../web/src/platform/notifications/NotificationList.tsx';

interface RouteScreen { (): ReactNode; loadQuery: (context: RouteLoadContext) => unknown }

/**
 * One route screen as the app mounts it — its loader preloads the query on Relay's mock environment with the
 * access of `role` — plus the notifications region. Returns the environment to answer the operations on.
 */
export function openRoute(Screen: RouteScreen, at: string, { role = 'ADMIN', feature = 'x' }: { role?: RoleName; feature?: string } = {}) {
  const environment = createMockEnvironment();
  const access = { roles: [role], permissions: [...DEFAULT_ROLE_AUTHORITIES[role]], enabledModules: [], homePath: '/' };
  const router = createMemoryRouter([{
    path: at.split('?')[0],
    loader: ({ request }: { request: Request }) => ({
      feature, access,
      queryRef: Screen.loadQuery({ environment: environment as unknown as Environment, params: {}, feature, access, url: new URL(request.url) } as RouteLoadContext),
    }),
    Component: () => <Suspense fallback={<p>loading</p>}><Screen /></Suspense>,
  }], { initialEntries: [at] });
  render(<RelayEnvironmentProvider environment={environment}><RouterProvider router={router} /><NotificationList /></RelayEnvironmentProvider>);
  return { environment, router };
}
