import { gatewayDomain } from '../platform/domain.ts';
import { siteLoaders } from './site.loaders.ts';
import { siteResolvers } from './site.resolvers.ts';

export const sitesDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [siteResolvers],
  loaders: siteLoaders,
  mappers: {
    Site: 'site.types.ts#SiteDto',
    Place: 'site.types.ts#PlaceDto',
    MapSettings: 'map-settings.ts#MapSettingsDto',
  },
});
