import type { Resolvers, WeekScheduleSortField } from '../generated/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { fetchConnection, pageWindow, toConnection, toGlobalId, type ConnectionArgs } from '../platform/relay.ts';
import type { RestClient } from '../platform/rest-client.ts';
import { sortParam } from '../platform/sorting.ts';
import type { ScheduleAssignmentDto, TimetableDto, WeekScheduleDto } from './schedule.types.ts';

const SORT: Record<WeekScheduleSortField, string> = { ID: 'id', NAME: 'name' };
const TIMETABLE_TYPES = { FIXED: 'FixedTimetable', FLEXIBLE: 'FlexibleTimetable', FREE: 'FreeTimetable', REST: 'RestTimetable' } as const;
const timetableType = (t: TimetableDto) => TIMETABLE_TYPES[t.type as keyof typeof TIMETABLE_TYPES];
/** A day's sites; one removed since (or a loading error) is left out. */
const sitesOf = async (t: TimetableDto, _: unknown, { loaders }: GatewayContext) => {
  const sites = await loaders.siteById.loadMany(t.workLocationIds);
  return sites.flatMap((s) => (s && !(s instanceof Error) ? [s] : []));
};
const timetableFields = { workLocations: sitesOf };

interface Holder { assignmentId: number; employeeId: number; scheduleId: number; scheduleName: string; validFrom: string; validTo: string | null }
/** A holders list row (a schedule's or a site's) as an assignment (it has no creation time). */
const holderAsAssignment = (h: Holder): ScheduleAssignmentDto =>
  ({ id: h.assignmentId, employeeId: h.employeeId, scheduleId: h.scheduleId, scheduleName: h.scheduleName, validFrom: h.validFrom, validTo: h.validTo, createdAt: null });

/** One page of a holders list as a connection of assignments. */
async function holders(rest: RestClient, path: `/schedules/${number}/employees` | `/sites/${number}/employees`, args: ConnectionArgs) {
  const window = pageWindow(args);
  const page = await rest.getPage(path, { page: window.page, size: window.size });
  return toConnection({ ...page, content: page.content.map(holderAsAssignment) }, window);
}

export const scheduleResolvers: Resolvers = {
  Query: {
    weekSchedules: (_, { first, after, orderBy }, { rest, loaders }) =>
      fetchConnection(rest, '/schedules', { first, after }, { sort: sortParam(orderBy, SORT) }, loaders.weekScheduleById),
  },
  WeekSchedule: {
    id: (s) => toGlobalId('WeekSchedule', s.id),
    databaseId: (s) => s.id,
    calcInterval: (s) => s.calcInterval as never,
    remoteWorkSite: (s, _, { loaders }) => (s.remoteWorkSiteId ? loaders.siteById.load(s.remoteWorkSiteId) : null),
    createdByName: (s) => s.createdName,
    updatedAt: (s) => s.lastModifiedDate,
    assignments: (s, args, { rest }) => holders(rest, `/schedules/${s.id}/employees`, args),
  },
  Site: { employees: (site, args, { rest }) => holders(rest, `/sites/${site.id}/employees`, args) },
  ScheduleDay: { timetable: (d) => d },
  ScheduleException: { databaseId: (e) => e.id },
  Timetable: { __resolveType: timetableType },
  Tolerant: { __resolveType: (t) => timetableType(t) as 'FixedTimetable' | 'FlexibleTimetable' },
  WithBreak: { __resolveType: (t) => timetableType(t) as 'FixedTimetable' | 'FlexibleTimetable' },
  FixedTimetable: timetableFields,
  FlexibleTimetable: timetableFields,
  FreeTimetable: timetableFields,
  RestTimetable: timetableFields,
  ScheduleAssignment: {
    id: (a) => toGlobalId('ScheduleAssignment', a.id),
    databaseId: (a) => a.id,
    employee: (a, _, { loaders }) => loaders.employeeById.load(a.employeeId),
    schedule: (a, _, { loaders }) => loaders.weekScheduleById.load(a.scheduleId),
  },
  ExpectedDay: {
    schedule: (d, _, { loaders }) => (d.scheduleId ? loaders.weekScheduleById.load(d.scheduleId) : null),
  },
  Employee: {
    schedules: (e, { from, to }, { loaders }) => loaders.scheduleAssignmentsOf.for(`${from ?? ''}|${to ?? ''}`).load(e.id),
    currentSchedule: async (e, _, { loaders }) => (await loaders.scheduleAssignmentsOf.for('current').load(e.id))[0] ?? null,
    expectedDay: async (e, { date }, { loaders }) => (await loaders.expectedDaysOf.for(`${date}|${date}`).load(e.id))?.[0] ?? null,
    expectedDays: (e, { from, to }, { loaders }) => loaders.expectedDaysOf.for(`${from}|${to}`).load(e.id),
  },
};
