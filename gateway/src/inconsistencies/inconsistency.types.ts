import type { ItemOf, ResponseOf } from '../platform/rest-contract.ts';

/** A row of `GET /inconsistencies` (one by id is `?ids=…`), from the generated REST contract. */
export type InconsistencyDto = ItemOf<'/inconsistencies'>;

/** One entry of the trail `GET /inconsistencies/{id}` answers. */
export type InconsistencyEventDto = NonNullable<ResponseOf<'/inconsistencies/{id}', 'get'>>['events'][number];

/** The decision on an inconsistency, with the id of its row (the document is read through it). */
export type InconsistencyJustificationDto = NonNullable<InconsistencyDto['justification']> & { inconsistencyId: number };

/** The filters of a list, as the REST query takes them: kept on a group so its items are read with the same. */
export interface InconsistencyQuery {
  from?: string; to?: string; status?: 'PENDING' | 'RESOLVED'; resolution?: 'AUTO' | 'MANUAL'; type?: string;
  employeeId?: number; departmentId?: number; justified?: boolean; campaignIds?: string;
}

/** One employee's group of `GET /inconsistencies/by-employee`, with the filters it was read with. */
export type InconsistencyGroupDto = ItemOf<'/inconsistencies/by-employee'> & { query: InconsistencyQuery };

/** What `Query.inconsistencyCounts` hands to its fields: the period query of the count routes. */
export interface InconsistencyCountsDto { from?: string; to?: string; employeeId?: number; departmentId?: number }
