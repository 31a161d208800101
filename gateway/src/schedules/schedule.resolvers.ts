import type { Resolvers, WeekScheduleSortField } from '../generated/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { fetchConnection, pageWindow, toConnection, toGlobalId } from '../platform/relay.ts';
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

/** The holders list of a schedule as assignments (it has no creation time). */
const holderAsAssignment = (schedule: WeekScheduleDto) => (h: { assignmentId: number; employeeId: number; validFrom: string; validTo: string | null }): ScheduleAssignmentDto =>
  ({ id: h.assignmentId, employeeId: h.employeeId, scheduleId: schedule.id, scheduleName: schedule.name, validFrom: h.validFrom, validTo: h.validTo, createdAt: null });

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
    assignments: async (s, args, { rest }) => {
      const window = pageWindow(args);
      const page = await rest.getPage(`/schedules/${s.id}/employees`, { page: window.page, size: window.size });
      return toConnection({ ...page, content: page.content.map(holderAsAssignment(s)) }, window);
    },
  },
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
