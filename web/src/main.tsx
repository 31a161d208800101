import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import './platform/app.css';
import { initI18n } from './platform/i18n/initI18n.ts';
import { AppRelayProvider } from './platform/relay/AppRelayProvider.tsx';
import { environmentHolder } from './platform/relay/environmentHolder.ts';
import { createAppRoutes } from './platform/routing/createAppRoutes.tsx';
import { reloadOnceForChunkError } from './platform/routing/reloadOnceForChunkError.ts';
import { loginPath } from './session/loginPath.ts';
import { signOut } from './session/signOut.ts';

await initI18n();
const router = createBrowserRouter(createAppRoutes());

// Core §8: a 401 anywhere ends the session and comes back here after signing in again.
environmentHolder.onUnauthenticated(() => {
  const { pathname, search } = router.state.location;
  if (pathname.startsWith('/pages/')) return;
  signOut();
  void router.navigate(loginPath(`${pathname}${search}`, true), { replace: true });
});

// Vite reports failed preloads of JS and CSS chunks here (CSS_CHUNK_LOAD_FAILED in core §8).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

// Another tab signed out: this one follows.
window.addEventListener('storage', (event) => {
  if (event.key === null || (event.key === 'pontual.token' && event.newValue === null)) {
    environmentHolder.reset();
    if (!router.state.location.pathname.startsWith('/pages/')) void router.navigate('/pages/login', { replace: true });
  }
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppRelayProvider>
      <RouterProvider router={router} />
    </AppRelayProvider>
  </StrictMode>,
);
