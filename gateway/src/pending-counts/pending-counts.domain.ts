import { gatewayDomain } from '../platform/domain.ts';
import { pendingCountResolvers } from './pending-counts.resolvers.ts';

export const pendingCountsDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [pendingCountResolvers],
  mappers: {
    PendingCounts: '../viewer/viewer.types.ts#ViewerRef',
  },
});
