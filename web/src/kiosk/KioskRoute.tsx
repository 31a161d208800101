import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { kioskDevice } from './kioskDevice.ts';
import { KioskMode } from './KioskMode.tsx';
import { KioskSetupPage } from './KioskSetupPage.tsx';
import { useKioskDevice } from './useKioskDevice.ts';
import './kiosk.css';

/**
 * `/kiosk`, a public page: on a device holding a kiosk token, the kiosk itself (no user session needed, a reload
 * stays there); otherwise — or with `?manage` — the set-up, where a signed-in administrator makes this device the
 * kiosk. A token the server no longer knows is dropped, and the page says the kiosk is signed out.
 */
export function KioskRoute() {
  const device = useKioskDevice();
  const [params] = useSearchParams();
  const [signedOut, setSignedOut] = useState(false);
  const end = useCallback(() => {
    kioskDevice.clear();
    setSignedOut(true);
  }, []);
  if (device && !params.has('manage')) return <KioskMode device={device} onSignedOut={end} />;
  return <KioskSetupPage signedOut={signedOut && !device} />;
}
