import { gatewayDomain } from '../platform/domain.ts';
import { supportResolvers } from './support.resolvers.ts';

export const supportDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [supportResolvers],
  mappers: {
    Banner: 'support.types.ts#BannerDto',
    TextOverride: 'support.types.ts#TextOverrideDto',
    Weblang: 'support.types.ts#SupportSettingsDto',
  },
});
