import { gatewayDomain } from '../platform/domain.ts';
import { departmentLoaders } from './department.loaders.ts';
import { departmentResolvers } from './department.resolvers.ts';

export const departmentsDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [departmentResolvers],
  loaders: departmentLoaders,
  mappers: {
    Department: 'department.types.ts#DepartmentDto',
  },
});
