import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';
import type { ContractTypeDto } from './contract-type.types.ts';

export const contractTypeLoaders = (rest: RestClient) => ({ contractTypeById: batchLoader<ContractTypeDto>(rest, '/contract-types') });
