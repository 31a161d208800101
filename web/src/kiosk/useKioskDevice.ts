import { useSyncExternalStore } from 'react';
import { kioskDevice, type KioskDevice } from './kioskDevice.ts';

/** This device's kiosk token (and clock-face zone), following changes made here and in other tabs. */
export function useKioskDevice(): KioskDevice | null {
  return useSyncExternalStore(kioskDevice.subscribe, kioskDevice.get);
}
