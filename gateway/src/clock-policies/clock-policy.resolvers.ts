import type { GatewayContext } from '../context.ts';
import type { ClockPolicyKind, Resolvers } from '../generated/resolvers-types.ts';
import { fetchConnection, toGlobalId, type ConnectionArgs } from '../platform/relay.ts';
import type { ClockPolicyOverrideDto } from './clock-policy.types.ts';

const KINDS: Record<string, ClockPolicyKind> = { GEO: 'GEO', COST_CENTER: 'COST_CENTER' };

/** For integrators; the web app shows its own translated text. */
const DESCRIPTIONS: Record<ClockPolicyKind, string> = {
  GEO: 'Clocks must be made inside the geofence (radius) of the employee\'s work site; clocks outside it are refused.',
  COST_CENTER: 'Each clock asks for a cost center, so time can be charged to it (cost-center module).',
};

/** Not a Node: stable for one employee and policy, so the web store keeps one record per override. */
export const overrideId = (policyId: number, employeeId: number) => toGlobalId('ClockPolicyOverride', `${policyId}-${employeeId}`);

const accountOf = (id: number | null, { loaders }: GatewayContext) => (id === null ? null : loaders.accountById.load(id));

/**
 * One page of a policy's overrides: the policy's overridden employees (by name), then their trail from one batch of
 * effective policies — two REST calls for the page, whatever its size.
 */
async function overrideConnection(ctx: GatewayContext, policyId: number, args: ConnectionArgs) {
  const page = await fetchConnection(ctx.rest, `/clock-policies/${policyId}/employees`, args, { overridden: true });
  const effective = await ctx.loaders.clockPoliciesByEmployee.loadMany(page.edges.map((e) => e.node.employeeId));
  const edges = page.edges.flatMap((edge, i) => {
    const rows = effective[i];
    const row = Array.isArray(rows) ? rows.find((r) => r.id === policyId) : undefined;
    const node: ClockPolicyOverrideDto | null = row ? { ...row, employeeName: edge.node.name } : null;
    return node ? [{ cursor: edge.cursor, node }] : [];
  });
  return { ...page, edges };
}

export const clockPolicyResolvers: Resolvers = {
  Query: {
    clockPolicies: (_, { first, after }, { rest, loaders }) =>
      fetchConnection(rest, '/clock-policies', { first, after }, { sort: 'id,asc' }, loaders.clockPolicyById),
  },
  ClockPolicy: {
    id: (p) => toGlobalId('ClockPolicy', p.id),
    databaseId: (p) => p.id,
    kind: (p) => KINDS[p.code] ?? null,
    description: (p) => (KINDS[p.code] ? DESCRIPTIONS[KINDS[p.code]] : p.name),
    enabledForCompany: (p) => p.enabled,
    changedAt: (p) => p.updatedAt,
    changedBy: (p, _, ctx) => accountOf(p.updatedByAccountId, ctx),
    overridesEnabledCount: (p) => p.overrides.enabledFor,
    overridesDisabledCount: (p) => p.overrides.disabledFor,
    overrides: (p, args, ctx) => overrideConnection(ctx, p.id, args),
  },
  ClockPolicyOverride: {
    id: (o) => overrideId(o.id, o.employeeId),
    employee: (o, _, { loaders }) => loaders.employeeById.load(o.employeeId),
    employeeName: async (o, _, { loaders }) => o.employeeName ?? (await loaders.employeeById.load(o.employeeId))?.name ?? '',
    policy: (o, _, { loaders }) => loaders.clockPolicyById.load(o.id),
    changedAt: (o) => o.overrideUpdatedAt,
    changedBy: (o, _, ctx) => accountOf(o.overrideUpdatedByAccountId, ctx),
  },
  EmployeeClockPolicy: {
    policy: (r, _, { loaders }) => loaders.clockPolicyById.load(r.id),
    enabledForCompany: (r) => r.companyEnabled,
    source: (r) => r.source,
    overrideChangedAt: (r) => r.overrideUpdatedAt,
    overrideChangedBy: (r, _, ctx) => accountOf(r.overrideUpdatedByAccountId, ctx),
  },
  Employee: {
    clockPolicies: (e, _, { loaders }) => loaders.clockPoliciesByEmployee.load(e.id),
  },
};
