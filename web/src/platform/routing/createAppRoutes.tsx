import { Suspense, type ComponentType } from 'react';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadNamespaces } from '../i18n/initI18n.ts';
import { environmentHolder } from '../relay/environmentHolder.ts';
import type { AppRoute } from './AppRoute.ts';
import { decideAccess, type ViewerAccess } from './decideAccess.ts';
import { PageLoading } from './PageLoading.tsx';
import { RouteErrorPage, type ErrorPages } from './RouteErrorPage.tsx';
import { importWithTimeout } from './reloadOnceForChunkError.ts';
import type { RouteScreen } from './RouteScreen.ts';

/** A page outside the signed-in layout (sign-in, recovery): no guard, no query. */
export interface PublicRoute {
  path: string;
  screen: () => Promise<ComponentType>;
  ns?: readonly string[];
}

/** What the app root registers: the routes and the few domain pieces the router needs (platform imports none). */
export interface AppRoutesConfig {
  routes: readonly AppRoute[];
  publicRoutes: readonly PublicRoute[];
  layout: Omit<AppRoute, 'path' | 'section' | 'rule' | 'feature'>;
  /** The `/error` page (core §2: module disabled). */
  errorScreen: () => Promise<ComponentType>;
  requireAccess: (request: Request) => Promise<ViewerAccess>;
  pages: ErrorPages;
}

type Guard = (args: LoaderFunctionArgs) => Promise<{ feature: string; access: ViewerAccess }>;

/** The chunk and its namespaces together: the screen never paints before its texts are there. */
async function importScreen<T>(screen: () => Promise<T>, ns: readonly string[] = []): Promise<T> {
  const [loaded] = await Promise.all([importWithTimeout(screen), loadNamespaces(ns)]);
  return loaded;
}

/** Lazy route pieces: the screen under a Suspense boundary, and a loader that guards, then preloads. */
function lazyScreen(route: Pick<AppRoute, 'screen' | 'ns'>, guard: Guard) {
  return async () => {
    const Screen = await importScreen(route.screen, route.ns);
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

function guardFor(route: AppRoute, requireAccess: AppRoutesConfig['requireAccess']): Guard {
  return async ({ request }) => {
    const access = await requireAccess(request);
    const decision = decideAccess(access, route.rule);
    // The root path sends everyone who may not use it to their home page (core §2).
    if (decision !== 'allow' && route.path === '') throw redirect(access.homePath);
    if (decision === 'notFound') throw data(null, { status: 404 });
    if (decision === 'moduleError') throw redirect('/error');
    return { feature: route.feature, access };
  };
}

/** The router's tree: public pages, then the signed-in layout holding every registered route. */
export function createAppRoutes(config: AppRoutesConfig): RouteObject[] {
  const { pages, requireAccess } = config;
  const errorElement = <RouteErrorPage pages={pages} />;
  const standaloneError = <RouteErrorPage pages={pages} standalone />;
  const screenRoutes: RouteObject[] = config.routes.map((route) => {
    const lazy = lazyScreen(route, guardFor(route, requireAccess));
    return route.path === '' ? { index: true, lazy, errorElement } : { path: route.path, lazy, errorElement };
  });
  const publicRoutes: RouteObject[] = config.publicRoutes.map((route) => ({
    path: route.path,
    lazy: async () => ({ Component: await importScreen(route.screen, route.ns) }),
    errorElement: standaloneError,
  }));
  return [
    ...publicRoutes,
    {
      path: '/',
      lazy: lazyScreen(config.layout, async ({ request }) => ({ feature: 'layout', access: await requireAccess(request) })),
      errorElement: standaloneError,
      hydrateFallbackElement: <PageLoading />,
      children: [
        { path: 'error', lazy: async () => ({ Component: await config.errorScreen() }) },
        ...screenRoutes,
      ],
    },
    { path: '*', element: <pages.NotFound standalone /> },
  ];
}
