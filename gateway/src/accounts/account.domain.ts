import { gatewayDomain } from '../platform/domain.ts';
import { accountLoaders } from './account.loaders.ts';
import { accountResolvers } from './account.resolvers.ts';

export const accountsDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [accountResolvers],
  loaders: accountLoaders,
  mappers: {
    Account: 'account.types.ts#AccountDto',
  },
});
