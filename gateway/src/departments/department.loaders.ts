import { batchLoader } from '../platform/loaders.ts';
import type { RestClient } from '../platform/rest-client.ts';
import type { DepartmentDto } from './department.types.ts';

export const departmentLoaders = (rest: RestClient) => ({ departmentById: batchLoader<DepartmentDto>(rest, '/departments') });
