import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageLoading } from '../platform/routing/PageLoading.tsx';
import { loginPath } from '../session/loginPath.ts';
import { tokenStore } from '../session/tokenStore.ts';
import { PublicPage } from '../shell/PublicPage.tsx';
import { KioskSetup } from './KioskSetup.tsx';
import { useKioskDevice } from './useKioskDevice.ts';

/** How long the set-up page waits, on a kiosk nobody signed in to manage, before it goes back to the kiosk. */
const BACK_TO_KIOSK_MS = 60_000;

/** The kiosk's set-up: for a signed-in administrator the terminal and its start; for anyone else, how to get there. */
export function KioskSetupPage({ signedOut }: { signedOut: boolean }) {
  const { t } = useTranslation('kiosk');
  const signedIn = tokenStore.state() === 'valid';
  return (
    <PublicPage title={signedOut ? t('kiosk.signedOut.title') : t('kiosk.title')}>
      {signedOut && <p className="notice notice--warning" role="alert">{t('kiosk.signedOut.text')}</p>}
      {signedIn
        ? <Suspense fallback={<PageLoading />}><KioskSetup /></Suspense>
        : <SignInPrompt signedOut={signedOut} />}
    </PublicPage>
  );
}

function SignInPrompt({ signedOut }: { signedOut: boolean }) {
  const { t } = useTranslation('kiosk');
  const device = useKioskDevice();
  const navigate = useNavigate();
  // Someone tapped "Administrator" on the kiosk and walked away: the next person finds the kiosk again.
  useEffect(() => {
    if (!device) return;
    const timer = setTimeout(() => void navigate('/kiosk', { replace: true }), BACK_TO_KIOSK_MS);
    return () => clearTimeout(timer);
  }, [device, navigate]);
  return (
    <div className="kiosk-setup">
      <p>{t('kiosk.setup.intro')}</p>
      {!device && !signedOut && <p>{t('kiosk.setup.notKiosk')} {t('kiosk.setup.signInFirst')}</p>}
      <Link className="button button--primary button--block" to={loginPath(device ? '/kiosk?manage' : '/kiosk', false)}>{t('kiosk.setup.signIn')}</Link>
      {device && <Link className="button button--block" to="/kiosk">{t('kiosk.setup.backToKiosk')}</Link>}
    </div>
  );
}
