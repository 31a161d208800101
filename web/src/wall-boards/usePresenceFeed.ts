import { useEffect, useRef } from 'react';
import { graphql } from 'react-relay';
import type { usePresenceFeedSubscription } from '../__generated__/usePresenceFeedSubscription.graphql.ts';
import { useLiveSubscription } from '../platform/relay/useLiveSubscription.ts';

const subscription = graphql`
  subscription usePresenceFeedSubscription($departmentId: ID) {
    presenceChanged(departmentId: $departmentId) { presence { id presence lateToday lastClockAt lastClockType name } }
  }
`;

/** The board is read again this often even without events: people new to it, and the fallback while the stream is down. */
export const FALLBACK_MS = 60_000;

/**
 * Keeps a presence board live: each `presenceChanged` of the scope carries the person's row, which Relay merges into
 * the store by its id, so the person moves column at once and no request is made (a thousand boards cost nothing
 * more per clock); the board is read again every minute for what an event cannot bring (someone new, a stream down).
 */
export function usePresenceFeed(refresh: () => void, departmentId: string | null = null, live = true): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useLiveSubscription<usePresenceFeedSubscription>({ subscription, variables: { departmentId } }, live);
  useEffect(() => {
    const timer = setInterval(() => latest.current(), FALLBACK_MS);
    return () => { clearInterval(timer); };
  }, []);
}
