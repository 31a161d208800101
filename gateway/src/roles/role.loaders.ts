import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';

export const roleLoaders = (rest: RestClient) => ({ roleById: batchLoader(rest, '/roles') });


declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof roleLoaders> {}
}
