import type { ItemOf } from '../platform/rest-contract.ts';

/** A row of `GET /insurance`, from the generated REST contract; `type` is health_insurance or work_insurance. */
export type InsuranceDto = ItemOf<'/insurance'>;
