import * as yup from 'yup';
import { displayDate } from './dates.rules.ts';
import type { RuleMessages } from './messages.rules.ts';

/** Department form: a name and any number of managers (core §5: one → `manager`, several → `managerList`). */
export function departmentFormSchema(m: RuleMessages) {
  return yup.object({
    name: yup.string().default('').trim().required(m('required')).max(120, m('maxLength', { max: 120 })),
    managerIds: yup.array(yup.string().required()).max(50).default([]),
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
    name: yup.string().default('').trim().required(m('required')).max(80, m('maxLength', { max: 80 })),
    endNoticeDays: yup.string().default('0')
      .test('integer', m('integer'), (v) => /^\d+$/.test((v ?? '').trim()))
      .test('range', m('range', { min: 0, max: 365 }), (v) => !/^\d+$/.test((v ?? '').trim()) || Number(v) <= 365),
  });
}

export function holidayFormSchema(m: RuleMessages) {
  return yup.object({
    holidayDate: displayDate(m).required(m('required')),
    name: yup.string().default('').trim().max(120, m('maxLength', { max: 120 })),
  });
}

/** Core §5 year picker: from 10 years back to 5 years ahead. */
export function yearRange(now = new Date()): { min: number; max: number } {
  return { min: now.getFullYear() - 10, max: now.getFullYear() + 5 };
}
