import { INCONSISTENCY_TYPES } from '../../../domain/index.ts';
import type { GatewayContext } from '../context.ts';
import { downloadOf } from '../files/file.resolvers.ts';
import type { InconsistencyResolution, InconsistencyStatus, InconsistencyType, Resolvers } from '../generated/resolvers-types.ts';
import { orNull, UserInputError } from '../platform/errors.ts';
import { fetchConnection, idOf, pageWindow, toConnection, toGlobalId, type Connection, type ConnectionArgs } from '../platform/relay.ts';
import type { InconsistencyDto, InconsistencyQuery } from './inconsistency.types.ts';

/** The list's arguments, as both lists (flat and grouped) take them. */
export interface FilterArgs {
  from?: string | null; to?: string | null; status?: InconsistencyStatus | null; resolution?: InconsistencyResolution | null;
  types?: readonly InconsistencyType[] | null; employeeId?: string | null; departmentId?: string | null; justified?: boolean | null;
  campaignIds?: readonly number[] | null;
}

/** The arguments as the REST query (global ids to database ids, types as `type=A,B`); a bad id names its argument. */
export function inconsistencyQuery(args: FilterArgs): InconsistencyQuery {
  const query: InconsistencyQuery = {
    from: args.from ?? undefined, to: args.to ?? undefined, status: args.status ?? undefined, resolution: args.resolution ?? undefined,
    type: args.types?.length ? args.types.join(',') : undefined,
    employeeId: args.employeeId ? idOf(args.employeeId, 'Employee', ['employeeId']) : undefined,
    departmentId: args.departmentId ? idOf(args.departmentId, 'Department', ['departmentId']) : undefined,
    justified: args.justified ?? undefined,
    campaignIds: args.campaignIds?.length ? args.campaignIds.join(',') : undefined,
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as InconsistencyQuery;
}

const empty = <T>(args: ConnectionArgs): Connection<T> => toConnection({ content: [], page: { number: 0, size: 1, totalElements: 0, totalPages: 0 } }, pageWindow(args));

/** A 404 (an employee outside your scope, through a crafted id) is an empty list: there is nothing of theirs to show. */
async function orNothing<T>(args: ConnectionArgs, read: () => Promise<Connection<T>>): Promise<Connection<T>> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof UserInputError && error.restCode === 'NOT_FOUND') return empty(args);
    throw error;
  }
}

/**
 * A page of inconsistencies. With one employee it is that employee's list (`/employees/{id}/inconsistencies`), which
 * includes a manager's own (the work list `/inconsistencies` leaves them out, as the badges do): the my-inconsistencies
 * screen is `inconsistencies(employeeId: viewer.employee.id)`.
 */
export function inconsistencyConnection(ctx: GatewayContext, args: ConnectionArgs, query: InconsistencyQuery) {
  const { rest, loaders } = ctx;
  const { employeeId, departmentId, ...others } = query;
  if (employeeId !== undefined && departmentId === undefined) {
    return orNothing(args, () => fetchConnection(rest, `/employees/${employeeId}/inconsistencies`, args, others, loaders.inconsistencyById));
  }
  return fetchConnection(rest, '/inconsistencies', args, query, loaders.inconsistencyById);
}


/** The engine's workday of the row: the workdays loader keyed `date|date|employee`, so one call per date in the page. */
const dayOf = (i: InconsistencyDto, { loaders }: GatewayContext) =>
  orNull(async () => (await loaders.workdaysOf.load(`${i.date}|${i.date}|${i.employee.id}`))?.find((d) => d.date === i.date) ?? null);

const GROUP_SORT = { EMPLOYEE: 'employee,asc', TOTAL: 'total,desc' } as const;

export const inconsistencyResolvers: Resolvers = {
  Query: {
    inconsistencies: (_, { first, after, ...filters }, ctx) => inconsistencyConnection(ctx, { first, after }, inconsistencyQuery(filters)),
    inconsistenciesByEmployee: async (_, { first, after, orderBy, ...filters }, { rest }) => {
      const query = inconsistencyQuery(filters);
      const connection = await fetchConnection(rest, '/inconsistencies/by-employee', { first, after }, { ...query, sort: GROUP_SORT[orderBy ?? 'EMPLOYEE'] });
      return { ...connection, edges: connection.edges.map((e) => ({ ...e, node: { ...e.node, query } })) };
    },
    inconsistencyCounts: (_, args) => ({
      from: args.from ?? undefined, to: args.to ?? undefined,
      employeeId: args.employeeId ? idOf(args.employeeId, 'Employee', ['employeeId']) : undefined,
      departmentId: args.departmentId ? idOf(args.departmentId, 'Department', ['departmentId']) : undefined,
    }),
  },
  Inconsistency: {
    id: (i) => toGlobalId('Inconsistency', i.id),
    databaseId: (i) => i.id,
    employee: (i, _, { loaders }) => loaders.employeeById.load(i.employee.id),
    employeeName: (i) => i.employee.name,
    departmentName: (i) => i.employee.departmentName,
    day: (i, _, ctx) => dayOf(i, ctx),
    events: (i, _, { loaders }) => loaders.inconsistencyEvents.load(i.id),
    justification: (i) => (i.justification ? { ...i.justification, inconsistencyId: i.id } : null),
  },
  InconsistencyJustification: {
    document: async (j, _, { rest }) => {
      if (j.documentId === null) return null;
      const answer = await rest.download('GET', `/inconsistencies/${j.inconsistencyId}/justification/document`);
      return downloadOf(answer, j.documentName ?? 'document');
    },
  },
  InconsistencyEmployeeGroup: {
    employee: (g, _, { loaders }) => loaders.employeeById.load(g.employee.id),
    employeeName: (g) => g.employee.name,
    departmentName: (g) => g.employee.departmentName,
    counts: (g) => INCONSISTENCY_TYPES.map((type) => ({ type, count: g.counts[type] })),
    // The work list's items of the employee, as the group counted them.
    inconsistencies: (g, args, { rest, loaders }) =>
      fetchConnection(rest, '/inconsistencies', args, { ...g.query, employeeId: g.employee.id }, loaders.inconsistencyById),
  },
  InconsistencyCounts: {
    late: async (c, _, { rest }) => (await rest.getOne('/inconsistencies/count-late', c))?.count ?? null,
    missing: async (c, _, { rest }) => (await rest.getOne('/inconsistencies/count-missing', c))?.count ?? null,
    absent: async (c, { date }, { rest }) => {
      const query = { date: date ?? undefined };
      const answer = c.departmentId !== undefined
        ? await rest.getOne(`/departments/${c.departmentId}/count-absent`, query)
        : await rest.getOne('/employees/count-absent', query);
      return answer?.count ?? null;
    },
  },
};
