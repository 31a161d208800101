/**
 * The kiosk token of this device, in local storage: it belongs to the tablet, not to a person, so it survives the
 * administrator's sign-out (session/tokenStore.ts keeps this key) and a reload, until the server says it stopped
 * working. Beside it, what the tablet shows before its first answer: the terminal's name and its time zone.
 */
export const KIOSK_KEY = 'pontual.kiosk';

export interface KioskDevice {
  token: string;
  /** IANA zone of the clock face: the terminal's site's, else the company's; null: the device's own. */
  timeZone: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null = null;
let cached: KioskDevice | null = null;

function parse(raw: string | null): KioskDevice | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<KioskDevice> | null;
    return typeof value?.token === 'string' && value.token ? { token: value.token, timeZone: typeof value.timeZone === 'string' ? value.timeZone : null } : null;
  } catch {
    return null;
  }
}

export const kioskDevice = {
  /** The same object while the stored value is unchanged (what `useSyncExternalStore` needs). */
  get(): KioskDevice | null {
    const raw = localStorage.getItem(KIOSK_KEY);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = parse(raw);
    }
    return cached;
  },
  set(device: KioskDevice): void {
    localStorage.setItem(KIOSK_KEY, JSON.stringify(device));
    listeners.forEach((l) => l());
  },
  /** Learns the zone the server reads the kiosk's clocks in (each clock says it), for the clock face. */
  setTimeZone(timeZone: string): void {
    const device = kioskDevice.get();
    if (device && device.timeZone !== timeZone) kioskDevice.set({ ...device, timeZone });
  },
  clear(): void {
    localStorage.removeItem(KIOSK_KEY);
    listeners.forEach((l) => l());
  },
  /** Changes made here and in other tabs (the `storage` event). */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => { if (event.key === KIOSK_KEY || event.key === null) listener(); };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
