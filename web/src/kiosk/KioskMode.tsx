import { Suspense, useCallback, useMemo } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { PageLoading } from '../platform/routing/PageLoading.tsx';
import { createKioskEnvironment } from './createKioskEnvironment.ts';
import { kioskDevice, type KioskDevice } from './kioskDevice.ts';
import { KioskErrorBoundary } from './KioskErrorBoundary.tsx';
import { KioskScreen } from './KioskScreen.tsx';
import type { RecordedKioskClock } from './useKioskClockMutation.ts';

/** The kiosk on its own Relay environment, which speaks with the device's kiosk token and no user session. */
export function KioskMode({ device, onSignedOut }: { device: KioskDevice; onSignedOut: () => void }) {
  const environment = useMemo(() => createKioskEnvironment(device.token), [device.token]);
  const learnZone = useCallback((clock: RecordedKioskClock) => kioskDevice.setTimeZone(clock.timeZone), []);
  return (
    <RelayEnvironmentProvider environment={environment}>
      <KioskErrorBoundary>
        {(attempt) => (
          <Suspense fallback={<PageLoading />}>
            <KioskScreen timeZone={device.timeZone} onSignedOut={onSignedOut} onRecorded={learnZone} fetchKey={attempt} />
          </Suspense>
        )}
      </KioskErrorBoundary>
    </RelayEnvironmentProvider>
  );
}
