import { gatewayDomain } from '../platform/domain.ts';
import { companyResolvers } from './company.resolvers.ts';

export const companyDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [companyResolvers],
  mappers: {
    Company: 'company.types.ts#CompanyDto',
    Theme: 'company.types.ts#ThemeDto',
  },
});
