import { gatewayDomain } from '../platform/domain.ts';
import { insuranceLoaders } from './insurance.loaders.ts';
import { insuranceResolvers } from './insurance.resolvers.ts';

export const insuranceDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [insuranceResolvers],
  loaders: insuranceLoaders,
  mappers: {
    Insurance: 'insurance.types.ts#InsuranceDto',
  },
});
