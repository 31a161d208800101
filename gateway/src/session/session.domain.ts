import { gatewayDomain } from '../platform/domain.ts';
import { sessionResolvers } from './session.resolvers.ts';

export const sessionDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [sessionResolvers],
});
