import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';

// Yearly time settings have no by-id route (`GET /employees-time/employee` ignores `?ids=`), so no loader.
export const holidayLoaders = (rest: RestClient) => ({ holidayById: batchLoader(rest, '/holidays') });


declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof holidayLoaders> {}
}
