import type { GatewayContext } from '../context.ts';
import { downloadOf } from '../files/file.resolvers.ts';
import type { AbsenceRequestStatus, Resolvers } from '../generated/resolvers-types.ts';
import { orNull } from '../platform/errors.ts';
import { fetchConnection, idOf, toGlobalId, type ConnectionArgs } from '../platform/relay.ts';

export interface RequestFilterArgs {
  from?: string | null; to?: string | null; statuses?: readonly AbsenceRequestStatus[] | null; employeeId?: string | null;
  departmentId?: string | null; absenceTypeId?: string | null; awaiting?: boolean | null;
}

/** The arguments as the REST query (global ids to database ids, statuses as `status=A,B`); a bad id names its argument. */
export function requestQuery(a: RequestFilterArgs) {
  const q = {
    periodsValidFrom: a.from ?? undefined, periodsValidTo: a.to ?? undefined, status: a.statuses?.length ? a.statuses.join(',') : undefined,
    employeeId: a.employeeId ? idOf(a.employeeId, 'Employee', ['employeeId']) : undefined,
    departmentId: a.departmentId ? idOf(a.departmentId, 'Department', ['departmentId']) : undefined,
    absenceTypeId: a.absenceTypeId ? idOf(a.absenceTypeId, 'AbsenceType', ['absenceTypeId']) : undefined,
    awaiting: a.awaiting ?? undefined,
  };
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as typeof q;
}


/** A person's requests: `/employees/{id}/absence-requests` (their own included for a manager). */
function employeeRequests(ctx: GatewayContext, employeeId: number, args: ConnectionArgs, filters: RequestFilterArgs) {
  const { employeeId: _, departmentId: __, ...query } = requestQuery(filters);
  return orNull(() => fetchConnection(ctx.rest, `/employees/${employeeId}/absence-requests`, args, query, ctx.loaders.absenceRequestById));
}

const today = () => new Date().toISOString().slice(0, 10);

export const absenceResolvers: Resolvers = {
  Query: {
    absenceTypes: (_, { first, after }, { rest, loaders }) => fetchConnection(rest, '/absences-types', { first, after }, {}, loaders.absenceTypeById),
    absenceRequests: (_, { first, after, ...filters }, ctx) => {
      if (filters.employeeId && !filters.departmentId) return employeeRequests(ctx, idOf(filters.employeeId, 'Employee', ['employeeId']), { first, after }, filters);
      return fetchConnection(ctx.rest, '/absence-requests', { first, after }, requestQuery(filters), ctx.loaders.absenceRequestById);
    },
    absenceDayCounts: async (_, { from, to, employeeIds, halfDay }, { rest, loaders }) => {
      if (!employeeIds.length) return [];
      const ids = employeeIds.map((id, i) => idOf(id, 'Employee', ['employeeIds', String(i)]));
      const rows = await rest.getOne('/absence-requests/contDaysMult', {
        periodsValidFrom: from, periodsValidTo: to, employeeId: ids.join(','), ...(halfDay ? { coverage: 'PERIOD' as const } : {}),
      });
      return (rows ?? []).map((r) => ({ employee: loaders.employeeById.load(r.employeeId), numberOfDays: r.numberOfDays })) as never;
    },
    absenceSettings: (_, __, { rest }) => rest.getOne('/absence-settings'),
    absenceCalendar: (_, { from, to, departmentId, first, after }, { rest }) => fetchConnection(rest, '/absence-requests/calendar', { first, after }, {
      from, to, ...(departmentId ? { departmentId: idOf(departmentId, 'Department', ['departmentId']) } : {}),
    }),
  },
  AbsenceCalendarRow: {
    employee: (r, _, { loaders }) => orNull(() => loaders.employeeById.load(r.employeeId)),
  },
  CalendarAbsence: {
    requestId: (a) => toGlobalId('AbsenceRequest', a.requestId),
  },
  Employee: {
    absenceBalance: (e, { year }, { rest }) => orNull(() => rest.getOne(`/employees/${e.id}/absence-balance`, { year: year ?? Number(today().slice(0, 4)) })),
    absenceRequests: (e, { first, after, ...filters }, ctx) => employeeRequests(ctx, e.id, { first, after }, filters),
    absenceKpis: (e, _, { rest }) => orNull(() => rest.getOne(`/employees/${e.id}/absence-kpis`)),
  },
  AbsenceType: {
    id: (t) => toGlobalId('AbsenceType', t.id),
    databaseId: (t) => t.id,
    impactExpectedTimeWork: (t) => t.impactExpetedTimeWork,
    approval: (t) => t.approval as never,
  },
  AbsenceSubtype: { databaseId: (s) => s.id },
  AbsenceRequest: {
    id: (r) => toGlobalId('AbsenceRequest', r.id),
    databaseId: (r) => r.id,
    requester: (r, _, { loaders }) => orNull(() => loaders.employeeById.load(r.requesterId)),
    requesterName: (r) => r.requester.name,
    departmentName: (r) => r.requester.departmentName,
    absenceType: (r, _, { loaders }) => orNull(() => loaders.absenceTypeById.load(r.absenceTypeId)),
    absenceTypeName: (r) => r.absenceType.name,
    subtypeId: (r) => r.absenceSubtypeId,
    subtypeName: (r) => r.absenceSubtypeName,
    levels: (r) => r.levels as never,
    justificationDocument: async (r, _, { rest }) => {
      if (!r.justificationDocumentName) return null;
      return downloadOf(await rest.download('GET', `/absence-requests/${r.id}/justification/document`), r.justificationDocumentName);
    },
    events: (r, _, { loaders }) => loaders.absenceEvents.load(r.id),
    overlaps: (r, _, { loaders }) => loaders.absenceOverlaps.load(r.id),
  },
  AbsencePeriod: { databaseId: (p) => p.id },
  AbsenceOverlap: { databaseId: (o) => o.id },
};
