import { graphql } from 'react-relay';
import type { useLivePendingCountsSubscription } from '../__generated__/useLivePendingCountsSubscription.graphql.ts';
import { useLiveSubscription } from '../platform/relay/useLiveSubscription.ts';

const subscription = graphql`
  subscription useLivePendingCountsSubscription {
    pendingCountsChanged {
      absenceRequests { count scope }
      inconsistencies { count scope }
      documents { count scope }
    }
  }
`;

/**
 * The header badges follow the server as work arrives or is decided (core §4): each `pendingCountsChanged` event
 * becomes the viewer's counts in the store, so the badges and the dashboards' "waiting" tiles change at once.
 * The layout holds it once; the slow poll of `usePendingCountsRefresh` stays as the fallback while the stream is down.
 */
export function useLivePendingCounts(enabled: boolean): void {
  useLiveSubscription<useLivePendingCountsSubscription>({
    subscription,
    variables: {},
    updater: (store) => {
      const counts = store.getRootField('pendingCountsChanged');
      const viewer = store.getRoot().getLinkedRecord('viewer');
      if (counts && viewer) viewer.setLinkedRecord(counts, 'pendingCounts');
    },
  }, enabled);
}
