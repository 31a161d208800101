import type { ItemOf, ResponseOf } from '../platform/rest-contract.ts';

/** A row of `GET /extra-hours-policies` (one by id is `?ids=`), from the generated REST contract. */
export type ExtraHourRuleDto = ItemOf<'/extra-hours-policies'>;

/** One change in a rule's trail: a row of `GET /extra-hours-policies/{id}/events`. */
export type ExtraHourRuleEventDto = ItemOf<'/extra-hours-policies/{id}/events'>;

/** The company's payments type with when and who last changed it. */
export type ExtraHoursPaymentsDto = Exclude<ResponseOf<'/extra-hours-policies/paymentsType', 'get'>, undefined>;
