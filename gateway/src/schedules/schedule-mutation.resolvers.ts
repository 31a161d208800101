import type { Resolvers, TimetableInput, WeekScheduleInput } from '../generated/resolvers-types.ts';
import { downloadOf } from '../files/file.resolvers.ts';
import { UserInputError } from '../platform/errors.ts';
import { prime } from '../platform/loaders.ts';
import { mutate } from '../platform/mutation.ts';
import { idOf } from '../platform/relay.ts';
import type { CallBody } from '../platform/rest-contract.ts';

type ScheduleBody = CallBody<'/schedules', 'post'>;

/** GraphQL's explicit nulls are the REST API's absent fields (its defaults), so they are left out of the body. */
function present<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as never;
}
const timetable = (t: TimetableInput) => present(t) as ScheduleBody['days'][number];

/** The REST body: a day is its timetable's fields with the weekday; an exception keeps its timetable nested. */
export function scheduleBody(input: WeekScheduleInput): ScheduleBody {
  const { days, exceptions, extraHourDetails, ...fields } = input;
  return {
    ...present(fields) as Omit<ScheduleBody, 'days'>,
    days: days.map((d) => ({ ...timetable(d.timetable), weekday: d.weekday })),
    ...(exceptions ? { exceptions: exceptions.map((e) => ({ ...present(e), timetable: timetable(e.timetable) })) } : {}),
    ...(extraHourDetails ? { extraHourDetails: extraHourDetails.map((b) => present(b)) } : {}),
  };
}

/**
 * A REST field path in the input's terms: `days[2].dayEnd` is `schedule.days.2.timetable.dayEnd` (a REST day holds its
 * timetable's fields inline), every other field sits under `schedule`.
 */
export const scheduleFields = (path: string[]) => (path[0] === 'days' && path.length > 2 && path[2] !== 'weekday'
  ? ['schedule', 'days', path[1], 'timetable', ...path.slice(2)]
  : ['schedule', ...path]);

const assignmentNotFound = (id: string) => new UserInputError(404, { message: `Schedule assignment not found: ${id}`, subErrors: [{ field: 'id', message: 'not found' }] });

export const scheduleMutationResolvers: Resolvers = {
  Mutation: {
    createWeekSchedule: (_, { input }, { rest, loaders }) => mutate(async () => {
      const weekSchedule = await rest.send('POST', '/schedules', scheduleBody(input.schedule));
      prime(loaders.weekScheduleById, [weekSchedule]);
      return { weekSchedule };
    }, { fields: scheduleFields }),
    updateWeekSchedule: (_, { input }, { rest, loaders }) => mutate(async () => {
      const weekSchedule = await rest.send('PUT', `/schedules/${idOf(input.id, 'WeekSchedule')}`, scheduleBody(input.schedule));
      prime(loaders.weekScheduleById, [weekSchedule]);
      return { weekSchedule };
    }, { fields: scheduleFields }),
    deleteWeekSchedule: (_, { input }, { rest }) => mutate(async () => {
      await rest.send('DELETE', `/schedules/${idOf(input.id, 'WeekSchedule')}`);
      return { deletedWeekScheduleId: input.id };
    }),
    exportWeekSchedules: (_, __, { rest }) => mutate(async () => ({ file: downloadOf(await rest.download('POST', '/schedules/export'), 'week-schedules.xlsx') })),
    assignWeekSchedule: (_, { input }, { rest, loaders }) => mutate(async () => {
      const scheduleId = idOf(input.scheduleId, 'WeekSchedule', ['scheduleId']);
      const employeeIds = input.employeeIds.map((id, i) => idOf(id, 'Employee', ['employeeIds', String(i)]));
      const { assignments } = await rest.send('POST', `/schedules/${scheduleId}/employees`, {
        employeeIds, validFrom: input.validFrom, ...present({ validTo: input.validTo, endPrevious: input.endPrevious }),
      });
      loaders.weekScheduleById.clear(scheduleId);
      return { assignments, weekSchedule: await loaders.weekScheduleById.load(scheduleId) };
    }),
    endScheduleAssignment: (_, { input }, { rest, loaders }) => mutate(async () => {
      const current = await loaders.scheduleAssignmentById.load(idOf(input.id, 'ScheduleAssignment'));
      if (!current) throw assignmentNotFound(input.id);
      const assignment = await rest.send('PUT', `/employees/${current.employeeId}/schedules/${current.id}`, { validTo: input.validTo ?? null });
      return { assignment };
    }),
    removeScheduleAssignment: (_, { input }, { rest, loaders }) => mutate(async () => {
      const current = await loaders.scheduleAssignmentById.load(idOf(input.id, 'ScheduleAssignment'));
      if (!current) throw assignmentNotFound(input.id);
      await rest.send('DELETE', `/employees/${current.employeeId}/schedules/${current.id}`);
      return { removedAssignmentId: input.id, employee: await loaders.employeeById.load(current.employeeId) };
    }),
  },
};
