import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { fetchConnection, idOf } from '../platform/relay.ts';
import type { TimesheetDto } from './attendance.types.ts';

const clockOf = (id: number | null, { loaders }: GatewayContext) => (id === null ? null : loaders.clockById.load(id));

/** The REST filter of a period query: global ids to database ids, a bad one named by its place. */
const periodFilter = (departmentId: string | null | undefined, employeeIds: readonly string[] | null | undefined) => ({
  departmentId: departmentId ? idOf(departmentId, 'Department', ['departmentId']) : undefined,
  employeeIds: employeeIds?.length ? employeeIds.map((id, i) => idOf(id, 'Employee', ['employeeIds', String(i)])).join(',') : undefined,
});

async function* timesheetRows(rest: GatewayContext['rest'], sheet: TimesheetDto) {
  for (let page = 0; ; page++) {
    const answer = await rest.getPage('/attendances', { ...sheet, page, size: TIMESHEET_PAGE });
    yield* answer.content;
    if ((page + 1) * TIMESHEET_PAGE >= answer.page.totalElements) return;
  }
}

/** Employees per REST call of a timesheet: large enough to amortise the engine's set queries, small enough to stream. */
const TIMESHEET_PAGE = 500;

export const attendanceResolvers: Resolvers = {
  Query: {
    attendance: (_, { from, to, departmentId, employeeIds, first, after }, { rest }) =>
      fetchConnection(rest, '/attendances', { first, after }, { from, to, ...periodFilter(departmentId, employeeIds) }),
    timesheet: (_, { from, to, departmentId, employeeIds }) => ({ from, to, ...periodFilter(departmentId, employeeIds) }),
  },
  Timesheet: {
    // an async iterable: with @stream each employee is sent as soon as their page arrives
    // an async iterable (graphql-js executes it as a list; the generated types know only arrays)
    rows: ((sheet: TimesheetDto, _: unknown, { rest }: GatewayContext) => timesheetRows(rest, sheet)) as never,
  },
  Employee: {
    workdays: (employee, { from, to }, { loaders }) => loaders.workdaysOf.load(`${from}|${to}|${employee.id}`),
  },
  AttendanceRow: {
    employee: (row, _, { loaders }) => loaders.employeeById.load(row.employeeId),
  },
  WorkdayPair: {
    inClock: (pair, _, ctx) => clockOf(pair.inId, ctx),
    outClock: (pair, _, ctx) => clockOf(pair.outId, ctx),
  },
  WorkdayInconsistency: {
    databaseId: (i) => i.id,
  },
};
