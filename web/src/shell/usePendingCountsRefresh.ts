import { useEffect } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { usePendingCountsRefreshQuery } from '../__generated__/usePendingCountsRefreshQuery.graphql.ts';
import { mutationEvents } from '../platform/relay/mutationEvents.ts';
import { tokenStore } from '../session/tokenStore.ts';

const query = graphql`
  query usePendingCountsRefreshQuery {
    viewer { ...PendingBadges_viewer }
  }
`;

/** While the tab is visible the counts are read again this often; work also arrives from other people. */
export const POLL_MS = 5 * 60_000;
/** Coming back to the tab after this long reads them again at once. */
export const STALE_MS = 60_000;
/** Several saves in a row (a bulk archive) refresh once. */
const SETTLE_MS = 400;

/**
 * Keeps the pending counts current (core §4): after every successful save, archive or upload, when the user comes
 * back to the tab, and every few minutes while it is visible. The answer updates the badges through the store;
 * a failed refresh keeps the figures shown, and nothing is asked once the session has lapsed.
 */
export function usePendingCountsRefresh(): void {
  const environment = useRelayEnvironment();
  useEffect(() => {
    let last = Date.now();
    let settle: ReturnType<typeof setTimeout> | undefined;
    let inFlight: { unsubscribe: () => void } | undefined;
    const refresh = () => {
      // With a lapsed token the answer would be a null viewer written over the layout's; the session check signs out.
      if (tokenStore.state() !== 'valid') return;
      last = Date.now();
      inFlight?.unsubscribe();
      inFlight = fetchQuery<usePendingCountsRefreshQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({ error: () => {} });
    };
    const afterSave = () => {
      clearTimeout(settle);
      settle = setTimeout(refresh, SETTLE_MS);
    };
    const onReturn = () => {
      if (document.visibilityState === 'visible' && Date.now() - last > STALE_MS) refresh();
    };
    const poll = setInterval(() => { if (document.visibilityState === 'visible') refresh(); }, POLL_MS);
    const unsubscribe = mutationEvents.subscribe(afterSave);
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      inFlight?.unsubscribe();
      clearTimeout(settle);
      clearInterval(poll);
      unsubscribe();
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [environment]);
}
