import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';

/** `siteById`: one `GET /sites?ids=` per batch; schedules resolve their work-location and remote-work sites through it. */
export const siteLoaders = (rest: RestClient) => ({ siteById: batchLoader(rest, '/sites') });


declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof siteLoaders> {}
}
