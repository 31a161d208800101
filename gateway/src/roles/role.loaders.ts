import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';
import type { RoleDto } from './role.types.ts';

export const roleLoaders = (rest: RestClient) => ({ roleById: batchLoader<RoleDto>(rest, '/roles') });
