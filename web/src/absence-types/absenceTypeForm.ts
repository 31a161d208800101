import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { ABSENCE_APPROVALS, type AbsenceApproval } from '../../../domain/absences/absence-workflow.ts';
import { displayDate, formatDisplayDate, parseDisplayDate } from '../../../domain/dates.rules.ts';
import { ruleMessages } from '../platform/forms/ruleMessages.ts';
import type { AbsenceTypeInput } from '../__generated__/useCreateAbsenceTypeMutation.graphql.ts';

/** The API's limits (api/src/absences/absence-type.routes.ts): names and subtype names ≤ 80, codes ≤ 30, day counts ≤ 366. */
export const ABSENCE_TYPE_LIMITS = { name: 80, code: 30, days: 366, subtypes: 50 } as const;

export interface SubtypeValues { databaseId: number | null; name: string; requestCount: number }

/** The dialog's values as typed: numbers and dates as text ('' for none), dates DD/MM/YYYY. */
export interface AbsenceTypeFormValues {
  name: string; code: string; yearlyDaysAllowed: string; yearlyPeriodsAllowed: string; consecutiveDaysAllowed: string;
  justificationNeeded: boolean; daysToJustification: string; impactExpectedTimeWork: boolean;
  requestDateLimitCurrent: string; requestDateLimitLast: string; deadlineLeave: string; approval: AbsenceApproval;
  calendarDays: boolean; subtypes: SubtypeValues[];
}

