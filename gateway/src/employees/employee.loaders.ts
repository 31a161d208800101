import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';

/** The API narrows `?ids=` to the employees the caller may see; the others load as null. */
export const employeeLoaders = (rest: RestClient) => ({ employeeById: batchLoader(rest, '/employees') });


declare module '../platform/loaders.ts' {
  interface Loaders extends ReturnType<typeof employeeLoaders> {}
}
