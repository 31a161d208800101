import type { ItemOf } from '../platform/rest-contract.ts';

/** A row of `GET /clock-policies` (one by id is `?ids=`), from the generated REST contract. */
export type ClockPolicyDto = ItemOf<'/clock-policies'>;

/** What holds for one employee under one policy, with the override's trail: a row of `GET /clock-policies/effective`. */
export type EffectiveClockPolicyDto = ItemOf<'/clock-policies/effective'>;

/** An override: the employee's effective row, with the name the policy's employee list gave (when it did). */
export type ClockPolicyOverrideDto = EffectiveClockPolicyDto & { employeeName?: string };
