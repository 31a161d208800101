import type { GatewayContext } from '../context.ts';
import type { Resolvers } from '../generated/resolvers-types.ts';
import { fetchConnection, idOf } from '../platform/relay.ts';

const clockOf = (id: number | null, { loaders }: GatewayContext) => (id === null ? null : loaders.clockById.load(id));

export const attendanceResolvers: Resolvers = {
  Query: {
    attendance: (_, { from, to, departmentId, employeeIds, first, after }, { rest }) =>
      fetchConnection(rest, '/attendances', { first, after }, {
        from, to,
        departmentId: departmentId ? idOf(departmentId, 'Department', ['departmentId']) : undefined,
        employeeIds: employeeIds?.length ? employeeIds.map((id, i) => idOf(id, 'Employee', ['employeeIds', String(i)])).join(',') : undefined,
      }),
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
