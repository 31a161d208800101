import { Suspense, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { graphql, loadQuery, usePreloadedQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData, useNavigate, useNavigation } from 'react-router';
import type { AppLayoutQuery } from '../__generated__/AppLayoutQuery.graphql.ts';
import type { RouteData, RouteLoadContext } from '../platform/routing/RouteScreen.ts';
import { NotificationList } from '../platform/notifications/NotificationList.tsx';
import { UpdatePrompt } from '../platform/versions/UpdatePrompt.tsx';
import { useVersionCheck } from '../platform/versions/useVersionCheck.ts';
import { LockScreen } from '../session/LockScreen.tsx';
import { lockState } from '../session/lockState.ts';
import { signOut } from '../session/signOut.ts';
import { useIdleLock } from '../session/useIdleLock.ts';
import { useTokenRefresh } from '../session/useTokenRefresh.ts';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
import { loginPath } from '../session/loginPath.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { AppHeader } from './AppHeader.tsx';
import { MainMenu } from './MainMenu.tsx';
import { PendingBadges } from './PendingBadges.tsx';
import { ReleaseNewsSlider } from './ReleaseNewsSlider.tsx';
import { useLivePendingCounts } from './useLivePendingCounts.ts';
import { TenantTexts } from '../support/TenantTexts.tsx';

const query = graphql`
  query AppLayoutQuery {
    viewer {
      homePath
      employee { name }
      account { username employeeCode }
      ...MainMenu_viewer
      ...AccountMenu_viewer
      ...PendingBadges_viewer @defer(label: "pendingCounts")
    }
    ...NotificationBell_query @defer(label: "notifications")
    ...TenantTexts_query @defer(label: "weblang")
  }
`;

/** The signed-in frame: header, menu and notifications around the routes (which have their own boundaries). */
export function AppLayout() {
  const { t } = useTranslation('shell');
  const { queryRef } = useLoaderData() as RouteData<AppLayoutQuery>;
  const data = usePreloadedQuery<AppLayoutQuery>(query, queryRef);
  const { viewer } = data;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const locked = useSyncExternalStore(lockState.subscribe, lockState.isLocked);
  const newVersion = useVersionCheck();

  const leave = useCallback(() => {
    signOut();
    void navigate('/pages/login', { replace: true });
  }, [navigate]);
  const expired = useCallback(() => {
    signOut();
    void navigate(loginPath(`${window.location.pathname}${window.location.search}`, true), { replace: true });
  }, [navigate]);
  useTokenRefresh(expired);
  useIdleLock();
  useLivePendingCounts(!!viewer);
  // The gateway answers a null viewer for a token that is no longer valid: that is the end of the session.
  useEffect(() => { if (!viewer) expired(); }, [viewer, expired]);

  if (!viewer) return null;
  const name = viewer.employee?.name ?? viewer.account?.username ?? viewer.account?.employeeCode ?? '';
  return (
    <div className="app">
      <a className="skip-link" href="#main">{t('common.skipToContent')}</a>
      {navigation.state === 'loading' && <div className="progress" role="progressbar" aria-label={t('common.loading')} />}
      <AppHeader homePath={viewer.homePath} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((o) => !o)}>
        {/* Deferred: the counts arrive after the page, and only this spot waits for them. */}
        <Suspense fallback={null}><PendingBadges viewer={viewer} /></Suspense>
        <Suspense fallback={null}><NotificationBell query={data} /></Suspense>
        <AccountMenu viewer={viewer} onLock={lockState.lock} onSignOut={leave} />
      </AppHeader>
      <div className="app__body">
        <MainMenu viewer={viewer} open={menuOpen} onNavigate={() => setMenuOpen(false)} />
        <main id="main" className="app__main" tabIndex={-1}>
          {/* Deferred: the tenant's banners and texts arrive after the page (core §1). */}
          <Suspense fallback={null}><TenantTexts query={data} /></Suspense>
          <Outlet />
        </main>
      </div>
      <NotificationList />
      <ReleaseNewsSlider />
      {newVersion && <UpdatePrompt version={newVersion} />}
      {locked && <LockScreen name={name} onSignOut={leave} />}
    </div>
  );
}

AppLayout.loadQuery = ({ environment }: RouteLoadContext) =>
  loadQuery<AppLayoutQuery>(environment, query, {}, { fetchPolicy: 'store-or-network' });
