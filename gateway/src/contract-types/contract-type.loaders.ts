import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';

export const contractTypeLoaders = (rest: RestClient) => ({ contractTypeById: batchLoader(rest, '/contract-types') });


declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof contractTypeLoaders> {}
}
