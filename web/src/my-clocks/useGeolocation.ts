import { useCallback, useEffect, useRef, useState } from 'react';
import type { QueuedPosition } from './clockQueue.ts';

/** Why the position could not be obtained (core §8): the service is off, unsupported, denied, unavailable, too slow. */
export type GeoFailure = 'off' | 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export type GeoState =
  /** not asked yet: the browser will ask the person when they clock */
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; position: QueuedPosition }
  | { status: 'failed'; failure: GeoFailure };

export type GeoResult = { position: QueuedPosition; failure: null } | { position: null; failure: GeoFailure };

/**
 * A fresh fix within 10 s, never a cached one: the position is evidence of where the clock was made, and a fix taken
 * half a minute earlier inside the fence would vouch for a clock made after leaving it.
 */
export const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 };

/**
 * The browser's error as a failure. The API has no code for "location services off": browsers report it as
 * unavailable (or denied) with a message naming it, which is the only way to tell it apart.
 */
export function failureOf(error: Pick<GeolocationPositionError, 'code' | 'message'>): GeoFailure {
  if (/disabled|turned off|services? (are )?off|location services/i.test(error.message ?? '')) return 'off';
  if (error.code === 1) return 'denied';
  if (error.code === 3) return 'timeout';
  return 'unavailable';
}

/** Coordinates to 6 decimals (about 0.1 m), accuracy to the meter. */
function toPosition(coords: GeolocationCoordinates): QueuedPosition {
  const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
  return { latitude: round6(coords.latitude), longitude: round6(coords.longitude), accuracy: Number.isFinite(coords.accuracy) ? Math.round(coords.accuracy) : null };
}

/**
 * The device's position for clocking. When the permission is already granted the position is looked up on arrival,
 * so the screen shows its accuracy and the clock needs no wait; otherwise the browser asks when the person clocks
 * (in context, not on page load).
 */
export function useGeolocation(): { state: GeoState; locate: () => Promise<GeoResult> } {
  const [state, setState] = useState<GeoState>(() => (navigator.geolocation ? { status: 'idle' } : { status: 'failed', failure: 'unsupported' }));
  const mounted = useRef(true);
  const update = (next: GeoState) => { if (mounted.current) setState(next); };

  const locate = useCallback((): Promise<GeoResult> => {
    if (!navigator.geolocation) {
      update({ status: 'failed', failure: 'unsupported' });
      return Promise.resolve({ position: null, failure: 'unsupported' });
    }
    update({ status: 'locating' });
    return new Promise((resolve) => {
      navigator.geolocation.getCurrentPosition(
        (fix) => { const position = toPosition(fix.coords); update({ status: 'found', position }); resolve({ position, failure: null }); },
        (error) => { const failure = failureOf(error); update({ status: 'failed', failure }); resolve({ position: null, failure }); },
        GEO_OPTIONS,
      );
    });
  }, []);

  useEffect(() => {
    mounted.current = true;
    let permission: PermissionStatus | null = null;
    const follow = () => {
      if (permission?.state === 'granted') void locate();
      else if (permission?.state === 'denied') update({ status: 'failed', failure: 'denied' });
    };
    if (navigator.geolocation && navigator.permissions?.query) {
      navigator.permissions.query({ name: 'geolocation' }).then((status) => {
        permission = status;
        follow();
        status.addEventListener('change', follow);
      }, () => undefined);
    }
    return () => { mounted.current = false; permission?.removeEventListener('change', follow); };
  }, [locate]);

  return { state, locate };
}
