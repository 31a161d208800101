import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { EXTRA_HOUR_CATEGORY_LEVELS, EXTRA_HOUR_WEEKDAYS, EXTRA_HOURS_PAYMENTS_TYPES, ROUNDING_METHODS } from '../../../domain/extra-hour-policy.ts';
import { FIELD_LIMITS as L } from '../../../domain/index.ts';
import { WhatIfDto, WhatIfPeriod, previewPeriod } from '../attendance/what-if.ts';
import { accessScope } from '../platform/auth/access-scope.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import { companyToday } from '../schedules/assignment.repository.ts';
import type { AppContext } from '../platform/context.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { Id, INT32_MAX, Int32, IsoDate } from '../platform/input-types.ts';
import { PageQuery, pageOf, paging, parseIds, sendPage } from '../platform/paging.ts';
import {
  changeExtraHoursPaymentsType, createExtraHourRule, extraHourRuleEvents, extraHourRules, extraHoursPaymentsType, getExtraHourRule,
  removeExtraHourRule, replaceExtraHourRule, setExtraHourRuleState, type Change,
} from './extra-hour-policy.service.ts';
import { previewRuleChange } from './extra-hour-policy-preview.ts';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** One of `values` (typed as their union, which a union of mapped literals would lose). */
const OneOf = <T extends string>(values: readonly T[], description?: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
const Level = OneOf(EXTRA_HOUR_CATEGORY_LEVELS, 'who the rule is for, least to most specific; the most specific matching category wins');
const Rounding = OneOf(ROUNDING_METHODS);
const Minutes = (description: string) => Type.Integer({ minimum: L.dayMinutes.min, maximum: L.dayMinutes.max, description });

const RuleFields = {
  name: Type.String({ minLength: 1, maxLength: L.extraHourRuleName, pattern: '\\S' }),
  sequence: Int32({ minimum: L.extraHourRuleSequence.min, maximum: L.extraHourRuleSequence.max, description: 'order among the rules of one category, lowest first' }),
  categoryLevel: Level,
  categoryValue: Nullable(Type.Integer({ minimum: 1, maximum: INT32_MAX, description: 'the department, schedule, shift, cost center or employee id; null for ANY and ORGANISATION' })),
  title: Nullable(Type.String({ maxLength: L.extraHourRuleTitle, description: 'the report column title' })),
  start: Nullable(Minutes('minute of the local day the band starts; null with end null: the whole day')),
  end: Nullable(Minutes('minute of the local day the band ends; at or before start it crosses midnight')),
  enabled: Type.Boolean(),
  night: Type.Boolean({ description: 'counts night minutes rather than extra minutes' }),
  thresholdMinutes: Minutes('minimum: an amount at or below it counts 0, above it counts whole'),
  rounding: Rounding,
  ignoreEarlyCheckIn: Type.Boolean(),
  validFrom: Nullable(IsoDate()),
  validTo: Nullable(IsoDate()),
  weekdays: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { maxItems: EXTRA_HOUR_WEEKDAYS.length, uniqueItems: true, description: '0 Sunday … 6 Saturday; empty: every day' }),
  clockTags: Type.Array(Type.String({ minLength: 1, maxLength: L.clockTag, pattern: '\\S' }), { maxItems: L.extraHourClockTags, uniqueItems: true, description: 'empty: any clock' }),
  showInReport: Type.Boolean(),
};
const Optional = <T extends Record<string, TSchema>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Type.Optional(v)])) as { [K in keyof T]: ReturnType<typeof Type.Optional<T[K]>> };
const { name, categoryLevel, ...optionalFields } = RuleFields;
/** A create: name and level required, the rest defaults (enabled, no band, no threshold, no rounding, every day). */
const CreateBody = Type.Object({ name, categoryLevel, ...Optional(optionalFields) }, { additionalProperties: false });
/** A full edit: every field, `enabled` excepted (left out it keeps the rule's; it has its own call). */
const { enabled: _enabled, ...editFields } = RuleFields;
const ReplaceBody = Type.Object({ ...editFields, enabled: Type.Optional(RuleFields.enabled) }, { additionalProperties: false });

const ExtraHourRuleDto = Type.Object({
  id: Type.Integer(), name: Type.String(), sequence: Type.Integer(), categoryLevel: Level,
  categoryValue: Nullable(Type.Integer()), title: Nullable(Type.String()), start: Nullable(Type.Integer()), end: Nullable(Type.Integer()),
  enabled: Type.Boolean(), night: Type.Boolean(), thresholdMinutes: Type.Integer(), rounding: Rounding,
  ignoreEarlyCheckIn: Type.Boolean(), validFrom: Nullable(Type.String({ format: 'date' })), validTo: Nullable(Type.String({ format: 'date' })),
  weekdays: Type.Array(Type.Integer()), clockTags: Type.Array(Type.String()), showInReport: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }), updatedAt: Type.String({ format: 'date-time' }), updatedByAccountId: Nullable(Type.Integer()),
});
const EVENT_ACTIONS = ['CREATED', 'UPDATED', 'ENABLED', 'DISABLED', 'DELETED', 'PAYMENTS_TYPE'] as const;
const EventDto = Type.Object({
  id: Type.Integer(), ruleId: Nullable(Type.Integer()),
  action: OneOf(EVENT_ACTIONS),
  changes: Type.Record(Type.String(), Type.Object({ before: Type.Unknown(), after: Type.Unknown() }), { description: 'field → {before, after}' }),
  accountId: Nullable(Type.Integer()), accountName: Nullable(Type.String()), at: Type.String({ format: 'date-time' }),
});
const PaymentsType = OneOf(EXTRA_HOURS_PAYMENTS_TYPES, 'PAYROLL: extra hours are paid in the payroll; TIME_BANK: kept in a time bank; BOTH');
const PaymentsTypeDto = Type.Object({
  paymentsType: PaymentsType,
  updatedAt: Type.Optional(Type.String({ format: 'date-time', description: 'absent: never changed' })),
  updatedByAccountId: Type.Optional(Nullable(Type.Integer())),
});
const StateParams = Type.Object({ id: Id, enabled: OneOf(['true', 'false'] as const, 'true enables, false disables') }, { additionalProperties: false });
const EventQuery = Type.Object({ page: PageQuery.properties.page, size: PageQuery.properties.size }, { additionalProperties: false });

