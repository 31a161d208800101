import type { ItemOf, ResponseOf } from '../platform/rest-contract.ts';

/** From the generated REST contract: no field is listed here. */
export type RoleDto = ResponseOf<'/roles/{id}', 'get'>;
export type PermissionDto = ItemOf<'/permissions'>;