/** What the dialog reads of a stored type. */
export interface StoredAbsenceType {
  name: string; code: string; yearlyDaysAllowed: number | null | undefined; yearlyPeriodsAllowed: number | null | undefined;
  consecutiveDaysAllowed: number | null | undefined; justificationNeeded: boolean; daysToJustification: number | null | undefined;
  impactExpectedTimeWork: boolean; requestDateLimitCurrent: string | null | undefined; requestDateLimitLast: string | null | undefined;
  deadlineLeave: number | null | undefined; approval: string; calendarDays: boolean;
  subtypes: ReadonlyArray<{ databaseId: number; name: string; requestCount: number }>;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const isApproval = (a: string): a is AbsenceApproval => (ABSENCE_APPROVALS as readonly string[]).includes(a);

/** A stored type (or a new one: both levels approve, as the API's default) as the dialog shows it. */
export function absenceTypeFormValues(t?: StoredAbsenceType | null): AbsenceTypeFormValues {
  return {
    name: t?.name ?? '', code: t?.code ?? '', yearlyDaysAllowed: text(t?.yearlyDaysAllowed), yearlyPeriodsAllowed: text(t?.yearlyPeriodsAllowed),
    consecutiveDaysAllowed: text(t?.consecutiveDaysAllowed), justificationNeeded: t?.justificationNeeded ?? false,
    daysToJustification: text(t?.daysToJustification), impactExpectedTimeWork: t?.impactExpectedTimeWork ?? false,
    requestDateLimitCurrent: formatDisplayDate(t?.requestDateLimitCurrent), requestDateLimitLast: formatDisplayDate(t?.requestDateLimitLast),
    deadlineLeave: text(t?.deadlineLeave), approval: t && isApproval(t.approval) ? t.approval : 'BOTH', calendarDays: t?.calendarDays ?? false,
    subtypes: (t?.subtypes ?? []).map((s) => ({ databaseId: s.databaseId, name: s.name, requestCount: s.requestCount })),
  };
}

/** "22,5" (a Portuguese or French keyboard) reads as 22.5. */
export const decimalOf = (v: string) => Number(v.trim().replace(',', '.'));
const numberOrNull = (v: string) => (v.trim() ? decimalOf(v) : null);

/** The form's values (valid per the schema) as the graph's input; the whole subtype list, renamed ones keeping their id. */
export function toAbsenceTypeInput(v: AbsenceTypeFormValues): AbsenceTypeInput {
  const code = v.code.trim().toUpperCase();
  return {
    name: v.name.trim(),
    // An empty code on a new type is made from the name by the API.
    ...(code ? { code } : {}),
    yearlyDaysAllowed: numberOrNull(v.yearlyDaysAllowed), yearlyPeriodsAllowed: numberOrNull(v.yearlyPeriodsAllowed),
    consecutiveDaysAllowed: numberOrNull(v.consecutiveDaysAllowed), justificationNeeded: v.justificationNeeded,
    daysToJustification: v.justificationNeeded ? numberOrNull(v.daysToJustification) : null,
    impactExpectedTimeWork: v.impactExpectedTimeWork,
    requestDateLimitCurrent: v.requestDateLimitCurrent.trim() ? parseDisplayDate(v.requestDateLimitCurrent) : null,
    requestDateLimitLast: v.requestDateLimitLast.trim() ? parseDisplayDate(v.requestDateLimitLast) : null,
    deadlineLeave: numberOrNull(v.deadlineLeave), approval: v.approval, calendarDays: v.calendarDays,
    subtypes: v.subtypes.map((s) => (s.databaseId ? { databaseId: s.databaseId, name: s.name.trim() } : { name: s.name.trim() })),
  };
}

/** Whole or half days from 0 to `max` ('' for none): "22", "22.5", "22,5". */
export function halfDays(message: string, max: number = ABSENCE_TYPE_LIMITS.days) {
  return yup.string().default('').test('half-days', message, (v) => {
    if (!v?.trim()) return true;
    if (!/^\d{1,3}([.,]\d+)?$/.test(v.trim())) return false;
    const n = decimalOf(v);
    return n >= 0 && n <= max && Number.isInteger(n * 2);
  });
}

/**
 * The dialog's rules, the API's own (absence-type.routes.ts): a name ≤ 80; a code of A–Z, 0–9 and _ (≤ 30; required
 * once the type exists); days a year in halves 0–366; whole numbers 0–366 (consecutive days from 1); real dates;
 * subtypes named, ≤ 80, none twice.
 */
export function absenceTypeFormSchema(t: TFunction, editing: boolean) {
  const m = ruleMessages(t);
  const whole = (min: number) => yup.string().default('').trim()
    .test('integer', m('integer'), (v) => !v || /^\d+$/.test(v))
    .test('range', m('range', { min, max: ABSENCE_TYPE_LIMITS.days }), (v) => !v || !/^\d+$/.test(v) || (Number(v) >= min && Number(v) <= ABSENCE_TYPE_LIMITS.days));
  const code = yup.string().default('').trim().max(ABSENCE_TYPE_LIMITS.code, m('maxLength', { max: ABSENCE_TYPE_LIMITS.code }))
    .test('code', t('absenceTypes.rules.code'), (v) => !v || /^[A-Z0-9_]+$/.test(v.toUpperCase()));
  const subtypeName = yup.string().default('').trim().required(m('required')).max(ABSENCE_TYPE_LIMITS.name, m('maxLength', { max: ABSENCE_TYPE_LIMITS.name }))
    .test('unique', t('absenceTypes.rules.repeated'), function unique(v) {
      // Formik hands yup empty texts as undefined.
      const key = (s: string | undefined) => (s ?? '').trim().toLowerCase();
      const all = ((this.from?.[1]?.value as { subtypes?: Partial<SubtypeValues>[] } | undefined)?.subtypes ?? []).map((s) => key(s?.name));
      const index = Number(/\[(\d+)\]/.exec(this.path)?.[1] ?? -1);
      return !v || all.indexOf(key(v)) === index;
    });
  return yup.object({
    name: yup.string().default('').trim().required(m('required')).max(ABSENCE_TYPE_LIMITS.name, m('maxLength', { max: ABSENCE_TYPE_LIMITS.name })),
    code: editing ? code.required(m('required')) : code,
    yearlyDaysAllowed: halfDays(t('absenceTypes.rules.halfDays')),
    yearlyPeriodsAllowed: whole(0),
    consecutiveDaysAllowed: whole(1),
    justificationNeeded: yup.boolean().default(false),
    // Hidden (and sent as null) while no proof is needed: a leftover value must not block the form unseen.
    daysToJustification: whole(0).when('justificationNeeded', { is: true, otherwise: () => yup.string().default('') }),
    impactExpectedTimeWork: yup.boolean().default(false),
    requestDateLimitCurrent: displayDate(m),
    requestDateLimitLast: displayDate(m),
    deadlineLeave: whole(0),
    approval: yup.string().oneOf([...ABSENCE_APPROVALS], m('oneOf')).required(m('required')),
    calendarDays: yup.boolean().default(false),
    subtypes: yup.array(yup.object({ databaseId: yup.number().nullable(), name: subtypeName, requestCount: yup.number() }))
      .default([]).max(ABSENCE_TYPE_LIMITS.subtypes, m('range', { min: 0, max: ABSENCE_TYPE_LIMITS.subtypes })),
  });
}

const TYPE_FIELDS = [
  'name', 'code', 'yearlyDaysAllowed', 'yearlyPeriodsAllowed', 'consecutiveDaysAllowed', 'justificationNeeded', 'daysToJustification',
  'impactExpectedTimeWork', 'requestDateLimitCurrent', 'requestDateLimitLast', 'deadlineLeave', 'approval', 'calendarDays', 'subtypes',
] as const;

/**
 * The server's field paths → the form's fields. The type's fields come as `type.<field>` (the renamed
 * `impactExpectedTimeWork` without the prefix); a subtype's as `type.subtypes.<i>.name` or `.id`. Each path is named
 * whole, so a subtype's `name` never lands on the type's name.
 */
export function absenceTypeFieldMap(subtypeCount: number): Record<string, string> {
  const map: Record<string, string> = {};
  for (const f of TYPE_FIELDS) { map[f] = f; map[`type.${f}`] = f; }
  for (let i = 0; i < Math.max(subtypeCount, 1); i++) {
    map[`type.subtypes.${i}.name`] = `subtypes.${i}.name`;
    map[`type.subtypes.${i}.id`] = 'subtypes';
  }
  return map;
}
