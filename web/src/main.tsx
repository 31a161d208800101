import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import './platform/app.css';
import { initI18n } from './platform/i18n/initI18n.ts';
import { AppRelayProvider } from './platform/relay/AppRelayProvider.tsx';
import { environmentHolder } from './platform/relay/environmentHolder.ts';
import { reloadOnceForChunkError } from './platform/routing/reloadOnceForChunkError.ts';
import { accessToken } from './platform/auth/accessToken.ts';
import { i18nOptions } from './i18n.ts';
import { appRoutes } from './routes.ts';
import { loginPath } from './session/loginPath.ts';
import { sessionChange } from './session/sessionChange.ts';
import { signOut } from './session/signOut.ts';
import { tokenStore } from './session/tokenStore.ts';

// The app root's registrations: platform/ reads the session's token and the domains' texts through these.
accessToken.register(() => tokenStore.get());
await initI18n(i18nOptions);
const router = createBrowserRouter(appRoutes());

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

// Another tab signed out: this one follows. Signed in: a sign-in page here follows to the home page. Signed in as
// someone else: this one starts again as them, rather than showing one person's screens with the other's token.
window.addEventListener('storage', (event) => {
  const change = sessionChange(event);
  // The kiosk works without a session: another tab signing out leaves it where it is.
  const onPublicPage = /^\/(pages\/|kiosk$)/.test(router.state.location.pathname);
  if (change === 'signedOut') {
    environmentHolder.reset();
    if (!onPublicPage) void router.navigate('/pages/login', { replace: true });
  } else if (change === 'signedIn' && router.state.location.pathname === '/pages/login') {
    environmentHolder.reset();
    void router.navigate('/', { replace: true });
  } else if (change === 'otherAccount') {
    // A full start, at the root, which sends them to their own home page.
    window.location.assign('/');
  }
});

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppRelayProvider>
      <RouterProvider router={router} />
    </AppRelayProvider>
  </StrictMode>,
);
