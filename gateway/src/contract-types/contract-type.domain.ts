import { gatewayDomain } from '../platform/domain.ts';
import { contractTypeLoaders } from './contract-type.loaders.ts';
import { contractTypeResolvers } from './contract-type.resolvers.ts';

export const contractTypesDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [contractTypeResolvers],
  loaders: contractTypeLoaders,
  mappers: {
    ContractType: 'contract-type.types.ts#ContractTypeDto',
  },
});
