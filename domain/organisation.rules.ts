import * as yup from 'yup';
import { displayDate } from './dates.rules.ts';
import { FIELD_LIMITS as L, PHONE_PATTERN, WEBSITE_PATTERN } from './field-limits.ts';
import type { RuleMessages } from './messages.rules.ts';

/** Department form: a name and any number of managers (core §5: one → `manager`, several → `managerList`). */
export function departmentFormSchema(m: RuleMessages) {
  return yup.object({
    name: yup.string().default('').trim().required(m('required')).max(L.departmentName, m('maxLength', { max: L.departmentName })),
    managerIds: yup.array(yup.string().required()).max(L.departmentManagers).default([]),
  });
}

/** Core §5: more than one assigned manager gives a list and no single manager; one gives the manager; none neither. */
export function managersShape<T>(assigned: readonly T[]): { manager: T | null; managerList: T[] | null } {
  if (assigned.length === 1) return { manager: assigned[0], managerList: null };
  if (assigned.length > 1) return { manager: null, managerList: [...assigned] };
  return { manager: null, managerList: null };
}

export function contractTypeFormSchema(m: RuleMessages) {
  return yup.object({
    name: yup.string().default('').trim().required(m('required')).max(L.contractTypeName, m('maxLength', { max: L.contractTypeName })),
    endNoticeDays: yup.string().default('0')
      .test('integer', m('integer'), (v) => /^\d+$/.test((v ?? '').trim()))
      .test('range', m('range', L.endNoticeDays), (v) => !/^\d+$/.test((v ?? '').trim()) || Number(v) <= L.endNoticeDays.max),
  });
}

export function holidayFormSchema(m: RuleMessages) {
  return yup.object({
    holidayDate: displayDate(m).required(m('required')),
    name: yup.string().default('').trim().max(L.holidayName, m('maxLength', { max: L.holidayName })),
  });
}

/** Company data form: the same limits as the API's company input (FIELD_LIMITS). */
export function companyFormSchema(m: RuleMessages) {
  const text = (max: number) => yup.string().default('').trim().max(max, m('maxLength', { max }));
  return yup.object({
    name: text(L.companyName).required(m('required')),
    legalName: text(L.legalName),
    taxId: text(L.taxId),
    email: text(L.email).email(m('email')),
    phone: text(L.phone).matches(new RegExp(PHONE_PATTERN), { message: m('phone'), excludeEmptyString: true }),
    website: text(L.website).matches(new RegExp(WEBSITE_PATTERN), { message: m('website'), excludeEmptyString: true }),
    street1: text(L.street), street2: text(L.street), city: text(L.city), state: text(L.state), zipCode: text(L.zipCode),
  });
}

/** Core §5 year picker: from 10 years back to 5 years ahead. */
export function yearRange(now = new Date()): { min: number; max: number } {
  return { min: now.getFullYear() - 10, max: now.getFullYear() + 5 };
}
