import { gatewayDomain } from '../platform/domain.ts';
import { roleLoaders } from './role.loaders.ts';
import { roleResolvers } from './role.resolvers.ts';

export const rolesDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [roleResolvers],
  loaders: roleLoaders,
  mappers: {
    Role: 'role.types.ts#RoleDto',
    Permission: 'role.types.ts#PermissionDto',
  },
});
