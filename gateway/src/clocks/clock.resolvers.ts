import { selfiePath } from '../files/picture-route.ts';
import type { GatewayContext } from '../context.ts';
import type {
  ClockConfirmation, ClockFilter, ClockSource, GeofenceDecision, IdentificationMethod, Resolvers,
} from '../generated/resolvers-types.ts';
import { grants } from '../platform/access.ts';
import { fetchConnection, idOf, toGlobalId, type ConnectionArgs } from '../platform/relay.ts';
import type { ClockDto, ClockValuesDto } from './clock.types.ts';

/**
 * A list filter as the REST query of `/clocks` (and of its export): global ids to database ids, sources as
 * `source=A,B`. Empty lists filter nothing. A bad id names its place in `filter`.
 */
export function clockQuery(filter: ClockFilter | null | undefined) {
  const list = <T>(values: readonly T[] | null | undefined, map: (v: T, i: number) => string | number) =>
    (values?.length ? values.map(map).join(',') : undefined);
  return {
    from: filter?.from ?? undefined,
    to: filter?.to ?? undefined,
    employeeIds: list(filter?.employeeIds, (id, i) => idOf(id, 'Employee', ['filter', 'employeeIds', String(i)])),
    departmentId: filter?.departmentId ? idOf(filter.departmentId, 'Department', ['filter', 'departmentId']) : undefined,
    source: list(filter?.sources, (s) => s),
    campaignIds: list(filter?.campaignIds, (id) => id),
    showAll: filter?.showAll ?? undefined,
  };
}

interface RangeArgs extends ConnectionArgs { from?: string | null; to?: string | null; showAll?: boolean | null }
const rangeQuery = ({ from, to, showAll }: RangeArgs) => ({ from: from ?? undefined, to: to ?? undefined, showAll: showAll ?? undefined });

/**
 * A relation behind a permission the caller may lack (a clock's site needs SITES_READ, which only administrators and
 * READ_ONLY hold; its department DEPARTMENTS_READ): null rather than an error on a clock the caller may read. Not asked
 * at all when the caller's authorities are known to lack it; the API's own 403 answers null too.
 */
async function readableOrNull<T>(ctx: GatewayContext, authority: string, load: () => Promise<T>): Promise<T | null> {
  const { authorities } = ctx.state.access;
  if (authorities && !grants(authorities, authority)) return null;
  try {
    return await load();
  } catch (error) {
    const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
    if (code === 'FORBIDDEN' || code === 'MODULE_DISABLED') return null;
    throw error;
  }
}

const departmentOf = (c: ClockDto, ctx: GatewayContext) => {
  const id = c.departmentId;
  return id === null ? null : readableOrNull(ctx, 'DEPARTMENTS_READ', () => ctx.loaders.departmentById.load(id));
};
const siteOf = (c: ClockDto, ctx: GatewayContext) => {
  const id = c.siteId;
  return id === null ? null : readableOrNull(ctx, 'SITES_READ', () => ctx.loaders.siteById.load(id));
};

export const clockResolvers: Resolvers = {
  Query: {
    clocks: (_, { first, after, filter }, { rest, loaders }) =>
      fetchConnection(rest, '/clocks', { first, after }, clockQuery(filter), loaders.clockById),
  },
  Clock: {
    id: (c) => toGlobalId('Clock', c.id),
    databaseId: (c) => c.id,
    employee: (c, _, { loaders }) => loaders.employeeById.load(c.employeeId),
    department: (c, _, ctx) => departmentOf(c, ctx),
    site: (c, _, ctx) => siteOf(c, ctx),
    // The API's strings are the SDL's enums (domain/clock.rules.ts lists both).
    source: (c) => c.registered as ClockSource,
    identification: (c) => c.identification.toUpperCase() as IdentificationMethod,
    selfieUrl: (c) => (c.selfieId ? selfiePath(c.selfieId) : null),
    geofence: (c) => c.geofence as GeofenceDecision,
    confirmed: (c) => c.confirmed as ClockConfirmation[],
    position: (c) => c.geoLoc,
    originalType: (c) => c.original?.type ?? null,
    originalInstant: (c) => c.original?.instant ?? null,
  },
  ClockEdit: {
    before: (e) => e.before as ClockValuesDto,
    after: (e) => (e.after ?? null) as ClockValuesDto | null,
  },
  Employee: {
    clocks: (e, args, { rest, loaders }) => fetchConnection(rest, `/employees/${e.id}/clocks`, args, rangeQuery(args), loaders.clockById),
    lastClock: (e, _, { loaders }) => loaders.lastClockOf.load(e.id),
  },
  Department: {
    clocks: (d, args, { rest, loaders }) => fetchConnection(rest, `/departments/${d.id}/clocks`, args, rangeQuery(args), loaders.clockById),
  },
};
