import { useEffect } from 'react';
import { commitMutation, graphql } from 'relay-runtime';
import type { useTokenRefreshMutation } from '../__generated__/useTokenRefreshMutation.graphql.ts';
import { environmentHolder } from '../platform/relay/environmentHolder.ts';
import { tokenStore } from './tokenStore.ts';

/**
 * Core §4 and §9: refresh when the token expires within 18 h; check every 30 min; refresh every 16 h anyway. The
 * "other check every 2 minutes" only looks at the expiry, so a lapsed session is noticed within 2 minutes (and at
 * once when the tab comes back from sleep) instead of at the next half-hour check.
 */
export const REFRESH_WITHIN_MS = 18 * 60 * 60_000;
export const REFRESH_CHECK_MS = 30 * 60_000;
export const REFRESH_FORCED_MS = 16 * 60 * 60_000;
export const EXPIRY_CHECK_MS = 2 * 60_000;

const mutation = graphql`
  mutation useTokenRefreshMutation {
    refreshToken(input: {}) { token expiresAt userErrors { message code } }
  }
`;

function refresh(): void {
  commitMutation<useTokenRefreshMutation>(environmentHolder.get(), {
    mutation,
    variables: {},
    onCompleted: (response) => {
      const token = response.refreshToken?.token;
      if (token) tokenStore.set(token);
    },
    // A failed refresh is not fatal: the token still works until it expires, and the next check retries.
    onError: () => {},
  });
}

/** Keeps the session alive while the app is open; `onExpired` runs when the token lapsed (sleep, clock change). */
export function useTokenRefresh(onExpired: () => void): void {
  useEffect(() => {
    const check = () => {
      const state = tokenStore.state();
      if (state === 'expired') return onExpired();
      const expiresAt = tokenStore.expiresAt();
      if (state === 'valid' && expiresAt !== null && expiresAt - Date.now() < REFRESH_WITHIN_MS) refresh();
    };
    const expiry = () => { if (tokenStore.state() === 'expired') onExpired(); };
    const onReturn = () => { if (document.visibilityState === 'visible') check(); };
    check();
    const periodic = setInterval(check, REFRESH_CHECK_MS);
    const forced = setInterval(() => { if (tokenStore.state() === 'valid') refresh(); }, REFRESH_FORCED_MS);
    const expiryCheck = setInterval(expiry, EXPIRY_CHECK_MS);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      clearInterval(periodic);
      clearInterval(forced);
      clearInterval(expiryCheck);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [onExpired]);
}
