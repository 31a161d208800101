import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';

export const moduleLoaders = (rest: RestClient) => ({
  moduleById: batchLoader(rest, '/modules'),
  featureById: batchLoader(rest, '/features'),
});


declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof moduleLoaders> {}
}
