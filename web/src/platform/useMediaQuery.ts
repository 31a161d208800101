import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, re-rendering when that changes (rotation, window resize). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    if (!supported()) return () => {};
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return useSyncExternalStore(subscribe, () => supported() && window.matchMedia(query).matches, () => false);
}

// Test DOMs (jsdom) have no matchMedia: they read as a desktop window.
const supported = () => typeof window.matchMedia === 'function';

/** Phones: the header keeps the menu toggle, the badges and the account; the language moves into the menu. */
export const PHONE_QUERY = '(max-width: 680px)';
