import * as yup from 'yup';
import { displayDate, displayDateNotBefore, formatDisplayDate, parseDisplayDate } from './dates.rules.ts';
import {
  EXTRA_HOUR_CATEGORY_LEVELS, EXTRA_HOUR_WEEKDAYS, ROUNDING_METHODS, categoryNeedsValue, extraHourRuleDefaults,
  type ExtraHourCategoryLevel, type ExtraHourRule, type ExtraHourRuleInput, type RoundingMethod,
} from './extra-hour-policy.ts';
import { FIELD_LIMITS as L } from './field-limits.ts';
import type { RuleMessages } from './messages.rules.ts';
import { cutTime, minutesOf } from './schedule.ts';

/**
 * The extra-hour policy form as typed: times HH:MM ('' for none; an end at or before the start crosses midnight,
 * 00:00 ends at midnight), dates DD/MM/YYYY, numbers as text. The API takes minutes and ISO dates
 * (`toExtraHourRuleInput`) and checks the same rules (`extraHourRuleProblems`, extra-hour-policy.ts).
 */
export interface ExtraHourRuleFormValues {
  name: string; sequence: string; categoryLevel: ExtraHourCategoryLevel; categoryValue: string; title: string;
  start: string; end: string; enabled: boolean; night: boolean; thresholdMinutes: string; rounding: RoundingMethod;
  ignoreEarlyCheckIn: boolean; validFrom: string; validTo: string; weekdays: number[]; clockTags: string[]; showInReport: boolean;
}

const hhmm = (minutes: number | null) =>
  (minutes === null ? '' : `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);

/** A stored rule (or a new one) as the form shows it. */
export function extraHourRuleFormValues(rule?: ExtraHourRule): ExtraHourRuleFormValues {
  const r = rule ?? { ...extraHourRuleDefaults(), name: '', categoryLevel: 'ANY' as const };
  return {
    name: r.name, sequence: String(r.sequence), categoryLevel: r.categoryLevel, categoryValue: r.categoryValue === null ? '' : String(r.categoryValue),
    title: r.title ?? '', start: hhmm(r.start), end: hhmm(r.end), enabled: r.enabled, night: r.night,
    thresholdMinutes: String(r.thresholdMinutes), rounding: r.rounding, ignoreEarlyCheckIn: r.ignoreEarlyCheckIn,
    validFrom: formatDisplayDate(r.validFrom), validTo: formatDisplayDate(r.validTo),
    weekdays: [...r.weekdays], clockTags: [...r.clockTags], showInReport: r.showInReport,
  };
}

/** The form's values (valid per `extraHourRuleFormSchema`) as the API's create and edit body. */
export function toExtraHourRuleInput(v: ExtraHourRuleFormValues): ExtraHourRuleInput {
  const time = (text: string) => (cutTime(text) === null ? null : minutesOf(cutTime(text)!));
  const needsValue = categoryNeedsValue(v.categoryLevel);
  return {
    name: v.name.trim(), sequence: Number(v.sequence || 0), categoryLevel: v.categoryLevel,
    categoryValue: needsValue && v.categoryValue.trim() ? Number(v.categoryValue) : null,
    title: v.title.trim() || null, start: time(v.start), end: time(v.end), enabled: v.enabled, night: v.night,
    thresholdMinutes: Number(v.thresholdMinutes || 0), rounding: v.rounding, ignoreEarlyCheckIn: v.ignoreEarlyCheckIn,
    validFrom: v.validFrom.trim() ? parseDisplayDate(v.validFrom) : null, validTo: v.validTo.trim() ? parseDisplayDate(v.validTo) : null,
    weekdays: [...v.weekdays].sort((a, b) => a - b), clockTags: v.clockTags.map((t) => t.trim()), showInReport: v.showInReport,
  };
}

/**
 * The form's rules (extended §5): name required; threshold a whole number 0–1440; a pair of interval hours both set or
 * both empty; a category value unless the level is ANY or ORGANISATION; weekdays 0–6 once each; validFrom ≤ validTo;
 * tags bounded. Limits are FIELD_LIMITS, which the API's schema reads too.
 */
export function extraHourRuleFormSchema(m: RuleMessages, labels: { validFrom: string } = { validFrom: 'the start date' }) {
  const text = (max: number) => yup.string().default('').trim().max(max, m('maxLength', { max }));
  const wholeNumber = ({ min, max }: { min: number; max: number }) => yup.string().default(String(min)).trim()
    .test('integer', m('integer'), (v) => !v || /^\d+$/.test(v))
    .test('range', m('range', { min, max }), (v) => !v || !/^\d+$/.test(v) || (Number(v) >= min && Number(v) <= max));
  const time = (other: 'start' | 'end') => yup.string().default('').trim()
    .test('time', m('range', { min: '00:00', max: '23:59' }), (v) => !v || cutTime(v) !== null)
    .test('pair', m('required'), function paired(v) { return !!v || !String((this.parent as Record<string, unknown>)[other] ?? '').trim(); });
  return yup.object({
    name: text(L.extraHourRuleName).required(m('required')),
    sequence: wholeNumber(L.extraHourRuleSequence),
    categoryLevel: yup.string().default('ANY').oneOf([...EXTRA_HOUR_CATEGORY_LEVELS], m('oneOf')).required(m('required')),
    categoryValue: yup.string().default('').trim()
      .test('integer', m('integer'), (v) => !v || /^[1-9]\d{0,9}$/.test(v))
      .test('required', m('required'), function needed(v) {
        return !!v || !categoryNeedsValue((this.parent as { categoryLevel: ExtraHourCategoryLevel }).categoryLevel);
      }),
    title: text(L.extraHourRuleTitle),
    start: time('end'),
    end: time('start'),
    enabled: yup.boolean().default(true),
    night: yup.boolean().default(false),
    thresholdMinutes: wholeNumber(L.dayMinutes),
    rounding: yup.string().default('NONE').oneOf([...ROUNDING_METHODS], m('oneOf')).required(m('required')),
    ignoreEarlyCheckIn: yup.boolean().default(false),
    validFrom: displayDate(m),
    validTo: displayDateNotBefore(m, 'validFrom', labels.validFrom),
    weekdays: yup.array(yup.number().required().integer(m('integer')).min(0, m('range', { min: 0, max: 6 })).max(6, m('range', { min: 0, max: 6 })))
      .default([]).max(EXTRA_HOUR_WEEKDAYS.length, m('range', { min: 0, max: EXTRA_HOUR_WEEKDAYS.length }))
      .test('unique', m('oneOf'), (v) => !v || new Set(v).size === v.length),
    clockTags: yup.array(yup.string().trim().required(m('required')).max(L.clockTag, m('maxLength', { max: L.clockTag })))
      .default([]).max(L.extraHourClockTags, m('range', { min: 0, max: L.extraHourClockTags }))
      .test('unique', m('oneOf'), (v) => !v || new Set(v.map((t) => t?.trim())).size === v.length),
    showInReport: yup.boolean().default(true),
  });
}
