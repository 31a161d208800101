import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';

export const apiTokenLoaders = (rest: RestClient) => ({ apiTokenById: batchLoader(rest, '/tokens') });

declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof apiTokenLoaders> {}
}
