import { extraHourRuleDefaults } from '../../../domain/extra-hour-policy.ts';
import type { ExtraHourRuleInput, Resolvers } from '../generated/resolvers-types.ts';
import { UserInputError } from '../platform/errors.ts';
import { prime } from '../platform/loaders.ts';
import { mutate } from '../platform/mutation.ts';
import { fromGlobalId, idOf } from '../platform/relay.ts';
import type { CallBody } from '../platform/rest-contract.ts';
import { minutesOfInput } from './extra-hour-times.ts';

type RuleBody = CallBody<'/extra-hours-policies/{id}', 'put'>;

/** The graph type whose global id names a category value, by level (shifts and cost centers: the types they will have). */
const CATEGORY_TYPES: Record<string, string> = { DEPARTMENT: 'Department', SCHEDULE: 'WeekSchedule', EMPLOYEE: 'Employee', SHIFT: 'Shift', COST_CENTER: 'CostCenter' };

/** A REST field in the input's terms: the category's two fields sit under `category`, the rest under `rule`. */
const ruleFields = (path: string[]) => {
  if (path[0] === 'categoryValue') return ['rule', 'category', 'id'];
  if (path[0] === 'categoryLevel') return ['rule', 'category', 'level'];
  return ['rule', ...path];
};

/** The category's database id; the global id must be of the type its level names (the API judges the rest: null, existence). */
function categoryValueOf({ level, id }: ExtraHourRuleInput['category']): number | null {
  if (id === null || id === undefined) return null;
  const type = CATEGORY_TYPES[level];
  const parsed = fromGlobalId(id);
  if (!type || !parsed || parsed.type !== type) {
    const expected = type ? `a ${type} id` : `null for ${level}`;
    throw new UserInputError(400, { code: 'INVALID_ID', message: `category.id must be ${expected}: ${id}`, subErrors: [{ field: 'categoryValue', message: `must be ${expected}` }] });
  }
  return parsed.id;
}

/**
 * The REST body of a create or a full edit: every field, those left out at their defaults, so an edit replaces the
 * rule whole; `enabled` only when given (left out, an edit keeps the rule's state).
 */
function ruleBody(rule: ExtraHourRuleInput): RuleBody {
  const d = extraHourRuleDefaults();
  const or = <T>(value: T | null | undefined, fallback: T): T => (value === null || value === undefined ? fallback : value);
  return {
    name: rule.name, categoryLevel: rule.category.level, categoryValue: categoryValueOf(rule.category),
    title: or(rule.title, d.title), sequence: or(rule.sequence, d.sequence),
    start: minutesOfInput(rule.start, 'start'), end: minutesOfInput(rule.end, 'end'),
    night: or(rule.night, d.night), thresholdMinutes: or(rule.thresholdMinutes, d.thresholdMinutes), rounding: or(rule.rounding, d.rounding),
    ignoreEarlyCheckIn: or(rule.ignoreEarlyCheckIn, d.ignoreEarlyCheckIn), validFrom: or(rule.validFrom, d.validFrom), validTo: or(rule.validTo, d.validTo),
    weekdays: or(rule.weekdays, d.weekdays), clockTags: or(rule.clockTags, d.clockTags), showInReport: or(rule.showInReport, d.showInReport),
    ...(rule.enabled === null || rule.enabled === undefined ? {} : { enabled: rule.enabled }),
  };
}

const ruleIdOf = (id: string) => idOf(id, 'ExtraHourRule');

export const extraHourPolicyMutationResolvers: Resolvers = {
  Mutation: {
    createExtraHourRule: (_, { input }, { rest, loaders }) => mutate(async () => {
      const extraHourRule = await rest.send('POST', '/extra-hours-policies', ruleBody(input.rule));
      prime(loaders.extraHourRuleById, [extraHourRule]);
      return { extraHourRule };
    }, { fields: ruleFields }),
    previewExtraHourRule: (_, { input }, { rest }) => mutate(async () => {
      const period = { ...(input.from ? { from: input.from } : {}), ...(input.to ? { to: input.to } : {}) };
      const id = input.id ? { id: ruleIdOf(input.id) } : {};
      return { preview: await rest.send('POST', '/extra-hours-policies/preview', { ...id, rule: ruleBody(input.rule), ...period }) };
    }, { fields: (path) => (path[0] === 'rule' ? ruleFields(path.slice(1)) : ['id', 'from', 'to'].includes(path[0]) ? path : ruleFields(path)) }),
    updateExtraHourRule: (_, { input }, { rest }) => mutate(async () => {
      const id = ruleIdOf(input.id);
      await rest.send('PUT', `/extra-hours-policies/${id}`, ruleBody(input.rule));
      return { extraHourRule: await rest.getOne(`/extra-hours-policies/${id}`) };
    }, { fields: ruleFields }),
    setExtraHourRuleEnabled: (_, { input }, { rest }) => mutate(async () => {
      const id = ruleIdOf(input.id);
      await rest.send('PUT', `/extra-hours-policies/${id}/${input.enabled ? 'true' : 'false'}`);
      return { extraHourRule: await rest.getOne(`/extra-hours-policies/${id}`) };
    }),
    deleteExtraHourRule: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('DELETE', `/extra-hours-policies/${ruleIdOf(input.id)}`);
      return { deletedExtraHourRuleId: input.id };
    }),
    setExtraHoursPaymentsType: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('PUT', '/extra-hours-policies/paymentsType', { paymentsType: input.paymentsType });
      return { extraHoursPaymentsType: await rest.getOne('/extra-hours-policies/paymentsType') };
    }),
  },
};
