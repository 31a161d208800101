import { gatewayDomain } from '../platform/domain.ts';
import { moduleLoaders } from './module.loaders.ts';
import { moduleResolvers } from './module.resolvers.ts';

export const modulesDomain = gatewayDomain({
  dir: import.meta.dirname,
  resolvers: [moduleResolvers],
  loaders: moduleLoaders,
  mappers: {
    Module: 'module.types.ts#ModuleDto',
    Feature: 'module.types.ts#FeatureDto',
  },
});
