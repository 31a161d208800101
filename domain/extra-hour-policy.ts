/**
 * Extra-hour policies (extended §3, TIME-AND-ATTENDANCE.md §4): each policy is one rule, a band of the day in which
 * extra (or, with `night`, night) minutes are counted, for a category of employees. The engine picks, per workday,
 * the enabled rules of the most specific category that match (domain/attendance/extra-rules.ts); the API stores them
 * (api/src/policies/extra-hour-policy.*); the form rules are extra-hour-policy.rules.ts.
 */
import type { RoundingMethod } from './attendance/engine.types.ts';
import { FIELD_LIMITS as L } from './field-limits.ts';
import type { RuleKey } from './messages.rules.ts';

export { ROUNDING_METHODS, type RoundingMethod } from './attendance/engine.types.ts';

/** Who a rule is for, from the least to the most specific: the most specific category with a matching rule wins. */
export const EXTRA_HOUR_CATEGORY_LEVELS = ['ANY', 'ORGANISATION', 'DEPARTMENT', 'SCHEDULE', 'SHIFT', 'COST_CENTER', 'EMPLOYEE'] as const;
export type ExtraHourCategoryLevel = (typeof EXTRA_HOUR_CATEGORY_LEVELS)[number];

/** The levels that name no one in particular, so take no category value. */
export const EXTRA_HOUR_LEVELS_WITHOUT_VALUE: readonly ExtraHourCategoryLevel[] = ['ANY', 'ORGANISATION'];
export const categoryNeedsValue = (level: ExtraHourCategoryLevel): boolean => !EXTRA_HOUR_LEVELS_WITHOUT_VALUE.includes(level);

/**
 * How extra hours are compensated company-wide (the specification's `paymentsType`): paid in the payroll, kept in
 * a time bank, or both.
 */
export const EXTRA_HOURS_PAYMENTS_TYPES = ['PAYROLL', 'TIME_BANK', 'BOTH'] as const;
export type ExtraHoursPaymentsType = (typeof EXTRA_HOURS_PAYMENTS_TYPES)[number];

/** The night and extra hour policy: id 1 (extended §9), 22:00–07:00 by default; edited or disabled, never deleted. */
export const NIGHT_RULE_ID = 1;

/** Weekdays a rule may name: 0 Sunday … 6 Saturday (extended §9); none named means every day. */
export const EXTRA_HOUR_WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export interface ExtraHourRule {
  id: number; name: string; sequence: number;
  categoryLevel: ExtraHourCategoryLevel; categoryValue: number | null;
  title: string | null;
  start: number | null; end: number | null; // minutes of the local day, 0..1440; both or neither; end < start wraps midnight
  enabled: boolean; night: boolean; thresholdMinutes: number; rounding: RoundingMethod; ignoreEarlyCheckIn: boolean;
  validFrom: string | null; validTo: string | null; // YYYY-MM-DD
  weekdays: number[]; clockTags: string[]; showInReport: boolean;
}

/** What a create or a full edit sets: every field of a rule but its id. */
export type ExtraHourRuleInput = Omit<ExtraHourRule, 'id'>;

/** The values a new rule takes for the fields a client leaves out (a fresh object: the lists are the caller's). */
export const extraHourRuleDefaults = (): Omit<ExtraHourRuleInput, 'name' | 'categoryLevel'> => ({
  sequence: 0, categoryValue: null, title: null, start: null, end: null, enabled: true, night: false, thresholdMinutes: 0,
  rounding: 'NONE', ignoreEarlyCheckIn: false, validFrom: null, validTo: null, weekdays: [], clockTags: [], showInReport: true,
});

/** A rule a rule input breaks: the field (`weekdays[2]`), the form's message key and its parameters, and the API's English. */
export interface ExtraHourRuleProblem { field: string; rule: RuleKey; params?: Record<string, string | number>; message: string }

