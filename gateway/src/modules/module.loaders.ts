import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';
import type { FeatureDto, ModuleDto } from './module.types.ts';

export const moduleLoaders = (rest: RestClient) => ({
  moduleById: batchLoader<ModuleDto>(rest, '/modules'),
  featureById: batchLoader<FeatureDto>(rest, '/features'),
});
