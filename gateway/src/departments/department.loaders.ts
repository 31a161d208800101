import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';

export const departmentLoaders = (rest: RestClient) => ({ departmentById: batchLoader(rest, '/departments') });


declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof departmentLoaders> {}
}
