import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { downloadOf } from '../files/file.resolvers.ts';
import { mutate } from '../platform/mutation.ts';
import { fetchConnection, idOf } from '../platform/relay.ts';
import type { TimesheetDto } from './attendance.types.ts';

const clockOf = (id: number | null, { loaders }: GatewayContext) => (id === null ? null : loaders.clockById.load(id));

/** The REST filter of a period query: global ids to database ids, a bad one named by its place. */
const periodFilter = (departmentId: string | null | undefined, employeeIds: readonly string[] | null | undefined) => ({
  departmentId: departmentId ? idOf(departmentId, 'Department', ['departmentId']) : undefined,
  employeeIds: employeeIds?.length ? employeeIds.map((id, i) => idOf(id, 'Employee', ['employeeIds', String(i)])).join(',') : undefined,
});

/**
 * The rows of a timesheet, page after page in order, the next page asked for while this one is sent (the API computes
 * one while the gateway serializes the other).
 */
async function* timesheetRows(rest: GatewayContext['rest'], sheet: TimesheetDto) {
  const fetchPage = (page: number) => {
    const answer = rest.getPage('/attendances', { ...sheet, page, size: TIMESHEET_PAGE, detail: false });
    // a page asked ahead may fail after the client went away: its failure is read by the await, or by nobody
    answer.catch(() => undefined);
    return answer;
  };
  const first = await fetchPage(0);
  const pages = Math.ceil(first.page.totalElements / TIMESHEET_PAGE);
  let next = pages > 1 ? fetchPage(1) : null;
  yield* first.content;
  for (let page = 1; page < pages; page++) {
    const answer = await next!;
    next = page + 1 < pages ? fetchPage(page + 1) : null;
    yield* answer.content;
  }
}

async function gathered<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** Employees per REST call of a timesheet: large enough to amortise the engine's set queries, small enough to stream. */
const TIMESHEET_PAGE = 500;

export const attendanceResolvers: Resolvers = {
  Query: {
    attendance: (_, { from, to, departmentId, employeeIds, first, after }, { rest }) =>
      fetchConnection(rest, '/attendances', { first, after }, { from, to, ...periodFilter(departmentId, employeeIds) }),
    timesheet: (_, { from, to, departmentId, employeeIds }) => ({ from, to, ...periodFilter(departmentId, employeeIds) }),
  },
  Mutation: {
    exportAttendance: (_, { from, to, departmentId, employeeIds, format }, { rest }) => mutate(async () => {
      const extension = (format ?? 'XLSX').toLowerCase() as 'xlsx' | 'csv' | 'jsonl';
      const answer = await rest.download('POST', '/attendances/export', undefined, {}, { from, to, ...periodFilter(departmentId, employeeIds), format: extension });
      return { file: downloadOf(answer, `attendance.${extension}`) };
    }),
  },
  Timesheet: {
    // With @stream, an async iterable: each employee is sent as soon as their page arrives. Without it the rows are
    // gathered into the list a list field is (compiled reads, platform/compiled-queries.ts, take only lists; graphql-js
    // would gather them the same way). The generated types know only arrays.
    rows: ((sheet: TimesheetDto, _: unknown, { rest }: GatewayContext, info: GraphQLResolveInfo) => {
      const rows = timesheetRows(rest, sheet);
      return info.fieldNodes.some((node) => node.directives?.some((d) => d.name.value === 'stream')) ? rows : gathered(rows);
    }) as never,
  },
  Employee: {
    workdays: (employee, { from, to }, { loaders }) => loaders.workdaysOf.load(`${from}|${to}|${employee.id}`),
  },
  AttendanceRow: {
    employee: (row, _, { loaders }) => loaders.employeeById.load(row.employeeId),
  },
  TimesheetRow: {
    employee: (row, _, { loaders }) => loaders.employeeById.load(row.employeeId),
  },
  TimesheetDay: {
    pendingInconsistencies: (day) => day.inconsistencies.filter((i) => i.status === 'PENDING').map((i) => i.type),
  },
  Workday: {
    // always there outside a timesheet (which asks the API for the figures only)
    expected: (day) => day.expected ?? [],
    pairs: (day) => day.pairs ?? [],
  },
  WorkdayPair: {
    inClock: (pair, _, ctx) => clockOf(pair.inId, ctx),
    outClock: (pair, _, ctx) => clockOf(pair.outId, ctx),
  },
  WorkdayInconsistency: {
    databaseId: (i) => i.id,
  },
};
