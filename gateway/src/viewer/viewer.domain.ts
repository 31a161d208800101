import { gatewayDomain } from '../platform/domain.ts';
import { viewerResolvers } from './viewer.resolvers.ts';

export const viewerDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [viewerResolvers],
  mappers: {
    Viewer: 'viewer.types.ts#ViewerRef',
  },
});
