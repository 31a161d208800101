import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';

/** `GET /accounts?ids=` needs company-wide ACCOUNTS_READ; the viewer's own account goes through `GET /accounts/{id}`. */
export const accountLoaders = (rest: RestClient) => ({ accountById: batchLoader(rest, '/accounts') });


declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof accountLoaders> {}
}
