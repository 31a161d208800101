import type { ItemOf } from '../platform/rest-contract.ts';

/**
 * A row of `GET /departments` (there is no `GET /departments/{id}`; one by id is `?ids=`), from the generated REST
 * contract: `manager` when one is assigned, `managerList` when several.
 */
export type DepartmentDto = ItemOf<'/departments'>;
