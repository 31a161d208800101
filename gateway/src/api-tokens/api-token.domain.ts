import { gatewayDomain } from '../platform/domain.ts';
import { apiTokenLoaders } from './api-token.loaders.ts';
import { apiTokenResolvers } from './api-token.resolvers.ts';

export const apiTokensDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [apiTokenResolvers],
  loaders: apiTokenLoaders,
  mappers: {
    ApiToken: 'api-token.types.ts#ApiTokenDto',
  },
});