export async function extraHourPolicyRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['extra-hour-policies'];
  const read = { resource: 'POLICIES', action: 'READ', module: 'TIME_AND_ATTENDANCE' } as const;
  const write = { resource: 'POLICIES', action: 'WRITE', module: 'TIME_AND_ATTENDANCE' } as const;
  const changeBy = (request: FastifyRequest): Change => ({ accountId: principalOf(request).accountId, at: ctx.now() });
  const none = { 204: Type.Null() };

  app.get('/extra-hours-policies', {
    config: { access: read },
    schema: { tags, summary: 'The extra-hour policies (rules; 1 is the night rule) by sequence then id; sort by sequence, id, name, categoryLevel, enabled', querystring: PageQuery, response: { 200: pageOf(ExtraHourRuleDto), 204: Type.Null() } },
  }, async (request, reply) => {
    const { size, offset } = paging(request.query);
    const { content, total } = await extraHourRules(ctx.db, { ids: parseIds(request.query.ids), sort: request.query.sort }, size, offset);
    return sendPage(reply, content, total, request.query);
  });

  // Before `/:id`, though the router prefers a static segment anyway.
  app.get('/extra-hours-policies/paymentsType', {
    config: { access: read },
    schema: { tags, summary: 'How extra hours are compensated company-wide: paid in the payroll, kept in a time bank, or both', response: { 200: PaymentsTypeDto } },
  }, async () => extraHoursPaymentsType(ctx.db));

  app.put('/extra-hours-policies/paymentsType', {
    config: { access: write },
    schema: { tags, summary: 'Sets how extra hours are compensated company-wide', body: Type.Object({ paymentsType: PaymentsType }, { additionalProperties: false }), response: none },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => changeExtraHoursPaymentsType(trx, request.body.paymentsType, changeBy(request)));
    return noContent(reply);
  });

  app.get('/extra-hours-policies/:id', { config: { access: read }, schema: { tags, params: IdParams, response: { 200: ExtraHourRuleDto } } },
    async (request) => getExtraHourRule(ctx.db, request.params.id));

  app.get('/extra-hours-policies/:id/events', {
    config: { access: read },
    schema: { tags, summary: 'The trail of a rule, newest first: who changed what and when (a deleted rule keeps its trail)', params: IdParams, querystring: EventQuery, response: { 200: pageOf(EventDto), 204: Type.Null() } },
  }, async (request, reply) => {
    const { size, offset } = paging(request.query);
    const { content, total } = await extraHourRuleEvents(ctx.db, request.params.id, size, offset);
    return sendPage(reply, content, total, request.query);
  });

  app.post('/extra-hours-policies', {
    config: { access: write },
    schema: { tags, summary: 'Creates a rule (the screen\'s create call; the specification lists none)', body: CreateBody, response: { 201: ExtraHourRuleDto } },
  }, async (request, reply) => {
    const created = await ctx.db.transaction().execute((trx) => createExtraHourRule(trx, request.body, changeBy(request)));
    ctx.workdays.kick();
    return reply.status(201).send(created);
  });

  app.post('/extra-hours-policies/preview', {
    config: { access: write },
    schema: {
      tags, summary: 'What creating a rule (no id) or replacing rule {id} would do to the hours and inconsistencies of the employees it concerns over a period (14 days ending today by default, at most 31), written nowhere',
      body: Type.Object({ id: Type.Optional(Nullable(Id)), rule: CreateBody, ...WhatIfPeriod }, { additionalProperties: false }),
      response: { 200: WhatIfDto },
    },
  }, async (request) => {
    const { id = null, rule, from, to } = request.body;
    const period = previewPeriod({ from, to }, await companyToday(ctx.db, ctx.now()));
    return previewRuleChange(ctx.db, accessScope(principalOf(request), request.scope!), id, rule, period, changeBy(request));
  });

  app.put('/extra-hours-policies/:id', {
    config: { access: write },
    schema: { tags, summary: 'Replaces every editable field of a rule (enabled left out keeps its state)', params: IdParams, body: ReplaceBody, response: none },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => replaceExtraHourRule(trx, request.params.id, request.body, changeBy(request)));
    ctx.workdays.kick();
    return noContent(reply);
  });

  app.put('/extra-hours-policies/:id/:enabled', {
    config: { access: write },
    schema: { tags, summary: 'Enables (`/true`) or disables (`/false`) a rule', params: StateParams, response: none },
  }, async (request, reply) => {
    const { id, enabled } = request.params;
    await ctx.db.transaction().execute((trx) => setExtraHourRuleState(trx, id, enabled === 'true', changeBy(request)));
    ctx.workdays.kick();
    return noContent(reply);
  });

  app.delete('/extra-hours-policies/:id', {
    config: { access: write },
    schema: { tags, summary: 'Deletes a rule, keeping its trail; the night rule (1) cannot be deleted (409 NIGHT_RULE_PROTECTED), only edited or disabled', params: IdParams, response: none },
  }, async (request, reply) => {
    await ctx.db.transaction().execute((trx) => removeExtraHourRule(trx, request.params.id, changeBy(request)));
    ctx.workdays.kick();
    return noContent(reply);
  });
}
