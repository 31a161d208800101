import { useEffect, useState } from 'react';
import { isNewerVersion } from './isNewerVersion.ts';

/** Core §7: every 5 minutes while the tab is visible, and once a day whatever its state. */
export const VERSION_CHECK_MS = 5 * 60_000;
export const VERSION_FORCED_CHECK_MS = 24 * 60 * 60_000;

/** The newer version the server runs, once `/meta.json` reports one; null while this build is current. */
export function useVersionCheck(current: string = __APP_VERSION__): string | null {
  const [newer, setNewer] = useState<string | null>(null);
  useEffect(() => {
    let stopped = false;
    async function check(forced: boolean) {
      if (stopped || (!forced && document.visibilityState === 'hidden')) return;
      try {
        const response = await fetch('/meta.json', { cache: 'no-store', headers: { accept: 'application/json' } });
        if (!response.ok) return;
        const { version } = (await response.json()) as { version?: unknown };
        if (!stopped && typeof version === 'string' && isNewerVersion(version, current)) setNewer(version);
      } catch {
        // Offline or deploying: the next check will tell.
      }
    }
    void check(true);
    const regular = setInterval(() => void check(false), VERSION_CHECK_MS);
    const daily = setInterval(() => void check(true), VERSION_FORCED_CHECK_MS);
    const onVisible = () => { if (document.visibilityState === 'visible') void check(false); };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(regular);
      clearInterval(daily);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [current]);
  return newer;
}
