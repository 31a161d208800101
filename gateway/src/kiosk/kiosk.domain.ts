import { gatewayDomain } from '../platform/domain.ts';
import { kioskLoaders } from './kiosk.loaders.ts';
import { kioskResolvers } from './kiosk.resolvers.ts';

export const kioskDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [kioskResolvers],
  loaders: kioskLoaders,
  mappers: {
    Terminal: 'kiosk.types.ts#TerminalDto',
    KioskClock: 'kiosk.types.ts#KioskClockDto',
  },
});
