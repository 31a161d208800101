import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { scopeFor } from '../../../domain/index.ts';
import { accessScope } from '../platform/auth/access-scope.ts';
import { principalOf } from '../platform/auth/authorize.ts';
import type { AppContext } from '../platform/context.ts';
import { IdParams, noContent } from '../platform/http.ts';
import { Id } from '../platform/input-types.ts';
import { PageQuery, PageQueryProperties, pageOf, paging, parseIds, sendPage, sendRows } from '../platform/paging.ts';
import {
  clockPolicyEmployees, employeeClockPolicies, employeesClockPolicies, getClockPolicy, listClockPolicyDtos, setCompanyClockPolicy,
  setEmployeeClockPolicy, type Change, type EmployeeScope,
} from './clock-policy.service.ts';

const Source = Type.Union([Type.Literal('EMPLOYEE'), Type.Literal('COMPANY')], { description: 'EMPLOYEE: an override holds; COMPANY: the company setting' });
const ClockPolicyDto = Type.Object({
  id: Type.Integer(), code: Type.String(), name: Type.String(), enabled: Type.Boolean({ description: 'the company setting' }),
  overrides: Type.Object({ enabledFor: Type.Integer(), disabledFor: Type.Integer() }, { description: 'overrides among the employees the caller may see' }),
  updatedAt: Type.String({ format: 'date-time' }), updatedByAccountId: Type.Union([Type.Integer(), Type.Null()]),
});
const EmployeeClockPolicyDto = Type.Object({
  id: Type.Integer(), code: Type.String(), name: Type.String(), companyEnabled: Type.Boolean(),
  override: Type.Union([Type.Boolean(), Type.Null()]), enabled: Type.Boolean({ description: 'what holds for the employee' }), source: Source,
});
const EffectiveClockPolicyDto = Type.Object({
  employeeId: Type.Integer(), ...EmployeeClockPolicyDto.properties,
  overrideUpdatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'when the override was last set or removed; null: never' }),
  overrideUpdatedByAccountId: Type.Union([Type.Integer(), Type.Null()]),
});
const EffectiveQuery = Type.Object({
  employeeIds: Type.String({ pattern: '^\\d{1,10}(,\\d{1,10}){0,999}$', format: 'id-list', maxLength: 10999, description: 'Comma-separated employee ids, at most 1000' }),
}, { additionalProperties: false });
const PolicyEmployeeDto = Type.Object({ employeeId: Type.Integer(), name: Type.String(), enabled: Type.Boolean(), source: Source });
const PolicyEmployeeQuery = Type.Object({
  ...PageQueryProperties,
  overridden: Type.Optional(Type.Boolean({ description: 'true: only employees with an override; false: only those following the company' })),
}, { additionalProperties: false });
const EmployeePolicyParams = Type.Object({ id: Id, policyId: Id }, { additionalProperties: false });

/**
 * The employees the caller may see, by their EMPLOYEES read scope (not the route's POLICIES one, which every role
 * holds as reference data): an employee reads their own overrides only, a department manager their departments'.
 */
function employeeScopeOf(request: FastifyRequest): EmployeeScope {
  const principal = principalOf(request);
  const granted = scopeFor(principal.authorities, 'EMPLOYEES', 'READ');
  return granted ? accessScope(principal, granted) : null;
}

export async function clockPolicyRoutes(root: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['clock-policies'];
  const read = { resource: 'POLICIES', action: 'READ', module: 'TIME_AND_ATTENDANCE' } as const;
  const write = { resource: 'POLICIES', action: 'WRITE', module: 'TIME_AND_ATTENDANCE' } as const;
  const changeBy = (request: FastifyRequest): Change => ({ accountId: principalOf(request).accountId, at: ctx.now() });

  app.get('/clock-policies', {
    config: { access: read },
    schema: { tags, summary: 'The clock policies (geo 3, cost center 7) with their company setting', querystring: PageQuery, response: { 200: pageOf(ClockPolicyDto), 204: Type.Null() } },
  }, async (request, reply) => {
    const rows = await listClockPolicyDtos(ctx.db, employeeScopeOf(request), parseIds(request.query.ids));
    return sendRows(reply, rows, request.query, { id: 'id', code: 'code', name: 'name' }, 'id');
  });

  app.get('/clock-policies/effective', {
    config: { access: read },
    schema: {
      tags, summary: 'Every clock policy for each of many employees (one call for a batch): what holds, where it comes from, the override\'s trail; employees the caller may not see are left out',
      querystring: EffectiveQuery, response: { 200: pageOf(EffectiveClockPolicyDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const rows = await employeesClockPolicies(ctx.db, employeeScopeOf(request), parseIds(request.query.employeeIds) ?? []);
    return sendPage(reply, rows, rows.length, { size: Math.max(rows.length, 1) });
  });

  app.get('/clock-policies/:id', { config: { access: read }, schema: { tags, params: IdParams, response: { 200: ClockPolicyDto } } },
    async (request) => getClockPolicy(ctx.db, employeeScopeOf(request), request.params.id));

  app.get('/clock-policies/:id/employees', {
    config: { access: read },
    schema: {
      tags, summary: 'The employees the caller may see with what holds for them; sort by name, employeeId, enabled, source',
      params: IdParams, querystring: PolicyEmployeeQuery, response: { 200: pageOf(PolicyEmployeeDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const { size, offset } = paging(request.query);
    const { ids, overridden, sort } = request.query;
    const { content, total } = await clockPolicyEmployees(ctx.db, employeeScopeOf(request), request.params.id,
      { ids: parseIds(ids), overridden, sort }, size, offset);
    return sendPage(reply, content, total, request.query);
  });

  for (const [verb, enabled] of [['enable', true], ['disable', false]] as const) {
    app.post(`/clock-policies/:id/${verb}`, {
      config: { access: write },
      schema: { tags, summary: `${enabled ? 'Enables' : 'Disables'} the policy for the company; employee overrides still beat it`, params: IdParams, response: { 204: Type.Null() } },
    }, async (request, reply) => {
      await ctx.db.transaction().execute((trx) => setCompanyClockPolicy(trx, request.params.id, enabled, changeBy(request)));
      return noContent(reply);
    });
  }

  app.get('/employees/:id/clock-policies', {
    config: { access: read },
    schema: {
      tags, summary: 'Every clock policy for one employee: company setting, override (null when none) and what holds',
      params: IdParams, querystring: PageQuery, response: { 200: pageOf(EmployeeClockPolicyDto), 204: Type.Null() },
    },
  }, async (request, reply) => {
    const rows = await employeeClockPolicies(ctx.db, employeeScopeOf(request), request.params.id);
    return sendRows(reply, rows, request.query, { id: 'id', code: 'code', name: 'name' }, 'id');
  });

  const perEmployee = [
    ['enable', true, 'Enables the policy for the employee, whatever the company setting'],
    ['disable', false, 'Disables the policy for the employee, whatever the company setting'],
    ['delete', null, 'Removes the employee\'s override: the company setting holds again (204 also when there was none)'],
  ] as const;
  for (const [verb, enabled, summary] of perEmployee) {
    app.post(`/employees/:id/clock-policies/:policyId/${verb}`, {
      config: { access: write },
      schema: { tags, summary, params: EmployeePolicyParams, response: { 204: Type.Null() } },
    }, async (request, reply) => {
      const { id, policyId } = request.params;
      await ctx.db.transaction().execute((trx) => setEmployeeClockPolicy(trx, employeeScopeOf(request), id, policyId, enabled, changeBy(request)));
      return noContent(reply);
    });
  }
}
