import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';

export const contractTypeLoaders = (rest: RestClient) => ({ contractTypeById: batchLoader(rest, '/contract-types') });
