import { gatewayDomain } from '../platform/domain.ts';
import { nodeResolvers } from './node.resolvers.ts';

export const nodeDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [nodeResolvers],
});
