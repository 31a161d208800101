import { gatewayDomain } from '../platform/domain.ts';
import { versionResolvers } from './version.resolvers.ts';

export const versionDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [versionResolvers],
  mappers: {
    Version: 'version.types.ts#VersionDto',
    DatabaseVersion: 'version.types.ts#DatabaseVersionDto',
  },
});
