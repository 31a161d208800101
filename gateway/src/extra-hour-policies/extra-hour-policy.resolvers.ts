import { NIGHT_RULE_ID } from '../../../domain/extra-hour-policy.ts';
import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { fetchConnection, toGlobalId } from '../platform/relay.ts';
import { hhmmOf } from './extra-hour-times.ts';

/** The company's one payments setting: a fixed global id, so a client's store keeps one record of it. */
export const PAYMENTS_SETTING_ID = toGlobalId('ExtraHoursPaymentsSetting', 1);

const accountOf = (id: number | null | undefined, { loaders }: GatewayContext) => (id === null || id === undefined ? null : loaders.accountById.load(id));

/** A trail value as JSON text; the band's minutes as the "HH:MM" the graph speaks. */
const valueText = (field: string, value: unknown) =>
  JSON.stringify((field === 'start' || field === 'end') && typeof value === 'number' ? hhmmOf(value) : value ?? null);

export const extraHourPolicyResolvers: Resolvers = {
  Query: {
    extraHourRules: (_, { first, after }, { rest, loaders }) =>
      fetchConnection(rest, '/extra-hours-policies', { first, after }, {}, loaders.extraHourRuleById),
    extraHoursPaymentsType: (_, __, { rest }) => rest.getOne('/extra-hours-policies/paymentsType'),
  },
  ExtraHourRule: {
    id: (r) => toGlobalId('ExtraHourRule', r.id),
    databaseId: (r) => r.id,
    category: (r) => r,
    start: (r) => hhmmOf(r.start),
    end: (r) => hhmmOf(r.end),
    deletable: (r) => r.id !== NIGHT_RULE_ID,
    changedAt: (r) => r.updatedAt,
    changedBy: (r, _, ctx) => accountOf(r.updatedByAccountId, ctx),
    events: (r, args, { rest }) => fetchConnection(rest, `/extra-hours-policies/${r.id}/events`, args),
  },
  ExtraHourCategory: {
    level: (r) => r.categoryLevel,
    databaseId: (r) => r.categoryValue,
    department: (r, _, { loaders }) => (r.categoryLevel === 'DEPARTMENT' && r.categoryValue ? loaders.departmentById.load(r.categoryValue) : null),
    schedule: (r, _, { loaders }) => (r.categoryLevel === 'SCHEDULE' && r.categoryValue ? loaders.weekScheduleById.load(r.categoryValue) : null),
    employee: (r, _, { loaders }) => (r.categoryLevel === 'EMPLOYEE' && r.categoryValue ? loaders.employeeById.load(r.categoryValue) : null),
  },
  ExtraHourRuleEvent: {
    changes: (e) => Object.entries(e.changes).map(([field, { before, after }]) => ({ field, before: valueText(field, before), after: valueText(field, after) })),
    byName: (e) => e.accountName,
    by: (e, _, ctx) => accountOf(e.accountId, ctx),
  },
  ExtraHoursPaymentsSetting: {
    id: () => PAYMENTS_SETTING_ID,
    changedAt: (p) => p.updatedAt ?? null,
    changedBy: (p, _, ctx) => accountOf(p.updatedByAccountId, ctx),
  },
};
