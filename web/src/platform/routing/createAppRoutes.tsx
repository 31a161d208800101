import { Suspense } from 'react';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { environmentHolder } from '../relay/environmentHolder.ts';
import { requireAccess } from '../../session/requireAccess.ts';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { APP_ROUTES, type AppRoute, type ScreenName } from './appRoutes.ts';
import { decideAccess } from './decideAccess.ts';
import { PageLoading } from './PageLoading.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { importWithTimeout } from './reloadOnceForChunkError.ts';
import type { RouteScreen } from './RouteScreen.ts';

/** Each screen is its own chunk, loaded when its route is first visited. */
const SCREENS: Record<ScreenName, () => Promise<RouteScreen>> = {
  underConstruction: () => import('../../shell/UnderConstructionRoute.tsx').then((m) => m.UnderConstructionRoute),
  user: () => import('../../account/UserRoute.tsx').then((m) => m.UserRoute),
  changePassword: () => import('../../account/ChangePasswordRoute.tsx').then((m) => m.ChangePasswordRoute),
  version: () => import('../../shell/VersionRoute.tsx').then((m) => m.VersionRoute),
  employees: () => import('../../employees/EmployeesRoute.tsx').then((m) => m.EmployeesRoute),
  employeeNew: () => import('../../employees/EmployeeNewRoute.tsx').then((m) => m.EmployeeNewRoute),
  employeeEdit: () => import('../../employees/EmployeeEditRoute.tsx').then((m) => m.EmployeeEditRoute),
  employeeProfile: () => import('../../employees/EmployeeProfileRoute.tsx').then((m) => m.EmployeeProfileRoute),
  departments: () => import('../../departments/DepartmentsRoute.tsx').then((m) => m.DepartmentsRoute),
  contractTypes: () => import('../../contract-types/ContractTypesRoute.tsx').then((m) => m.ContractTypesRoute),
  holidays: () => import('../../holidays/HolidaysRoute.tsx').then((m) => m.HolidaysRoute),
  roles: () => import('../../roles/RolesRoute.tsx').then((m) => m.RolesRoute),
  companyData: () => import('../../company/CompanyDataRoute.tsx').then((m) => m.CompanyDataRoute),
  users: () => import('../../accounts/UsersRoute.tsx').then((m) => m.UsersRoute),
};

/** Lazy route pieces: the screen under a Suspense boundary, and a loader that guards, then preloads. */
function lazyScreen(load: () => Promise<RouteScreen>, guard: (args: LoaderFunctionArgs) => Promise<{ feature: string; access: Awaited<ReturnType<typeof requireAccess>> }>) {
  return async () => {
    const Screen = await importWithTimeout(load);
    return {
      loader: async (args: LoaderFunctionArgs) => {
        const { feature, access } = await guard(args);
        const url = new URL(args.request.url);
        const queryRef = Screen.loadQuery({ environment: environmentHolder.get(), params: args.params, feature, access, url });
        return { feature, access, queryRef };
      },
      Component: () => (
        <Suspense fallback={<PageLoading />}>
          <Screen />
        </Suspense>
      ),
    };
  };
}

function guardFor(route: AppRoute) {
  return async ({ request }: LoaderFunctionArgs) => {
    const access = await requireAccess(request);
    const decision = decideAccess(access, route.rule);
    // The root path sends everyone who may not use it to their home page (core §2).
    if (decision !== 'allow' && route.path === '') throw redirect(access.homePath);
    if (decision === 'notFound') throw data(null, { status: 404 });
    if (decision === 'moduleError') throw redirect('/error');
    return { feature: route.feature, access };
  };
}

const loadLayout = () => import('../../shell/AppLayout.tsx').then((m) => m.AppLayout);

export function createAppRoutes(): RouteObject[] {
  const screenRoutes: RouteObject[] = APP_ROUTES.map((route) => {
    const lazy = lazyScreen(SCREENS[route.screen ?? 'underConstruction'], guardFor(route));
    return route.path === ''
      ? { index: true, lazy, errorElement: <RouteErrorPage /> }
      : { path: route.path, lazy, errorElement: <RouteErrorPage /> };
  });
  return [
    {
      path: '/pages/login',
      lazy: async () => ({ Component: (await importWithTimeout(() => import('../../session/LoginRoute.tsx'))).LoginRoute }),
      errorElement: <RouteErrorPage standalone />,
    },
    {
      path: '/pages/recover-account',
      lazy: async () => ({ Component: (await importWithTimeout(() => import('../../session/RecoverAccountRoute.tsx'))).RecoverAccountRoute }),
      errorElement: <RouteErrorPage standalone />,
    },
    {
      path: '/',
      lazy: lazyScreen(loadLayout, async ({ request }) => ({ feature: 'layout', access: await requireAccess(request) })),
      errorElement: <RouteErrorPage standalone />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { path: 'error', lazy: async () => ({ Component: (await import('../../shell/ErrorPage.tsx')).ErrorPage }) },
        ...screenRoutes,
      ],
    },
    { path: '*', element: <NotFoundPage standalone /> },
  ];
}
