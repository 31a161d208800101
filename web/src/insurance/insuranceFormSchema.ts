import * as yup from 'yup';
import { displayDate, displayDateNotBefore } from '../../../domain/dates.rules.ts';
import { FIELD_LIMITS as L } from '../../../domain/field-limits.ts';
import type { RuleMessages } from '../../../domain/messages.rules.ts';

/** The policy form: the API's limits (FIELD_LIMITS), dates DD/MM/YYYY and the end not before the start. */
export function insuranceFormSchema(m: RuleMessages, validFromLabel: string) {
  const text = (max: number) => yup.string().default('').trim().max(max, m('maxLength', { max }));
  return yup.object({
    name: text(L.insuranceName).required(m('required')),
    type: yup.string().default('HEALTH_INSURANCE').oneOf(['HEALTH_INSURANCE', 'WORK_INSURANCE'], m('oneOf')),
    provider: text(L.insuranceProvider),
    policyNumber: text(L.policyNumber),
    validFrom: displayDate(m),
    validTo: displayDateNotBefore(m, 'validFrom', validFromLabel),
  });
}