/**
 * Every rule of extended §5 and §9 an input breaks, each naming its field, all found in one pass: the name, the
 * ranges (threshold and interval minutes 0–1440, sequence), a category value exactly when the level names someone, a
 * pair of interval hours both set or both empty, validFrom ≤ validTo, weekdays 0–6 named once, tags named once. The
 * API refuses with these (after its schema checked the types); the form's yup rules (extra-hour-policy.rules.ts) say
 * the same on the typed values. Whether the category value exists is the API's to check (it needs the database).
 */
export function extraHourRuleProblems(input: ExtraHourRuleInput): ExtraHourRuleProblem[] {
  const problems: ExtraHourRuleProblem[] = [];
  const add = (field: string, rule: RuleKey, message: string, params?: Record<string, string | number>) =>
    problems.push(params ? { field, rule, params, message } : { field, rule, message });
  const range = (field: string, value: number | null, { min, max }: { min: number; max: number }) => {
    if (value !== null && !(Number.isInteger(value) && value >= min && value <= max)) add(field, 'range', `must be a whole number from ${min} to ${max}`, { min, max });
  };
  if (!input.name.trim()) add('name', 'required', 'is required');
  else if (input.name.trim().length > L.extraHourRuleName) add('name', 'maxLength', `must be at most ${L.extraHourRuleName} characters`, { max: L.extraHourRuleName });
  if (input.title !== null && input.title.trim().length > L.extraHourRuleTitle) add('title', 'maxLength', `must be at most ${L.extraHourRuleTitle} characters`, { max: L.extraHourRuleTitle });
  range('sequence', input.sequence, L.extraHourRuleSequence);
  range('thresholdMinutes', input.thresholdMinutes, L.dayMinutes);
  range('start', input.start, L.dayMinutes);
  range('end', input.end, L.dayMinutes);
  if ((input.start === null) !== (input.end === null)) {
    const [missing, other] = input.start === null ? ['start', 'end'] : ['end', 'start'];
    add(missing, 'required', `must be set together with ${other}, or both left empty`, { other });
  }
  if (categoryNeedsValue(input.categoryLevel) && input.categoryValue === null) {
    add('categoryValue', 'required', `is required when categoryLevel is ${input.categoryLevel}`, { level: input.categoryLevel });
  } else if (!categoryNeedsValue(input.categoryLevel) && input.categoryValue !== null) {
    add('categoryValue', 'oneOf', `must be null when categoryLevel is ${input.categoryLevel}`, { level: input.categoryLevel });
  }
  if (input.validFrom && input.validTo && input.validTo < input.validFrom) {
    add('validTo', 'dateNotBefore', 'must be on or after validFrom', { other: 'validFrom' });
  }
  if (input.weekdays.length > EXTRA_HOUR_WEEKDAYS.length) add('weekdays', 'range', `must name at most ${EXTRA_HOUR_WEEKDAYS.length} weekdays`, { min: 0, max: EXTRA_HOUR_WEEKDAYS.length });
  input.weekdays.forEach((d, i) => {
    if (!(EXTRA_HOUR_WEEKDAYS as readonly number[]).includes(d)) add(`weekdays[${i}]`, 'range', 'must be a weekday from 0 (Sunday) to 6 (Saturday)', { min: 0, max: 6 });
    else if (input.weekdays.indexOf(d) !== i) add(`weekdays[${i}]`, 'oneOf', `weekday ${d} is named twice`);
  });
  if (input.clockTags.length > L.extraHourClockTags) add('clockTags', 'range', `must name at most ${L.extraHourClockTags} tags`, { min: 0, max: L.extraHourClockTags });
  input.clockTags.forEach((tag, i) => {
    if (!tag.trim()) add(`clockTags[${i}]`, 'required', 'must not be empty');
    else if (tag.length > L.clockTag) add(`clockTags[${i}]`, 'maxLength', `must be at most ${L.clockTag} characters`, { max: L.clockTag });
    else if (input.clockTags.indexOf(tag) !== i) add(`clockTags[${i}]`, 'oneOf', `tag "${tag}" is named twice`);
  });
  return problems;
}
